// The site's own resources as IAM names them: CloudFormation names unnamed ones
// `<stack>-<logical id>-<suffix>`, so the stack's name is the prefix; the rest are named by the
// settings, a fixed name, or (the distribution) the `aws:cloudformation:stack-name` tag.
import { emailDomain, type SiteSettings } from './settings';
import { STACK_NAME } from './stack-outputs';

/** The tag CloudFormation puts on what it creates, and the value it has on the site's. */
export const STACK_TAG_CONDITION = {
  StringEquals: { 'aws:ResourceTag/aws:cloudformation:stack-name': STACK_NAME },
} as const;

/**
 * The site bucket's logical id starts with this (the construct path Storage/SiteBucket):
 * CloudFormation names it `<stack>-<logical id>-<suffix>` in lower case.
 */
export const SITE_BUCKET_LOGICAL_ID_PREFIX = 'StorageSiteBucket';
/** The lead table's logical id prefix (Leads/Table). */
export const LEAD_TABLE_LOGICAL_ID_PREFIX = 'LeadsTable';
/** The secrets' logical id prefixes: Secrets Manager names a secret `<logical id>-<suffix>`. */
export const SECRET_LOGICAL_ID_PREFIXES = ['OriginSecret', 'CmsLoginStateKey'] as const;
/** The web ACL's fixed name (site-firewall.ts). */
export const WEB_ACL_NAME = 'bridge-city-fitness-web-acl';

/** Where the ARNs live: partition and account (tokens in a stack), and the site's regions. */
export interface ArnScope {
  readonly partition: string;
  readonly account: string;
  /** The site stack's region (a token when unknown): where all but the WAF stack's live. */
  readonly siteRegion: string;
  /** Every site stack's region: the site's and us-east-1 (the WAF stack, its alarm and topic). */
  readonly regions: readonly string[];
  readonly bootstrapQualifier: string;
}

/** The settings that name resources (SiteSettings's, all optional but the mail). */
export type NamingSettings = Pick<
  SiteSettings,
  | 'hostedZone'
  | 'senderEmail'
  | 'recipientEmail'
  | 'sesSandbox'
  | 'captchaSecretParameterName'
  | 'certificateArn'
  | 'apiOrigin'
  | 'cmsLogin'
>;

/** The site bucket's name pattern (globally unique bucket names: no account, no region). */
export function siteBucketPattern(partition: string): string {
  return `arn:${partition}:s3:::${`${STACK_NAME}-${SITE_BUCKET_LOGICAL_ID_PREFIX}`.toLowerCase()}*`;
}

/** Every distribution's ARN pattern; only with STACK_TAG_CONDITION is it the site's. */
export function distributionPattern(partition: string, account: string): string {
  return `arn:${partition}:cloudfront::${account}:distribution/*`;
}

/** The ARN patterns of the site's resources, by kind. */
export function siteResourceArns(scope: ArnScope, settings: NamingSettings) {
  const { partition: p, account: a, siteRegion, regions, bootstrapQualifier: q } = scope;
  /** In the site's region, or `everywhere` (in each site stack's region). */
  const each = (service: string, resource: string, everywhere = false) =>
    (everywhere ? regions : [siteRegion]).map((r) => `arn:${p}:${service}:${r}:${a}:${resource}`);
  const unique = (values: string[]) => [...new Set(values)];
  const stackBuckets = `arn:${p}:s3:::${STACK_NAME.toLowerCase()}-*`;
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
  return {
    /** The site's buckets (site and logs) and their objects. */
    buckets: [stackBuckets, `${stackBuckets}/*`],
    siteBucket: [siteBucketPattern(p), `${siteBucketPattern(p)}/*`],
    /** CDK's asset buckets, whose objects are the functions' code and the build. */
    assetBuckets,
    assetObjects: assetBuckets.map((bucket) => `${bucket}/*`),
    distributions: [distributionPattern(p, a)],
    cloudFrontFunctions: [`arn:${p}:cloudfront::${a}:function/*${STACK_NAME}*`],
    /** Random ids, no tags in IAM: CloudFront's configuration objects, by type. */
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
    /** The upload's AWS CLI layer, named after its logical id. */
    layers: each('lambda', 'layer:Upload*AwsCliLayer*'),
    logGroups: unique([
      ...each('logs', `log-group:${STACK_NAME}-*`),
      ...each('logs', `log-group:${STACK_NAME}-*:*`),
    ]),
    rules: each('events', `rule/${STACK_NAME}-*`),
    leadTable: unique([
      ...each('dynamodb', `table/${STACK_NAME}-${LEAD_TABLE_LOGICAL_ID_PREFIX}*`),
      ...each('dynamodb', `table/${STACK_NAME}-${LEAD_TABLE_LOGICAL_ID_PREFIX}*/index/*`),
    ]),
    secrets: SECRET_LOGICAL_ID_PREFIXES.flatMap((id) => each('secretsmanager', `secret:${id}*`)),
    parameters: parameters.flatMap((name) => each('ssm', `parameter/${name}`)),
    bootstrapVersion: each('ssm', `parameter/cdk-bootstrap/${q}/version`, true),
    topics: each('sns', `${STACK_NAME}-*`, true),
    alarms: each('cloudwatch', `alarm:${STACK_NAME}-*`, true),
    stacks: each('cloudformation', `stack/${STACK_NAME}*/*`, true),
    roles: [`arn:${p}:iam::${a}:role/${STACK_NAME}-*`],
    identities: identities.flatMap((identity) => each('ses', `identity/${identity}`)),
    /** CloudFormation names the configuration set; SES sends only from the identities above. */
    configurationSets: each('ses', 'configuration-set/*'),
    hostedZone:
      settings.hostedZone !== undefined
        ? [`arn:${p}:route53:::hostedzone/${settings.hostedZone.id}`]
        : [],
    route53Changes: [`arn:${p}:route53:::change/*`],
    /** The site's certificate (a setting) and the API's, which the stack requests. */
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
    /** Keys, named by their alias in the conditions (aws/dynamodb, the asset bucket's). */
    keys: each('kms', 'key/*', true),
  };
}

export type SiteResourceArns = ReturnType<typeof siteResourceArns>;
