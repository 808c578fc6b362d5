// The deploy's policies: what CloudFormation may do to deploy the site's stacks (the bootstrap's
// execution policies, in place of AdministratorAccess: each resource type's actions on the site's
// own resources, roles only under the app's boundary) and the two boundaries, the app's and CDK's.
import * as iam from 'aws-cdk-lib/aws-iam';
import { RESOURCE_ACTIONS } from './deploy-resource-actions';
import {
  bootstrapRoleArns,
  deny,
  STACK_TAG_CONDITION,
  statement,
  type ArnScope,
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
const TABLE_KEY_ACTIONS = ['kms:CreateGrant', 'kms:DescribeKey', 'kms:RevokeGrant'] as const;

const TABLE_KEY_CONDITIONS = {
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

/** The actions of `types` in the service of `arns` (of one service), on them. */
function grant(sid: string, types: string[], arns: readonly string[], conditions?: Conditions) {
  const service = arns[0]!.split(':')[2];
  const actions = types
    .flatMap((type) => RESOURCE_ACTIONS[type] ?? [])
    .filter((action) => action.startsWith(`${service}:`) && !APART.has(action));
  return statement(sid, [...new Set(actions)].sort(), arns, conditions);
}

/** `boundary`: the app's boundary's ARN. Four: a managed policy holds 6,144 characters at most. */
export function executionPolicyDocuments(
  arns: SiteResourceArns,
  boundary: string,
): Record<string, iam.PolicyDocument> {
  const document = (...statements: iam.PolicyStatement[]) => new iam.PolicyDocument({ statements });
  const api = Object.keys(RESOURCE_ACTIONS).filter((type) => type.startsWith('AWS::ApiGatewayV2'));
  const ses = Object.keys(RESOURCE_ACTIONS).filter((type) => type.startsWith('AWS::SES'));
  return {
    // The site's hosting: buckets, CloudFront, the web ACL, certificates, DNS records.
    [EXECUTION_POLICY_NAMES.hosting]: document(
      grant('SiteBuckets', ['AWS::S3::Bucket', 'AWS::S3::BucketPolicy'], [arns.buckets[0]!]),
      grant(
        'FunctionCodeFromAssets',
        ['AWS::Lambda::Function', 'AWS::Lambda::LayerVersion'],
        arns.assetObjects,
      ),
      statement('CreateWithoutAResource', RESOURCELESS_ACTIONS, ['*']),
      grant(
        'SiteDistributionByItsStackTag',
        ['AWS::CloudFront::Distribution'],
        arns.distributions,
        STACK_TAG_CONDITION,
      ),
      grant('SiteEdgeFunctions', ['AWS::CloudFront::Function'], arns.cloudFrontFunctions),
      grant(
        'CloudFrontPoliciesByType',
        [
          'AWS::CloudFront::OriginAccessControl',
          'AWS::CloudFront::OriginRequestPolicy',
          'AWS::CloudFront::ResponseHeadersPolicy',
        ],
        arns.cloudFrontPolicies,
      ),
      grant('SiteWebAcl', ['AWS::WAFv2::WebACL', 'AWS::CloudFront::Distribution'], arns.webAcl),
      grant(
        'Certificates',
        ['AWS::CertificateManager::Certificate', 'AWS::ApiGatewayV2::DomainName'],
        arns.certificates,
      ),
      statement(
        'DeleteOnlyTheSiteCertificate',
        ['acm:DeleteCertificate'],
        arns.certificates,
        STACK_TAG_CONDITION,
      ),
      ...(arns.hostedZone.length > 0
        ? [
            grant(
              'RecordsInTheSiteZone',
              ['AWS::Route53::RecordSet', 'AWS::CertificateManager::Certificate'],
              arns.hostedZone,
            ),
          ]
        : []),
      statement('RecordChanges', ['route53:GetChange'], arns.route53Changes),
    ),
    // The form API, the functions, their logs and schedule, the lead table and the secrets.
    [EXECUTION_POLICY_NAMES.api]: document(
      grant('SiteApi', api, arns.apis),
      grant(
        'SiteFunctions',
        ['AWS::Lambda::Function', 'AWS::Lambda::Permission', 'Custom::CDKBucketDeployment'],
        arns.functions,
      ),
      grant('UploadLayer', ['AWS::Lambda::LayerVersion'], arns.layers),
      grant('SiteLogs', ['AWS::Logs::LogGroup', 'AWS::Logs::MetricFilter'], arns.logGroups),
      grant('RetrierSchedule', ['AWS::Events::Rule'], arns.rules),
      grant('LeadTable', ['AWS::DynamoDB::Table'], arns.leadTable),
      // The lead table is encrypted with the AWS managed key (aws/dynamodb): DynamoDB asks KMS
      // for a grant on behalf of whoever creates or updates the table, and only through itself.
      statement('TableKeyThroughDynamoDB', TABLE_KEY_ACTIONS, arns.keys, TABLE_KEY_CONDITIONS),
      grant('SiteSecrets', ['AWS::SecretsManager::Secret'], arns.secrets),
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
      grant('MailIdentityAndConfigurationSet', ses, [
        ...arns.identities,
        ...arns.configurationSets,
      ]),
      grant(
        'AlarmTopics',
        ['AWS::SNS::Topic', 'AWS::SNS::TopicPolicy', 'AWS::SNS::Subscription'],
        arns.topics,
      ),
      grant('Alarms', ['AWS::CloudWatch::Alarm'], arns.alarms),
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

// The two ceilings: the app's (on every role the site's stacks create: the functions' runtime jobs
// on the site's resources, no IAM) and the bootstrap's (on every CDK bootstrap role: the site's
// services on the site's resources, IAM only on the site's roles and only under the app's boundary).

/** The app's runtime ceiling; `senderEmail` is the only address mail may come from. */
export function runtimeBoundaryDocument(
  arns: SiteResourceArns,
  senderEmail: string,
): iam.PolicyDocument {
  return new iam.PolicyDocument({
    statements: [
      statement('WriteSiteLogs', ['logs:CreateLogStream', 'logs:PutLogEvents'], arns.logGroups),
      statement(
        'SendFromTheSender',
        ['ses:SendEmail'],
        [...arns.identities, ...arns.configurationSets],
        {
          StringEquals: { 'ses:FromAddress': senderEmail },
        },
      ),
      statement(
        'StoreAndRetryLeads',
        ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'],
        arns.leadTable,
      ),
      statement('ReadSiteParameters', ['ssm:GetParameter'], arns.parameters),
      statement(
        'ReadSiteSecrets',
        ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
        arns.secrets,
      ),
      // CDK's upload function (BucketDeployment): the build from the asset bucket to the site's.
      statement(
        'ReadTheBuild',
        ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
        [...arns.assetBuckets, ...arns.assetObjects],
      ),
      statement(
        'UploadTheSite',
        [
          's3:GetObject*',
          's3:GetBucket*',
          's3:List*',
          's3:PutObject*',
          's3:DeleteObject*',
          's3:Abort*',
        ],
        arns.siteBucket,
      ),
      statement(
        'InvalidateTheSite',
        ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        arns.distributions,
        STACK_TAG_CONDITION,
      ),
      deny('NoIam', ['iam:*']),
    ],
  });
}

function siteServices(): string[] {
  const services = Object.values(RESOURCE_ACTIONS)
    .flat()
    .map((action) => action.split(':')[0]!)
    .filter((service) => service !== 'kms' && service !== 'iam');
  return [...new Set([...services, 'ssm', 'cloudformation'])].sort().map((s) => `${s}:*`);
}

export function deployBoundaryDocument(
  arns: SiteResourceArns,
  scope: ArnScope,
): iam.PolicyDocument {
  const executionRoles = bootstrapRoleArns(scope, ['cfn-exec-role']);
  // The bootstrap roles configure the site's buckets; only the upload (a site role) writes objects.
  // Keys and roles have statements of their own.
  const { buckets, siteBucket: _objects, keys: _keys, roles: _roles, ...others } = arns;
  const siteResources = [buckets[0]!, ...Object.values(others).flat()];
  return new iam.PolicyDocument({
    statements: [
      statement('SiteServicesOnSiteResources', siteServices(), siteResources),
      statement(
        'CreateWithoutAResource',
        [...RESOURCELESS_ACTIONS, 'sts:GetCallerIdentity'],
        ['*'],
      ),
      // What the CDK CLI reads of any stack (the bootstrap's AWSCloudFormationReadOnlyAccess).
      statement(
        'ReadStacks',
        [
          'cloudformation:Describe*',
          'cloudformation:Get*',
          'cloudformation:List*',
          'cloudformation:ValidateTemplate',
        ],
        ['*'],
      ),
      statement('TableKeyThroughDynamoDB', TABLE_KEY_ACTIONS, arns.keys, TABLE_KEY_CONDITIONS),
      statement(
        'AssetBucketKeyThroughS3',
        ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey*', 'kms:ReEncrypt*'],
        arns.keys,
        { StringLike: { 'kms:ViaService': 's3.*.amazonaws.com' } },
      ),
      statement('SiteRoles', ['iam:*'], arns.roles),
      statement('PassTheExecutionRole', ['iam:PassRole'], executionRoles),
      // Nothing else of IAM: a boundary allows only what it names (the roles of CDK's
      // bootstrap, the GitHub deploy roles and every policy, these included, are out of reach).
      deny('NoRoleWithoutTheAppBoundary', ROLE_ACTIONS_UNDER_BOUNDARY, {
        StringNotEquals: { 'iam:PermissionsBoundary': boundaryArn(scope.partition, scope.account) },
      }),
      deny('NoRemovingABoundaryOrChangingTrust', [
        'iam:DeleteRolePermissionsBoundary',
        'iam:UpdateAssumeRolePolicy',
      ]),
    ],
  });
}
