// `npm run pipeline -- time-content-lane`: the content lane's steps, run dry here on a temporary
// clone and timed one by one, as the content job runs them: the checkout with the whole history,
// the lane (.github/lane.mjs, against the GitHub stand-in, which names the clone's HEAD as the
// approved code), a fresh install from npm's cache, the routes, the content check, a build with
// Gatsby's cache of an earlier save on this code, the guards on those routes, and the publish of
// that build to an S3 emulator on loopback; then a next save's build and publish. It prints each step's
// seconds and the counted ones' sum and writes bench-results/content-lane-<time>.json
// (git-ignored). A measurement, not a test: the machine it runs on decides the figures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOutputs } from '../outputs';
import { PUBLISH_BUNDLE } from './bundle';
import { EMULATOR_ENV, startEmulator } from './emulator';
import { approvedStandIn, CHANGED_FILE, changePrice, commitSave, gitHead } from './lane-save';

const root = path.resolve(__dirname, '..', '..', '..');
const BUCKET = 'site';

type Timed = { step: string; seconds: number; counted: boolean; note?: string };

/** Runs a command, its output to `log`; rejects with the log's tail when it fails. */
function run(
  command: string,
  args: string[],
  cwd: string,
  log: string,
  env: NodeJS.ProcessEnv = {},
) {
  return new Promise<void>((resolve, reject) => {
    const out = fs.openSync(log, 'a');
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', out, out],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('error', reject);
    child.on('close', (code) => {
      fs.closeSync(out);
      if (code === 0) return resolve();
      const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
      reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${tail}`));
    });
  });
}

async function timed(
  times: Timed[],
  step: string,
  task: () => Promise<string | void>,
  counted = true,
): Promise<void> {
  const start = process.hrtime.bigint();
  const note = await task();
  const seconds = Math.round(Number(process.hrtime.bigint() - start) / 1e7) / 100;
  times.push({ step, seconds, counted, ...(note ? { note } : {}) });
  console.log(`${step}: ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}`);
}

/** The size on disk of `paths` under `dir`, in MB: what a cache or an artifact would carry. */
function megabytes(dir: string, paths: string[]): number {
  const out = spawnSync('du', ['-scb', ...paths], { cwd: dir, encoding: 'utf8' }).stdout;
  const total = Number(/^(\d+)\s+total$/m.exec(out)?.[1] ?? NaN);
  return Math.round(total / 1e5) / 10;
}

/** What the lane's caches and artifact carry, in MB, for the budget's transfer times. */
type Sizes = { gatsbyCache?: number; artifact?: number; history?: number };

export async function timeContentLane(logFile: string, sizes: Sizes = {}): Promise<Timed[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bcf-content-lane-'));
  const repo = path.join(work, 'repo');
  const log = path.join(work, 'steps.log');
  const times: Timed[] = [];
  const emulator = await startEmulator(path.join(work, 's3'), BUCKET);
  const publishTo = async () => {
    const output = path.join(work, 'publish.log');
    fs.writeFileSync(output, '');
    await run(
      'node',
      [
        path.join(repo, PUBLISH_BUNDLE),
        '--bucket',
        BUCKET,
        '--dir',
        'public',
        '--endpoint',
        emulator.endpoint,
      ],
      repo,
      output,
      EMULATOR_ENV,
    );
    fs.appendFileSync(log, fs.readFileSync(output));
    const text = fs.readFileSync(output, 'utf8');
    const uploads = [...text.matchAll(/^upload \w+: (\d+)/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    return `${uploads} file(s) uploaded, ${/^unchanged: (\d+)/m.exec(text)?.[1] ?? '?'} unchanged`;
  };
  try {
    console.log(`Timing a dry content lane in ${work} (log: ${path.relative(root, logFile)})`);
    // The save's checkout with the whole history, as the plan needs it.
    await timed(times, 'checkout (whole history)', () =>
      run('git', ['clone', '--quiet', '--no-local', `file://${root}`, repo], work, log),
    );
    const approved = gitHead(repo);
    sizes.history = megabytes(repo, ['.git']);
    // Untimed here: the first save on new code installs and builds cold, once.
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], repo, log);
    await timed(
      times,
      'cold build (first run, no Gatsby cache)',
      () => run('npm', ['run', 'build'], repo, log),
      false,
    );
    await timed(
      times,
      'bundle the publisher',
      () => run('npm', ['run', 'build:publish'], repo, log),
      false,
    );
    await timed(times, 'first publish (everything)', publishTo, false);
    changePrice(repo);
    const save = commitSave(repo);
    let routes = '';
    await timed(times, 'lane (GitHub stand-in)', async () => {
      const { standIn, env } = await approvedStandIn(approved);
      const output = path.join(work, 'lane-output');
      try {
        await run('node', ['.github/lane.mjs', 'lane'], repo, log, {
          ...env,
          GITHUB_SHA: save,
          GITHUB_OUTPUT: output,
        });
      } finally {
        await standIn.stop();
      }
      const lane = parseOutputs(fs.readFileSync(output, 'utf8'));
      if (lane.lane !== 'content') throw new Error(`The lane is ${JSON.stringify(lane)}`);
      return 'content lane';
    });
    await timed(times, 'install (npm ci from npm’s cache)', () =>
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], repo, log),
    );
    await timed(times, 'routes', async () => {
      const output = path.join(work, 'routes-output');
      await run('npm', ['run', 'pipeline', '--', 'routes'], repo, log, {
        LIVE: approved,
        GITHUB_SHA: save,
        GITHUB_OUTPUT: output,
      });
      routes = parseOutputs(fs.readFileSync(output, 'utf8')).routes ?? '';
      return `${routes ? routes.split(' ').length : 'every'} route(s)`;
    });
    await timed(times, 'content check', () => run('npm', ['run', 'check:content'], repo, log));
    await timed(times, 'warm build (Gatsby cache of an earlier save on this code)', () =>
      run('npm', ['run', 'build'], repo, log),
    );
    await timed(times, 'guards on the changed routes', async () => {
      await run('npx', ['playwright', 'test', '-c', 'playwright.guards.config.ts'], repo, log, {
        CI: 'true',
        ...(routes ? { GUARD_ROUTES: routes } : {}),
      });
      return routes || 'every route';
    });
    // Timed whatever they decide: a clone here holds the placeholder settings they refuse.
    await timed(times, 'deploy checks', async () => {
      const passed = await run('npm', ['run', 'pipeline', '--', 'deploy-check'], repo, log).then(
        () => true,
        () => false,
      );
      return passed ? 'passed' : 'refused (this clone’s settings)';
    });
    await timed(times, 'bundle the publisher', () =>
      run('npm', ['run', 'build:publish'], repo, log),
    );
    sizes.artifact = megabytes(repo, ['public', 'infra/cdk.out/pipeline']);
    sizes.gatsbyCache = megabytes(repo, ['.cache', 'public']);
    await timed(times, 'publish (one changed page)', publishTo);
    // The steady state: the next save builds on a cache that already built content, not code.
    changePrice(repo);
    const build = () => run('npm', ['run', 'build'], repo, log);
    await timed(times, 'next save: warm build', build, false);
    await timed(times, 'next save: publish', publishTo, false);
  } finally {
    await emulator.stop();
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.copyFileSync(log, logFile);
    fs.rmSync(work, { recursive: true, force: true });
  }
  return times;
}

export async function timeContentLaneCommand(): Promise<void> {
  const startedAt = new Date().toISOString();
  const load = os.loadavg()[0]!;
  const base = path.join(root, 'bench-results', `content-lane-${startedAt.replace(/[:.]/g, '-')}`);
  const sizes: Sizes = {};
  const times = await timeContentLane(`${base}.log`, sizes);
  const total = times.filter((t) => t.counted).reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\nContent lane steps (counted): ${total.toFixed(1)} s`);
  for (const t of times) {
    console.log(
      `  ${t.counted ? ' ' : '('}${t.step}: ${t.seconds.toFixed(1)} s${t.counted ? '' : ')'}`,
    );
  }
  console.log(`Sizes (MB): ${JSON.stringify(sizes)}`);
  const report = {
    startedAt,
    machine: {
      cores: os.cpus().length,
      loadAtStart: Math.round(load * 100) / 100,
      loadAtEnd: Math.round(os.loadavg()[0]! * 100) / 100,
    },
    changedFile: CHANGED_FILE,
    sizesMB: sizes,
    steps: times,
    countedSeconds: Math.round(total * 10) / 10,
  };
  const file = `${base}.json`;
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);
}
