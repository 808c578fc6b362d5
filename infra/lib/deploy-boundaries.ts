// The two ceilings: the app's (on every role the site's stacks create: the functions' runtime jobs
// on the site's resources, no IAM) and the bootstrap's (on every CDK bootstrap role: the site's
// services on the site's resources, IAM only on the site's roles and only under the app's boundary).
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  boundaryArn,
  RESOURCELESS_ACTIONS,
  ROLE_ACTIONS_UNDER_BOUNDARY,
  TABLE_KEY_ACTIONS,
  TABLE_KEY_CONDITIONS,
} from './deploy-execution-policy';
import { RESOURCE_ACTIONS } from './deploy-resource-actions';
import {
  bootstrapRoleArns,
  deny,
  statement,
  type ArnScope,
  type SiteResourceArns,
} from './site-resource-arns';

/** The app's runtime ceiling; `senderEmail` is the only address mail may come from. */
export function runtimeBoundaryDocument(
  arns: SiteResourceArns,
  senderEmail: string,
): iam.PolicyDocument {
  return new iam.PolicyDocument({
    statements: [
      statement('WriteSiteLogs', ['logs:CreateLogStream', 'logs:PutLogEvents'], arns.logGroups),
      statement('SendFromTheSender', ['ses:SendEmail'], arns.mail, {
        StringEquals: { 'ses:FromAddress': senderEmail },
      }),
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
  // The bootstrap roles configure the site's buckets; only the publisher writes objects (a GitHub
  // role). Keys and roles have statements of their own.
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
