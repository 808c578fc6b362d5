// The deploy's IAM, simulated on the synthesized policies (iam-simulation.ts): for the execution
// role, a template's role with `*` under the app boundary, CDK's deploy role, the GitHub deploy
// role and the content role, every escalation step is denied (iam-escalation-steps.ts) and every
// site step allowed.
import { CONTENT_PUBLISH_ROLE_NAME, DEPLOY_ROLE_NAME } from '../../lib/deploy-access-stack';
import {
  DEPLOY_BOUNDARY_NAME,
  EXECUTION_POLICY_NAMES,
  PERMISSIONS_BOUNDARY_NAME,
} from '../../lib/deploy-execution-policy';
import { readSettings, type SiteSettings } from '../../lib/settings';
import { STACK_NAME } from '../../lib/stack-outputs';
import {
  CDK_DEPLOY_ROLE,
  CFN_EXEC_ROLE,
  escalationSteps,
  TEMPLATE_ROLE,
} from '../iam-escalation-steps';
import {
  ACCOUNT,
  ALLOW_ALL,
  arn,
  cdkDeployRolePolicy,
  decideAll,
  managedPolicies,
  REGION,
  resolveTokens,
  roleArn,
  stackArn,
  step,
  type Principal,
  type Step,
} from '../iam-simulation';
import {
  contentPublishSteps,
  contentRefusedSteps,
  deploySteps,
  runtimeRefusedSteps,
  runtimeSteps,
} from '../iam-site-steps';
import {
  DOMAIN_CONTEXT,
  makeSiteDir,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
} from '../synth';

afterAll(removeTemporaryDirs);

const CONTEXT = {
  ...DOMAIN_CONTEXT,
  cmsGithubClientId: 'Iv1.0123456789abcdef',
  cmsGithubScope: 'public_repo',
  cmsDomainName: 'admin.example.com',
  githubRepository: 'bridge-city/site',
  githubOwnerId: '81234567',
  githubRepositoryId: '912345678',
};

/** A few seconds for the deploy's some 700 requests, more on a busy machine. */
const SOME_700_REQUESTS = 30_000;

let s: Synthesized;
let settings: SiteSettings;
let principals: Record<
  'execution' | 'template' | 'cdkDeploy' | 'githubDeploy' | 'content',
  Principal
>;

beforeAll(() => {
  s = synthesize(
    { siteDir: makeSiteDir(), ...CONTEXT },
    { account: ACCOUNT, region: REGION },
    { id: STACK_NAME },
  );
  settings = readSettings(s.app.node);
  const policies = managedPolicies(s.deployAccess!.template);
  const named = (name: string) => {
    const policy = policies.get(name);
    if (policy === undefined) throw new Error(`no managed policy ${name}`);
    return policy;
  };
  const roles = Object.values(s.deployAccess!.template.findResources('AWS::IAM::Role'));
  /** The inline policies of the role named `name`. */
  const inline = (name: string) => {
    const role = roles.find((r) => r.Properties.RoleName === name);
    if (role === undefined) throw new Error(`no role ${name}`);
    return (role.Properties.Policies as { PolicyDocument: unknown }[]).map(
      (p) => resolveTokens(p.PolicyDocument) as Principal['policies'][number],
    );
  };
  const deployBoundary = named(DEPLOY_BOUNDARY_NAME);
  principals = {
    execution: {
      arn: CFN_EXEC_ROLE,
      policies: Object.values(EXECUTION_POLICY_NAMES).map(named),
      boundary: deployBoundary,
    },
    template: {
      arn: TEMPLATE_ROLE,
      policies: [ALLOW_ALL],
      boundary: named(PERMISSIONS_BOUNDARY_NAME),
    },
    cdkDeploy: {
      arn: CDK_DEPLOY_ROLE,
      policies: [cdkDeployRolePolicy(CFN_EXEC_ROLE)],
      boundary: deployBoundary,
    },
    githubDeploy: { arn: roleArn(DEPLOY_ROLE_NAME), policies: inline(DEPLOY_ROLE_NAME) },
    content: {
      arn: roleArn(CONTENT_PUBLISH_ROLE_NAME),
      policies: inline(CONTENT_PUBLISH_ROLE_NAME),
    },
  };
});

/** Expects IAM to decide every step for `who` as `expected`, naming each step it does not. */
async function expectAll(
  title: string,
  who: Principal,
  steps: Step[],
  expected: 'Allowed' | 'denied',
) {
  const rows = await decideAll(who, steps);
  const wrong = rows.filter((row) => (expected === 'Allowed') !== (row.decision === 'Allowed'));
  expect(wrong.map((row) => `${title}: ${row.step.name}`)).toEqual([]);
}

describe('CloudFormation execution role (execution policies, bootstrap boundary)', () => {
  it('is refused every escalation step', async () => {
    await expectAll(
      'execution role: escalation',
      principals.execution,
      escalationSteps(),
      'denied',
    );
  });
  it(
    "may deploy each of the site's resources",
    async () => {
      await expectAll(
        'execution role: deploy',
        principals.execution,
        deploySteps(s.template, settings, s.firewall!.template),
        'Allowed',
      );
    },
    SOME_700_REQUESTS,
  );
});

describe('a role a template creates (the app boundary, an inline `*` policy)', () => {
  it('is refused every escalation step, and the site bucket and its invalidation', async () => {
    await expectAll(
      'template role: escalation',
      principals.template,
      [...escalationSteps(), ...runtimeRefusedSteps(settings)],
      'denied',
    );
  });
  it("may do the site's runtime jobs", async () => {
    await expectAll(
      'template role: runtime',
      principals.template,
      runtimeSteps(settings),
      'Allowed',
    );
  });
});

describe("CDK's bootstrap deploy role (its template policy, the bootstrap boundary)", () => {
  it('is refused every escalation step, and any other stack', async () => {
    await expectAll(
      'CDK deploy role: escalation',
      principals.cdkDeploy,
      [
        ...escalationSteps(),
        step('update another stack', 'cloudformation:UpdateStack', stackArn('billing')),
        step('change-set another stack', 'cloudformation:CreateChangeSet', stackArn('billing')),
      ],
      'denied',
    );
  });
  it('may deploy the site stack through the execution role', async () => {
    await expectAll(
      'CDK deploy role: deploy',
      principals.cdkDeploy,
      [
        step(
          'create a change set of the site stack',
          'cloudformation:CreateChangeSet',
          stackArn(STACK_NAME),
        ),
        step('execute it', 'cloudformation:ExecuteChangeSet', stackArn(STACK_NAME)),
        step('pass the execution role', 'iam:PassRole', CFN_EXEC_ROLE),
        step(
          'read the bootstrap version',
          'ssm:GetParameter',
          arn('ssm', 'parameter/cdk-bootstrap/hnb659fds/version'),
        ),
      ],
      'Allowed',
    );
  });
});

// The two roles that publish a build: the deploy job's (after `cdk deploy`) and the content lane's.
describe.each([
  ['the GitHub deploy role', 'githubDeploy'],
  ['the content role', 'content'],
] as const)('%s', (name, role) => {
  it("may write and delete the site bucket's objects, list it and invalidate the site", async () => {
    await expectAll(`${name}: publish`, principals[role], contentPublishSteps(settings), 'Allowed');
  });
  it(
    'is refused every escalation step and everything else of the site',
    async () => {
      await expectAll(
        `${name}: escalation`,
        principals[role],
        [
          ...escalationSteps(),
          ...contentRefusedSteps(deploySteps(s.template, settings, s.firewall!.template), settings),
        ],
        'denied',
      );
    },
    SOME_700_REQUESTS,
  );
});
