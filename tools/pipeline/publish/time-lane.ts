// `npm run pipeline -- time-content-lane`: the content job's steps, timed one by one on a temporary
// clone (the lane against the GitHub stand-in, the publish against the S3 emulator), written to
// bench-results/content-lane-<time>.json. A measurement, not a test: the machine decides the figures.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEPLOY_ENVIRONMENT, DEPLOY_WORKFLOW, MAIN_BRANCH } from '../../../contracts/pipeline';
import { machineFacts } from '../../bench/report';
import { GitHubStandIn } from '../../local/github-stand-in';
import { startEmulator } from './emulator';

const root = path.resolve(__dirname, '..', '..', '..');
/** The save timed: one plan's price, as an editor changes it in the CMS. */
const CHANGED_FILE = 'content/membership-plans/month-to-month.yaml';

type Timed = { step: string; seconds: number; counted: boolean; note?: string };

export async function timeContentLaneCommand(): Promise<void> {
  const startedAt = new Date().toISOString();
  const machine = machineFacts();
  const base = path.join(root, 'bench-results', `content-lane-${startedAt.replace(/[:.]/g, '-')}`);
  const logFile = `${base}.log`;
  const sizes: Record<string, number> = {};
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bcf-content-lane-'));
  const repo = path.join(work, 'repo');
  const times: Timed[] = [];
  // In process, as the stand-in is: every command runs asynchronously.
  const emulator = await startEmulator(path.join(work, 's3'), 'site');

  /** Runs a command in the clone, its output to the log; rejects with the output's tail. */
  const run = async (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const options = {
      cwd: repo,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      maxBuffer: 1 << 28,
    };
    const done = await promisify(execFile)(command, args, options).catch(
      (error: Error & { stdout?: string; stderr?: string }) => error,
    );
    fs.appendFileSync(logFile, `${done.stdout ?? ''}${done.stderr ?? ''}`);
    if (done instanceof Error) throw new Error(`${done.message}\n${done.stdout?.slice(-3000)}`);
    return done.stdout;
  };
  const timed = async (step: string, task: () => Promise<unknown>, counted = true) => {
    const start = performance.now();
    const done = await task();
    const note = typeof done === 'string' && done.length < 80 ? done : undefined;
    const seconds = Math.round((performance.now() - start) / 10) / 100;
    times.push({ step, seconds, counted, ...(note ? { note } : {}) });
    console.log(`${step}: ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}`);
  };
  /** What a cache or the artifact would carry, in MB. */
  const megabytes = (...paths: string[]) => {
    const out = spawnSync('du', ['-scb', ...paths], { cwd: repo, encoding: 'utf8' }).stdout;
    return Math.round(Number(/^(\d+)\s+total$/m.exec(out)?.[1]) / 1e5) / 10;
  };
  const git = (...args: string[]) => run('git', args).then((out) => out.trim());
  /** One plan's monthly amount raised by a dollar and committed, as a save from the CMS is. */
  const save = async () => {
    const file = path.join(repo, CHANGED_FILE);
    const text = fs.readFileSync(file, 'utf8');
    const raised = text.replace(
      /^(\s*amount:\s*)(\d+(?:\.\d+)?)/m,
      (_, key: string, amount) => `${key}${(Number(amount) + 1).toFixed(2)}`,
    );
    if (raised === text) throw new Error(`No amount to change in ${CHANGED_FILE}`);
    fs.writeFileSync(file, raised);
    await git('-c', 'user.name=Editor', '-c', 'user.email=e@example.com', 'commit', '-qam', 'Save');
    return git('rev-parse', 'HEAD');
  };
  const publish = async () => {
    const args = ['infra/cdk.out/pipeline/publish.cjs', '--bucket', 'site', '--dir', 'public'];
    const out = await run('node', args, emulator.env);
    const uploads = [...out.matchAll(/^upload \w+: (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
    return `${uploads} file(s) uploaded, ${/^unchanged: (\d+)/m.exec(out)?.[1]} unchanged`;
  };
  const npmCi = () =>
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--omit=dev']);
  const build = () => run('npm', ['run', 'build']);
  try {
    console.log(`Timing a dry content lane in ${work} (log: ${path.relative(root, logFile)})`);
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    await timed('checkout (whole history)', () =>
      promisify(execFile)('git', ['clone', '--quiet', '--no-local', `file://${root}`, repo]),
    );
    const approved = await git('rev-parse', 'HEAD');
    sizes.history = megabytes('.git');
    // Untimed: the first save on new code installs and builds cold, once.
    await npmCi();
    await timed('cold build (first run, no Gatsby cache)', build, false);
    await timed('bundle the publisher', () => run('npm', ['run', 'build:publish']), false);
    await timed('first publish (everything)', publish, false);
    const head = await save();
    // GitHub as the lane would find it: the clone's HEAD deployed by a run a reviewer approved.
    await timed('lane (GitHub stand-in)', async () => {
      const standIn = new GitHubStandIn();
      standIn.deployments = [{ sha: approved, state: 'success', creator: 'github-actions[bot]' }];
      const approvals = [{ state: 'approved' as const, environments: [DEPLOY_ENVIRONMENT] }];
      standIn.runs = [
        { id: 1, head_sha: approved, head_branch: MAIN_BRANCH, path: DEPLOY_WORKFLOW, approvals },
      ];
      const env = {
        GITHUB_API_URL: await standIn.start(),
        GITHUB_REPOSITORY: standIn.repository,
        GITHUB_TOKEN: 'test-token',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_SHA: head,
        GITHUB_OUTPUT: '',
      };
      const out = await run('node', ['.github/lane.mjs', 'lane'], env).finally(() =>
        standIn.stop(),
      );
      if (!/^lane=content$/m.test(out)) throw new Error(`Not the content lane:\n${out}`);
      return 'content lane';
    });
    await timed('install (npm ci from npm’s cache)', npmCi);
    let routes = '';
    await timed('routes', async () => {
      const env = { LIVE: approved, GITHUB_SHA: head, GITHUB_OUTPUT: '' };
      const out = await run('npm', ['run', 'pipeline', '--', 'routes'], env);
      routes = /^routes=(.*)$/m.exec(out)?.[1] ?? '';
      return `${routes ? routes.split(' ').length : 'every'} route(s)`;
    });
    await timed('content check', () => run('npm', ['run', 'check:content']));
    await timed('warm build (Gatsby cache of an earlier save on this code)', build);
    await timed('guards on the changed routes', async () => {
      const env = { CI: 'true', GUARD_ROUTES: routes };
      await run('npx', ['playwright', 'test', '-c', 'playwright.guards.config.ts'], env);
      return routes || 'every route';
    });
    // Timed whatever they decide: a clone here holds the placeholder settings they refuse.
    await timed('deploy checks', () =>
      run('npm', ['run', 'pipeline', '--', 'deploy-check']).then(
        () => 'passed',
        () => 'refused (this clone’s settings)',
      ),
    );
    await timed('bundle the publisher', () => run('npm', ['run', 'build:publish']));
    sizes.artifact = megabytes('public', 'infra/cdk.out/pipeline');
    sizes.gatsbyCache = megabytes('.cache', 'public');
    await timed('publish (one changed page)', publish);
    // The steady state: the next save builds on a cache that already built content, not code.
    await save();
    await timed('next save: warm build', build, false);
    await timed('next save: publish', publish, false);
  } finally {
    await emulator.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  const counted = times.filter((t) => t.counted).reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\nContent lane steps (counted): ${counted.toFixed(1)} s; sizes (MB):`, sizes);
  const report = {
    startedAt,
    machine: { ...machine, loadAtEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
    changedFile: CHANGED_FILE,
    sizesMB: sizes,
    steps: times,
    countedSeconds: Math.round(counted * 10) / 10,
  };
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, base)}.json`);
}
