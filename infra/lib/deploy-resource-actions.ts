// The actions CloudFormation's handler of each resource type the site deploys calls (create,
// read, update, delete, tags), as `service:Action,Action` groups: what the execution policy
// grants per type (deploy-execution-policy.ts); a test matches it against the synthesized types.
const TABLE: Readonly<Record<string, string>> = {
  'AWS::ApiGatewayV2::Api': 'apigateway:POST,GET,PATCH,PUT,DELETE',
  'AWS::ApiGatewayV2::ApiMapping': 'apigateway:POST,GET,PATCH,DELETE',
  'AWS::ApiGatewayV2::DomainName': 'apigateway:POST,GET,PATCH,DELETE acm:DescribeCertificate',
  'AWS::ApiGatewayV2::Integration': 'apigateway:POST,GET,PATCH,DELETE',
  'AWS::ApiGatewayV2::Route': 'apigateway:POST,GET,PATCH,DELETE',
  'AWS::ApiGatewayV2::Stage': 'apigateway:POST,GET,PATCH,DELETE',
  'AWS::CertificateManager::Certificate':
    'acm:RequestCertificate,DescribeCertificate,DeleteCertificate,AddTagsToCertificate,RemoveTagsFromCertificate,ListTagsForCertificate route53:ChangeResourceRecordSets,GetChange,ListResourceRecordSets',
  'AWS::CloudFront::Distribution':
    'cloudfront:CreateDistribution,GetDistribution,GetDistributionConfig,UpdateDistribution,DeleteDistribution,TagResource,UntagResource,ListTagsForResource acm:DescribeCertificate wafv2:GetWebACL,AssociateWebACL,DisassociateWebACL',
  'AWS::CloudFront::Function':
    'cloudfront:CreateFunction,DescribeFunction,GetFunction,UpdateFunction,PublishFunction,DeleteFunction',
  'AWS::CloudFront::OriginAccessControl':
    'cloudfront:CreateOriginAccessControl,GetOriginAccessControl,UpdateOriginAccessControl,DeleteOriginAccessControl',
  'AWS::CloudFront::OriginRequestPolicy':
    'cloudfront:CreateOriginRequestPolicy,GetOriginRequestPolicy,UpdateOriginRequestPolicy,DeleteOriginRequestPolicy',
  'AWS::CloudFront::ResponseHeadersPolicy':
    'cloudfront:CreateResponseHeadersPolicy,GetResponseHeadersPolicy,UpdateResponseHeadersPolicy,DeleteResponseHeadersPolicy',
  'AWS::CloudWatch::Alarm':
    'cloudwatch:PutMetricAlarm,DescribeAlarms,DeleteAlarms,TagResource,UntagResource,ListTagsForResource',
  'AWS::DynamoDB::Table':
    'dynamodb:CreateTable,DescribeTable,UpdateTable,DeleteTable,DescribeTimeToLive,UpdateTimeToLive,DescribeContinuousBackups,UpdateContinuousBackups,DescribeContributorInsights,DescribeKinesisStreamingDestination,GetResourcePolicy,TagResource,UntagResource,ListTagsOfResource kms:ListAliases',
  'AWS::Events::Rule':
    'events:PutRule,DescribeRule,DeleteRule,PutTargets,RemoveTargets,ListTargetsByRule,TagResource,UntagResource',
  // Granted by the roles' own statements: creating a role or giving it a policy only under the boundary.
  'AWS::IAM::Policy': 'iam:PutRolePolicy,DeleteRolePolicy,GetRolePolicy',
  'AWS::IAM::Role':
    'iam:CreateRole,PutRolePolicy,DeleteRolePolicy,AttachRolePolicy,DetachRolePolicy,PutRolePermissionsBoundary,GetRole,GetRolePolicy,ListRolePolicies,ListAttachedRolePolicies,UpdateRoleDescription,TagRole,UntagRole,DeleteRole',
  'AWS::Lambda::Function':
    'lambda:CreateFunction,GetFunction,GetFunctionConfiguration,UpdateFunctionCode,UpdateFunctionConfiguration,DeleteFunction,PutFunctionConcurrency,DeleteFunctionConcurrency,GetFunctionConcurrency,GetRuntimeManagementConfig,PutRuntimeManagementConfig,GetFunctionCodeSigningConfig,GetFunctionRecursionConfig,TagResource,UntagResource,ListTags,GetLayerVersion s3:GetObject,GetObjectVersion',
  'AWS::Lambda::Permission': 'lambda:AddPermission,RemovePermission,GetPolicy',
  'AWS::Logs::LogGroup':
    'logs:CreateLogGroup,DescribeLogGroups,DeleteLogGroup,PutRetentionPolicy,DeleteRetentionPolicy,TagResource,UntagResource,ListTagsForResource,TagLogGroup,UntagLogGroup',
  'AWS::Logs::MetricFilter': 'logs:PutMetricFilter,DescribeMetricFilters,DeleteMetricFilter',
  'AWS::Route53::RecordSet':
    'route53:ChangeResourceRecordSets,GetChange,ListResourceRecordSets,GetHostedZone',
  'AWS::S3::Bucket':
    's3:CreateBucket,DeleteBucket,ListBucket,GetBucketLocation,GetBucketTagging,PutBucketTagging,GetEncryptionConfiguration,PutEncryptionConfiguration,GetBucketVersioning,PutBucketVersioning,GetLifecycleConfiguration,PutLifecycleConfiguration,GetBucketPublicAccessBlock,PutBucketPublicAccessBlock,GetBucketOwnershipControls,PutBucketOwnershipControls,GetBucketLogging,PutBucketLogging,GetBucketAcl,PutBucketAcl,GetBucketPolicy',
  'AWS::S3::BucketPolicy': 's3:GetBucketPolicy,PutBucketPolicy,DeleteBucketPolicy',
  'AWS::SES::ConfigurationSet':
    'ses:CreateConfigurationSet,GetConfigurationSet,DeleteConfigurationSet,PutConfigurationSetSuppressionOptions,PutConfigurationSetReputationOptions,PutConfigurationSetSendingOptions,PutConfigurationSetDeliveryOptions,PutConfigurationSetTrackingOptions,TagResource,UntagResource',
  'AWS::SES::ConfigurationSetEventDestination':
    'ses:CreateConfigurationSetEventDestination,GetConfigurationSetEventDestinations,UpdateConfigurationSetEventDestination,DeleteConfigurationSetEventDestination',
  'AWS::SES::EmailIdentity':
    'ses:CreateEmailIdentity,GetEmailIdentity,DeleteEmailIdentity,PutEmailIdentityDkimAttributes,PutEmailIdentityDkimSigningAttributes,PutEmailIdentityFeedbackAttributes,PutEmailIdentityMailFromAttributes,PutEmailIdentityConfigurationSetAttributes,TagResource,UntagResource',
  'AWS::SNS::Subscription':
    'sns:Subscribe,Unsubscribe,GetSubscriptionAttributes,SetSubscriptionAttributes,ListSubscriptionsByTopic',
  'AWS::SNS::Topic':
    'sns:CreateTopic,DeleteTopic,GetTopicAttributes,SetTopicAttributes,ListTagsForResource,TagResource,UntagResource',
  'AWS::SNS::TopicPolicy': 'sns:SetTopicAttributes,GetTopicAttributes',
  'AWS::SecretsManager::Secret':
    'secretsmanager:CreateSecret,DescribeSecret,UpdateSecret,DeleteSecret,GetRandomPassword,TagResource,UntagResource',
  'AWS::WAFv2::WebACL':
    'wafv2:CreateWebACL,GetWebACL,UpdateWebACL,DeleteWebACL,ListTagsForResource,TagResource,UntagResource',
};

/** Each type's actions, spelled out (`s3:CreateBucket`, ...). */
export const RESOURCE_ACTIONS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TABLE).map(([type, groups]) => [
    type,
    groups
      .split(' ')
      .filter(Boolean)
      .flatMap((group) => {
        const [service, names] = group.split(':');
        return names!.split(',').map((name) => `${service}:${name}`);
      }),
  ]),
);
