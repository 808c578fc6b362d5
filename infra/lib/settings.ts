// The deployment's settings from CDK context, checked before any construct is created: the
// schema (settings-schema.ts) judges each key, this file the keys together. A bad value fails
// synth with one SettingsError naming every key at fault. Nothing here talks to AWS.
import { resolve } from 'node:path';
import type { Node } from 'constructs';
import {
  CERTIFICATE_ARN,
  CONTEXT_KEYS,
  SETTINGS_SCHEMA,
  type ContextKey,
  type Values,
} from './settings-schema';

export const INFRA_DIR = resolve(__dirname, '..');

export type SiteSettings = Readonly<ReturnType<typeof parseSettings>>;
export type RepositoryAccess = NonNullable<SiteSettings['deployAccess']>;

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid CDK context:\n  - ${problems.join('\n  - ')}`);
  }
}

export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export function isInZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

type Problem = [ContextKey, string];

/** Settings that mean nothing alone, and why. */
function pairProblems(v: Partial<Record<ContextKey, unknown>>): Problem[] {
  const problems: Problem[] = [];
  const alone = (a: ContextKey, b: ContextKey) => v[a] !== undefined && v[b] === undefined;
  if (alone('domainName', 'certificateArn')) {
    problems.push([
      'certificateArn',
      'certificateArn is required when domainName is set: request an ACM certificate for ' +
        `${String(v.domainName)} in us-east-1 (CloudFront only uses certificates from that ` +
        'region) and pass its ARN with -c certificateArn=arn:aws:acm:us-east-1:ACCOUNT:certificate/ID',
    ]);
  }
  if (alone('hostedZoneId', 'hostedZoneName') || alone('hostedZoneName', 'hostedZoneId')) {
    problems.push([
      'hostedZoneId',
      'hostedZoneId and hostedZoneName must be given together (or not at all)',
    ]);
  }
  if (alone('cmsDomainName', 'domainName')) {
    problems.push([
      'cmsDomainName',
      'cmsDomainName needs domainName (and a certificate that covers both names): the CMS ' +
        "host is an alternate name of the site's distribution",
    ]);
  }
  for (const [a, b] of [
    ['certificateArn', 'domainName'],
    ['githubOidcProviderArn', 'githubRepository'],
  ] as const) {
    if (alone(a, b)) problems.push([a, `${a} is set but ${b} is not: set both or neither`]);
  }
  for (const id of ['githubOwnerId', 'githubRepositoryId'] as const) {
    if (v.githubRepository !== undefined && (v[id] ?? '0') === '0') {
      const field = id === 'githubOwnerId' ? '.owner.id' : '.id';
      problems.push([
        id,
        `${id} is the placeholder 0 in infra/cdk.json: set it to \`gh api repos/` +
          `${String(v.githubRepository)} --jq ${field}\` (the deploy and content roles trust ids, not the name)`,
      ]);
    }
  }
  return problems;
}

/**
 * The API's origin domain: `apiOriginDomainName`, else `api-origin.<domainName>`. Its REGIONAL
 * certificate is `apiCertificateArn` or one the stack requests in the hosted zone; a derived
 * name with neither is left out (a deploy is refused), a name given on purpose is an error.
 */
function apiOrigin(v: Values, problems: Problem[]) {
  const { apiOriginDomainName: explicit, apiCertificateArn: certificateArn, domainName } = v;
  if (explicit === undefined && domainName === undefined) {
    if (certificateArn !== undefined) {
      problems.push([
        'apiCertificateArn',
        'apiCertificateArn is set but there is no API origin name: set domainName or apiOriginDomainName',
      ]);
    }
    return undefined;
  }
  const name = explicit ?? `api-origin.${domainName}`;
  const zone = v.hostedZoneName;
  if (certificateArn === undefined && !(zone !== undefined && isInZone(name, zone))) {
    if (explicit === undefined) return undefined;
    problems.push([
      'apiOriginDomainName',
      `apiOriginDomainName ${name} needs a certificate: set hostedZoneId and hostedZoneName to a ` +
        'zone that holds it (the stack then requests one), or pass apiCertificateArn (an ACM ' +
        "certificate for that name in the stack's region)",
    ]);
  }
  return { domainName: name, certificateArn };
}

export function parseSettings(read: (key: ContextKey) => unknown) {
  const given: Partial<Record<ContextKey, string>> = {};
  for (const key of CONTEXT_KEYS) {
    // Text, as `-c key=value` gives it; '' is unset (so `-c domainName=` clears cdk.json's).
    const value = String(read(key) ?? '').trim();
    if (value !== '') given[key] = value;
  }
  const parsed = SETTINGS_SCHEMA.safeParse(given);
  const problems: Problem[] = pairProblems(given);
  for (const issue of parsed.error?.issues ?? []) {
    const at = issue.path[0] as ContextKey;
    problems.push([at, `${at} ${issue.message}`]);
  }
  const v = parsed.data;
  const region = CERTIFICATE_ARN.exec(given.certificateArn ?? '')?.[1];
  if (given.domainName !== undefined && region !== undefined && region !== 'us-east-1') {
    problems.push([
      'certificateArn',
      `certificateArn must be in us-east-1 (CloudFront's region for certificates), got ${region}`,
    ]);
  }
  const origin = v === undefined ? undefined : apiOrigin(v, problems);
  if (problems.length > 0 || v === undefined) {
    problems.sort(([a], [b]) => CONTEXT_KEYS.indexOf(a) - CONTEXT_KEYS.indexOf(b));
    throw new SettingsError(problems.map(([, message]) => message));
  }
  const {
    hostedZoneId,
    hostedZoneName,
    apiOriginDomainName: _name,
    apiCertificateArn: _certificate,
    ...rest
  } = v;
  const repository = v.githubRepository;
  return {
    ...rest,
    reservedConcurrency: v.reservedConcurrency ?? undefined,
    siteDir: resolve(INFRA_DIR, v.siteDir),
    hostedZone:
      hostedZoneId !== undefined && hostedZoneName !== undefined
        ? { id: hostedZoneId, name: hostedZoneName }
        : undefined,
    apiOrigin: origin,
    deployAccess:
      repository === undefined
        ? undefined
        : {
            repository,
            ownerId: v.githubOwnerId,
            repositoryId: v.githubRepositoryId,
            oidcProviderArn: v.githubOidcProviderArn,
            bootstrapQualifier: v['@aws-cdk/core:bootstrapQualifier'],
          },
    cmsLogin:
      v.cmsGithubClientId === undefined
        ? undefined
        : {
            clientId: v.cmsGithubClientId,
            secretParameterName: v.cmsGithubSecretParameterName,
            scope: v.cmsGithubScope,
          },
  };
}

export function readSettings(node: Node): SiteSettings {
  return parseSettings((key) => node.tryGetContext(key));
}
