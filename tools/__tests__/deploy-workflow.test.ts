// The shape of the committed deploy pipeline (.github/workflows/deploy.yml), as infra/README.md
// describes it: the content lane (check, build, guards, deploy, smoke) and the full lane (ci.yml,
// build, deploy), one gated deploy at a time, the OIDC token in the deploy job alone, and a
// notify job that may only write issues. `npm run lint:workflows` checks the syntax and pins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { STACK_NAME } from '../../infra/lib/stack-outputs';
import { WORKFLOWS_DIR } from '../lint-workflows';

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  uses?: string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  environment?: { name: string; url?: string };
  concurrency?: unknown;
  outputs?: Record<string, string>;
  steps?: Step[];
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
};

const read = (name: string) => parse(readFileSync(join(WORKFLOWS_DIR, name), 'utf8')) as Workflow;
const deploy = read('deploy.yml');
const job = (id: string) => {
  const found = deploy.jobs[id];
  if (!found) throw new Error(`deploy.yml has no job ${id}`);
  return found;
};
const needs = (id: string) => [job(id).needs ?? []].flat();
const steps = (id: string) => job(id).steps ?? [];
/** The index of the first step whose run: script (or uses:) matches. */
const stepAt = (id: string, pattern: RegExp) =>
  steps(id).findIndex((s) => pattern.test(s.run ?? s.uses ?? ''));
/** The jobs that `id` waits for, directly or not. */
const upstream = (id: string): Set<string> =>
  new Set(needs(id).flatMap((n) => [n, ...upstream(n)]));

describe('deploy.yml', () => {
  it('runs on every push to main and by hand, with a read-only token by default', () => {
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

  it('chooses the lane first, from the live deployment, and passes the lane and routes on', () => {
    expect(needs('plan')).toEqual([]);
    expect(job('plan').permissions).toEqual({ contents: 'read', deployments: 'read' });
    const checkout = steps('plan').find((s) => String(s.uses).startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    const plan = steps('plan').find((s) => s.run === 'npm run pipeline -- plan');
    expect(plan?.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
    expect(job('plan').outputs).toEqual({
      lane: `\${{ steps.${plan?.id}.outputs.lane }}`,
      routes: `\${{ steps.${plan?.id}.outputs.routes }}`,
    });
  });

  it('content lane: the content check, the build, then the guards on the routes the plan chose', () => {
    const content = job('content');
    expect(content.if).toBe("needs.plan.outputs.lane == 'content'");
    expect(needs('content')).toEqual(['plan']);
    const check = stepAt('content', /^npm run check:content -- --json refusal\/problems\.json$/);
    const build = stepAt('content', /^npm run build$/);
    const guards = stepAt('content', /npm run test:guards/);
    const handOver = steps('content').findIndex(
      (s) => String(s.uses).startsWith('actions/upload-artifact@') && s.with?.name === 'site',
    );
    const install = stepAt('content', /^npm ci --no-audit --no-fund$/m);
    expect(install).toBeGreaterThan(-1);
    expect(steps('content')[install]!.run).toMatch(/^bash tools\/ensure-chromium\.sh /m);
    expect(check).toBeGreaterThan(install);
    expect(build).toBeGreaterThan(check);
    expect(guards).toBeGreaterThan(build);
    expect(handOver).toBeGreaterThan(guards);
    for (const at of [check, build, guards, handOver])
      expect(steps('content')[at]!.if).toBeUndefined();
    const guardStep = steps('content')[guards]!;
    expect(guardStep.env?.ROUTES).toBe('${{ needs.plan.outputs.routes }}');
    expect(guardStep.run).toMatch(/export GUARD_ROUTES="\$ROUTES"/);
    // Their report goes into the folder the notify job reads (tools/pipeline/notify.ts).
    expect(guardStep.env?.GUARD_REPORT).toBe('refusal/guards.json');
  });

  it('full lane: the whole suite of ci.yml, then the build, never the build alone', () => {
    expect(job('test').uses).toBe('./.github/workflows/ci.yml');
    expect(job('test').if).toBe("needs.plan.outputs.lane == 'full'");
    expect(needs('build').sort()).toEqual(['plan', 'test']);
    // No status function: the build runs only when the tests passed.
    expect(job('build').if).toBe("needs.plan.outputs.lane == 'full'");
    const install = stepAt('build', /^npm ci --no-audit --no-fund$/m);
    expect(install).toBeGreaterThan(-1);
    expect(stepAt('build', /^npm run build$/)).toBeGreaterThan(install);
    expect(
      steps('build').some(
        (s) => String(s.uses).startsWith('actions/upload-artifact@') && s.with?.name === 'site',
      ),
    ).toBe(true);
  });

  it('deploys after either lane passed, the build handed over, then runs the smoke check', () => {
    expect(needs('deploy').sort()).toEqual(['build', 'content', 'plan']);
    expect(upstream('deploy')).toContain('test');
    expect(job('deploy').if).toBe(
      "${{ !cancelled() && (needs.build.result == 'success' || needs.content.result == 'success') }}",
    );
    const download = steps('deploy').findIndex(
      (s) => String(s.uses).startsWith('actions/download-artifact@') && s.with?.name === 'site',
    );
    expect(steps('deploy')[download]?.with?.path).toBe('public/');
    const gate = stepAt('deploy', /^npm run pipeline -- gate$/);
    const credentials = stepAt('deploy', /^aws-actions\/configure-aws-credentials@/);
    const cdkDeploy = stepAt('deploy', /^npm run cdk -- deploy /);
    const smoke = stepAt('deploy', /npm run smoke/);
    expect(gate).toBeGreaterThan(download);
    expect(credentials).toBeGreaterThan(gate);
    expect(cdkDeploy).toBeGreaterThan(credentials);
    expect(smoke).toBeGreaterThan(cdkDeploy);
    const gateId = steps('deploy')[gate]!.id;
    for (const at of [credentials, cdkDeploy, smoke]) {
      expect(steps('deploy')[at]!.if).toBe(`steps.${gateId}.outputs.deploy == 'true'`);
    }
    expect(steps('deploy')[cdkDeploy]!.run).toMatch(
      new RegExp(`^npm run cdk -- deploy ${STACK_NAME} --require-approval never `),
    );
    expect(steps('deploy')[credentials]!.with?.['role-to-assume']).toBe(
      '${{ vars.AWS_DEPLOY_ROLE_ARN }}',
    );
    expect(job('deploy').environment?.name).toBe('production');
    expect(job('deploy').outputs?.deployed).toBe(`\${{ steps.${gateId}.outputs.deploy }}`);
  });

  it('builds nothing and runs no install script in the job that holds the OIDC token', () => {
    const runs = steps('deploy').map((s) => s.run ?? '');
    expect(runs.filter((r) => /npm run (build|deploy)\b|gatsby|npm test/.test(r))).toEqual([]);
    const install = runs.filter((r) => r.startsWith('npm ci'));
    expect(install).toEqual(['npm ci --no-audit --no-fund --ignore-scripts']);
  });

  it('gives the OIDC token to the deploy job alone', () => {
    const withToken = Object.entries(deploy.jobs)
      .filter(([, j]) => j.permissions?.['id-token'] !== undefined)
      .map(([id, j]) => [id, j.permissions?.['id-token']]);
    expect(withToken).toEqual([['deploy', 'write']]);
    expect(job('deploy').permissions).toEqual({
      'id-token': 'write',
      contents: 'read',
      deployments: 'read',
    });
    const ci = read('ci.yml');
    expect(ci.permissions).toEqual({ contents: 'read' });
    for (const j of Object.values(ci.jobs)) expect(j.permissions?.['id-token']).toBeUndefined();
  });

  it('runs the full suite for pull requests and through the deploy, not again on a push to main', () => {
    const ci = read('ci.yml');
    // A content save pushed to main must not start the 20-minute suite the content lane replaces.
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'workflow_call']);
  });

  it('deploys one run at a time and queues the next instead of cancelling', () => {
    expect(job('deploy').concurrency).toEqual({
      group: 'deploy-production',
      'cancel-in-progress': false,
    });
    // A group for the whole workflow would cancel a waiting save's run before its lane ran.
    expect(deploy.concurrency).toBeUndefined();
  });

  it('tells the editor with a job that may only write issues, after a refusal or a deploy', () => {
    const notify = job('notify');
    expect(notify.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(notify.environment).toBeUndefined();
    expect(needs('notify')).toEqual(expect.arrayContaining(['content', 'deploy']));
    expect(notify.if).toMatch(/needs\.content\.result == 'failure'/);
    expect(notify.if).toMatch(/needs\.deploy\.outputs\.deployed == 'true'/);
    expect(notify.if).toMatch(/^\$\{\{ !cancelled\(\)/);
    const step = (notify.steps ?? []).find((s) => s.run === 'npm run pipeline -- notify');
    expect(step?.env).toMatchObject({
      GITHUB_TOKEN: '${{ github.token }}',
      OUTCOME: "${{ needs.content.result == 'failure' && 'refused' || 'published' }}",
      REFUSAL_DIR: 'refusal',
    });
    expect(step?.env?.COMMIT_AUTHOR).toMatch(/github\.event\.head_commit\.author\.username/);
    expect((notify.steps ?? []).some((s) => String(s.uses).startsWith('aws-actions/'))).toBe(false);
  });

  it('hands the content check’s problems and the failed step to the notify job', () => {
    const keep = steps('content').find((s) => /refusal\/steps\.json/.test(s.run ?? ''));
    expect(keep?.if).toBe('failure()');
    expect(keep?.env).toEqual({
      CHECK: '${{ steps.check.outcome }}',
      BUILD: '${{ steps.build.outcome }}',
      GUARDS: '${{ steps.guards.outcome }}',
    });
    for (const id of ['check', 'build', 'guards']) {
      expect(steps('content').some((s) => s.id === id)).toBe(true);
    }
    const upload = steps('content').find((s) => s.with?.name === 'refusal');
    expect(upload?.if).toBe('failure()');
    const download = (job('notify').steps ?? []).find((s) => s.with?.name === 'refusal');
    expect(download?.with?.path).toBe('refusal/');
  });
});
