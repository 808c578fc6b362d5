// The execution policies and boundaries, read from the synthesized access stack: they cover every
// resource type of every layout, every created role carries the app's boundary, each fits IAM's
// size limit, and none makes a user or an unbounded role, reads leads or sends mail.
import type { Template } from 'aws-cdk-lib/assertions';
import {
  DEPLOY_BOUNDARY_NAME,
  EXECUTION_POLICY_NAMES,
  PERMISSIONS_BOUNDARY_NAME,
} from '../../lib/deploy-execution-policy';
import { RESOURCE_ACTIONS } from '../../lib/deploy-resource-actions';
import { STACK_NAME } from '../../lib/stack-outputs';
import { wildcardMatch } from '../iam-policy';
import {
  DOMAIN_CONTEXT,
  makeSiteDir,
  removeTemporaryDirs,
  synthesize,
  type Cfn,
  type Synthesized,
} from '../synth';

afterAll(removeTemporaryDirs);

const ACCOUNT = '123456789012';
const ACCESS = {
  githubRepository: 'bridge-city/site',
  githubOwnerId: '81234567',
  githubRepositoryId: '912345678',
};
const CMS = { cmsGithubClientId: 'Iv1.0123456789abcdef', cmsGithubScope: 'public_repo' };

type Statement = {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

/** A request to an identity policy: an action, its resource, and the condition keys it carries. */
type Request = { action: string; resource?: string; context?: Record<string, string> };

/** A template value with its tokens resolved, anywhere in it. */
function resolveDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolveDeep);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if ('Ref' in object || 'Fn::Join' in object) return resolve(value);
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveDeep(v)]));
}

/** A template value as text: partition and account filled in, `Fn::Join` joined. */
function resolve(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Record<string, unknown>;
  if (object.Ref === 'AWS::Partition') return 'aws';
  if (object.Ref === 'AWS::AccountId') return ACCOUNT;
  if (object.Ref === 'AWS::Region') return 'ap-southeast-2';
  const join = object['Fn::Join'] as [string, unknown[]] | undefined;
  if (join !== undefined) return join[1].map(resolve).join(join[0]);
  throw new Error(`cannot resolve ${JSON.stringify(value)}`);
}

function conditionHolds(statement: Statement, context: Record<string, string>): boolean {
  return Object.entries(statement.Condition ?? {}).every(([operator, keys]) =>
    Object.entries(keys).every(([key, value]) => {
      const given = context[key];
      const expected = resolve(value);
      if (operator === 'StringEquals') return given === expected;
      if (operator === 'StringNotEquals') return given !== expected;
      if (operator === 'StringLike') return given !== undefined && wildcardMatch(expected, given);
      throw new Error(`condition operator ${operator} is not supported here`);
    }),
  );
}

function matches(statement: Statement, { action, resource, context = {} }: Request): boolean {
  const actions = [statement.Action].flat();
  const resources = [statement.Resource].flat().map(resolve);
  return (
    actions.some((pattern) => wildcardMatch(pattern, action, true)) &&
    (resource === undefined || resources.some((pattern) => wildcardMatch(pattern, resource))) &&
    conditionHolds(statement, context)
  );
}

/** Whether an Allow statement names `action`, whatever its resources and conditions. */
function covers(statements: Statement[], action: string): boolean {
  return statements.some(
    (s) => s.Effect === 'Allow' && [s.Action].flat().some((p) => wildcardMatch(p, action, true)),
  );
}

/** IAM's rule for one identity policy: an Allow matches and no Deny does. */
function allows(statements: Statement[], request: Request): boolean {
  const hits = statements.filter((s) => matches(s, request));
  return hits.some((s) => s.Effect === 'Allow') && !hits.some((s) => s.Effect === 'Deny');
}

function managedPolicy(template: Template, name: string): Statement[] {
  const found = Object.values(template.findResources('AWS::IAM::ManagedPolicy')).filter(
    (p) => p.Properties.ManagedPolicyName === name,
  );
  expect(found).toHaveLength(1);
  return found[0]!.Properties.PolicyDocument.Statement as Statement[];
}

/** Every statement of the execution policies. */
function executionPolicies(template: Template): Statement[] {
  return Object.values(EXECUTION_POLICY_NAMES).flatMap((name) => managedPolicy(template, name));
}

const BOUNDARY_ARN = `arn:aws:iam::${ACCOUNT}:policy/${PERMISSIONS_BOUNDARY_NAME}`;
const SITE_ROLE = `arn:aws:iam::${ACCOUNT}:role/${STACK_NAME}-FormsLeadFormRole6E11E3C5-ABC`;

/** Every layout the site deploys in, each with the site's stacks' templates. */
const layouts: [string, () => Synthesized][] = [
  [
    'ca-central-1, custom domain, CMS login (with the us-east-1 WAF stack)',
    () =>
      synthesize(
        { siteDir: makeSiteDir(), ...DOMAIN_CONTEXT, ...CMS, ...ACCESS },
        { account: ACCOUNT, region: 'ca-central-1' },
      ),
  ],
  [
    'us-east-1, custom domain, SES sandbox',
    () =>
      synthesize(
        { siteDir: makeSiteDir(), ...DOMAIN_CONTEXT, sesSandbox: 'true', ...ACCESS },
        { account: ACCOUNT, region: 'us-east-1' },
      ),
  ],
  ['no region, no domain, no build', () => synthesize({ siteDir: '/nonexistent', ...ACCESS })],
];

describe.each(layouts)('the site in %s', (_name, synth) => {
  let s: Synthesized;
  let execution: Statement[];
  let boundary: Statement[];
  let deployBoundary: Statement[];
  let siteTemplates: Template[];
  beforeAll(() => {
    s = synth();
    execution = executionPolicies(s.deployAccess!.template);
    boundary = managedPolicy(s.deployAccess!.template, PERMISSIONS_BOUNDARY_NAME);
    deployBoundary = managedPolicy(s.deployAccess!.template, DEPLOY_BOUNDARY_NAME);
    siteTemplates = [s.template, ...(s.firewall ? [s.firewall.template] : [])];
  });
  const resources = () =>
    siteTemplates.flatMap((t) => Object.values(t.toJSON().Resources as Record<string, Cfn>));

  it('deploys only resource types the execution policy covers, with every action they need', () => {
    const types = [...new Set(resources().map((r) => r.Type as string))].sort();
    const unknown = types.filter((type) => RESOURCE_ACTIONS[type] === undefined);
    expect(unknown).toEqual([]);
    const refused = types.flatMap((type) =>
      RESOURCE_ACTIONS[type]!.filter((action) => !covers(execution, action)).map(
        (action) => `${type}: ${action}`,
      ),
    );
    expect(refused).toEqual([]);
    // ... and the bootstrap's boundary, which bounds the execution role, names each of them.
    const bounded = types.flatMap((type) =>
      RESOURCE_ACTIONS[type]!.filter((action) => !covers(deployBoundary, action)),
    );
    expect(bounded).toEqual([]);
  });

  it('keeps each managed policy under IAM’s 6,144 characters (without white space)', () => {
    const policies = Object.values(
      s.deployAccess!.template.findResources('AWS::IAM::ManagedPolicy'),
    ).map((p) => [
      p.Properties.ManagedPolicyName,
      JSON.stringify(resolveDeep(p.Properties.PolicyDocument)).replace(/\s/g, '').length,
    ]);
    expect(policies.length).toBe(Object.keys(EXECUTION_POLICY_NAMES).length + 2);
    expect(policies.filter(([, size]) => (size as number) > 6144)).toEqual([]);
  });

  it('lets CloudFormation create each of the site’s roles only with the boundary', () => {
    const roles = resources().filter((r) => r.Type === 'AWS::IAM::Role');
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      expect(role.Properties.RoleName).toBeUndefined(); // named <stack>-<id>-<suffix>
      expect(resolve(role.Properties.PermissionsBoundary)).toBe(BOUNDARY_ARN);
    }
    const create = (boundaryArn?: string, resource = SITE_ROLE): Request => ({
      action: 'iam:CreateRole',
      resource,
      context: boundaryArn === undefined ? {} : { 'iam:PermissionsBoundary': boundaryArn },
    });
    expect(allows(execution, create(BOUNDARY_ARN))).toBe(true);
    expect(allows(execution, create())).toBe(false);
    expect(allows(execution, create(`arn:aws:iam::${ACCOUNT}:policy/other`))).toBe(false);
    expect(
      allows(execution, create(BOUNDARY_ARN, `arn:aws:iam::${ACCOUNT}:role/anything-else`)),
    ).toBe(false);
    for (const action of ['iam:PutRolePolicy', 'iam:AttachRolePolicy']) {
      expect(allows(execution, { action, resource: SITE_ROLE })).toBe(false);
      expect(
        allows(execution, {
          action,
          resource: SITE_ROLE,
          context: { 'iam:PermissionsBoundary': BOUNDARY_ARN },
        }),
      ).toBe(true);
    }
    expect(allows(boundary, create())).toBe(false);
  });

  it('gives the site’s roles nothing their boundary refuses', () => {
    const roleActions = resources().flatMap((r) => {
      if (r.Type === 'AWS::IAM::Policy')
        return r.Properties.PolicyDocument.Statement as Statement[];
      if (r.Type === 'AWS::IAM::Role') {
        const inline = (r.Properties.Policies ?? []) as {
          PolicyDocument: { Statement: Statement[] };
        }[];
        return inline.flatMap((p) => p.PolicyDocument.Statement);
      }
      return [];
    });
    const actions = new Set(roleActions.flatMap((st) => [st.Action].flat()));
    expect(actions).toContain('logs:PutLogEvents');
    const refused = [...actions].filter((action) => !covers(boundary, action));
    expect(refused).toEqual([]);
  });
});

describe('the execution policy', () => {
  let execution: Statement[];
  beforeAll(() => {
    const s = layouts[0]![1]();
    execution = executionPolicies(s.deployAccess!.template);
  });

  it('has no `*` action, no service-wide action, no NotAction', () => {
    for (const statement of execution) {
      expect(statement).not.toHaveProperty('NotAction');
      for (const action of [statement.Action].flat()) expect(action).not.toMatch(/(^|:)\*$/);
    }
  });

  it.each([
    'iam:CreateUser',
    'iam:CreateAccessKey',
    'iam:CreateLoginProfile',
    'iam:AttachUserPolicy',
    'iam:CreatePolicyVersion',
    'iam:DeleteRolePermissionsBoundary',
    'iam:UpdateAssumeRolePolicy',
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:Scan',
    'dynamodb:BatchGetItem',
    'dynamodb:ExportTableToPointInTime',
    'ses:SendEmail',
    'ses:SendRawEmail',
    'sts:AssumeRole',
  ])('refuses %s, on anything, whatever the condition keys', (action) => {
    const context = { 'iam:PermissionsBoundary': BOUNDARY_ARN };
    expect(allows(execution, { action })).toBe(false);
    expect(allows(execution, { action, resource: SITE_ROLE, context })).toBe(false);
  });

  it('reads no secret but the origin secret', () => {
    const action = 'secretsmanager:GetSecretValue';
    const secret = (name: string) =>
      `arn:aws:secretsmanager:ca-central-1:${ACCOUNT}:secret:${name}`;
    expect(allows(execution, { action, resource: secret('OriginSecret5DDC59F1-abc123') })).toBe(
      true,
    );
    expect(allows(execution, { action, resource: secret('club-database-abc123') })).toBe(false);
  });
});
