// The stack of the role GitHub Actions deploys with (infra/lib/deploy-access-stack.ts): who may
// assume it (asked of the synthesized trust policy with infra/test/iam-policy.ts), what it may
// do, and when the app adds it.
import { AssetManifestArtifact, type CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import {
  CONTENT_PUBLISH_ROLE_NAME,
  DEPLOY_ACCESS_STACK_NAME,
  DEPLOY_ROLE_NAME,
  DEPLOY_ROLE_OUTPUT,
} from '../../lib/deploy-access-stack';
import { SettingsError } from '../../lib/settings';
import { isAllowed, type IamRequest } from '../iam-policy';
import {
  logicalId,
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  synthesize,
  type Cfn,
  type Synthesized,
} from '../synth';

afterAll(removeTemporaryDirs);

const ACCOUNT = '123456789012';
const REPOSITORY = 'bridge-city/site';
const OWNER_ID = '81234567';
const REPOSITORY_ID = '912345678';
/** The repository's settings: its name adds the stack, its ids are what the role trusts. */
const REPO = {
  githubRepository: REPOSITORY,
  githubOwnerId: OWNER_ID,
  githubRepositoryId: REPOSITORY_ID,
};
/** The deploy workflow of main, as GitHub's job_workflow_ref names it. */
const WORKFLOW_REF = `${REPOSITORY}/.github/workflows/deploy.yml@refs/heads/main`;
/** The customised `sub` of a job of `workflow` of the repository (by ids) in `context`. */
const subOf = (
  context: string,
  owner = OWNER_ID,
  repository = REPOSITORY_ID,
  workflow = WORKFLOW_REF,
) =>
  `repository_owner_id:${owner}:repository_id:${repository}:${context}:job_workflow_ref:${workflow}`;
const PRODUCTION = subOf('environment:production');
const AUD = 'token.actions.githubusercontent.com:aud';
const SUB = 'token.actions.githubusercontent.com:sub';
const PROVIDER_ARN = `arn:aws:iam::${ACCOUNT}:oidc-provider/token.actions.githubusercontent.com`;

function synth(context: Record<string, unknown>, region?: string): Synthesized {
  return synthesize(
    { siteDir: makeSiteDir(), ...context },
    region === undefined ? {} : { account: ACCOUNT, region },
  );
}

function access(s: Synthesized): NonNullable<Synthesized['deployAccess']> {
  expect(s.deployAccess).toBeDefined();
  return s.deployAccess!;
}

function resources(s: Synthesized, type: string): [string, Cfn][] {
  return Object.entries(access(s).template.findResources(type));
}

function deployRole(s: Synthesized, name = DEPLOY_ROLE_NAME): Cfn {
  const roles = resources(s, 'AWS::IAM::Role').filter(
    ([, role]) => role.Properties.RoleName === name,
  );
  expect(roles).toHaveLength(1);
  return roles[0]![1].Properties;
}

/** Every policy statement anywhere in a template (inline, trust, managed or resource policies). */
function allStatements(value: unknown): Cfn[] {
  if (Array.isArray(value)) return value.flatMap(allStatements);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const own = 'Statement' in object ? [object.Statement].flat() : [];
  return [...(own as Cfn[]), ...Object.values(object).flatMap(allStatements)];
}

/** The bootstrap roles of an account and region, as the CDK CLI assumes them. */
const bootstrapRoles = (region: string) =>
  ['deploy-role', 'file-publishing-role', 'lookup-role'].map(
    (role) => `arn:aws:iam::${ACCOUNT}:role/cdk-hnb659fds-${role}-${ACCOUNT}-${region}`,
  );

/** A GitHub Actions token's request to assume the role through `federated`. */
function webIdentity(
  federated: unknown,
  claims: Record<string, string>,
  action = 'sts:AssumeRoleWithWebIdentity',
): IamRequest {
  return { principal: { Federated: federated }, action, context: claims };
}

describe('with githubRepository, the site in ca-central-1', () => {
  let s: Synthesized;
  let provider: { Ref: string };
  beforeAll(() => {
    s = synth(REPO, 'ca-central-1');
    const providers = resources(s, 'AWS::IAM::OIDCProvider');
    expect(providers).toHaveLength(1);
    provider = { Ref: providers[0]![0] };
  });

  it(`is the stack ${DEPLOY_ACCESS_STACK_NAME}, in the site's account and region`, () => {
    expect(access(s).stack.stackName).toBe('BridgeCityFitnessDeployAccess');
    expect(access(s).stack.account).toBe(ACCOUNT);
    expect(access(s).stack.region).toBe('ca-central-1');
  });

  it("creates GitHub's OIDC provider as a plain resource: no custom resource, no Lambda", () => {
    const [, cfn] = resources(s, 'AWS::IAM::OIDCProvider')[0]!;
    expect(cfn.Properties).toEqual({
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    const types = Object.values(access(s).template.toJSON().Resources as Record<string, Cfn>).map(
      (resource) => resource.Type,
    );
    expect(types.sort()).toEqual([
      ...Array(6).fill('AWS::IAM::ManagedPolicy'), // 4 execution policies, 2 boundaries
      'AWS::IAM::OIDCProvider',
      'AWS::IAM::Role',
      'AWS::IAM::Role', // the content role (content-publish-role.test.ts)
    ]);
  });

  it('trusts only sts:AssumeRoleWithWebIdentity from that provider, aud and sub (ids, workflow) pinned exactly', () => {
    expect(deployRole(s).AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Principal: { Federated: provider },
        Condition: {
          StringEquals: {
            [AUD]: 'sts.amazonaws.com',
            [SUB]:
              'repository_owner_id:81234567:repository_id:912345678:environment:production:' +
              'job_workflow_ref:bridge-city/site/.github/workflows/deploy.yml@refs/heads/main',
          },
        },
      },
    ]);
  });

  describe('the trust policy, evaluated', () => {
    const trust = () => deployRole(s).AssumeRolePolicyDocument;
    const token = (sub: string, aud = 'sts.amazonaws.com') => ({ [AUD]: aud, [SUB]: sub });

    it('lets a job of the repository in its production environment assume the role', () => {
      expect(isAllowed(trust(), webIdentity(provider, token(PRODUCTION)))).toBe(true);
    });

    it.each([
      ['a pull request', subOf('pull_request')],
      ['a branch outside the environment', subOf('ref:refs/heads/main')],
      ['a tag', subOf('ref:refs/tags/v1.0.0')],
      ['another environment', subOf('environment:staging')],
      ['an environment named like it', subOf('environment:production-2')],
      ['another repository of the owner', subOf('environment:production', OWNER_ID, '912345679')],
      ['the same repository id under another owner', subOf('environment:production', '81234568')],
      ['an id that starts like it', subOf('environment:production', OWNER_ID, '9123456781')],
      [
        'another workflow of the repository',
        subOf(
          'environment:production',
          OWNER_ID,
          REPOSITORY_ID,
          WORKFLOW_REF.replace('deploy', 'x'),
        ),
      ],
      [
        'the deploy workflow of another branch',
        subOf('environment:production', OWNER_ID, REPOSITORY_ID, WORKFLOW_REF.replace('main', 'x')),
      ],
      [
        'a subject without the workflow (the template before it)',
        'repository_owner_id:81234567:repository_id:912345678:environment:production',
      ],
      // GitHub's default subject names the repository: whoever holds the name after a rename,
      // a transfer or a deletion (repo-jacking) gets it, so the role must refuse it.
      ['the repository by name (the default subject)', `repo:${REPOSITORY}:environment:production`],
      ['a fork', 'repo:someone-else/site:environment:production'],
    ])('refuses %s (%s)', (_what, sub) => {
      expect(isAllowed(trust(), webIdentity(provider, token(sub)))).toBe(false);
    });

    it('refuses a token for another audience, or without aud or sub', () => {
      const sub = PRODUCTION;
      expect(isAllowed(trust(), webIdentity(provider, token(sub, 'https://github.com/x')))).toBe(
        false,
      );
      expect(isAllowed(trust(), webIdentity(provider, { [SUB]: sub }))).toBe(false);
      expect(isAllowed(trust(), webIdentity(provider, { [AUD]: 'sts.amazonaws.com' }))).toBe(false);
    });

    it('refuses another provider, another principal type and any other action', () => {
      const good = token(PRODUCTION);
      const other = 'arn:aws:iam::123456789012:oidc-provider/example.com';
      expect(isAllowed(trust(), webIdentity(other, good))).toBe(false);
      expect(
        isAllowed(trust(), {
          principal: { AWS: `arn:aws:iam::${ACCOUNT}:root` },
          action: 'sts:AssumeRole',
          context: good,
        }),
      ).toBe(false);
      for (const action of ['sts:AssumeRole', 'sts:TagSession', 'sts:AssumeRoleWithSAML']) {
        expect(isAllowed(trust(), webIdentity(provider, good, action))).toBe(false);
      }
    });
  });

  it('may only assume the bootstrap roles of ca-central-1 and us-east-1, and publish as the content role does, for an hour at most', () => {
    const role = deployRole(s);
    expect(role).toMatchObject({ RoleName: DEPLOY_ROLE_NAME, MaxSessionDuration: 3600 });
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.PermissionsBoundary).toBeUndefined();
    expect(role.Policies).toEqual([
      {
        PolicyName: 'AssumeCdkBootstrapRoles',
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'AssumeCdkBootstrapRoles',
              Effect: 'Allow',
              Action: 'sts:AssumeRole',
              Resource: expect.any(Array),
            },
          ],
        },
      },
      // After `cdk deploy`, the job uploads the build (tools/pipeline/publish/publish.ts).
      deployRole(s, CONTENT_PUBLISH_ROLE_NAME).Policies[0],
    ]);
    expect(role.Policies[1].PolicyName).toBe('PublishContent');
    const granted = role.Policies[0].PolicyDocument.Statement[0].Resource as string[];
    expect([...granted].sort()).toEqual(
      [...bootstrapRoles('ca-central-1'), ...bootstrapRoles('us-east-1')].sort(),
    );
  });

  it("has no wildcard in the role's own statements (Action or Resource), and no other role policy", () => {
    // The publish policy is the content role's (its test: content-publish-role.test.ts).
    const { Policies, ...own } = deployRole(s);
    const statements = allStatements({ ...own, Policies: Policies.slice(0, 1) });
    expect(statements).toHaveLength(2); // the trust policy and the permission
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      expect(statement.NotAction).toBeUndefined();
      expect(statement.NotResource).toBeUndefined();
      for (const action of [statement.Action].flat()) expect(action).not.toContain('*');
      for (const resource of [statement.Resource ?? []].flat()) {
        expect(JSON.stringify(resource)).not.toContain('*');
      }
    }
  });

  it('covers exactly the roles the CDK CLI assumes to deploy the site and WAF stacks', () => {
    const assembly = s.app.synth();
    const siteStacks = [s.stack.artifactId, s.firewall!.stack.artifactId].map((id) =>
      assembly.getStackArtifact(id),
    );
    const used = new Set<string>();
    for (const stack of siteStacks) {
      used.add(stack.assumeRoleArn!);
      used.add(stack.lookupRole!.arn);
      // The default synthesizer passes no session tags, so the role needs no sts:TagSession.
      expect(stack.assumeRoleAdditionalOptions).toBeUndefined();
      for (const manifest of assetManifests(stack)) {
        for (const file of Object.values(manifest.contents.files ?? {})) {
          for (const destination of Object.values(file.destinations)) {
            used.add(destination.assumeRoleArn!);
            expect(destination.assumeRoleAdditionalOptions).toBeUndefined();
          }
        }
        // No Docker image assets: the image publishing role is not needed.
        expect(manifest.contents.dockerImages ?? {}).toEqual({});
      }
    }
    const granted = deployRole(s).Policies[0].PolicyDocument.Statement[0].Resource as string[];
    expect([...used].map((arn) => arn.replace('${AWS::Partition}', 'aws')).sort()).toEqual(
      [...granted].sort(),
    );
  });

  it(`outputs the role's ARN as ${DEPLOY_ROLE_OUTPUT}`, () => {
    const [roleId] = resources(s, 'AWS::IAM::Role').find(
      ([, role]) => role.Properties.RoleName === DEPLOY_ROLE_NAME,
    )!;
    expect(access(s).template.toJSON().Outputs).toEqual({
      DeployRoleArn: {
        Description: 'The GitHub repository variable AWS_DEPLOY_ROLE_ARN',
        Value: { 'Fn::GetAtt': [roleId, 'Arn'] },
      },
      ContentPublishRoleArn: {
        Description: 'The GitHub repository variable AWS_CONTENT_ROLE_ARN',
        Value: { 'Fn::GetAtt': [expect.stringMatching(/^ContentPublishRole/), 'Arn'] },
      },
      ExecutionPolicyArns: {
        Description: 'cdk bootstrap --cloudformation-execution-policies',
        Value: { 'Fn::Join': [',', expect.any(Array)] },
      },
    });
    expect(logicalId(access(s).stack, access(s).stack.role)).toBe(roleId);
  });

  it('is independent of the site stacks (deploying the site never updates it)', () => {
    const ids = (stack: { dependencies: { node: { id: string } }[] }) =>
      stack.dependencies.map((d) => d.node.id);
    expect(ids(s.stack)).not.toContain(DEPLOY_ACCESS_STACK_NAME);
    expect(ids(s.firewall!.stack)).not.toContain(DEPLOY_ACCESS_STACK_NAME);
    expect(access(s).stack.dependencies).toEqual([]);
  });

  it('reports no unsuppressed cdk-nag finding; only the managed policies and the publishing roles suppress IAM5', () => {
    expect(nagFindings(access(s).annotations)).toEqual({ errors: [], warnings: [] });
    const suppressed = Object.entries(access(s).template.toJSON().Resources as Record<string, Cfn>)
      .filter(([, r]) => JSON.stringify(r.Metadata ?? {}).includes('rules_to_suppress'))
      .map(([, r]) => [r.Type, r.Metadata.cdk_nag.rules_to_suppress.map((x: Cfn) => x.id)]);
    expect(suppressed.sort()).toEqual([
      ...Array(6).fill(['AWS::IAM::ManagedPolicy', ['AwsSolutions-IAM5']]),
      // The bucket and distribution of the content role and the deploy role.
      ...Array(2).fill(['AWS::IAM::Role', ['AwsSolutions-IAM5']]),
    ]);
  });

  it('has no bootstrap version rule: it is deployed before the bootstrap that needs it', () => {
    const template = access(s).template.toJSON();
    expect(template.Parameters?.BootstrapVersion).toBeUndefined();
    expect(template.Rules?.CheckBootstrapVersion).toBeUndefined();
  });
});

function assetManifests(stack: CloudFormationStackArtifact): AssetManifestArtifact[] {
  return stack.dependencies.filter((d) => AssetManifestArtifact.isAssetManifestArtifact(d));
}

describe('with the site in us-east-1', () => {
  it('may only assume the bootstrap roles of us-east-1 (the WAF is in the site stack)', () => {
    const s = synth(REPO, 'us-east-1');
    expect(s.firewall).toBeUndefined();
    const granted = deployRole(s).Policies[0].PolicyDocument.Statement[0].Resource as string[];
    expect([...granted].sort()).toEqual(bootstrapRoles('us-east-1').sort());
  });
});

describe('with githubOidcProviderArn', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth({ ...REPO, githubOidcProviderArn: PROVIDER_ARN }, 'ca-central-1');
  });

  it('creates no provider and trusts the given one', () => {
    expect(resources(s, 'AWS::IAM::OIDCProvider')).toEqual([]);
    const trust = deployRole(s).AssumeRolePolicyDocument;
    expect(trust.Statement).toHaveLength(1);
    expect(trust.Statement[0].Principal).toEqual({ Federated: PROVIDER_ARN });
    const claims = { [AUD]: 'sts.amazonaws.com', [SUB]: PRODUCTION };
    expect(isAllowed(trust, webIdentity(PROVIDER_ARN, claims))).toBe(true);
    expect(
      isAllowed(trust, webIdentity(PROVIDER_ARN, { ...claims, [SUB]: subOf('pull_request') })),
    ).toBe(false);
  });

  it("refuses another account's provider, naming the setting", () => {
    expect(() =>
      synth(
        {
          ...REPO,
          githubOidcProviderArn: PROVIDER_ARN.replace(ACCOUNT, '210987654321'),
        },
        'ca-central-1',
      ),
    ).toThrow(
      new SettingsError([
        'githubOidcProviderArn is in account 210987654321, but the stack deploys to ' +
          "123456789012: give that account's provider, or leave the setting out to create one",
      ]),
    );
  });
});

describe('the app', () => {
  it('leaves the stack out without githubRepository', () => {
    const s = synth({}, 'ca-central-1');
    expect(s.deployAccess).toBeUndefined();
    expect(s.app.node.tryFindChild(DEPLOY_ACCESS_STACK_NAME)).toBeUndefined();
    expect(s.app.synth().stacks.map((stack) => stack.stackName)).not.toContain(
      DEPLOY_ACCESS_STACK_NAME,
    );
  });

  it('refuses a bad repository with a SettingsError that names the setting', () => {
    for (const githubRepository of ['bridge-city', 'https://github.com/bridge-city/site', 'a/*']) {
      expect(() => synth({ githubRepository })).toThrow(SettingsError);
      expect(() => synth({ githubRepository })).toThrow(/githubRepository must be OWNER\/REPO/);
    }
  });

  it('without a known region, lets the role assume the bootstrap roles of its own region', () => {
    const s = synth(REPO);
    const granted = deployRole(s).Policies[0].PolicyDocument.Statement[0].Resource as Cfn[];
    expect(granted).toHaveLength(3);
    for (const arn of granted) {
      const text = JSON.stringify(arn);
      expect(text).toContain('{"Ref":"AWS::Region"}');
      expect(text).toContain('{"Ref":"AWS::AccountId"}');
      expect(text).not.toContain('*');
    }
  });
});
