// The pipeline's contract (contracts/pipeline.ts): the `sub` the roles trust is the one GitHub's
// subject template makes of the claim keys github-settings sets, and the workflow it names is the
// committed one, whose jobs run in the environments the roles trust.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  DEPLOY_WORKFLOW,
  MAIN_BRANCH,
  OIDC_SUBJECT_CLAIM_KEYS,
  workflowSubject,
} from '../pipeline';

const IDENTITY = { repository: 'bridge-city/site', ownerId: '81234567', repositoryId: '912345678' };

type Job = {
  environment?: string | { name: string };
  permissions?: Record<string, string>;
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('the OIDC subject', () => {
  it("is GitHub's template of the claim keys: each `key:value` in order, the context as it is", () => {
    expect(OIDC_SUBJECT_CLAIM_KEYS).toEqual([
      'repository_owner_id',
      'repository_id',
      'context',
      'job_workflow_ref',
    ]);
    expect(workflowSubject(IDENTITY, CONTENT_ENVIRONMENT)).toBe(
      'repository_owner_id:81234567:repository_id:912345678:environment:content:' +
        'job_workflow_ref:bridge-city/site/.github/workflows/deploy.yml@refs/heads/main',
    );
    expect(workflowSubject(IDENTITY, DEPLOY_ENVIRONMENT)).toBe(
      'repository_owner_id:81234567:repository_id:912345678:environment:production:' +
        'job_workflow_ref:bridge-city/site/.github/workflows/deploy.yml@refs/heads/main',
    );
  });
});

describe('the workflow the roles trust', () => {
  const path = join(__dirname, '..', '..', DEPLOY_WORKFLOW);
  const workflow = () => parse(readFileSync(path, 'utf8')) as Workflow;
  const environment = (job: Job | undefined) =>
    typeof job?.environment === 'object' ? job.environment.name : job?.environment;

  it('is a committed workflow that runs on pushes to main', () => {
    expect(DEPLOY_WORKFLOW).toMatch(/^\.github\/workflows\/[\w-]+\.yml$/);
    expect(workflow().on.push?.branches).toEqual([MAIN_BRANCH]);
  });

  it('publishes in the content environment and deploys in production, the only jobs with a token', () => {
    const { jobs, permissions } = workflow();
    expect(permissions?.['id-token']).toBeUndefined();
    expect(environment(jobs.publish)).toBe(CONTENT_ENVIRONMENT);
    expect(environment(jobs.deploy)).toBe(DEPLOY_ENVIRONMENT);
    const withToken = Object.entries(jobs)
      .filter(([, job]) => job.permissions?.['id-token'] === 'write')
      .map(([id]) => id);
    expect(withToken.sort()).toEqual(['deploy', 'publish']);
  });
});
