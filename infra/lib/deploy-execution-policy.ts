// What CloudFormation may do to deploy the site's stacks (the bootstrap's execution policies, in
// place of AdministratorAccess): each resource type's actions on the site's own resources, roles
// only under the app's boundary. One managed policy holds 6,144 characters at most, hence parts.
import * as iam from 'aws-cdk-lib/aws-iam';
import { RESOURCE_ACTIONS } from './deploy-resource-actions';
import {
  STACK_TAG_CONDITION,
  statement,
  type Conditions,
  type SiteResourceArns,
} from './site-resource-arns';

export const EXECUTION_POLICY_NAMES = {
  hosting: 'bridge-city-fitness-cfn-hosting',
  api: 'bridge-city-fitness-cfn-api',
  mail: 'bridge-city-fitness-cfn-mail-alarms',
  roles: 'bridge-city-fitness-cfn-roles',
} as const;
/** On every role the site's stacks create. */
export const PERMISSIONS_BOUNDARY_NAME = 'bridge-city-fitness-permissions-boundary';
/** On CDK's bootstrap roles (`cdk bootstrap --custom-permissions-boundary`). */
export const DEPLOY_BOUNDARY_NAME = 'bridge-city-fitness-deploy-boundary';

/** Actions that name no resource: IAM evaluates them against `*`. */
export const RESOURCELESS_ACTIONS = [
  'acm:RequestCertificate',
  'cloudfront:CreateDistribution',
  'cloudfront:CreateFunction',
  'cloudfront:CreateOriginAccessControl',
  'cloudfront:CreateOriginRequestPolicy',
  'cloudfront:CreateResponseHeadersPolicy',
  'kms:ListAliases',
  'logs:DescribeLogGroups',
  'secretsmanager:GetRandomPassword',
] as const;

/** The IAM actions that create a role or give it a policy: each needs the app's boundary. */
export const ROLE_ACTIONS_UNDER_BOUNDARY: readonly string[] = [
  'iam:CreateRole',
  'iam:PutRolePolicy',
  'iam:DeleteRolePolicy',
  'iam:AttachRolePolicy',
  'iam:DetachRolePolicy',
  'iam:PutRolePermissionsBoundary',
];

/** KMS actions CloudFormation's table handler calls, on the DynamoDB managed key only. */
export const TABLE_KEY_ACTIONS = ['kms:CreateGrant', 'kms:DescribeKey', 'kms:RevokeGrant'] as const;

export const TABLE_KEY_CONDITIONS = {
  StringLike: { 'kms:ViaService': 'dynamodb.*.amazonaws.com' },
  'ForAnyValue:StringEquals': { 'kms:ResourceAliases': 'alias/aws/dynamodb' },
};

export function boundaryArn(partition: string, account: string) {
  return `arn:${partition}:iam::${account}:policy/${PERMISSIONS_BOUNDARY_NAME}`;
}

/** Granted by statements of their own: on `*`, on the site's certificate (by its tag), on changes. */
const APART = new Set<string>([
  ...RESOURCELESS_ACTIONS,
  'acm:DeleteCertificate',
  'route53:GetChange',
]);

/** The resource types `families` names: each a type (`S3::Bucket`) or all of a service's (`S3`). */
function typesOf(families: string): string[] {
  return families.split(' ').flatMap((family) => {
    const types = Object.keys(RESOURCE_ACTIONS).filter((type) => {
      const name = type.replace(/^[^:]+::/, '');
      return name === family || name.startsWith(`${family}::`);
    });
    if (types.length === 0) throw new Error(`no resource type is ${family}`);
    return types;
  });
}

/** The actions of the types `families` names, in the service of `arns` (of one service), on them. */
function grant(sid: string, families: string, arns: readonly string[], conditions?: Conditions) {
  const service = arns[0]!.split(':')[2];
  const actions = typesOf(families)
    .flatMap((type) => RESOURCE_ACTIONS[type]!)
    .filter((action) => action.startsWith(`${service}:`) && !APART.has(action));
  return statement(sid, [...new Set(actions)].sort(), arns, conditions);
}

/** `boundary`: the app's boundary's ARN. */
export function executionPolicyDocuments(
  arns: SiteResourceArns,
  boundary: string,
): Record<string, iam.PolicyDocument> {
  const document = (...statements: iam.PolicyStatement[]) => new iam.PolicyDocument({ statements });
  const cloudFrontPolicies =
    'CloudFront::OriginAccessControl CloudFront::OriginRequestPolicy CloudFront::ResponseHeadersPolicy';
  return {
    // The site's hosting: buckets, CloudFront, the web ACL, certificates, DNS records.
    [EXECUTION_POLICY_NAMES.hosting]: document(
      grant('SiteBuckets', 'S3', [arns.buckets[0]!]),
      grant('FunctionCodeFromAssets', 'Lambda', arns.assetObjects),
      statement('CreateWithoutAResource', RESOURCELESS_ACTIONS, ['*']),
      grant(
        'SiteDistributionByItsStackTag',
        'CloudFront::Distribution',
        arns.distributions,
        STACK_TAG_CONDITION,
      ),
      grant('SiteEdgeFunctions', 'CloudFront::Function', arns.cloudFrontFunctions),
      grant('CloudFrontPoliciesByType', cloudFrontPolicies, arns.cloudFrontPolicies),
      grant('SiteWebAcl', 'WAFv2 CloudFront::Distribution', arns.webAcl),
      grant('Certificates', 'CertificateManager ApiGatewayV2::DomainName', arns.certificates),
      statement(
        'DeleteOnlyTheSiteCertificate',
        ['acm:DeleteCertificate'],
        arns.certificates,
        STACK_TAG_CONDITION,
      ),
      ...(arns.hostedZone.length > 0
        ? [grant('RecordsInTheSiteZone', 'Route53 CertificateManager', arns.hostedZone)]
        : []),
      statement('RecordChanges', ['route53:GetChange'], arns.route53Changes),
    ),
    // The form API, the functions, their logs and schedule, the lead table and the secrets.
    [EXECUTION_POLICY_NAMES.api]: document(
      grant('SiteApi', 'ApiGatewayV2', arns.apis),
      grant('SiteFunctions', 'Lambda::Function Lambda::Permission', arns.functions),
      grant('SiteLogs', 'Logs', arns.logGroups),
      grant('RetrierSchedule', 'Events', arns.rules),
      grant('LeadTable', 'DynamoDB', arns.leadTable),
      // The lead table is encrypted with the AWS managed key (aws/dynamodb): DynamoDB asks KMS
      // for a grant on behalf of whoever creates or updates the table, and only through itself.
      statement('TableKeyThroughDynamoDB', TABLE_KEY_ACTIONS, arns.keys, TABLE_KEY_CONDITIONS),
      grant('SiteSecrets', 'SecretsManager', arns.secrets),
      // The origin secret's dynamic reference is resolved with the execution role.
      statement(
        'ResolveTheOriginSecret',
        ['secretsmanager:GetSecretValue'],
        arns.secrets.filter((arn) => arn.includes(':secret:OriginSecret')),
      ),
      statement('BootstrapVersion', ['ssm:GetParameters'], arns.bootstrapVersion),
      statement('WafStackOutput', ['cloudformation:DescribeStacks'], arns.stacks),
    ),
    // The mail identity and its configuration set, the alarms and their topics.
    [EXECUTION_POLICY_NAMES.mail]: document(
      grant('MailIdentityAndConfigurationSet', 'SES', arns.mail),
      grant('AlarmTopics', 'SNS', arns.topics),
      grant('Alarms', 'CloudWatch', arns.alarms),
    ),
    // The site's roles: named after its stacks, created and given policies only under the boundary.
    [EXECUTION_POLICY_NAMES.roles]: document(
      statement('SiteRolesUnderTheBoundary', ROLE_ACTIONS_UNDER_BOUNDARY, arns.roles, {
        StringEquals: { 'iam:PermissionsBoundary': boundary },
      }),
      // The rest of a role's actions neither grant nor widen a permission.
      statement(
        'SiteRolesReadTagDelete',
        RESOURCE_ACTIONS['AWS::IAM::Role']!.filter((a) => !ROLE_ACTIONS_UNDER_BOUNDARY.includes(a)),
        arns.roles,
      ),
      statement('PassSiteRolesToLambda', ['iam:PassRole'], arns.roles, {
        StringEquals: { 'iam:PassedToService': 'lambda.amazonaws.com' },
      }),
    ),
  };
}
