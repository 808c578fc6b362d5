// The site's own deploy actions, which the IAM simulation
// (infra/test/__tests__/iam-simulation.int.test.ts) must find allowed: one or two per resource type
// the synthesized site stack holds, on the resource CloudFormation would create, so a policy
// cannot be made safe by being useless.
import type { Template } from 'aws-cdk-lib/assertions';
import { emailDomain, type SiteSettings } from '../lib/settings';
import { STACK_NAME } from '../lib/stack-outputs';
import { APP_BOUNDARY, arn, LAMBDA, physical, roleArn, STACK_TAG } from './iam-escalation-steps';

const siteArn = arn;
import { ACCOUNT, REGION, type Step } from './iam-simulation';

/** The AWS managed key aws/dynamodb's policy: any principal of the account, through DynamoDB. */
const DYNAMODB_KEY_POLICY = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: '*' },
      Action: [
        'kms:Encrypt',
        'kms:Decrypt',
        'kms:ReEncrypt*',
        'kms:GenerateDataKey*',
        'kms:CreateGrant',
        'kms:DescribeKey',
      ],
      Resource: '*',
      Condition: {
        StringLike: { 'kms:ViaService': 'dynamodb.*.amazonaws.com' },
        StringEquals: { 'kms:CallerAccount': ACCOUNT },
      },
    },
  ],
};

/** The site's resources' ARNs as CloudFormation names them, for the allowed steps. */
export function siteArns(settings: SiteSettings) {
  return {
    leadTable: arn('dynamodb', `table/${physical('LeadsTable11ECD07C')}`),
    siteBucket: `arn:aws:s3:::${physical('StorageSiteBucket6DA49EEA').toLowerCase()}`,
    logBucket: `arn:aws:s3:::${physical('StorageLogBucket7C8550DC').toLowerCase()}`,
    assetBucket: `arn:aws:s3:::cdk-hnb659fds-assets-${ACCOUNT}-${REGION}`,
    distribution: `arn:aws:cloudfront::${ACCOUNT}:distribution/E2SITE0000000`,
    siteTag: { [STACK_TAG]: STACK_NAME },
    function: arn('lambda', `function:${physical('FormsLeadFormFunction7C704B71')}`),
    originSecret: arn('secretsmanager', 'secret:OriginSecret5DDC59F1-AbCdEf'),
    stateKey: arn('secretsmanager', 'secret:CmsLoginStateKey335BFE60-AbCdEf'),
    captcha: arn('ssm', `parameter/${settings.captchaSecretParameterName.replace(/^\//, '')}`),
    senderIdentity: arn('ses', `identity/${emailDomain(settings.senderEmail)}`),
    logGroup: arn('logs', `log-group:${physical('FormsLeadFormLogs2A2564BA')}`),
    stack: arn('cloudformation', `stack/${STACK_NAME}/0a1b2c3d-1234-5678-9abc-0123456789ab`),
  };
}

/** The site stack's and the WAF stack's deploy actions, and what the deploy needs besides. */
export function deploySteps(template: Template, settings: SiteSettings, waf?: Template): Step[] {
  const wafSteps =
    waf === undefined
      ? []
      : stackSteps(waf, settings, { stackName: `${STACK_NAME}-Waf`, region: 'us-east-1' });
  return [...stackSteps(template, settings), ...wafSteps, ...supportSteps(settings)];
}

/**
 * One or two deploy actions per resource of `template`, named as CloudFormation names them in
 * the stack `stackName` (the WAF stack's in us-east-1).
 */
export function stackSteps(
  template: Template,
  settings: SiteSettings,
  { stackName = STACK_NAME, region = REGION } = {},
): Step[] {
  const physical = (id: string) => `${stackName}-${id}-0A1B2C3D4E5F`.slice(0, 64);
  const arn = (service: string, resource: string) => siteArn(service, resource, region);
  const site = siteArns(settings);
  const resources = Object.entries(template.toJSON().Resources as Record<string, { Type: string }>);
  const zone = `arn:aws:route53:::hostedzone/${settings.hostedZone?.id ?? 'none'}`;
  const byType: Record<string, (id: string) => Step[]> = {
    'AWS::S3::Bucket': (id) => [
      {
        name: `create the bucket ${id}`,
        action: 's3:CreateBucket',
        resource: `arn:aws:s3:::${physical(id).toLowerCase()}`,
      },
    ],
    'AWS::S3::BucketPolicy': () => [
      {
        name: "set the site bucket's policy",
        action: 's3:PutBucketPolicy',
        resource: site.siteBucket,
      },
    ],
    'AWS::Lambda::Function': (id) => [
      {
        name: `create the function ${id}`,
        action: 'lambda:CreateFunction',
        resource: arn('lambda', `function:${physical(id)}`),
      },
      {
        name: `update the code of ${id}`,
        action: 'lambda:UpdateFunctionCode',
        resource: arn('lambda', `function:${physical(id)}`),
      },
    ],
    'AWS::Logs::LogGroup': (id) => [
      {
        name: `create the log group ${id}`,
        action: 'logs:CreateLogGroup',
        resource: arn('logs', `log-group:${physical(id)}`),
      },
    ],
    'AWS::DynamoDB::Table': () => [
      { name: 'create the lead table', action: 'dynamodb:CreateTable', resource: site.leadTable },
    ],
    'AWS::CloudWatch::Alarm': (id) => [
      {
        name: `create the alarm ${id}`,
        action: 'cloudwatch:PutMetricAlarm',
        resource: arn('cloudwatch', `alarm:${physical(id)}`),
      },
    ],
    'AWS::SNS::Topic': (id) => [
      {
        name: `create the topic ${id}`,
        action: 'sns:CreateTopic',
        resource: arn('sns', physical(id)),
      },
    ],
    'AWS::IAM::Role': (id) => [
      {
        name: `create the role ${id} with the boundary`,
        action: 'iam:CreateRole',
        resource: roleArn(physical(id)),
        context: { 'iam:PermissionsBoundary': APP_BOUNDARY },
      },
      {
        name: `pass the role ${id} to Lambda`,
        action: 'iam:PassRole',
        resource: roleArn(physical(id)),
        context: LAMBDA,
      },
    ],
    'AWS::IAM::Policy': () => [
      {
        name: 'give a site role its policy',
        action: 'iam:PutRolePolicy',
        resource: roleArn(physical('FormsLeadFormRole6E11E3C5')),
        context: { 'iam:PermissionsBoundary': APP_BOUNDARY },
      },
    ],
    'AWS::SecretsManager::Secret': () => [
      {
        name: 'create the origin secret',
        action: 'secretsmanager:CreateSecret',
        resource: site.originSecret,
      },
      {
        name: 'resolve the origin secret',
        action: 'secretsmanager:GetSecretValue',
        resource: site.originSecret,
      },
    ],
    'AWS::Events::Rule': (id) => [
      {
        name: `create the rule ${id}`,
        action: 'events:PutRule',
        resource: arn('events', `rule/${physical(id)}`),
      },
    ],
    'AWS::CloudFront::Distribution': () => [
      { name: 'create the distribution', action: 'cloudfront:CreateDistribution', resource: '*' },
      {
        name: 'update the distribution',
        action: 'cloudfront:UpdateDistribution',
        resource: site.distribution,
        context: site.siteTag,
      },
    ],
    'AWS::Route53::RecordSet': () => [
      {
        name: "change the site zone's records",
        action: 'route53:ChangeResourceRecordSets',
        resource: zone,
      },
    ],
    'Custom::CDKBucketDeployment': () => [
      { name: 'run the upload', action: 'lambda:InvokeFunction', resource: site.function },
    ],
    'AWS::SES::EmailIdentity': () => [
      {
        name: 'create the mail identity',
        action: 'ses:CreateEmailIdentity',
        resource: site.senderIdentity,
      },
    ],
  };
  const steps = resources.flatMap(([id, resource]) => byType[resource.Type]?.(id) ?? []);
  return [...new Map(steps.map((step) => [step.name, step])).values()];
}

/** What the deploy needs besides the resources: the table's key, the bootstrap, the WAF. */
function supportSteps(settings: SiteSettings): Step[] {
  const arn = siteArn;
  return [
    {
      name: "ask KMS for the lead table's grant through DynamoDB",
      action: 'kms:CreateGrant',
      resource: arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab'),
      context: {
        'kms:ViaService': `dynamodb.${REGION}.amazonaws.com`,
        'kms:ResourceAliases': ['alias/aws/dynamodb'],
        'kms:CallerAccount': ACCOUNT,
      },
      resourcePolicy: DYNAMODB_KEY_POLICY,
    },
    {
      name: 'create the web ACL (us-east-1)',
      action: 'wafv2:CreateWebACL',
      resource: arn('wafv2', 'global/webacl/bridge-city-fitness-web-acl/0a1b2c3d', 'us-east-1'),
    },
    // The evaluator knows no HTTP API (/apis/…) resource type: the API's own paths stay unasked.
    {
      name: "change the API's origin domain",
      action: 'apigateway:PATCH',
      resource: `arn:aws:apigateway:${REGION}::/domainnames/${settings.apiOrigin?.domainName ?? 'none'}`,
    },
    {
      name: "request the API origin's certificate",
      action: 'acm:RequestCertificate',
      resource: '*',
    },
    {
      name: 'read the bootstrap version',
      action: 'ssm:GetParameters',
      resource: arn('ssm', 'parameter/cdk-bootstrap/hnb659fds/version'),
    },
    {
      name: "read the WAF stack's output",
      action: 'cloudformation:DescribeStacks',
      resource: arn(
        'cloudformation',
        `stack/${STACK_NAME}-Waf/0a1b2c3d-1234-5678-9abc-0123456789ab`,
        'us-east-1',
      ),
    },
  ];
}

/** Runtime jobs of the site's roles, asked by a role with `*` under the app's boundary. */
export function runtimeSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    {
      name: 'send a lead e-mail from the sender',
      action: 'ses:SendEmail',
      resource: site.senderIdentity,
      context: { 'ses:FromAddress': settings.senderEmail },
    },
    { name: 'store a lead', action: 'dynamodb:PutItem', resource: site.leadTable },
    { name: "record a lead's mail", action: 'dynamodb:UpdateItem', resource: site.leadTable },
    {
      name: 'find the unsent leads',
      action: 'dynamodb:Query',
      resource: `${site.leadTable}/index/Unsent`,
    },
    { name: 'read the reCAPTCHA secret', action: 'ssm:GetParameter', resource: site.captcha },
    {
      name: 'read the origin secret',
      action: 'secretsmanager:GetSecretValue',
      resource: site.originSecret,
    },
    {
      name: "read the CMS login's state key",
      action: 'secretsmanager:GetSecretValue',
      resource: site.stateKey,
    },
    {
      name: 'write its logs',
      action: 'logs:PutLogEvents',
      resource: `${site.logGroup}:log-stream:x`,
    },
    { name: 'read the build', action: 's3:GetObject', resource: `${site.assetBucket}/build.zip` },
    { name: 'upload the site', action: 's3:PutObject', resource: `${site.siteBucket}/index.html` },
    {
      name: 'invalidate the site',
      action: 'cloudfront:CreateInvalidation',
      resource: site.distribution,
      context: site.siteTag,
    },
  ];
}
