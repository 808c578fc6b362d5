// What CloudFormation may do when it deploys the site's stacks, and the ceiling of every role
// those stacks create. `cdk bootstrap --cloudformation-execution-policies` gives the bootstrap's
// CloudFormation execution role the execution policy instead of CDK's default,
// AdministratorAccess; `--custom-permissions-boundary` bounds that role with the boundary, and
// the app applies the same boundary to the site's own roles (site-app.ts). Both are managed
// policies of the deploy access stack (deploy-access-stack.ts), made by an administrator.
//
// The execution policy lists, per CloudFormation resource type the site deploys, the control
// plane actions its handler calls (RESOURCE_ACTIONS). It holds no data-plane action that the
// security review named: no reading the lead table (dynamodb:GetItem, Query, Scan, exports), no
// sending mail (ses:SendEmail), no IAM user, access key or policy version. IAM roles may only be
// created or given policies under the boundary, and only roles named after the site's stacks.
// infra/test/__tests__/deploy-execution-policy.test.ts matches every resource type of the
// synthesized site stacks against this table and the policy.
import * as iam from 'aws-cdk-lib/aws-iam';
import { STACK_NAME } from './stack-outputs';

/** The execution policy's fixed name: bootstrap names its ARN. */
export const EXECUTION_POLICY_NAME = 'bridge-city-fitness-cfn-execution';
/** The permissions boundary's fixed name: bootstrap and the app name it. */
export const PERMISSIONS_BOUNDARY_NAME = 'bridge-city-fitness-permissions-boundary';

/**
 * The actions CloudFormation's handler of each resource type calls (create, read, update,
 * delete, tags). IAM role actions are granted by their own statements, under the boundary.
 */
export const RESOURCE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'AWS::ApiGatewayV2::Api': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:PUT',
    'apigateway:DELETE',
  ],
  'AWS::ApiGatewayV2::ApiMapping': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:DELETE',
  ],
  'AWS::ApiGatewayV2::DomainName': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:DELETE',
    'acm:DescribeCertificate',
  ],
  'AWS::ApiGatewayV2::Integration': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:DELETE',
  ],
  'AWS::ApiGatewayV2::Route': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:DELETE',
  ],
  'AWS::ApiGatewayV2::Stage': [
    'apigateway:POST',
    'apigateway:GET',
    'apigateway:PATCH',
    'apigateway:DELETE',
  ],
  'AWS::CertificateManager::Certificate': [
    'acm:RequestCertificate',
    'acm:DescribeCertificate',
    'acm:DeleteCertificate',
    'acm:AddTagsToCertificate',
    'acm:RemoveTagsFromCertificate',
    'acm:ListTagsForCertificate',
    'route53:ChangeResourceRecordSets',
    'route53:GetChange',
    'route53:ListResourceRecordSets',
  ],
  'AWS::CloudFront::Distribution': [
    'cloudfront:CreateDistribution',
    'cloudfront:CreateDistributionWithTags',
    'cloudfront:GetDistribution',
    'cloudfront:GetDistributionConfig',
    'cloudfront:UpdateDistribution',
    'cloudfront:DeleteDistribution',
    'cloudfront:TagResource',
    'cloudfront:UntagResource',
    'cloudfront:ListTagsForResource',
    'acm:DescribeCertificate',
    'wafv2:GetWebACL',
    'wafv2:AssociateWebACL',
    'wafv2:DisassociateWebACL',
    'cloudfront:AssociateWebACL',
    'cloudfront:DisassociateWebACL',
  ],
  'AWS::CloudFront::Function': [
    'cloudfront:CreateFunction',
    'cloudfront:DescribeFunction',
    'cloudfront:GetFunction',
    'cloudfront:UpdateFunction',
    'cloudfront:PublishFunction',
    'cloudfront:DeleteFunction',
  ],
  'AWS::CloudFront::OriginAccessControl': [
    'cloudfront:CreateOriginAccessControl',
    'cloudfront:GetOriginAccessControl',
    'cloudfront:UpdateOriginAccessControl',
    'cloudfront:DeleteOriginAccessControl',
  ],
  'AWS::CloudFront::OriginRequestPolicy': [
    'cloudfront:CreateOriginRequestPolicy',
    'cloudfront:GetOriginRequestPolicy',
    'cloudfront:UpdateOriginRequestPolicy',
    'cloudfront:DeleteOriginRequestPolicy',
  ],
  'AWS::CloudFront::ResponseHeadersPolicy': [
    'cloudfront:CreateResponseHeadersPolicy',
    'cloudfront:GetResponseHeadersPolicy',
    'cloudfront:UpdateResponseHeadersPolicy',
    'cloudfront:DeleteResponseHeadersPolicy',
  ],
  'AWS::CloudWatch::Alarm': [
    'cloudwatch:PutMetricAlarm',
    'cloudwatch:DescribeAlarms',
    'cloudwatch:DeleteAlarms',
    'cloudwatch:TagResource',
    'cloudwatch:UntagResource',
    'cloudwatch:ListTagsForResource',
  ],
  'AWS::DynamoDB::Table': [
    'dynamodb:CreateTable',
    'dynamodb:DescribeTable',
    'dynamodb:UpdateTable',
    'dynamodb:DeleteTable',
    'dynamodb:DescribeTimeToLive',
    'dynamodb:UpdateTimeToLive',
    'dynamodb:DescribeContinuousBackups',
    'dynamodb:UpdateContinuousBackups',
    'dynamodb:DescribeContributorInsights',
    'dynamodb:DescribeKinesisStreamingDestination',
    'dynamodb:GetResourcePolicy',
    'dynamodb:TagResource',
    'dynamodb:UntagResource',
    'dynamodb:ListTagsOfResource',
    'kms:ListAliases',
  ],
  'AWS::Events::Rule': [
    'events:PutRule',
    'events:DescribeRule',
    'events:DeleteRule',
    'events:PutTargets',
    'events:RemoveTargets',
    'events:ListTargetsByRule',
    'events:TagResource',
    'events:UntagResource',
  ],
  'AWS::IAM::Policy': [],
  'AWS::IAM::Role': [],
  'AWS::Lambda::Function': [
    'lambda:CreateFunction',
    'lambda:GetFunction',
    'lambda:GetFunctionConfiguration',
    'lambda:UpdateFunctionCode',
    'lambda:UpdateFunctionConfiguration',
    'lambda:DeleteFunction',
    'lambda:PutFunctionConcurrency',
    'lambda:DeleteFunctionConcurrency',
    'lambda:GetFunctionConcurrency',
    'lambda:GetRuntimeManagementConfig',
    'lambda:PutRuntimeManagementConfig',
    'lambda:GetFunctionCodeSigningConfig',
    'lambda:GetFunctionRecursionConfig',
    'lambda:TagResource',
    'lambda:UntagResource',
    'lambda:ListTags',
    'lambda:GetLayerVersion',
    's3:GetObject',
    's3:GetObjectVersion',
  ],
  'AWS::Lambda::LayerVersion': [
    'lambda:PublishLayerVersion',
    'lambda:GetLayerVersion',
    'lambda:DeleteLayerVersion',
    's3:GetObject',
    's3:GetObjectVersion',
  ],
  'AWS::Lambda::Permission': [
    'lambda:AddPermission',
    'lambda:RemovePermission',
    'lambda:GetPolicy',
  ],
  'AWS::Logs::LogGroup': [
    'logs:CreateLogGroup',
    'logs:DescribeLogGroups',
    'logs:DeleteLogGroup',
    'logs:PutRetentionPolicy',
    'logs:DeleteRetentionPolicy',
    'logs:TagResource',
    'logs:UntagResource',
    'logs:ListTagsForResource',
    'logs:TagLogGroup',
    'logs:UntagLogGroup',
  ],
  'AWS::Logs::MetricFilter': [
    'logs:PutMetricFilter',
    'logs:DescribeMetricFilters',
    'logs:DeleteMetricFilter',
  ],
  'AWS::Route53::RecordSet': [
    'route53:ChangeResourceRecordSets',
    'route53:GetChange',
    'route53:ListResourceRecordSets',
    'route53:GetHostedZone',
  ],
  'AWS::S3::Bucket': [
    's3:CreateBucket',
    's3:DeleteBucket',
    's3:ListBucket',
    's3:GetBucketLocation',
    's3:GetBucketTagging',
    's3:PutBucketTagging',
    's3:GetEncryptionConfiguration',
    's3:PutEncryptionConfiguration',
    's3:GetBucketVersioning',
    's3:PutBucketVersioning',
    's3:GetLifecycleConfiguration',
    's3:PutLifecycleConfiguration',
    's3:GetBucketPublicAccessBlock',
    's3:PutBucketPublicAccessBlock',
    's3:GetBucketOwnershipControls',
    's3:PutBucketOwnershipControls',
    's3:GetBucketLogging',
    's3:PutBucketLogging',
    's3:GetBucketAcl',
    's3:PutBucketAcl',
    's3:GetBucketPolicy',
  ],
  'AWS::S3::BucketPolicy': ['s3:GetBucketPolicy', 's3:PutBucketPolicy', 's3:DeleteBucketPolicy'],
  'AWS::SES::ConfigurationSet': [
    'ses:CreateConfigurationSet',
    'ses:GetConfigurationSet',
    'ses:DeleteConfigurationSet',
    'ses:PutConfigurationSetSuppressionOptions',
    'ses:PutConfigurationSetReputationOptions',
    'ses:PutConfigurationSetSendingOptions',
    'ses:PutConfigurationSetDeliveryOptions',
    'ses:PutConfigurationSetTrackingOptions',
    'ses:TagResource',
    'ses:UntagResource',
  ],
  'AWS::SES::ConfigurationSetEventDestination': [
    'ses:CreateConfigurationSetEventDestination',
    'ses:GetConfigurationSetEventDestinations',
    'ses:UpdateConfigurationSetEventDestination',
    'ses:DeleteConfigurationSetEventDestination',
  ],
  'AWS::SES::EmailIdentity': [
    'ses:CreateEmailIdentity',
    'ses:GetEmailIdentity',
    'ses:DeleteEmailIdentity',
    'ses:PutEmailIdentityDkimAttributes',
    'ses:PutEmailIdentityDkimSigningAttributes',
    'ses:PutEmailIdentityFeedbackAttributes',
    'ses:PutEmailIdentityMailFromAttributes',
    'ses:PutEmailIdentityConfigurationSetAttributes',
    'ses:TagResource',
    'ses:UntagResource',
  ],
  'AWS::SNS::Subscription': [
    'sns:Subscribe',
    'sns:Unsubscribe',
    'sns:GetSubscriptionAttributes',
    'sns:SetSubscriptionAttributes',
    'sns:ListSubscriptionsByTopic',
  ],
  'AWS::SNS::Topic': [
    'sns:CreateTopic',
    'sns:DeleteTopic',
    'sns:GetTopicAttributes',
    'sns:SetTopicAttributes',
    'sns:ListTagsForResource',
    'sns:TagResource',
    'sns:UntagResource',
  ],
  'AWS::SNS::TopicPolicy': ['sns:SetTopicAttributes', 'sns:GetTopicAttributes'],
  'AWS::SecretsManager::Secret': [
    'secretsmanager:CreateSecret',
    'secretsmanager:DescribeSecret',
    'secretsmanager:UpdateSecret',
    'secretsmanager:DeleteSecret',
    'secretsmanager:GetRandomPassword',
    'secretsmanager:TagResource',
    'secretsmanager:UntagResource',
  ],
  'AWS::WAFv2::WebACL': [
    'wafv2:CreateWebACL',
    'wafv2:GetWebACL',
    'wafv2:UpdateWebACL',
    'wafv2:DeleteWebACL',
    'wafv2:ListTagsForResource',
    'wafv2:TagResource',
    'wafv2:UntagResource',
  ],
  // CloudFormation invokes a custom resource's function with the execution role.
  'Custom::CDKBucketDeployment': ['lambda:InvokeFunction'],
};

/** The IAM actions a role of the site stacks needs; each names the role and the boundary. */
export const ROLE_ACTIONS_UNDER_BOUNDARY = [
  'iam:CreateRole',
  'iam:PutRolePolicy',
  'iam:DeleteRolePolicy',
  'iam:AttachRolePolicy',
  'iam:DetachRolePolicy',
  'iam:PutRolePermissionsBoundary',
] as const;

/** KMS actions CloudFormation's table handler calls, allowed only through DynamoDB. */
export const TABLE_KEY_ACTIONS = ['kms:CreateGrant', 'kms:DescribeKey', 'kms:RevokeGrant'] as const;

/** IAM actions on the site's roles that neither grant nor widen a permission. */
export const ROLE_ACTIONS = [
  'iam:GetRole',
  'iam:GetRolePolicy',
  'iam:ListRolePolicies',
  'iam:ListAttachedRolePolicies',
  'iam:UpdateRoleDescription',
  'iam:TagRole',
  'iam:UntagRole',
  'iam:DeleteRole',
] as const;

/** What CloudFormation must read besides the resources: the bootstrap version, the WAF's output. */
const SUPPORT_ACTIONS = ['ssm:GetParameters', 'cloudformation:DescribeStacks'] as const;

/** The roles of the site's stacks: CloudFormation names a role `<stack name>-<logical id>-<suffix>`. */
function siteRoles(stack: { partition: string }): string {
  return `arn:${stack.partition}:iam::*:role/${STACK_NAME}*`;
}

/** The boundary's ARN in `account` (a token in a stack). */
export function boundaryArn(partition: string, account: string): string {
  return `arn:${partition}:iam::${account}:policy/${PERMISSIONS_BOUNDARY_NAME}`;
}

/** The service-level statements, one per service prefix, from RESOURCE_ACTIONS. */
export function resourceStatements(): iam.PolicyStatement[] {
  const byService = new Map<string, Set<string>>();
  for (const actions of Object.values(RESOURCE_ACTIONS)) {
    for (const action of actions) {
      const service = action.split(':')[0]!;
      if (!byService.has(service)) byService.set(service, new Set());
      byService.get(service)!.add(action);
    }
  }
  return [...byService]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([service, actions]) =>
        new iam.PolicyStatement({
          sid: `${service.replace(/[^A-Za-z0-9]/g, '')}ForSiteResources`,
          actions: [...actions].sort(),
          resources: ['*'],
        }),
    );
}

/** The execution policy's document; `stack` gives the partition and account. */
export function executionPolicyDocument(stack: {
  partition: string;
  account: string;
}): iam.PolicyDocument {
  const roles = siteRoles(stack);
  return new iam.PolicyDocument({
    statements: [
      ...resourceStatements(),
      new iam.PolicyStatement({
        sid: 'SiteRolesUnderTheBoundary',
        actions: [...ROLE_ACTIONS_UNDER_BOUNDARY],
        resources: [roles],
        conditions: {
          StringEquals: { 'iam:PermissionsBoundary': boundaryArn(stack.partition, stack.account) },
        },
      }),
      new iam.PolicyStatement({
        sid: 'SiteRolesReadTagDelete',
        actions: [...ROLE_ACTIONS],
        resources: [roles],
      }),
      new iam.PolicyStatement({
        sid: 'PassSiteRolesToLambda',
        actions: ['iam:PassRole'],
        resources: [roles],
        conditions: { StringEquals: { 'iam:PassedToService': 'lambda.amazonaws.com' } },
      }),
      // The lead table is encrypted with the AWS managed key (aws/dynamodb): DynamoDB asks KMS
      // for a grant on behalf of whoever creates or updates the table, and only through itself.
      new iam.PolicyStatement({
        sid: 'TableKeyThroughDynamoDB',
        actions: [...TABLE_KEY_ACTIONS],
        resources: ['*'],
        conditions: { StringLike: { 'kms:ViaService': 'dynamodb.*.amazonaws.com' } },
      }),
      // The origin secret's dynamic reference is resolved with the execution role.
      new iam.PolicyStatement({
        sid: 'ResolveTheOriginSecret',
        actions: ['secretsmanager:GetSecretValue'],
        resources: [
          `arn:${stack.partition}:secretsmanager:*:${stack.account}:secret:OriginSecret*`,
        ],
      }),
      new iam.PolicyStatement({
        sid: 'BootstrapVersionAndStackOutputs',
        actions: [...SUPPORT_ACTIONS],
        resources: ['*'],
      }),
    ],
  });
}

/**
 * The boundary: what the execution role and the site's roles may ever do. It allows the
 * execution policy's actions and what the functions need at run time, and denies what would
 * lift it: a role or user without it, editing it, removing it from a role.
 */
export function boundaryDocument(stack: {
  partition: string;
  account: string;
}): iam.PolicyDocument {
  const boundary = boundaryArn(stack.partition, stack.account);
  const execution = executionPolicyDocument(stack).toJSON() as {
    Statement: { Action: string | string[] }[];
  };
  const deployActions = execution.Statement.flatMap((s) => [s.Action].flat());
  return new iam.PolicyDocument({
    statements: [
      new iam.PolicyStatement({
        sid: 'DeployAndRunTheSite',
        actions: [...new Set([...deployActions, ...RUNTIME_ACTIONS])].sort(),
        resources: ['*'],
      }),
      new iam.PolicyStatement({
        sid: 'NoRoleWithoutThisBoundary',
        effect: iam.Effect.DENY,
        actions: ['iam:CreateRole', 'iam:PutRolePermissionsBoundary', ...USER_ACTIONS],
        resources: ['*'],
        conditions: { StringNotEquals: { 'iam:PermissionsBoundary': boundary } },
      }),
      new iam.PolicyStatement({
        sid: 'NoEditingThisBoundary',
        effect: iam.Effect.DENY,
        actions: [
          'iam:CreatePolicyVersion',
          'iam:DeletePolicy',
          'iam:DeletePolicyVersion',
          'iam:SetDefaultPolicyVersion',
        ],
        resources: [boundary],
      }),
      new iam.PolicyStatement({
        sid: 'NoRemovingBoundaries',
        effect: iam.Effect.DENY,
        actions: ['iam:DeleteRolePermissionsBoundary', 'iam:DeleteUserPermissionsBoundary'],
        resources: ['*'],
      }),
    ],
  });
}

/** IAM user actions: no site role or deploy ever creates a user or a key. */
const USER_ACTIONS = ['iam:CreateUser', 'iam:PutUserPermissionsBoundary'] as const;

/**
 * What the site's functions do at run time (infra/lib/form-function.ts, mail-retrier.ts, the
 * BucketDeployment upload): their own policies grant less, on named resources.
 */
export const RUNTIME_ACTIONS = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'ses:SendEmail',
  'ses:SendRawEmail',
  'ssm:GetParameter',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:Query',
  // CDK's upload function (BucketDeployment) asks these of the site bucket and the assets.
  's3:GetBucket*',
  's3:GetObject*',
  's3:List*',
  's3:Abort*',
  's3:DeleteObject*',
  's3:PutObject*',
  'cloudfront:CreateInvalidation',
  'cloudfront:GetInvalidation',
  'cloudwatch:PutMetricData',
] as const;
