// The escalation list of the IAM simulation (infra/test/__tests__/iam-simulation.int.test.ts):
// what no principal of a deploy may do, a role a template creates with an inline `*` policy
// included. The site's own actions, which must go through, are in iam-site-steps.ts.
import { DEPLOY_ROLE_NAME } from '../lib/deploy-access-stack';
import { DEPLOY_BOUNDARY_NAME, PERMISSIONS_BOUNDARY_NAME } from '../lib/deploy-execution-policy';
import { STACK_NAME } from '../lib/stack-outputs';
import { ACCOUNT, KEY_POLICY_DELEGATING_TO_IAM, REGION, type Step } from './iam-simulation';

export const roleArn = (name: string) => `arn:aws:iam::${ACCOUNT}:role/${name}`;
const policyArn = (name: string) => `arn:aws:iam::${ACCOUNT}:policy/${name}`;
export const arn = (service: string, resource: string, region = REGION) =>
  `arn:aws:${service}:${region}:${ACCOUNT}:${resource}`;

export const GITHUB_DEPLOY_ROLE = roleArn(DEPLOY_ROLE_NAME);
export const CDK_DEPLOY_ROLE = roleArn(`cdk-hnb659fds-deploy-role-${ACCOUNT}-${REGION}`);
export const CFN_EXEC_ROLE = roleArn(`cdk-hnb659fds-cfn-exec-role-${ACCOUNT}-${REGION}`);
/** A role a template creates under the app's names. */
export const TEMPLATE_ROLE = roleArn(`${STACK_NAME}-Escalator-0A1B2C3D4E5F`);
export const APP_BOUNDARY = policyArn(PERMISSIONS_BOUNDARY_NAME);
const ADMIN = 'arn:aws:iam::aws:policy/AdministratorAccess';
export const STACK_TAG = 'aws:ResourceTag/aws:cloudformation:stack-name';
export const LAMBDA = { 'iam:PassedToService': 'lambda.amazonaws.com' };

/** The physical name CloudFormation gives a resource of the site stack it does not name. */
export const physical = (logicalId: string, suffix = '0A1B2C3D4E5F') =>
  `${STACK_NAME}-${logicalId}-${suffix}`.slice(0, 64);

/** What no principal of a deploy may do (a template role with `*` included). */
export function escalationSteps(): Step[] {
  const onRole = (who: string, target: string): Step[] => [
    {
      name: `attach AdministratorAccess to ${who}`,
      action: 'iam:AttachRolePolicy',
      resource: target,
      context: { 'iam:PolicyARN': ADMIN },
    },
    { name: `put an inline policy on ${who}`, action: 'iam:PutRolePolicy', resource: target },
    {
      name: `change who may assume ${who}`,
      action: 'iam:UpdateAssumeRolePolicy',
      resource: target,
    },
  ];
  return [
    {
      name: 'create a role without the boundary',
      action: 'iam:CreateRole',
      resource: TEMPLATE_ROLE,
    },
    {
      name: 'create a role with another boundary',
      action: 'iam:CreateRole',
      resource: TEMPLATE_ROLE,
      context: { 'iam:PermissionsBoundary': policyArn('loose') },
    },
    {
      name: "create a role outside the app's names",
      action: 'iam:CreateRole',
      resource: roleArn('ops-admin'),
      context: { 'iam:PermissionsBoundary': APP_BOUNDARY },
    },
    ...onRole('the GitHub deploy role', GITHUB_DEPLOY_ROLE),
    ...onRole("CDK's bootstrap deploy role", CDK_DEPLOY_ROLE),
    ...onRole('the CloudFormation execution role', CFN_EXEC_ROLE),
    {
      name: "pass a role that is not the app's",
      action: 'iam:PassRole',
      resource: roleArn('ops-admin'),
      context: LAMBDA,
    },
    {
      name: "remove an app role's boundary",
      action: 'iam:DeleteRolePermissionsBoundary',
      resource: TEMPLATE_ROLE,
    },
    {
      name: "replace an app role's boundary",
      action: 'iam:PutRolePermissionsBoundary',
      resource: TEMPLATE_ROLE,
      context: { 'iam:PermissionsBoundary': policyArn('loose') },
    },
    {
      name: 'change who may assume an app role',
      action: 'iam:UpdateAssumeRolePolicy',
      resource: TEMPLATE_ROLE,
    },
    ...[PERMISSIONS_BOUNDARY_NAME, DEPLOY_BOUNDARY_NAME, 'bridge-city-fitness-cfn-roles'].flatMap(
      (name): Step[] => [
        {
          name: `edit the policy ${name}`,
          action: 'iam:CreatePolicyVersion',
          resource: policyArn(name),
        },
        {
          name: `roll back ${name}`,
          action: 'iam:SetDefaultPolicyVersion',
          resource: policyArn(name),
        },
      ],
    ),
    {
      name: 'create a user',
      action: 'iam:CreateUser',
      resource: `arn:aws:iam::${ACCOUNT}:user/evil`,
    },
    {
      name: "create a user's access key",
      action: 'iam:CreateAccessKey',
      resource: `arn:aws:iam::${ACCOUNT}:user/admin`,
    },
    {
      name: "read a secret not the app's",
      action: 'secretsmanager:GetSecretValue',
      resource: arn('secretsmanager', 'secret:club-database-AbCdEf'),
    },
    {
      name: "read a parameter not the app's",
      action: 'ssm:GetParameter',
      resource: arn('ssm', 'parameter/club/database-password'),
    },
    {
      name: "read parameters not the app's",
      action: 'ssm:GetParameters',
      resource: arn('ssm', 'parameter/club/database-password'),
    },
    ...['UpdateFunctionCode', 'UpdateFunctionConfiguration', 'AddPermission', 'InvokeFunction'].map(
      (action): Step => ({
        name: `${action} on another function`,
        action: `lambda:${action}`,
        resource: arn('lambda', 'function:billing'),
      }),
    ),
    {
      name: "write another bucket's objects",
      action: 's3:PutObject',
      resource: 'arn:aws:s3:::club-records/x',
    },
    {
      name: "read another bucket's objects",
      action: 's3:GetObject',
      resource: 'arn:aws:s3:::club-records/x',
    },
    {
      name: "set another bucket's policy",
      action: 's3:PutBucketPolicy',
      resource: 'arn:aws:s3:::club-records',
    },
    {
      name: "delete another bucket's policy",
      action: 's3:DeleteBucketPolicy',
      resource: 'arn:aws:s3:::club-records',
    },
    {
      name: 'scan another table',
      action: 'dynamodb:Scan',
      resource: arn('dynamodb', 'table/members'),
    },
    {
      name: 'write another table',
      action: 'dynamodb:PutItem',
      resource: arn('dynamodb', 'table/members'),
    },
    {
      name: 'scan the lead table (every lead at once)',
      action: 'dynamodb:Scan',
      resource: arn('dynamodb', `table/${physical('LeadsTable11ECD07C')}`),
    },
    {
      name: 'change records in another hosted zone',
      action: 'route53:ChangeResourceRecordSets',
      resource: 'arn:aws:route53:::hostedzone/ZOTHERZONE00000',
    },
    {
      name: "set another topic's attributes",
      action: 'sns:SetTopicAttributes',
      resource: arn('sns', 'billing-alerts'),
    },
    {
      name: 'publish to another topic',
      action: 'sns:Publish',
      resource: arn('sns', 'billing-alerts'),
    },
    {
      name: 'kms:CreateGrant on any key',
      action: 'kms:CreateGrant',
      resource: arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab'),
      resourcePolicy: KEY_POLICY_DELEGATING_TO_IAM,
    },
    {
      name: 'kms:CreateGrant through DynamoDB on a key not the table key',
      action: 'kms:CreateGrant',
      resource: arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab'),
      context: {
        'kms:ViaService': `dynamodb.${REGION}.amazonaws.com`,
        'kms:ResourceAliases': ['alias/billing'],
      },
      resourcePolicy: KEY_POLICY_DELEGATING_TO_IAM,
    },
    { name: 'assume another role', action: 'sts:AssumeRole', resource: roleArn('ops-admin') },
    {
      name: 'assume the GitHub deploy role',
      action: 'sts:AssumeRole',
      resource: GITHUB_DEPLOY_ROLE,
    },
    { name: 'leave the organization', action: 'organizations:LeaveOrganization', resource: '*' },
    { name: 'create an account', action: 'organizations:CreateAccount', resource: '*' },
    {
      name: "change the account's contacts",
      action: 'account:PutAlternateContact',
      resource: `arn:aws:account::${ACCOUNT}:account`,
    },
    {
      name: 'change another distribution',
      action: 'cloudfront:UpdateDistribution',
      resource: `arn:aws:cloudfront::${ACCOUNT}:distribution/EOTHER000000`,
      context: { [STACK_TAG]: 'ClubShop' },
    },
    {
      name: 'send mail from another address',
      action: 'ses:SendEmail',
      resource: arn('ses', 'identity/example.org'),
      context: { 'ses:FromAddress': 'ceo@example.org' },
    },
    {
      name: 'delete another log group',
      action: 'logs:DeleteLogGroup',
      resource: arn('logs', 'log-group:billing'),
    },
    {
      name: 'delete another stack',
      action: 'cloudformation:DeleteStack',
      resource: arn('cloudformation', 'stack/billing/0a1b2c3d-1234-5678-9abc-0123456789ab'),
    },
  ];
}
