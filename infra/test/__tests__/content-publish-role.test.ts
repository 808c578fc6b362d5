// The content lane's role: its names, who may assume it (the synthesized trust policy, asked with
// infra/test/iam-policy.ts), that it holds one policy, and that the names it derives are those of
// the synthesized site stack. What the policy allows: iam-simulation.int.test.ts.
import { CONTENT_ENVIRONMENT, DEPLOY_WORKFLOW } from '../../../contracts/pipeline';
import {
  CONTENT_PUBLISH_ROLE_NAME,
  CONTENT_PUBLISH_ROLE_OUTPUT,
  DEPLOY_ROLE_NAME,
} from '../../lib/deploy-access-stack';
import {
  LEAD_TABLE_LOGICAL_ID_PREFIX,
  SECRET_LOGICAL_ID_PREFIXES,
  SITE_BUCKET_LOGICAL_ID_PREFIX,
} from '../../lib/site-resource-arns';
import { isAllowed } from '../iam-policy';
import { makeSiteDir, removeTemporaryDirs, synthesize, type Cfn, type Synthesized } from '../synth';

afterAll(removeTemporaryDirs);

const REPOSITORY = 'bridge-city/site';
const CONTEXT = {
  githubRepository: REPOSITORY,
  githubOwnerId: '81234567',
  githubRepositoryId: '912345678',
  cmsGithubClientId: 'Iv1.0123456789abcdef',
  cmsGithubScope: 'public_repo',
};
const HOST = 'token.actions.githubusercontent.com';
const WORKFLOW_REF = `${REPOSITORY}/.github/workflows/deploy.yml@refs/heads/main`;
/** The `sub` of a job in `context`, of `workflow` (GitHub's job_workflow_ref), by ids. */
const subOf = (context: string, workflow = WORKFLOW_REF) =>
  `repository_owner_id:81234567:repository_id:912345678:${context}:job_workflow_ref:${workflow}`;
const CONTENT = subOf('environment:content');
const claims = (sub: string) => ({ [`${HOST}:aud`]: 'sts.amazonaws.com', [`${HOST}:sub`]: sub });

let s: Synthesized;
let provider: unknown;
const role = (name: string): Cfn =>
  Object.values(s.deployAccess!.template.findResources('AWS::IAM::Role')).find(
    (r) => r.Properties.RoleName === name,
  )!.Properties;
const assume = (name: string, context: Record<string, string>) =>
  isAllowed(role(name).AssumeRolePolicyDocument, {
    principal: { Federated: provider },
    action: 'sts:AssumeRoleWithWebIdentity',
    context,
  });

beforeAll(() => {
  s = synthesize(
    { siteDir: makeSiteDir(), ...CONTEXT },
    { account: '123456789012', region: 'ca-central-1' },
  );
  provider = {
    Ref: Object.keys(s.deployAccess!.template.findResources('AWS::IAM::OIDCProvider'))[0],
  };
});

it('has the names the pipeline uses', () => {
  expect([CONTENT_PUBLISH_ROLE_NAME, CONTENT_ENVIRONMENT, CONTENT_PUBLISH_ROLE_OUTPUT]).toEqual([
    'bridge-city-fitness-content-publish',
    'content',
    'ContentPublishRoleArn',
  ]);
  expect(DEPLOY_WORKFLOW).toBe('.github/workflows/deploy.yml');
  expect(role(CONTENT_PUBLISH_ROLE_NAME)).toMatchObject({ MaxSessionDuration: 3600 });
});

it('trusts only the deploy workflow of main, in the environment content, by ids, in `sub` alone', () => {
  expect(assume(CONTENT_PUBLISH_ROLE_NAME, claims(CONTENT))).toBe(true);
  // STS takes no condition on GitHub's other claims: the trust names aud and sub only.
  expect(role(CONTENT_PUBLISH_ROLE_NAME).AssumeRolePolicyDocument.Statement).toEqual([
    expect.objectContaining({ Condition: { StringEquals: claims(CONTENT) } }),
  ]);
  const refused: [string, Record<string, string>][] = [
    ['the production environment', claims(subOf('environment:production'))],
    ['a pull request', claims(subOf('pull_request'))],
    ['a branch without the environment', claims(subOf('ref:refs/heads/main'))],
    ['the repository by name', claims(`repo:${REPOSITORY}:environment:content`)],
    [
      'another workflow',
      claims(subOf('environment:content', WORKFLOW_REF.replace('deploy.yml', 'edit.yml'))),
    ],
    [
      'the workflow on another branch',
      claims(subOf('environment:content', WORKFLOW_REF.replace('heads/main', 'heads/edit'))),
    ],
    [
      'the workflow of another repository',
      claims(subOf('environment:content', WORKFLOW_REF.replace('bridge-city/', 'someone/'))),
    ],
    [
      'a subject without the workflow (the template before it)',
      claims('repository_owner_id:81234567:repository_id:912345678:environment:content'),
    ],
  ];
  expect(
    refused.filter(([, c]) => assume(CONTENT_PUBLISH_ROLE_NAME, c)).map(([name]) => name),
  ).toEqual([]);
  // The deploy role, for its part, refuses the content environment.
  expect(assume(DEPLOY_ROLE_NAME, claims(CONTENT))).toBe(false);
});

it('holds one inline policy, no managed policy: object writes, a listing, invalidations', () => {
  const content = role(CONTENT_PUBLISH_ROLE_NAME);
  expect(content.ManagedPolicyArns).toBeUndefined();
  expect(content.Policies).toHaveLength(1);
  const statements = content.Policies[0].PolicyDocument.Statement as Cfn[];
  expect(statements.map((st) => [st.Sid, st.Action])).toEqual([
    ['WriteSiteObjects', ['s3:DeleteObject', 's3:PutObject']],
    ['ListSiteBucket', 's3:ListBucket'],
    ['InvalidateSiteDistribution', ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation']],
  ]);
  expect(statements[0]!.Resource).toBe('arn:aws:s3:::bridgecityfitnesssite-storagesitebucket*/*');
  expect(statements[1]!.Resource).toBe('arn:aws:s3:::bridgecityfitnesssite-storagesitebucket*');
  expect(statements[2]!.Condition).toEqual({
    StringEquals: { 'aws:ResourceTag/aws:cloudformation:stack-name': 'BridgeCityFitnessSite' },
  });
});

it("names the site bucket, the lead table and the secrets by the site stack's logical ids", () => {
  const ids = (type: string) => Object.keys(s.template.findResources(type));
  expect(
    ids('AWS::S3::Bucket').filter((id) => id.startsWith(SITE_BUCKET_LOGICAL_ID_PREFIX)),
  ).toHaveLength(1);
  expect(
    ids('AWS::DynamoDB::Table').every((id) => id.startsWith(LEAD_TABLE_LOGICAL_ID_PREFIX)),
  ).toBe(true);
  const secrets = ids('AWS::SecretsManager::Secret');
  expect(secrets).toHaveLength(SECRET_LOGICAL_ID_PREFIXES.length);
  for (const id of secrets) {
    expect(SECRET_LOGICAL_ID_PREFIXES.some((prefix) => id.startsWith(prefix))).toBe(true);
  }
});
