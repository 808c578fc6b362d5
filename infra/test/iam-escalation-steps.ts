// The escalation list of the IAM simulation (infra/test/__tests__/iam-simulation.int.test.ts):
// what no principal of a deploy may do, a role a template creates with an inline `*` policy
// included. The site's own actions, which must go through, are in iam-site-steps.ts.
import { DEPLOY_ROLE_NAME } from '../lib/deploy-access-stack';
import { DEPLOY_BOUNDARY_NAME, PERMISSIONS_BOUNDARY_NAME } from '../lib/deploy-execution-policy';
import {
  ACCOUNT,
  arn,
  KEY,
  KEY_POLICY_DELEGATING_TO_IAM,
  LAMBDA,
  physical,
  policyArn,
  REGION,
  roleArn,
  stackArn,
  STACK_TAG,
  step,
  type Step,
} from './iam-simulation';

export const GITHUB_DEPLOY_ROLE = roleArn(DEPLOY_ROLE_NAME);
export const CDK_DEPLOY_ROLE = roleArn(`cdk-hnb659fds-deploy-role-${ACCOUNT}-${REGION}`);
export const CFN_EXEC_ROLE = roleArn(`cdk-hnb659fds-cfn-exec-role-${ACCOUNT}-${REGION}`);
/** A role a template creates under the app's names. */
export const TEMPLATE_ROLE = roleArn(physical('Escalator'));
export const APP_BOUNDARY = policyArn(PERMISSIONS_BOUNDARY_NAME);
const ADMIN = 'arn:aws:iam::aws:policy/AdministratorAccess';
const OTHER_SECRET = arn('secretsmanager', 'secret:club-database-AbCdEf');
const OTHER_PARAMETER = arn('ssm', 'parameter/club/database-password');
export const LEAD_TABLE = arn('dynamodb', `table/${physical('LeadsTable11ECD07C')}`);

const onRole = (who: string, target: string): Step[] => [
  step(`attach AdministratorAccess to ${who}`, 'iam:AttachRolePolicy', target, {
    'iam:PolicyARN': ADMIN,
  }),
  step(`put an inline policy on ${who}`, 'iam:PutRolePolicy', target),
  step(`change who may assume ${who}`, 'iam:UpdateAssumeRolePolicy', target),
];

/** What no principal of a deploy may do (a template role with `*` included). */
export const escalationSteps = (): Step[] => [
  step('create a role without the boundary', 'iam:CreateRole', TEMPLATE_ROLE),
  step('create a role with another boundary', 'iam:CreateRole', TEMPLATE_ROLE, {
    'iam:PermissionsBoundary': policyArn('loose'),
  }),
  step("create a role outside the app's names", 'iam:CreateRole', roleArn('ops-admin'), {
    'iam:PermissionsBoundary': APP_BOUNDARY,
  }),
  ...onRole('the GitHub deploy role', GITHUB_DEPLOY_ROLE),
  ...onRole("CDK's bootstrap deploy role", CDK_DEPLOY_ROLE),
  ...onRole('the CloudFormation execution role', CFN_EXEC_ROLE),
  step("pass a role that is not the app's", 'iam:PassRole', roleArn('ops-admin'), LAMBDA),
  step("remove an app role's boundary", 'iam:DeleteRolePermissionsBoundary', TEMPLATE_ROLE),
  step("replace an app role's boundary", 'iam:PutRolePermissionsBoundary', TEMPLATE_ROLE, {
    'iam:PermissionsBoundary': policyArn('loose'),
  }),
  step('change who may assume an app role', 'iam:UpdateAssumeRolePolicy', TEMPLATE_ROLE),
  ...[PERMISSIONS_BOUNDARY_NAME, DEPLOY_BOUNDARY_NAME, 'bridge-city-fitness-cfn-roles'].flatMap(
    (name): Step[] => [
      step(`edit the policy ${name}`, 'iam:CreatePolicyVersion', policyArn(name)),
      step(`roll back ${name}`, 'iam:SetDefaultPolicyVersion', policyArn(name)),
    ],
  ),
  step('create a user', 'iam:CreateUser', `arn:aws:iam::${ACCOUNT}:user/evil`),
  step("create a user's access key", 'iam:CreateAccessKey', `arn:aws:iam::${ACCOUNT}:user/admin`),
  step("read a secret not the app's", 'secretsmanager:GetSecretValue', OTHER_SECRET),
  step("read a parameter not the app's", 'ssm:GetParameter', OTHER_PARAMETER),
  step("read parameters not the app's", 'ssm:GetParameters', OTHER_PARAMETER),
  ...['UpdateFunctionCode', 'UpdateFunctionConfiguration', 'AddPermission', 'InvokeFunction'].map(
    (action): Step =>
      step(`${action} on another function`, `lambda:${action}`, arn('lambda', 'function:billing')),
  ),
  step("write another bucket's objects", 's3:PutObject', 'arn:aws:s3:::club-records/x'),
  step("read another bucket's objects", 's3:GetObject', 'arn:aws:s3:::club-records/x'),
  step("set another bucket's policy", 's3:PutBucketPolicy', 'arn:aws:s3:::club-records'),
  step("delete another bucket's policy", 's3:DeleteBucketPolicy', 'arn:aws:s3:::club-records'),
  step('scan another table', 'dynamodb:Scan', arn('dynamodb', 'table/members')),
  step('write another table', 'dynamodb:PutItem', arn('dynamodb', 'table/members')),
  step('scan the lead table (every lead at once)', 'dynamodb:Scan', LEAD_TABLE),
  step(
    'change records in another hosted zone',
    'route53:ChangeResourceRecordSets',
    'arn:aws:route53:::hostedzone/ZOTHERZONE00000',
  ),
  step("set another topic's attributes", 'sns:SetTopicAttributes', arn('sns', 'billing-alerts')),
  step('publish to another topic', 'sns:Publish', arn('sns', 'billing-alerts')),
  step('kms:CreateGrant on any key', 'kms:CreateGrant', KEY, {}, KEY_POLICY_DELEGATING_TO_IAM),
  step(
    'kms:CreateGrant through DynamoDB on a key not the table key',
    'kms:CreateGrant',
    KEY,
    {
      'kms:ViaService': `dynamodb.${REGION}.amazonaws.com`,
      'kms:ResourceAliases': ['alias/billing'],
    },
    KEY_POLICY_DELEGATING_TO_IAM,
  ),
  step('assume another role', 'sts:AssumeRole', roleArn('ops-admin')),
  step('assume the GitHub deploy role', 'sts:AssumeRole', GITHUB_DEPLOY_ROLE),
  step('leave the organization', 'organizations:LeaveOrganization', '*'),
  step('create an account', 'organizations:CreateAccount', '*'),
  step(
    "change the account's contacts",
    'account:PutAlternateContact',
    `arn:aws:account::${ACCOUNT}:account`,
  ),
  step(
    'change another distribution',
    'cloudfront:UpdateDistribution',
    `arn:aws:cloudfront::${ACCOUNT}:distribution/EOTHER000000`,
    { [STACK_TAG]: 'ClubShop' },
  ),
  step('send mail from another address', 'ses:SendEmail', arn('ses', 'identity/example.org'), {
    'ses:FromAddress': 'ceo@example.org',
  }),
  step('delete another log group', 'logs:DeleteLogGroup', arn('logs', 'log-group:billing')),
  step('delete another stack', 'cloudformation:DeleteStack', stackArn('billing')),
];
