// Asks a real IAM policy evaluator (@cloud-copilot/iam-simulate) what a principal holding the
// synthesized policies may do, the templates' tokens resolved for one account and region first.
// An action it does not know throws, so a typo in a step fails instead of reading as "denied".
import { readFileSync } from 'node:fs';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { Template } from 'aws-cdk-lib/assertions';
import { parse } from 'yaml';
import { STACK_NAME } from '../lib/stack-outputs';

export const ACCOUNT = '123456789012';
export const REGION = 'ca-central-1';
export const STACK_TAG = 'aws:ResourceTag/aws:cloudformation:stack-name';
export const LAMBDA = { 'iam:PassedToService': 'lambda.amazonaws.com' };
export const roleArn = (name: string) => `arn:aws:iam::${ACCOUNT}:role/${name}`;
export const policyArn = (name: string) => `arn:aws:iam::${ACCOUNT}:policy/${name}`;
export const arn = (service: string, resource: string, region = REGION) =>
  `arn:aws:${service}:${region}:${ACCOUNT}:${resource}`;
export const stackArn = (name: string, region = REGION) =>
  arn('cloudformation', `stack/${name}/0a1b2c3d-1234-5678-9abc-0123456789ab`, region);
export const KEY = arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab');
/** The physical name CloudFormation gives a resource it does not name. */
export const physical = (logicalId: string, stackName = STACK_NAME) =>
  `${stackName}-${logicalId}-0A1B2C3D4E5F`.slice(0, 64);

type Policy = { Version?: string; Statement: unknown };

/** A template value with the pseudo parameters filled in, `Fn::Join` joined, `Fn::Sub` by `subs`. */
export function resolveTokens(value: unknown, subs: Record<string, string> = {}): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveTokens(item, subs));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (object.Ref === 'AWS::Partition') return 'aws';
  if (object.Ref === 'AWS::AccountId') return ACCOUNT;
  if (object.Ref === 'AWS::Region') return REGION;
  const join = object['Fn::Join'] as [string, unknown[]] | undefined;
  if (join !== undefined) return join[1].map((part) => resolveTokens(part, subs)).join(join[0]);
  const sub = object['Fn::Sub'];
  if (typeof sub === 'string') {
    return Object.entries(subs).reduce((text, [k, v]) => text.replaceAll(`\${${k}}`, v), sub);
  }
  if (Object.keys(object).some((key) => key.startsWith('Fn::') || key === 'Ref')) {
    throw new Error(`cannot resolve ${JSON.stringify(value)}`);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveTokens(v, subs)]));
}

/** The template's managed policies, by name, resolved. */
export function managedPolicies(template: Template): Map<string, Policy> {
  const found = Object.values(template.findResources('AWS::IAM::ManagedPolicy')).map(
    (policy) =>
      [
        policy.Properties.ManagedPolicyName as string,
        resolveTokens(policy.Properties.PolicyDocument) as Policy,
      ] as const,
  );
  return new Map(found);
}

/** A principal: its ARN, its identity policies and its permissions boundary (if any). */
export interface Principal {
  readonly arn: string;
  readonly policies: readonly Policy[];
  readonly boundary?: Policy;
}

/** A request: an action on a resource (`*` for none), its context, the resource's policy (KMS). */
export const step = (
  name: string,
  action: string,
  resource: string,
  context?: Readonly<Record<string, string | string[]>>,
  resourcePolicy?: Policy,
) => ({ name, action, resource, context, resourcePolicy });
export type Step = ReturnType<typeof step>;

/** What IAM decides for `principal` asking `step`. */
export async function decide(principal: Principal, step: Step) {
  const result = await runSimulation(
    {
      request: {
        principal: principal.arn,
        action: step.action,
        resource: { resource: step.resource, accountId: ACCOUNT },
        contextVariables: { ...step.context },
      },
      identityPolicies: principal.policies.map((policy, i) => ({ name: `policy${i}`, policy })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      resourcePolicy: step.resourcePolicy,
      permissionBoundaryPolicies: principal.boundary && [
        { name: 'boundary', policy: principal.boundary },
      ],
    },
    {},
  );
  if (result.resultType === 'error') {
    throw new Error(`${step.name}: the simulator refused the request: ${result.errors.message}`);
  }
  if (result.resultType !== 'single') throw new Error(`${step.name}: not a single resource`);
  return result.overallResult;
}

/** Each step with what IAM decides for it. */
export const decideAll = (principal: Principal, steps: readonly Step[]) =>
  Promise.all(steps.map(async (step) => ({ step, decision: await decide(principal, step) })));

/** A key policy that leaves the key to IAM policies (a customer managed key's default). */
export const KEY_POLICY_DELEGATING_TO_IAM: Policy = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: `arn:aws:iam::${ACCOUNT}:root` },
      Action: 'kms:*',
      Resource: '*',
    },
  ],
};

/** An identity policy that allows everything: what a template may give a role it creates. */
export const ALLOW_ALL: Policy = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }],
};

/** The bootstrap deploy role's own policy, from the CDK CLI's bootstrap template. */
export function cdkDeployRolePolicy(execRole: string): Policy {
  const template = parse(
    readFileSync(require.resolve('aws-cdk/lib/api/bootstrap/bootstrap-template.yaml'), 'utf8'),
  ) as { Resources: Record<string, { Properties: { Policies: { PolicyDocument: unknown }[] } }> };
  const document = template.Resources.DeploymentActionRole!.Properties.Policies[0]!.PolicyDocument;
  return resolveTokens(document, {
    'CloudFormationExecutionRole.Arn': execRole,
    'StagingBucket.Arn': `arn:aws:s3:::cdk-hnb659fds-assets-${ACCOUNT}-${REGION}`,
    'AWS::Partition': 'aws',
    'AWS::Region': REGION,
    'AWS::AccountId': ACCOUNT,
    CdkBootstrapVersion: '/cdk-bootstrap/hnb659fds/version',
  }) as Policy;
}
