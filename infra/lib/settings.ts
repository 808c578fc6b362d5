// The deployment's settings, read from CDK context (`cdk.json`, `cdk.context.json` or `-c key=value`)
// and checked before any construct is created, so a typo fails synth with one message that names
// every problem instead of deploying something half-configured. Nothing here talks to AWS. What
// each key may hold is the JSON Schema in settings-schema.ts; here are the few checks across keys
// that a schema cannot make, and the settings the stack is built from.
import { isAbsolute, resolve } from 'node:path';
import type { Node } from 'constructs';
import { splitList } from '../../contracts/setting-validators';
import { deployAccessSettings, type DeployAccessSettings } from './deploy-access-settings';
import {
  CERTIFICATE_ARN,
  checkContext,
  CONTEXT_KEYS,
  CONTEXT_SCHEMA,
  propertySchema,
  sortProblems,
  type ContextKey,
  type ContextValues,
  type Given,
  type Problem,
  type WafEvaluationWindow,
} from './settings-schema';

export {
  WAF_EVALUATION_WINDOWS,
  WAF_MAX_RATE_LIMIT,
  WAF_MIN_RATE_LIMIT,
  type ContextKey,
  type WafEvaluationWindow,
} from './settings-schema';

/** Where relative `siteDir` values start from: the CDK app's directory (`infra/`). */
export const INFRA_DIR = resolve(__dirname, '..');

type Defaults = {
  readonly [K in ContextKey]: (typeof CONTEXT_SCHEMA.properties)[K] extends { default: infer D }
    ? D
    : undefined;
};
/** Every context key the app reads, with its default (documented in infra/docs/settings.md). */
export const CONTEXT_DEFAULTS = Object.fromEntries(
  CONTEXT_KEYS.map((key) => [key, propertySchema(key).default]),
) as Defaults;

/** The checked settings the stack is built from. */
export interface SiteSettings {
  /** Custom domain of the site (e.g. `www.example.com`); the CloudFront domain when absent. */
  readonly domainName?: string;
  /** ACM certificate (us-east-1) covering `domainName`; set exactly when `domainName` is. */
  readonly certificateArn?: string;
  /** Public Route 53 zone for alias records and SES Easy DKIM records. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** The SES identity the forms send from (`MAIL_SENDER`). */
  readonly senderEmail: string;
  /** The club's address that receives the forms (`MAIL_RECIPIENT`). */
  readonly recipientEmail: string;
  /** Name of the SSM SecureString with the reCAPTCHA secret (`CAPTCHA_SECRET_PARAMETER`). */
  readonly captchaSecretParameterName: string;
  /** Explicit reCAPTCHA hostname allow-list; derived from the site's domain when absent. */
  readonly allowedHostnames?: readonly string[];
  /** Where alarm notifications are e-mailed; no subscription when absent. */
  readonly alarmEmail?: string;
  /** Steady-state requests per second on the API's default stage. */
  readonly apiRateLimit: number;
  /** Burst of requests the API's default stage accepts. */
  readonly apiBurstLimit: number;
  /** Reserved concurrency of each form function; undefined leaves it unreserved. */
  readonly reservedConcurrency?: number;
  /** Serve the maintenance page on every page route. */
  readonly maintenance: boolean;
  /** Absolute path of the built site (`public/`). */
  readonly siteDir: string;
  /** SES account still in the sandbox: also allow sending "to" the verified recipient identity. */
  readonly sesSandbox: boolean;
  /** Days a lead is kept before DynamoDB's TTL removes it. */
  readonly leadRetentionDays: number;
  /**
   * The API Gateway custom domain CloudFront sends /api/* to (the execute-api endpoint is
   * disabled). `apiOriginDomainName`, or `api-origin.<domainName>`; absent without a domain.
   */
  readonly apiOrigin?: {
    readonly domainName: string;
    /** A REGIONAL ACM certificate in the stack's region; absent: the stack requests one. */
    readonly certificateArn?: string;
  };
  /** AWS WAF: requests one IP may send to /api/ per evaluation window before it is blocked. */
  readonly wafApiRateLimit: number;
  /** AWS WAF: the rate-based rule's evaluation window, in seconds. */
  readonly wafEvaluationWindowSeconds: WafEvaluationWindow;
  /** The GitHub Actions deploy role's stack, when `githubRepository` is set. */
  readonly deployAccess?: DeployAccessSettings;
  /** The CMS's GitHub login (/api/cms/*), when `cmsGithubClientId` is set; no routes without. */
  readonly cmsLogin?: CmsLoginSettings;
  /**
   * The editors' CMS host: /admin/ and /api/cms/ alone are served there, and the login hands its
   * token to that origin only. Without it the CMS shares the public site's origin.
   */
  readonly cmsDomainName?: string;
}

/** The CMS login's settings (infra/lib/cms-login.ts). */
export interface CmsLoginSettings {
  /** The GitHub App's client id, or an OAuth app's (public). */
  readonly clientId: string;
  /** Name of the SSM SecureString holding the app's client secret (created by hand). */
  readonly secretParameterName: string;
  /** An OAuth app's scope, `repo` or `public_repo`; none for a GitHub App (the default). */
  readonly scope?: string;
}

/** Thrown for invalid context; the message lists every problem. */
export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid CDK context:\n  - ${problems.join('\n  - ')}`);
  }
}

type Reader = (key: ContextKey) => unknown;

/**
 * The context as text: trimmed, '' the same as absent (so `-c domainName=` clears a cdk.json
 * value), DNS names lower-cased, and a zone name without the root's dot that Route 53 shows.
 */
function readGiven(read: Reader): Given {
  const given: Given = {};
  for (const key of CONTEXT_KEYS) {
    const value: unknown = read(key);
    const trimmed = value === undefined || value === null ? '' : String(value).trim();
    if (trimmed === '') continue;
    given[key] = propertySchema(key).rule === 'hostname' ? trimmed.toLowerCase() : trimmed;
  }
  if (given.hostedZoneName !== undefined) {
    given.hostedZoneName = given.hostedZoneName.replace(/\.$/, '');
  }
  return given;
}

/** The domain part of an address (`website@example.com` -> `example.com`), lower-case. */
export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Parses and checks the context; `read` is usually `node.tryGetContext`. */
export function parseSettings(read: Reader): SiteSettings {
  const given = readGiven(read);
  // reservedConcurrency=none leaves the functions unreserved; any other value must be a number.
  const unreserved = given.reservedConcurrency === 'none';
  if (unreserved) delete given.reservedConcurrency;
  const { values, problems } = checkContext(given);

  // What a schema cannot say: a region inside an ARN, and names that depend on each other.
  const { domainName, certificateArn, hostedZoneId, hostedZoneName } = values;
  const region =
    certificateArn === undefined ? undefined : CERTIFICATE_ARN.exec(certificateArn)?.[1];
  if (domainName !== undefined && region !== undefined && region !== 'us-east-1') {
    problems.push({
      key: 'certificateArn',
      message: `certificateArn must be in us-east-1 (CloudFront's region for certificates), got ${region}`,
    });
  }
  const apiOrigin = readApiOrigin(values, problems);

  if (problems.length > 0) throw new SettingsError(sortProblems(problems).map((p) => p.message));
  const dir = values.siteDir;
  return {
    domainName,
    certificateArn,
    hostedZone:
      hostedZoneId !== undefined && hostedZoneName !== undefined
        ? { id: hostedZoneId, name: hostedZoneName }
        : undefined,
    senderEmail: values.senderEmail,
    recipientEmail: values.recipientEmail,
    captchaSecretParameterName: values.captchaSecretParameterName,
    allowedHostnames:
      values.allowedHostnames === undefined ? undefined : splitList(values.allowedHostnames),
    alarmEmail: values.alarmEmail,
    apiRateLimit: values.apiRateLimit,
    apiBurstLimit: values.apiBurstLimit,
    reservedConcurrency: unreserved ? undefined : values.reservedConcurrency,
    maintenance: values.maintenance,
    siteDir: isAbsolute(dir) ? dir : resolve(INFRA_DIR, dir),
    sesSandbox: values.sesSandbox,
    leadRetentionDays: values.leadRetentionDays,
    apiOrigin,
    wafApiRateLimit: values.wafApiRateLimit,
    wafEvaluationWindowSeconds: values.wafEvaluationWindowSeconds,
    deployAccess: deployAccessSettings(values),
    cmsLogin:
      values.cmsGithubClientId === undefined
        ? undefined
        : {
            clientId: values.cmsGithubClientId,
            secretParameterName: values.cmsGithubSecretParameterName,
            scope: values.cmsGithubScope,
          },
    cmsDomainName: values.cmsDomainName,
  };
}

/** Whether `name` is `zone` or a name inside it. */
export function isInZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

/**
 * The API's origin domain: `apiOriginDomainName`, else `api-origin.<domainName>`. Its REGIONAL
 * certificate is `apiCertificateArn` or, when the name is in the hosted zone, one the stack
 * requests with DNS validation; with neither, CloudFront could not reach the API.
 */
function readApiOrigin(values: ContextValues, problems: Problem[]): SiteSettings['apiOrigin'] {
  const { apiOriginDomainName: explicit, apiCertificateArn: certificateArn, domainName } = values;
  if (explicit === undefined && domainName === undefined) {
    if (certificateArn !== undefined) {
      problems.push({
        key: 'apiCertificateArn',
        message:
          'apiCertificateArn is set but there is no API origin name: set domainName or ' +
          'apiOriginDomainName',
      });
    }
    return undefined;
  }
  const name = explicit ?? `api-origin.${domainName}`;
  const zone = values.hostedZoneName;
  const zoneHolds = zone !== undefined && isInZone(name, zone);
  if (certificateArn === undefined && !zoneHolds) {
    // The derived name without a zone is no error: the stack keeps the default endpoint and a
    // deploy is refused (deploy-checks.ts). A name given on purpose must be servable.
    if (explicit === undefined) return undefined;
    problems.push({
      key: 'apiOriginDomainName',
      message:
        `apiOriginDomainName ${name} needs a certificate: set hostedZoneId and hostedZoneName to a ` +
        'zone that holds it (the stack then requests one), or pass apiCertificateArn (an ACM ' +
        "certificate for that name in the stack's region)",
    });
  }
  return { domainName: name, ...(certificateArn !== undefined ? { certificateArn } : {}) };
}

/** The settings from a construct tree's context (usually the App's node). */
export function readSettings(node: Node): SiteSettings {
  return parseSettings((key) => node.tryGetContext(key));
}
