// Every Lambda function of every layout is the project's own, on nodejs24.x. A new function fails
// here.
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import { FUNCTION_BUNDLING, FUNCTION_RUNTIME } from '../../lib/site-function';
import { logicalId, makeSiteDir, removeTemporaryDirs, synthesize, type Cfn } from '../synth';

afterAll(removeTemporaryDirs);

it('FUNCTION_RUNTIME is Node.js 24, named explicitly (not NODEJS_LATEST), with a node24 target', () => {
  expect(FUNCTION_RUNTIME).toBe(lambda.Runtime.NODEJS_24_X);
  expect(FUNCTION_RUNTIME.name).toBe('nodejs24.x');
  expect(FUNCTION_RUNTIME.isVariable).toBe(false);
  expect(FUNCTION_BUNDLING.target).toBe('node24');
});

describe.each([
  ['no region (offline synth)', undefined],
  ['ca-central-1, with the us-east-1 WAF stack', 'ca-central-1'],
  ['us-east-1', 'us-east-1'],
])('with %s, the deploy access stack and the CMS login', (_layout, region) => {
  let functions: { stack: string; id: string; properties: Cfn; metadata: Cfn }[];
  let projectIds: string[];
  beforeAll(() => {
    const s = synthesize(
      {
        siteDir: makeSiteDir(),
        githubRepository: 'bridge-city/site',
        githubOwnerId: '81234567',
        githubRepositoryId: '912345678',
        cmsGithubClientId: 'Ov23liAbCdEf12345678',
        cmsGithubScope: 'public_repo',
      },
      region === undefined ? {} : { account: '123456789012', region },
    );
    projectIds = [
      ...FORM_KINDS.map((form) => logicalId(s.stack, s.stack.api.forms[form].function)),
      logicalId(s.stack, s.stack.retrier.function),
      logicalId(s.stack, s.stack.cmsLogin!.auth.function),
      logicalId(s.stack, s.stack.cmsLogin!.callback.function),
    ];
    // Template.fromStack, not app.synth(): the templates even when cdk-nag would fail the synth.
    const stacks = s.app.node.children.filter((child) => Stack.isStack(child));
    expect(stacks.length).toBe(region === 'ca-central-1' ? 3 : 2);
    functions = stacks.flatMap((stack) =>
      Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function')).map(
        ([id, resource]) => ({
          stack: stack.stackName,
          id,
          properties: resource.Properties,
          metadata: resource.Metadata,
        }),
      ),
    );
  });

  it('runs the form functions, the mail retrier and the two CMS login functions on nodejs24.x, without a cdk-nag L1 suppression', () => {
    const project = functions.filter((fn) => projectIds.includes(fn.id));
    expect(project.map((fn) => fn.stack)).toEqual(Array(FORM_KINDS.length + 3).fill('TestSite'));
    for (const fn of project) {
      expect(fn.properties.Runtime).toBe('nodejs24.x');
      // cdk-nag's AwsSolutions-L1 (latest runtime) passes on its own now.
      expect(JSON.stringify(fn)).not.toContain('AwsSolutions-L1');
    }
  });

  it('has no other function: none of CDK, with a runtime it pins', () => {
    const others = functions.filter((fn) => !projectIds.includes(fn.id));
    expect(others.map((fn) => `${fn.stack}/${fn.id}`)).toEqual([]);
  });
});
