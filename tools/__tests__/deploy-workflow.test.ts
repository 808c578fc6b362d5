// The shape of the committed deploy pipeline (.github/workflows/deploy.yml), as infra/README.md
// describes it: the content lane (the approved code with the save's content/, check, build,
// guards, deploy checks) handing the build to a publish in the environment `content`, and the
// full lane (ci.yml, build, synth) handing the cloud assembly to one gated deploy at a time in
// `production`; the OIDC token in those two jobs alone, which run no package of the project,
// only bundled scripts and the locked CDK CLI; the smoke check without the token; and a notify
// job that may only write issues and commit statuses. `npm run lint:workflows` checks the
// syntax and pins.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { STACK_NAME } from '../../infra/lib/stack-outputs';
import { WORKFLOWS_DIR } from '../lint-workflows';
import { GATE_BUNDLE } from '../pipeline/bundle-gate';
import { CONTENT_ENVIRONMENT, DEPLOY_ENVIRONMENT } from '../../contracts/pipeline';

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
  environment?: string | { name: string; url?: string };
  concurrency?: unknown;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps?: Step[];
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  env?: Record<string, string>;
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
/** Step indices that exist and come one after the other, in the order given. */
function expectInOrder(...at: number[]) {
  expect(at[0]).toBeGreaterThan(-1);
  for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThan(at[i - 1]!);
}
/** The jobs that `id` waits for, directly or not. */
const upstream = (id: string): Set<string> =>
  new Set(needs(id).flatMap((n) => [n, ...upstream(n)]));
/** The index of the step that hands the cloud assembly over (upload-artifact). */
const handOverAt = (id: string, name = 'assembly') =>
  steps(id).findIndex(
    (s) => String(s.uses).startsWith('actions/upload-artifact@') && s.with?.name === name,
  );
/** The jobs that hold the OIDC token, and so run no package of the project. */
const CREDENTIALED = ['deploy', 'publish'];
/** Where the CDK app writes the assembly (infra/cdk.json's output, from the repository root). */
const ASSEMBLY_DIR = 'infra/cdk.out';
/** The gate bundle's path inside the assembly. */
const GATE_IN_ASSEMBLY = posix.relative(ASSEMBLY_DIR, GATE_BUNDLE.split(/[\\/]/).join('/'));

describe('deploy.yml', () => {
  it('runs on every push to main and by hand, with a read-only token by default', () => {
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

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

  it('full lane: the whole suite of ci.yml, then the build, never the build alone', () => {
    expect(job('test').uses).toBe('./.github/workflows/ci.yml');
    expect(job('test').if).toBe("needs.content.outputs.lane == 'full'");
    expect(needs('test')).toEqual(['content']);
    expect(needs('build').sort()).toEqual(['content', 'test']);
    // No status function: the build runs only when the tests passed.
    expect(job('build').if).toBe("needs.content.outputs.lane == 'full'");
    expectInOrder(
      stepAt('build', /^npm ci --no-audit --no-fund$/m),
      stepAt('build', /^npm run build$/),
      stepAt('build', /^npm run synth:deploy$/),
      stepAt('build', /^npm run build:gate$/),
      handOverAt('build'),
    );
  });

  it('hands the deploy the assembly synthesized with the checks', () => {
    expect(steps('build')[handOverAt('build')]!.with?.path).toBe(`${ASSEMBLY_DIR}/`);
    // The synth's region is the deploy's; with it unknown the deploy checks refuse the synth.
    expect(deploy.env?.AWS_REGION).toBe('${{ vars.AWS_REGION }}');
    for (const id of ['build', 'content']) expect(job(id).env?.AWS_REGION).toBeUndefined();
    // The gate's bundle is written into the assembly, so it travels with it.
    expect(GATE_IN_ASSEMBLY.startsWith('..')).toBe(false);
  });

  it('deploys after either lane passed, the assembly handed over, gated, with the locked CLI', () => {
    expect(needs('deploy')).toEqual(['build']);
    expect(upstream('deploy')).toContain('test');
    expect(upstream('deploy')).not.toContain('publish');
    expect(job('deploy').if).toBe("needs.build.result == 'success'");
    const download = steps('deploy').findIndex(
      (s) => String(s.uses).startsWith('actions/download-artifact@') && s.with?.name === 'assembly',
    );
    expect(steps('deploy')[download]?.with?.path).toBe('${{ runner.temp }}/cdk.out');
    // The gate is the bundle the build job wrote into the assembly, run by plain node.
    const gate = steps('deploy').findIndex(
      (s) => s.run === `node "$RUNNER_TEMP/cdk.out/${GATE_IN_ASSEMBLY}"`,
    );
    const cli = stepAt('deploy', /^lock="\$GITHUB_WORKSPACE\/package-lock\.json"$/m);
    const noCommand = stepAt('deploy', /grep -l '"executable"' \.\/\*\.assets\.json/);
    const credentials = stepAt('deploy', /^aws-actions\/configure-aws-credentials@/);
    const cdkDeploy = stepAt('deploy', /^node aws-cdk\/package\/bin\/cdk deploy /);
    const address = stepAt('deploy', /SiteUrl/);
    expectInOrder(download, gate, cli, noCommand, credentials, cdkDeploy, address);
    const gateId = steps('deploy')[gate]!.id;
    expect(steps('deploy')[gate]!.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
    for (const at of [cli, noCommand, credentials, cdkDeploy, address]) {
      expect(steps('deploy')[at]!.if).toBe(`steps.${gateId}.outputs.deploy == 'true'`);
    }
    // The downloaded assembly, no synth: `--app` names the directory.
    expect(steps('deploy')[cdkDeploy]!.run).toMatch(
      new RegExp(
        `^node aws-cdk/package/bin/cdk deploy --app cdk\\.out ${STACK_NAME} --require-approval never `,
      ),
    );
    for (const at of [cli, cdkDeploy, address]) {
      expect(steps('deploy')[at]).toHaveProperty('working-directory', '${{ runner.temp }}');
    }
    // The CLI is the lockfile's release, checked against the lockfile's integrity.
    const install = steps('deploy')[cli]!.run!;
    expect(install).toMatch(/packages\['node_modules\/aws-cdk'\]\.version/);
    expect(install).toMatch(/packages\['node_modules\/aws-cdk'\]\.integrity/);
    expect(install).toMatch(/npm pack --ignore-scripts .*"aws-cdk@\$version"/);
    expect(install).toMatch(/if \[ "\$actual" != "\$integrity" \]; then[\s\S]*exit 1/);
    expect(steps('deploy')[credentials]!.with?.['role-to-assume']).toBe(
      '${{ vars.AWS_DEPLOY_ROLE_ARN }}',
    );
    expect(job('deploy').environment).toMatchObject({ name: DEPLOY_ENVIRONMENT });
    expect(job('deploy').outputs?.deployed).toBe(`\${{ steps.${gateId}.outputs.deploy }}`);
    const addressId = steps('deploy')[address]!.id;
    expect(job('deploy').outputs?.['site-url']).toBe(`\${{ steps.${addressId}.outputs.site-url }}`);
    expect((job('deploy').environment as { url?: string }).url).toBe(
      `\${{ steps.${addressId}.outputs.site-url }}`,
    );
  });

  it.each(CREDENTIALED)(
    'runs no package of the project and no npm install in %s, which holds the OIDC token',
    (id) => {
      const lines = steps(id)
        .flatMap((s) => (s.run ?? '').split('\n'))
        .map((l) => l.trim());
      const forbidden =
        /\bnpm (ci|install|i|add|run|run-script|exec|x|test|start|rebuild)\b|\bnpx\b|\btsx\b|\byarn\b|\bpnpm\b/;
      expect(lines.filter((l) => forbidden.test(l))).toEqual([]);
      // node runs only the gate's bundle, the unpacked CLI and one-line reads of JSON files.
      for (const line of lines.filter((l) => /(^|\$\()node /.test(l))) {
        expect(line).toMatch(
          /^(node "\$RUNNER_TEMP\/(cdk\.out|site\/infra\/cdk\.out)\/pipeline\/|node "\$RUNNER_TEMP\/cdk\.out\/|node aws-cdk\/package\/bin\/cdk |node -e |\w+=\$\(node -p "require\('\$lock'\))/,
        );
      }
      // No npm cache, and no other cache, is restored into it either.
      const setup = steps(id).find((s) => String(s.uses).startsWith('actions/setup-node@'));
      expect(setup?.with?.cache).toBeUndefined();
      expect(steps(id).some((s) => /^actions\/cache[@/]/.test(String(s.uses)))).toBe(false);
    },
  );

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

  it('runs the smoke check after a deploy, in a job without the token', () => {
    const smoke = job('smoke');
    expect(needs('smoke')).toEqual(['deploy']);
    expect(smoke.if).toBe("needs.deploy.outputs.deployed == 'true'");
    expect(smoke.permissions).toEqual({ contents: 'read' });
    expect(smoke.environment).toBeUndefined();
    const step = steps('smoke').find((s) => /^npm run smoke -- "\$SITE_URL"$/.test(s.run ?? ''));
    expect(step?.env?.SITE_URL).toBe('${{ needs.deploy.outputs.site-url }}');
    expect(steps('smoke').some((s) => String(s.uses).startsWith('aws-actions/'))).toBe(false);
  });

  it('gives the OIDC token to the deploy and publish jobs alone', () => {
    const withToken = Object.entries(deploy.jobs)
      .filter(([, j]) => j.permissions?.['id-token'] !== undefined)
      .map(([id, j]) => [id, j.permissions?.['id-token']]);
    expect(withToken.sort()).toEqual(CREDENTIALED.map((id) => [id, 'write']));
    expect(job('deploy').permissions).toEqual({
      'id-token': 'write',
      contents: 'read',
      deployments: 'read',
      actions: 'read',
    });
    const ci = read('ci.yml');
    expect(ci.permissions).toEqual({ contents: 'read' });
    for (const j of Object.values(ci.jobs)) expect(j.permissions?.['id-token']).toBeUndefined();
  });

  it('builds the CMS for its own host in both lanes', () => {
    // Without it, the CMS would log in on the public host (infra/README.md: the CMS host).
    expect(deploy.env?.CMS_URL).toBe('${{ vars.CMS_URL }}');
    for (const id of ['build', 'content']) expect(job(id).env?.CMS_URL).toBeUndefined();
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
    // The publish has a group of its own: a deploy waiting for its review must not hold saves.
    expect((job('publish').concurrency as { group: string }).group).not.toBe('deploy-production');
    // A group for the whole workflow would cancel a waiting save's run before its lane ran.
    expect(deploy.concurrency).toBeUndefined();
  });

  it('tells the editor with a job that may only write issues and statuses, after a refusal, a publish or a deploy', () => {
    const notify = job('notify');
    expect(notify.permissions).toEqual({ contents: 'read', issues: 'write', statuses: 'write' });
    expect(notify.environment).toBeUndefined();
    expect(needs('notify')).toEqual(expect.arrayContaining(['content', 'publish', 'deploy']));
    expect(notify.if).toMatch(/needs\.content\.result == 'failure'/);
    expect(notify.if).toMatch(/needs\.publish\.result == 'success'/);
    expect(notify.if).toMatch(/needs\.deploy\.result == 'success'/);
    // A publish or deploy that failed still tells the editor the save is not live.
    expect(notify.if).toMatch(/needs\.publish\.result == 'failure'/);
    expect(notify.if).toMatch(/^\$\{\{ !cancelled\(\)/);
    // One step: a refusal is the content's, a plan or an install that failed is not
    // (outcome.ts); the status is set whatever became of the issue (status.int.test.ts).
    const tell = (notify.steps ?? []).find((s) => s.run === 'npm run pipeline -- tell');
    expect(tell?.if).toBe('${{ !cancelled() }}');
    expect(tell?.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
      CONTENT_RESULT: '${{ needs.content.result }}',
      REFUSED: '${{ needs.content.outputs.refused }}',
      PUBLISH_RESULT: '${{ needs.publish.result }}',
      DEPLOY_RESULT: '${{ needs.deploy.result }}',
      DEPLOYED: '${{ needs.publish.outputs.deployed || needs.deploy.outputs.deployed }}',
      PUBLISHED_AT:
        '${{ needs.publish.outputs.published-at || needs.deploy.outputs.published-at }}',
      REFUSAL_DIR: 'refusal',
      COMMIT_AUTHOR: '${{ github.event.head_commit.author.username || github.actor }}',
    });
    expect((notify.steps ?? []).some((s) => String(s.uses).startsWith('aws-actions/'))).toBe(false);
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
