// The content lane's shape in the committed deploy workflow (.github/workflows/deploy.yml), as
// infra/docs/pipeline.md describes it: the content job chooses the lane from git data alone
// (.github/lane.mjs) before any file of the push is on disk; in the content lane it checks,
// builds and guards the tree, and hands the build to a publish in the environment `content`. A
// push with code runs nothing before a maintainer's approval, and hears why from the approved
// code's tools. No cache is restored by prefix, and none holds installed packages.
import { CONTENT_ENVIRONMENT } from '../../contracts/pipeline';
import { read } from './deploy-workflow-file';
import {
  deploy,
  job,
  needs,
  steps,
  stepAt,
  expectInOrder,
  upstream as upstreamOf,
  handOverAt,
  type Step,
} from './deploy-workflow-file';

describe('deploy.yml: the content lane', () => {
  it('chooses the lane first, from git data, with only the workflow’s own folder on disk', () => {
    expect(needs('content')).toEqual([]);
    expect(job('content').if).toBeUndefined();
    expect(job('content').permissions).toEqual({
      contents: 'read',
      deployments: 'read',
      actions: 'read',
    });
    const checkout = steps('content').filter((s) => String(s.uses).startsWith('actions/checkout@'));
    expect(checkout).toHaveLength(1);
    expect(checkout[0]!.with).toEqual({
      'persist-credentials': false,
      'fetch-depth': 0,
      'sparse-checkout': '/.github/',
      'sparse-checkout-cone-mode': false,
    });
    // The first step after the checkout: plain node on the workflow's script, nothing installed.
    const lane = steps('content')[steps('content').indexOf(checkout[0]!) + 1]!;
    expect(lane).toMatchObject({ id: 'lane', run: 'node .github/lane.mjs lane' });
    expect(lane.if).toBeUndefined();
    expect(lane.env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
    expect(steps('content').indexOf(checkout[0]!)).toBe(0);
    expect(job('content').container).toBe('node:24-bookworm');
    expect(job('content').outputs).toMatchObject({
      lane: '${{ steps.lane.outputs.lane }}',
      approved: '${{ steps.lane.outputs.approved }}',
      code: '${{ steps.lane.outputs.code }}',
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
  });

  it('full lane: no file of the push runs before a maintainer approves it', () => {
    // Before the approval: the content job (nothing after the lane but in the content lane), and
    // the waiting job, on the approved commit's code.
    const beforeApproval = Object.keys(deploy.jobs).filter(
      (id) => id !== 'review' && !upstreamOf(id).has('review'),
    );
    expect(beforeApproval.sort()).toEqual(['content', 'publish', 'waiting']);
    const at = steps('content').findIndex((s) => s.id === 'lane');
    const after = steps('content').slice(at + 1);
    expect(after.length).toBeGreaterThan(10);
    for (const s of after)
      expect(s.if).toMatch(
        /steps\.lane\.outputs\.lane == 'content'|^failure\(\) && steps\.guards\.outcome == 'failure'$/,
      );
    for (const id of ['waiting', 'notify']) {
      const checkout = steps(id).find((s) => String(s.uses).startsWith('actions/checkout@'));
      expect(checkout?.with?.ref).toBe('${{ needs.content.outputs.approved }}');
      expect(job(id).if).toMatch(/needs\.content\.outputs\.approved != ''/);
    }
  });

  it('tells a save that came with code why it waits, with the approved code’s tools', () => {
    expect(needs('waiting')).toEqual(['content']);
    expect(job('waiting').if).toMatch(/needs\.content\.outputs\.lane == 'full'/);
    expect(job('waiting').permissions).toEqual({
      contents: 'read',
      issues: 'write',
      statuses: 'write',
    });
    const tell = steps('waiting').find((s) => s.run === 'npm run pipeline -- tell');
    expect(tell?.env?.CODE_FILES).toBe('${{ needs.content.outputs.code }}');
    expect(stepAt('waiting', /^npm ci --no-audit --no-fund --ignore-scripts$/)).toBeGreaterThan(-1);
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

  it('restores no cache by prefix, none of installed packages, none a run of unreviewed code writes', () => {
    const caches = [deploy, read('ci.yml')].flatMap((workflow) =>
      Object.values(workflow.jobs).flatMap((j) =>
        (j.steps ?? []).filter((s) => /^actions\/cache[@/]/.test(String(s.uses))),
      ),
    );
    for (const c of caches) expect(c.with?.['restore-keys']).toBeUndefined();
    // Packages: npm's download cache alone, which npm ci checks against the lockfile's integrity.
    const paths = caches.map((c) => String(c.with?.path).trim());
    expect(paths.filter((p) => /node_modules/.test(p))).toEqual([]);
    const install = stepAt('content', /^npm ci /m);
    expect(steps('content')[install]!.run).toMatch(
      /^npm ci --no-audit --no-fund --prefer-offline --omit=dev$/m,
    );
    // Gatsby's output: a key per approved commit, written in this job alone, where only the
    // approved code with editors' data runs; before its restore, only the lane and the install.
    const gatsby = steps('content').find((s) => /\.cache/.test(String(s.with?.path)));
    expect(gatsby?.with?.key).toBe('gatsby-content-${{ steps.lane.outputs.approved }}');
    expect(caches.filter((c) => /gatsby/.test(String(c.with?.key)))).toEqual([gatsby]);
    // Where unreviewed code runs (pull requests, ci.yml), it caches nothing but npm's downloads.
    for (const j of Object.values(read('ci.yml').jobs)) {
      const setups = (j.steps ?? []).filter((s) =>
        String(s.uses).startsWith('actions/setup-node@'),
      );
      for (const setup of setups) expect([undefined, 'npm']).toContain(setup.with?.cache);
    }
  });

  it('content lane: the content check, the build, then the guards on the routes the plan chose', () => {
    const lane = "steps.lane.outputs.lane == 'content'";
    const check = stepAt('content', /^npm run check:content -- --json refusal\/check\.json$/);
    const build = stepAt('content', /^npm run build$/);
    const guards = stepAt('content', /npm run test:guards/);
    const synth = stepAt('content', /^npm run pipeline -- deploy-check refusal\/synth\.json$/);
    const gateBundle = stepAt('content', /^npm run build:publish$/);
    const handOver = handOverAt('content', 'site');
    const chromium = stepAt('content', /^bash tools\/ensure-chromium\.sh /m);
    expectInOrder(chromium, check, build, guards, synth, gateBundle, handOver);
    expect(steps('content')[handOver]!.with?.path).toBe('public/\ninfra/cdk.out/pipeline/\n');
    for (const at of [chromium, check, build, guards, synth, gateBundle, handOver])
      expect(steps('content')[at]!.if).toBe(lane);
    const guardStep = steps('content')[guards]!;
    expect(guardStep.env?.GUARD_ROUTES).toBe('${{ steps.routes.outputs.routes }}');
    expect(guardStep.run).toBe('npm run test:guards');
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
    expect(job('publish').concurrency).toEqual({ group: 'publish-content' });
    const download = steps('publish').findIndex(
      (s) => String(s.uses).startsWith('actions/download-artifact@') && s.with?.name === 'site',
    );
    const gate = stepAt('publish', /^node \.github\/lane\.mjs gate$/);
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
    // The deploy checks' refusals are kept where the notify job reads them (tools/pipeline/notify.ts).
    expect(steps('content').find((s) => s.id === 'synth')?.run).toBe(
      'npm run pipeline -- deploy-check refusal/synth.json',
    );
    for (const id of ['check', 'build', 'guards', 'synth']) {
      expect(steps('content').some((s) => s.id === id)).toBe(true);
    }
    const upload = steps('content').find((s) => s.with?.name === 'refusal');
    expect(upload?.if).toBe("failure() && steps.lane.outputs.lane == 'content'");
    expect(upload?.with?.path).toBe('refusal/');
    // The step that refused it, the first that failed, as the content job's output: only those
    // steps count as a refusal.
    expect(job('content').outputs?.refused).toBe(
      "${{ steps.check.outcome == 'failure' && 'check' || " +
        "steps.build.outcome == 'failure' && 'build' || " +
        "steps.guards.outcome == 'failure' && 'guards' || " +
        "steps.synth.outcome == 'failure' && 'synth' || '' }}",
    );
    const download = (job('notify').steps ?? []).find((s) => s.with?.name === 'refusal');
    expect(download?.with?.path).toBe('refusal/');
    expect(download?.if).toBe("needs.content.outputs.refused != ''");
  });
});
