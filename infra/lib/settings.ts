// The deployment's settings, read from CDK context (`cdk.json`, `cdk.context.json` or `-c key=value`)
// and checked before any construct is created, so a typo fails synth with one message that names
// every problem instead of deploying something half-configured. Nothing here talks to AWS.
import { isAbsolute, resolve } from 'node:path';
import type { Node } from 'constructs';
import {
  emailProblem,
  hostnameListProblem,
  parameterNameProblem,
  parsePositive,
  publicHostnameProblem,
  splitList,
} from '../../lambda/lib/setting-validators';
import { DEFAULT_RETENTION_DAYS } from '../../lambda/lib/leads/lead';
import {
  BOOTSTRAP_QUALIFIER_KEY,
  DEFAULT_BOOTSTRAP_QUALIFIER,
  readDeployAccess,
  type DeployAccessSettings,
} from './deploy-access-settings';

/** Where relative `siteDir` values start from: the CDK app's directory (`infra/`). */
export const INFRA_DIR = resolve(__dirname, '..');

/** Every context key the app reads, with its default (documented in infra/README.md). */
export const CONTEXT_DEFAULTS = {
  domainName: undefined,
  certificateArn: undefined,
  hostedZoneId: undefined,
  hostedZoneName: undefined,
  senderEmail: 'website@example.com',
  recipientEmail: 'info@example.com',
  captchaSecretParameterName: '/bridge-city-fitness/recaptcha-secret',
  allowedHostnames: undefined,
  alarmEmail: undefined,
  apiRateLimit: 10,
  apiBurstLimit: 20,
  reservedConcurrency: 5,
  maintenance: false,
  siteDir: '../public',
  sesSandbox: false,
  leadRetentionDays: DEFAULT_RETENTION_DAYS,
  apiOriginDomainName: undefined,
  apiCertificateArn: undefined,
  wafApiRateLimit: 100,
  wafEvaluationWindowSeconds: 300,
  githubRepository: undefined,
  githubOidcProviderArn: undefined,
  [BOOTSTRAP_QUALIFIER_KEY]: DEFAULT_BOOTSTRAP_QUALIFIER,
} as const;

/** AWS WAF's smallest rate limit for a rate-based rule (requests per IP per window). */
export const WAF_MIN_RATE_LIMIT = 10;
/** AWS WAF's largest rate limit. */
export const WAF_MAX_RATE_LIMIT = 2_000_000_000;
/** The evaluation windows AWS WAF offers for a rate-based rule, in seconds. */
export const WAF_EVALUATION_WINDOWS = [60, 120, 300, 600] as const;
export type WafEvaluationWindow = (typeof WAF_EVALUATION_WINDOWS)[number];

export type ContextKey = keyof typeof CONTEXT_DEFAULTS;

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
}

/** Thrown for invalid context; the message lists every problem. */
export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid CDK context:\n  - ${problems.join('\n  - ')}`);
  }
}

const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;
const HOSTED_ZONE_ID = /^Z[A-Z0-9]{1,31}$/;

type Reader = (key: ContextKey) => unknown;

/** Reads a string; '' and absent are the same (so `-c domainName=` clears a cdk.json value). */
function text(read: Reader, key: ContextKey): string | undefined {
  const value: unknown = read(key);
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

function bool(read: Reader, key: ContextKey, fallback: boolean, problems: string[]): boolean {
  const value: unknown = read(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  problems.push(`${key} must be true or false, got "${String(value)}"`);
  return fallback;
}

function positive(
  read: Reader,
  key: ContextKey,
  fallback: number,
  problems: string[],
  { integer }: { integer: boolean },
): number {
  const value: unknown = read(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = parsePositive(key, typeof value === 'number' ? value : String(value), { integer });
  if ('value' in parsed) return parsed.value;
  problems.push(parsed.problem);
  return fallback;
}

function email(read: Reader, key: ContextKey, problems: string[]): string | undefined {
  const value = text(read, key);
  const problem = value === undefined ? undefined : emailProblem(key, value);
  if (problem !== undefined) problems.push(problem);
  return value;
}

/** The domain part of an address (`website@example.com` -> `example.com`), lower-case. */
export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Parses and checks the context; `read` is usually `node.tryGetContext`. */
export function parseSettings(read: Reader): SiteSettings {
  const problems: string[] = [];

  const domainName = text(read, 'domainName')?.toLowerCase();
  const check = (problem: string | undefined) => {
    if (problem !== undefined) problems.push(problem);
  };
  if (domainName !== undefined) check(publicHostnameProblem('domainName', domainName));
  const certificateArn = text(read, 'certificateArn');
  if (domainName !== undefined && certificateArn === undefined) {
    problems.push(
      'certificateArn is required when domainName is set: request an ACM certificate for ' +
        `${domainName} in us-east-1 (CloudFront only uses certificates from that region) and pass ` +
        'its ARN with -c certificateArn=arn:aws:acm:us-east-1:ACCOUNT:certificate/ID',
    );
  }
  if (certificateArn !== undefined) {
    const match = CERTIFICATE_ARN.exec(certificateArn);
    if (domainName === undefined) {
      problems.push('certificateArn is set but domainName is not: set both or neither');
    } else if (!match) {
      problems.push(`certificateArn must be an ACM certificate ARN, got "${certificateArn}"`);
    } else if (match[1] !== 'us-east-1') {
      problems.push(
        `certificateArn must be in us-east-1 (CloudFront's region for certificates), got ${match[1]}`,
      );
    }
  }

  const hostedZoneId = text(read, 'hostedZoneId');
  const hostedZoneName = text(read, 'hostedZoneName')?.toLowerCase().replace(/\.$/, '');
  if ((hostedZoneId === undefined) !== (hostedZoneName === undefined)) {
    problems.push('hostedZoneId and hostedZoneName must be given together (or not at all)');
  }
  if (hostedZoneId !== undefined && !HOSTED_ZONE_ID.test(hostedZoneId)) {
    problems.push(
      `hostedZoneId must be a Route 53 zone id such as Z0123ABC, got "${hostedZoneId}"`,
    );
  }
  if (hostedZoneName !== undefined) {
    check(publicHostnameProblem('hostedZoneName', hostedZoneName, 'example.com'));
  }

  const senderEmail = email(read, 'senderEmail', problems) ?? CONTEXT_DEFAULTS.senderEmail;
  const recipientEmail = email(read, 'recipientEmail', problems) ?? CONTEXT_DEFAULTS.recipientEmail;
  const alarmEmail = email(read, 'alarmEmail', problems);

  const captchaSecretParameterName =
    text(read, 'captchaSecretParameterName') ?? CONTEXT_DEFAULTS.captchaSecretParameterName;
  check(parameterNameProblem('captchaSecretParameterName', captchaSecretParameterName));

  const hostnames = text(read, 'allowedHostnames');
  if (hostnames !== undefined) check(hostnameListProblem('allowedHostnames', hostnames));
  const allowedHostnames = hostnames === undefined ? undefined : splitList(hostnames);

  const apiRateLimit = positive(read, 'apiRateLimit', CONTEXT_DEFAULTS.apiRateLimit, problems, {
    integer: false,
  });
  const apiBurstLimit = positive(read, 'apiBurstLimit', CONTEXT_DEFAULTS.apiBurstLimit, problems, {
    integer: true,
  });

  const concurrency = text(read, 'reservedConcurrency');
  const reservedConcurrency =
    concurrency === 'none'
      ? undefined
      : positive(read, 'reservedConcurrency', CONTEXT_DEFAULTS.reservedConcurrency, problems, {
          integer: true,
        });

  const leadRetentionDays = positive(
    read,
    'leadRetentionDays',
    CONTEXT_DEFAULTS.leadRetentionDays,
    problems,
    { integer: true },
  );

  const apiOrigin = readApiOrigin(read, domainName, hostedZoneName, problems);

  const wafApiRateLimit = positive(
    read,
    'wafApiRateLimit',
    CONTEXT_DEFAULTS.wafApiRateLimit,
    problems,
    { integer: true },
  );
  if (wafApiRateLimit < WAF_MIN_RATE_LIMIT || wafApiRateLimit > WAF_MAX_RATE_LIMIT) {
    problems.push(
      `wafApiRateLimit must be from ${WAF_MIN_RATE_LIMIT} to ${WAF_MAX_RATE_LIMIT} ` +
        `(AWS WAF's range for a rate-based rule), got ${wafApiRateLimit}`,
    );
  }
  const window = positive(
    read,
    'wafEvaluationWindowSeconds',
    CONTEXT_DEFAULTS.wafEvaluationWindowSeconds,
    problems,
    { integer: true },
  );
  const wafEvaluationWindowSeconds = WAF_EVALUATION_WINDOWS.find((w) => w === window);
  if (wafEvaluationWindowSeconds === undefined) {
    problems.push(
      `wafEvaluationWindowSeconds must be one of ${WAF_EVALUATION_WINDOWS.join(', ')} ` +
        `(the windows AWS WAF offers), got ${window}`,
    );
  }

  const maintenance = bool(read, 'maintenance', CONTEXT_DEFAULTS.maintenance, problems);
  const sesSandbox = bool(read, 'sesSandbox', CONTEXT_DEFAULTS.sesSandbox, problems);

  const dir = text(read, 'siteDir') ?? CONTEXT_DEFAULTS.siteDir;
  const siteDir = isAbsolute(dir) ? dir : resolve(INFRA_DIR, dir);

  const deployAccess = readDeployAccess((key) => text(read, key), problems);

  if (problems.length > 0) throw new SettingsError(problems);
  return {
    domainName,
    certificateArn,
    hostedZone:
      hostedZoneId !== undefined && hostedZoneName !== undefined
        ? { id: hostedZoneId, name: hostedZoneName }
        : undefined,
    senderEmail,
    recipientEmail,
    captchaSecretParameterName,
    allowedHostnames,
    alarmEmail,
    apiRateLimit,
    apiBurstLimit,
    reservedConcurrency,
    maintenance,
    siteDir,
    sesSandbox,
    leadRetentionDays,
    apiOrigin,
    wafApiRateLimit,
    wafEvaluationWindowSeconds:
      wafEvaluationWindowSeconds ?? CONTEXT_DEFAULTS.wafEvaluationWindowSeconds,
    deployAccess,
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
function readApiOrigin(
  read: Reader,
  domainName: string | undefined,
  hostedZoneName: string | undefined,
  problems: string[],
): SiteSettings['apiOrigin'] {
  const explicit = text(read, 'apiOriginDomainName')?.toLowerCase();
  if (explicit !== undefined) {
    const problem = publicHostnameProblem(
      'apiOriginDomainName',
      explicit,
      'api-origin.example.com',
    );
    if (problem !== undefined) problems.push(problem);
  }
  const certificateArn = text(read, 'apiCertificateArn');
  if (certificateArn !== undefined && !CERTIFICATE_ARN.test(certificateArn)) {
    problems.push(`apiCertificateArn must be an ACM certificate ARN, got "${certificateArn}"`);
  }
  if (explicit === undefined && domainName === undefined) {
    if (certificateArn !== undefined) {
      problems.push(
        'apiCertificateArn is set but there is no API origin name: set domainName or ' +
          'apiOriginDomainName',
      );
    }
    return undefined;
  }
  const name = explicit ?? `api-origin.${domainName}`;
  const zoneHolds = hostedZoneName !== undefined && isInZone(name, hostedZoneName);
  if (certificateArn === undefined && !zoneHolds) {
    // The derived name without a zone is no error: the stack keeps the default endpoint and a
    // deploy is refused (deploy-checks.ts). A name given on purpose must be servable.
    if (explicit === undefined) return undefined;
    problems.push(
      `apiOriginDomainName ${name} needs a certificate: set hostedZoneId and hostedZoneName to a ` +
        'zone that holds it (the stack then requests one), or pass apiCertificateArn (an ACM ' +
        "certificate for that name in the stack's region)",
    );
  }
  return { domainName: name, ...(certificateArn !== undefined ? { certificateArn } : {}) };
}

/** The settings from a construct tree's context (usually the App's node). */
export function readSettings(node: Node): SiteSettings {
  return parseSettings((key) => node.tryGetContext(key));
}
