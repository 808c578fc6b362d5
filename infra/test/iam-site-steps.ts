// The site's own requests, which the IAM simulation (__tests__/iam-simulation.int.test.ts) must
// find allowed (each action deploy-resource-actions.ts gives a synthesized resource's type, on the
// ARN CloudFormation would give it: a policy cannot be safe by being useless), and the refusals.
import type { Template } from 'aws-cdk-lib/assertions';
import { RESOURCELESS_ACTIONS, ROLE_ACTIONS_UNDER_BOUNDARY } from '../lib/deploy-execution-policy';
import { RESOURCE_ACTIONS } from '../lib/deploy-resource-actions';
import { emailDomain, type SiteSettings } from '../lib/settings';
import { STACK_NAME } from '../lib/stack-outputs';
import { APP_BOUNDARY, LEAD_TABLE, TEMPLATE_ROLE } from './iam-escalation-steps';
import type { Cfn } from './synth';
import {
  ACCOUNT,
  arn,
  KEY,
  LAMBDA,
  physical,
  REGION,
  roleArn,
  stackArn,
  STACK_TAG,
  step,
  type Step,
} from './iam-simulation';

const resourceless = new Set<string>(RESOURCELESS_ACTIONS);
/** Asked of another resource than the one created: a function's layer, a DNS change, a list. */
const elsewhere = new Set(['lambda:GetLayerVersion', 'route53:GetChange', 'apigateway:POST']);

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

function siteArns(settings: SiteSettings) {
  return {
    leadTable: LEAD_TABLE,
    siteBucket: `arn:aws:s3:::${physical('StorageSiteBucket6DA49EEA').toLowerCase()}`,
    logBucket: `arn:aws:s3:::${physical('StorageLogBucket7C8550DC').toLowerCase()}`,
    assetBucket: `arn:aws:s3:::cdk-hnb659fds-assets-${ACCOUNT}-${REGION}`,
    distribution: `arn:aws:cloudfront::${ACCOUNT}:distribution/E2SITE0000000`,
    siteTag: { [STACK_TAG]: STACK_NAME },
    originSecret: arn('secretsmanager', 'secret:OriginSecret5DDC59F1-AbCdEf'),
    stateKey: arn('secretsmanager', 'secret:CmsLoginStateKey335BFE60-AbCdEf'),
    captcha: arn('ssm', `parameter/${settings.captchaSecretParameterName.replace(/^\//, '')}`),
    senderIdentity: arn('ses', `identity/${emailDomain(settings.senderEmail)}`),
    logGroup: arn('logs', `log-group:${physical('FormsLeadFormLogs2A2564BA')}`),
    stack: stackArn(STACK_NAME),
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

function stackSteps(
  template: Template,
  settings: SiteSettings,
  { stackName = STACK_NAME, region = REGION } = {},
): Step[] {
  const named = (id: string) => physical(id, stackName);
  const at = (service: string, resource: string) => arn(service, resource, region);
  const site = siteArns(settings);
  const resources = Object.entries(template.toJSON().Resources as Record<string, Cfn>);
  const bucket = (id: string) => `arn:aws:s3:::${named(id).toLowerCase()}`;
  // The ARN CloudFormation gives a resource it names; its type's actions in that service ask it.
  const arnOf: Record<string, (id: string, properties: Cfn) => string> = {
    'AWS::S3::Bucket': bucket,
    'AWS::S3::BucketPolicy': (_, { Bucket }) => bucket(Bucket.Ref),
    'AWS::Lambda::Function': (id) => at('lambda', `function:${named(id)}`),
    'AWS::Logs::LogGroup': (id) => at('logs', `log-group:${named(id)}`),
    'AWS::Logs::MetricFilter': (_, { LogGroupName }) =>
      at('logs', `log-group:${named(LogGroupName.Ref)}`),
    'AWS::Lambda::Permission': (_, { FunctionName }) =>
      at('lambda', `function:${named(FunctionName['Fn::GetAtt'][0])}`),
    'AWS::SNS::Subscription': (_, { TopicArn }) => at('sns', named(TopicArn.Ref)),
    'AWS::SNS::TopicPolicy': (_, { Topics }) => at('sns', named(Topics[0].Ref)),
    'AWS::WAFv2::WebACL': (_, { Name }) => at('wafv2', `global/webacl/${Name}/0a1b2c3d`),
    'AWS::CertificateManager::Certificate': () => at('acm', 'certificate/0a1b2c3d-1234'),
    // The evaluator knows no HTTP API (/apis/…) resource type: the API's own paths stay unasked.
    'AWS::ApiGatewayV2::DomainName': (_, { DomainName }) =>
      `arn:aws:apigateway:${region}::/domainnames/${DomainName}`,
    'AWS::CloudWatch::Alarm': (id) => at('cloudwatch', `alarm:${named(id)}`),
    'AWS::SNS::Topic': (id) => at('sns', named(id)),
    'AWS::Events::Rule': (id) => at('events', `rule/${named(id)}`),
    'AWS::DynamoDB::Table': (id) => at('dynamodb', `table/${named(id)}`),
    'AWS::SecretsManager::Secret': (id) => at('secretsmanager', `secret:${id}-AbCdEf`),
    'AWS::SES::EmailIdentity': () => site.senderIdentity,
    'AWS::CloudFront::Distribution': () => site.distribution,
    'AWS::CloudFront::Function': (_, { Name }) => `arn:aws:cloudfront::${ACCOUNT}:function/${Name}`,
    'AWS::Route53::RecordSet': () => `arn:aws:route53:::hostedzone/${settings.hostedZone?.id}`,
    'AWS::IAM::Role': (id) => roleArn(named(id)),
    'AWS::IAM::Policy': (_, { Roles }) => roleArn(named(Roles[0].Ref)),
  };
  // Every resource carries its stack's tag; an action that names no resource is asked on `*`,
  // one that creates a role or gives it a policy with the app's boundary; a role is passed too.
  return resources.flatMap(([id, { Type, Properties }]) => {
    const resource = arnOf[Type]?.(id, Properties);
    const service = resource?.split(':')[2];
    const actions = (RESOURCE_ACTIONS[Type] ?? []).filter(
      (action) => action.startsWith(`${service}:`) && !elsewhere.has(action),
    );
    return [
      ...actions.map((action) =>
        step(`${action} ${id}`, action, resourceless.has(action) ? '*' : resource!, {
          [STACK_TAG]: stackName,
          ...(ROLE_ACTIONS_UNDER_BOUNDARY.includes(action) && {
            'iam:PermissionsBoundary': APP_BOUNDARY,
          }),
        }),
      ),
      ...(Type === 'AWS::IAM::Role'
        ? [step(`pass the role ${id} to Lambda`, 'iam:PassRole', resource!, LAMBDA)]
        : []),
    ];
  });
}

/** What the deploy needs besides the resources: the table's key, the origin secret's reference,
 * the bootstrap, the WAF's output. */
function supportSteps(settings: SiteSettings): Step[] {
  return [
    step(
      "ask KMS for the lead table's grant through DynamoDB",
      'kms:CreateGrant',
      KEY,
      {
        'kms:ViaService': `dynamodb.${REGION}.amazonaws.com`,
        'kms:ResourceAliases': ['alias/aws/dynamodb'],
        'kms:CallerAccount': ACCOUNT,
      },
      DYNAMODB_KEY_POLICY,
    ),
    step(
      'resolve the origin secret',
      'secretsmanager:GetSecretValue',
      siteArns(settings).originSecret,
    ),
    step(
      'read the bootstrap version',
      'ssm:GetParameters',
      arn('ssm', 'parameter/cdk-bootstrap/hnb659fds/version'),
    ),
    step(
      "read the WAF stack's output",
      'cloudformation:DescribeStacks',
      stackArn(`${STACK_NAME}-Waf`, 'us-east-1'),
    ),
  ];
}

/** Runtime jobs of the site's roles, asked by a role with `*` under the app's boundary. */
export function runtimeSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    step('send a lead e-mail from the sender', 'ses:SendEmail', site.senderIdentity, {
      'ses:FromAddress': settings.senderEmail,
    }),
    step('store a lead', 'dynamodb:PutItem', site.leadTable),
    step("record a lead's mail", 'dynamodb:UpdateItem', site.leadTable),
    step('find the unsent leads', 'dynamodb:Query', `${site.leadTable}/index/Unsent`),
    step('read the reCAPTCHA secret', 'ssm:GetParameter', site.captcha),
    step('read the origin secret', 'secretsmanager:GetSecretValue', site.originSecret),
    step("read the CMS login's state key", 'secretsmanager:GetSecretValue', site.stateKey),
    step('write its logs', 'logs:PutLogEvents', `${site.logGroup}:log-stream:x`),
  ];
}

/** What no role of the site may do any more: the build reaches the bucket through publish.ts. */
export function runtimeRefusedSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    step('read the build', 's3:GetObject', `${site.assetBucket}/build.zip`),
    step('upload the site', 's3:PutObject', `${site.siteBucket}/index.html`),
    step('delete a page', 's3:DeleteObject', `${site.siteBucket}/index.html`),
    step('list the site bucket', 's3:ListBucket', site.siteBucket),
    step('invalidate the site', 'cloudfront:CreateInvalidation', site.distribution, site.siteTag),
  ];
}

/** A publish (tools/pipeline/publish/publish.ts): write, delete, list, invalidate. */
export function contentPublishSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    step('write a page', 's3:PutObject', `${site.siteBucket}/classes/index.html`),
    step('delete a stale page', 's3:DeleteObject', `${site.siteBucket}/old/index.html`),
    step('list the site bucket', 's3:ListBucket', site.siteBucket),
    step('invalidate the site', 'cloudfront:CreateInvalidation', site.distribution, site.siteTag),
    step('follow the invalidation', 'cloudfront:GetInvalidation', site.distribution, site.siteTag),
  ];
}

/** Every deploy and runtime step but the publish actions, and the site's other data; not the
 * key grant, which the DynamoDB key's own policy gives any principal of the account. */
export function contentRefusedSteps(deploy: Step[], settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  const publishing = new Set(contentPublishSteps(settings).map((step) => step.action));
  const others = [...deploy, ...runtimeSteps(settings)].filter(
    (step) => !publishing.has(step.action) && step.resourcePolicy === undefined,
  );
  return [
    ...others,
    step('change the site stack', 'cloudformation:UpdateStack', site.stack),
    step('create a change set', 'cloudformation:CreateChangeSet', site.stack),
    step('write the log bucket', 's3:PutObject', `${site.logBucket}/x`),
    step('read the access logs', 's3:GetObject', `${site.logBucket}/x`),
    step(
      'read a page through S3, which the publisher never does',
      's3:GetObject',
      `${site.siteBucket}/index.html`,
    ),
    step('read an old version of a page', 's3:GetObjectVersion', `${site.siteBucket}/index.html`),
    step(
      'delete an old version of a page',
      's3:DeleteObjectVersion',
      `${site.siteBucket}/index.html`,
    ),
    step('read the lead table', 'dynamodb:Query', site.leadTable),
    step('pass a site role', 'iam:PassRole', TEMPLATE_ROLE),
  ];
}
