// The site's own resources as IAM names them: CloudFormation names unnamed ones
// `<stack>-<logical id>-<suffix>`, so the stack's name is the prefix; the rest are named by the
// settings, a fixed name, or (the distribution) the `aws:cloudformation:stack-name` tag.
import * as iam from 'aws-cdk-lib/aws-iam';
import { emailDomain, type SiteSettings } from './settings';
import { WEB_ACL_NAME } from './site-firewall';
import { STACK_NAME } from './stack-outputs';

export const STACK_TAG_CONDITION = {
  StringEquals: { 'aws:ResourceTag/aws:cloudformation:stack-name': STACK_NAME },
} as const;

// Logical id prefixes, from the construct paths (a test holds them to the synthesized stack).
export const SITE_BUCKET_LOGICAL_ID_PREFIX = 'StorageSiteBucket';
export const LEAD_TABLE_LOGICAL_ID_PREFIX = 'LeadsTable';
/** Secrets Manager names a secret `<logical id>-<suffix>`. */
export const SECRET_LOGICAL_ID_PREFIXES = ['OriginSecret', 'CmsLoginStateKey'] as const;

export interface ArnScope {
  readonly partition: string;
  readonly account: string;
  /** The site's first, then us-east-1 (the WAF stack, its alarm and topic). */
  readonly regions: readonly string[];
  readonly bootstrapQualifier: string;
}

export type Conditions = Record<string, Record<string, unknown>>;

export function statement(
  sid: string,
  actions: readonly string[],
  resources: readonly string[],
  conditions?: Conditions,
  effect = iam.Effect.ALLOW,
): iam.PolicyStatement {
  return new iam.PolicyStatement({
    sid,
    effect,
    actions: [...actions],
    resources: [...resources],
    conditions,
  });
}

/** A refusal on every resource. */
export const deny = (sid: string, actions: readonly string[], conditions?: Conditions) =>
  statement(sid, actions, ['*'], conditions, iam.Effect.DENY);

export const unique = (values: readonly string[]) => [...new Set(values)];

/** CDK's bootstrap roles `names` (`deploy-role`, ...) in each of the site's regions. */
export function bootstrapRoleArns(scope: ArnScope, names: readonly string[]): string[] {
  const { partition: p, account: a, bootstrapQualifier: q } = scope;
  return scope.regions.flatMap((r) =>
    names.map((n) => `arn:${p}:iam::${a}:role/cdk-${q}-${n}-${a}-${r}`),
  );
}

export function siteResourceArns(scope: ArnScope, settings: SiteSettings) {
  const { partition: p, account: a, regions, bootstrapQualifier: q } = scope;
  const siteRegion = regions[0]!;
  const each = (service: string, resource: string | string[], everywhere = false) =>
    (everywhere ? regions : [siteRegion]).flatMap((r) =>
      [resource].flat().map((name) => `arn:${p}:${service}:${r}:${a}:${name}`),
    );
  const stackBuckets = `arn:${p}:s3:::${STACK_NAME.toLowerCase()}-*`;
  const siteBucket = `arn:${p}:s3:::${`${STACK_NAME}-${SITE_BUCKET_LOGICAL_ID_PREFIX}`.toLowerCase()}*`;
  const assetBuckets = unique(regions.map((r) => `arn:${p}:s3:::cdk-${q}-assets-${a}-${r}`));
  const parameters = [
    settings.captchaSecretParameterName,
    ...(settings.cmsLogin !== undefined ? [settings.cmsLogin.secretParameterName] : []),
  ].map((name) => name.replace(/^\//, ''));
  const sender = settings.senderEmail;
  const identities = unique([
    emailDomain(sender),
    sender,
    ...(settings.sesSandbox ? [settings.recipientEmail] : []),
  ]);
  const apiDomain = settings.apiOrigin?.domainName;
  const leadTable = `${STACK_NAME}-${LEAD_TABLE_LOGICAL_ID_PREFIX}*`;
  return {
    /** The site and log buckets, and their objects. */
    buckets: [stackBuckets, `${stackBuckets}/*`],
    siteBucket: [siteBucket, `${siteBucket}/*`],
    assetBuckets,
    assetObjects: assetBuckets.map((bucket) => `${bucket}/*`),
    /** Every distribution: only with STACK_TAG_CONDITION is it the site's. */
    distributions: [`arn:${p}:cloudfront::${a}:distribution/*`],
    cloudFrontFunctions: [`arn:${p}:cloudfront::${a}:function/${STACK_NAME}-*`],
    /** Random ids, no tags in IAM. */
    cloudFrontPolicies: [
      'origin-access-control',
      'origin-request-policy',
      'response-headers-policy',
    ].map((type) => `arn:${p}:cloudfront::${a}:${type}/*`),
    webAcl: [
      `arn:${p}:wafv2:us-east-1:${a}:global/webacl/${WEB_ACL_NAME}/*`,
      `arn:${p}:wafv2:us-east-1:${a}:global/managedruleset/*/*`,
    ],
    functions: each('lambda', `function:${STACK_NAME}-*`),
    logGroups: each('logs', [`log-group:${STACK_NAME}-*`, `log-group:${STACK_NAME}-*:*`]),
    rules: each('events', `rule/${STACK_NAME}-*`),
    leadTable: each('dynamodb', [`table/${leadTable}`, `table/${leadTable}/index/*`]),
    secrets: SECRET_LOGICAL_ID_PREFIXES.flatMap((id) => each('secretsmanager', `secret:${id}*`)),
    parameters: parameters.flatMap((name) => each('ssm', `parameter/${name}`)),
    bootstrapVersion: each('ssm', `parameter/cdk-bootstrap/${q}/version`, true),
    topics: each('sns', `${STACK_NAME}-*`, true),
    alarms: each('cloudwatch', `alarm:${STACK_NAME}-*`, true),
    stacks: each('cloudformation', `stack/${STACK_NAME}*/*`, true),
    roles: [`arn:${p}:iam::${a}:role/${STACK_NAME}-*`],
    /** The sender's identities and every configuration set: SES sends only from the identities. */
    mail: [
      ...identities.flatMap((identity) => each('ses', `identity/${identity}`)),
      ...each('ses', 'configuration-set/*'),
    ],
    hostedZone:
      settings.hostedZone !== undefined
        ? [`arn:${p}:route53:::hostedzone/${settings.hostedZone.id}`]
        : [],
    route53Changes: [`arn:${p}:route53:::change/*`],
    certificates: unique([
      ...(settings.certificateArn !== undefined ? [settings.certificateArn] : []),
      ...each('acm', 'certificate/*'),
    ]),
    apis: [
      '/apis',
      '/apis/*',
      '/tags/*',
      ...(apiDomain !== undefined
        ? ['/domainnames', `/domainnames/${apiDomain}`, `/domainnames/${apiDomain}/*`]
        : []),
    ].map((path) => `arn:${p}:apigateway:${siteRegion}::${path}`),
    /** Named by their alias in the conditions. */
    keys: each('kms', 'key/*', true),
  };
}

export type SiteResourceArns = ReturnType<typeof siteResourceArns>;
