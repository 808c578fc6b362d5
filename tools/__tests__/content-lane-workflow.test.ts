// The content lane's shape in the committed deploy workflow (.github/workflows/deploy.yml), as
// infra/docs/pipeline.md describes it: one content job chooses the lane, reading what the plan needs and
// writing nothing, and in the content lane switches to the approved code with the save's
// content/, checks, builds and guards it, and hands the build to a publish in the environment
// `content`; two jobs in series. A save that came with code hears that a review comes first from
// a job of its own.
import { CONTENT_ENVIRONMENT } from '../../contracts/pipeline';
import {
  deploy,
  job,
  needs,
  steps,
  stepAt,
  expectInOrder,
  upstream,
  handOverAt,
  type Step,
} from './deploy-workflow-file';

describe('deploy.yml: the content lane', () => {
  it('chooses the lane first, in the content job, reading what it needs and writing nothing', () => {
    expect(needs('content')).toEqual([]);
    expect(job('content').if).toBeUndefined();
    expect(job('content').permissions).toEqual({
      contents: 'read',
      deployments: 'read',
      actions: 'read',
    });
    const checkout = steps('content').filter((s) => String(s.uses).startsWith('actions/checkout@'));
    // One checkout, the save's, with the whole history: the plan diffs against the approved code.
    expect(checkout).toHaveLength(1);
    expect(checkout[0]!.with).toEqual({ 'persist-credentials': false, 'fetch-depth': 0 });
    const plan = steps('content').find((s) => s.run === 'npm run pipeline -- plan');
    expect(plan?.id).toBe('plan');
    expect(plan?.if).toBeUndefined();
    expect(plan?.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
    expect(job('content').outputs).toMatchObject({
      lane: '${{ steps.plan.outputs.lane }}',
      code: '${{ steps.plan.outputs.code }}',
      routes: '${{ steps.plan.outputs.routes }}',
    });
  });

  it('content lane: two jobs in series, content then publish', () => {
    const full = "needs.content.outputs.lane == 'full'";
    /** Whether a job runs in the full lane only, by its own condition or one it waits for. */
    const fullOnly = (id: string): boolean =>
      (job(id).if ?? '').includes(full) || needs(id).some(fullOnly);
    const inContentLane = Object.keys(deploy.jobs).filter((id) => id !== 'notify' && !fullOnly(id));
    expect(inContentLane.sort()).toEqual(['content', 'publish']);
    expect(needs('publish')).toEqual(['content']);
    expect(job('publish').if).toBe("needs.content.outputs.lane == 'content'");
    // Everything else waits for the plan, and each full-lane job for the lane it names.
    for (const id of ['review', 'test', 'build']) expect(job(id).if).toContain(full);
    expect(upstream('deploy')).toEqual(new Set(['build', 'test', 'content']));
  });

  it('content lane: after the plan, every step runs in the content lane only', () => {
    const at = steps('content').findIndex((s) => s.id === 'plan');
    const after = steps('content').slice(at + 1);
    expect(after.length).toBeGreaterThan(10);
    for (const s of after)
      expect(s.if).toMatch(
        /steps\.plan\.outputs\.lane == 'content'|^failure\(\) && steps\.guards\.outcome == 'failure'$/,
      );
  });

  it('tells a save that came with code that a review comes first, in a job of its own', () => {
    expect(needs('review')).toEqual(['content']);
    expect(job('review').if).toBe(
      "needs.content.outputs.lane == 'full' && github.event_name == 'push'",
    );
    expect(job('review').permissions).toEqual({ contents: 'read', statuses: 'write' });
    const status = steps('review').find((s) => s.run === 'npm run pipeline -- status');
    expect(status?.env?.OUTCOME).toBe('waiting');
    expect(status?.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
    // The status needs tsx and yaml: no package's install script runs beside the write scope.
    expect(stepAt('review', /^npm ci --no-audit --no-fund --ignore-scripts$/)).toBeGreaterThan(-1);
  });

  it('gives no write scope to a job that builds or installs packages with their scripts', () => {
    const installsOrBuilds = (s: Step) =>
      /\bnpm run (build|test:guards)\b/.test(s.run ?? '') ||
      /\bnpm ci\b(?!.*--ignore-scripts)/.test(s.run ?? '');
    const building = Object.keys(deploy.jobs).filter(
      (id) => job(id).uses !== undefined || steps(id).some(installsOrBuilds),
    );
    expect(building).toEqual(expect.arrayContaining(['content', 'test', 'build', 'smoke']));
    for (const id of building) {
      const scopes = Object.values(job(id).permissions ?? deploy.permissions ?? {});
      expect([id, scopes.filter((scope) => scope !== 'read')]).toEqual([id, []]);
    }
  });

  it('content lane: switches to the approved code, with only content/ taken from the save', () => {
    const plan = steps('content').findIndex((s) => s.id === 'plan');
    const change = steps('content').findIndex((s) => s.run === 'npm run pipeline -- switch');
    expect(steps('content')[change]?.env?.CODE).toBe('${{ steps.plan.outputs.code }}');
    // Nothing of the save but its content/ is built or checked.
    expectInOrder(plan, change, stepAt('content', /^npm run check:content /));
    for (const id of ['actions/cache@', 'npm run build'])
      expect(
        steps('content').findIndex((s) => (s.run ?? s.uses ?? '').startsWith(id)),
      ).toBeGreaterThan(change);
  });

  it('content lane: keeps the installed packages and Gatsby’s cache between runs', () => {
    const restore = steps('content').find((s) =>
      String(s.uses).startsWith('actions/cache/restore@'),
    );
    expect(restore?.with?.path).toBe('node_modules');
    expect(restore?.with?.key).toMatch(/hashFiles\('package-lock\.json'\)/);
    const install = steps('content').find((s) => /npm ci/.test(s.run ?? ''));
    expect(install?.if).toBe(`steps.${restore?.id}.outputs.cache-hit != 'true'`);
    expect(install?.run).toBe('npm ci --no-audit --no-fund');
    expectInOrder(
      steps('content').indexOf(restore!),
      steps('content').indexOf(install!),
      steps('content').findIndex((s) => s.id === 'plan'),
    );
    // Saved by the content lane alone: a full lane's unreviewed code never writes what a save
    // restores.
    const save = steps('content').find((s) => String(s.uses).startsWith('actions/cache/save@'));
    expect(save?.if).toBe(
      `steps.plan.outputs.lane == 'content' && steps.${restore?.id}.outputs.cache-hit != 'true'`,
    );
    expect(save?.with).toEqual({
      path: 'node_modules',
      key: `\${{ steps.${restore?.id}.outputs.cache-primary-key }}`,
    });
    const caches = steps('content').filter((s) => String(s.uses).startsWith('actions/cache@'));
    expect(caches.some((s) => s.with?.path === 'node_modules')).toBe(false);
    const gatsby = caches.find((s) => /\.cache/.test(String(s.with?.path)));
    expect(String(gatsby?.with?.path).trim().split('\n')).toEqual(['.cache', 'public']);
    // This code's build first, then any of this lockfile; saved once per approved code.
    expect(gatsby?.with?.key).toMatch(
      /hashFiles\('package-lock\.json'\).*steps\.plan\.outputs\.code \}\}$/,
    );
    expect(String(gatsby?.with?.['restore-keys']).trim()).toBe(
      "gatsby-${{ hashFiles('package-lock.json') }}-",
    );
  });

  it('content lane: the content check, the build, then the guards on the routes the plan chose', () => {
    const lane = "steps.plan.outputs.lane == 'content'";
    const check = stepAt('content', /^npm run check:content -- --json refusal\/problems\.json$/);
    const build = stepAt('content', /^npm run build$/);
    const guards = stepAt('content', /npm run test:guards/);
    const synth = stepAt(
      'content',
      /^npm run pipeline -- deploy-check 2>&1 \| tee refusal\/synth\.log$/m,
    );
    const gateBundle = stepAt('content', /^npm run build:gate && npm run build:publish$/);
    const handOver = handOverAt('content', 'site');
    const chromium = stepAt('content', /^bash tools\/ensure-chromium\.sh$/m);
    expectInOrder(chromium, check, build, guards, synth, gateBundle, handOver);
    // A failed deploy check must fail the step, not vanish behind tee.
    expect(steps('content')[synth]!.run).toMatch(/^set -o pipefail$/m);
    expect(steps('content')[handOver]!.with?.path).toBe('public/\ninfra/cdk.out/pipeline/\n');
    for (const at of [chromium, check, build, guards, synth, gateBundle, handOver])
      expect(steps('content')[at]!.if).toBe(lane);
    const guardStep = steps('content')[guards]!;
    expect(guardStep.env?.ROUTES).toBe('${{ steps.plan.outputs.routes }}');
    expect(guardStep.run).toMatch(/export GUARD_ROUTES="\$ROUTES"/);
    // Their report goes into the folder the notify job reads (tools/pipeline/notify.ts).
    expect(guardStep.env?.GUARD_REPORT).toBe('refusal/guards.json');
  });

  it('publishes a content save with no reviewer, through the content role, gated, in order', () => {
    // The environment whose deployments live.ts reads, and github-settings.ts sets up.
    expect(job('publish').environment).toBe(CONTENT_ENVIRONMENT);
    expect(job('publish').permissions).toEqual({
      'id-token': 'write',
      contents: 'read',
      deployments: 'read',
      actions: 'read',
    });
    expect(job('publish').concurrency).toEqual({
      group: 'publish-content',
      'cancel-in-progress': false,
    });
    const download = steps('publish').findIndex(
      (s) => String(s.uses).startsWith('actions/download-artifact@') && s.with?.name === 'site',
    );
    const gate = stepAt(
      'publish',
      /^node "\$RUNNER_TEMP\/site\/infra\/cdk\.out\/pipeline\/gate\.cjs"$/,
    );
    const credentials = stepAt('publish', /^aws-actions\/configure-aws-credentials@/);
    const publish = stepAt(
      'publish',
      /^node "\$RUNNER_TEMP\/site\/infra\/cdk\.out\/pipeline\/publish\.cjs" /m,
    );
    expectInOrder(download, gate, credentials, publish);
    const gateId = steps('publish')[gate]!.id;
    for (const at of [credentials, publish]) {
      expect(steps('publish')[at]!.if).toBe(`steps.${gateId}.outputs.deploy == 'true'`);
    }
    expect(steps('publish')[credentials]!.with?.['role-to-assume']).toBe(
      '${{ vars.AWS_CONTENT_ROLE_ARN }}',
    );
    expect(job('publish').outputs?.deployed).toBe(`\${{ steps.${gateId}.outputs.deploy }}`);
  });

  it('hands the content check’s problems and the failed step to the notify job', () => {
    const keep = steps('content').find((s) => /refusal\/steps\.json/.test(s.run ?? ''));
    expect(keep?.if).toBe("failure() && steps.plan.outputs.lane == 'content'");
    expect(keep?.env).toEqual({
      CHECK: '${{ steps.check.outcome }}',
      BUILD: '${{ steps.build.outcome }}',
      GUARDS: '${{ steps.guards.outcome }}',
      SYNTH: '${{ steps.synth.outcome }}',
    });
    // The deploy checks' output is kept where the notify job reads it (tools/pipeline/notify.ts).
    expect(steps('content').find((s) => s.id === 'synth')?.run).toMatch(
      /npm run pipeline -- deploy-check 2>&1 \| tee refusal\/synth\.log/,
    );
    for (const id of ['check', 'build', 'guards', 'synth']) {
      expect(steps('content').some((s) => s.id === id)).toBe(true);
    }
    const upload = steps('content').find((s) => s.with?.name === 'refusal');
    expect(upload?.if).toBe(keep?.if);
    // What refused it, as the content job's output: only those steps count as a refusal.
    expect(job('content').outputs?.refused).toBe(
      "${{ steps.check.outcome == 'failure' || steps.build.outcome == 'failure' || " +
        "steps.guards.outcome == 'failure' || steps.synth.outcome == 'failure' }}",
    );
    const download = (job('notify').steps ?? []).find((s) => s.with?.name === 'refusal');
    expect(download?.with?.path).toBe('refusal/');
    expect(download?.if).toBe("needs.content.outputs.refused == 'true'");
  });
});
