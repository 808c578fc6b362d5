// `npm run pipeline -- time-content-lane`: the content lane's steps, run dry here on a temporary
// clone and timed one by one: checkout, the install restored from a cache, the content check, a
// build that keeps Gatsby's cache after one price changed, the guards on the routes that change
// touches, and the publish of that build to an S3 emulator on loopback; then a next save's build
// and publish, for the steady state. It prints each step's seconds and the counted ones' sum and
// writes bench-results/content-lane-<time>.json (git-ignored). A measurement, not a test: the
// machine it runs on decides the figures.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { affectedRoutes } from '../routes';
import { PUBLISH_BUNDLE } from './bundle';
import { EMULATOR_ENV, startEmulator } from './emulator';

const root = path.resolve(__dirname, '..', '..', '..');
/** Kept between runs, as actions/cache keeps it between workflow runs. */
const CACHE_DIR = path.join(os.tmpdir(), 'bcf-content-lane-cache');
/** The save the run times: one plan's price, as an editor changes it in the CMS. */
const CHANGED_FILE = 'content/membership-plans/month-to-month.yaml';
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

/** The node_modules archive for this lockfile, made once (untimed), as a cache save would. */
async function installCache(log: string): Promise<string> {
  const lock = fs.readFileSync(path.join(root, 'package-lock.json'));
  const key = createHash('sha256').update(lock).digest('hex').slice(0, 16);
  const archive = path.join(CACHE_DIR, `node_modules-${key}.tar.zst`);
  if (!fs.existsSync(archive)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    console.log(`Saving the install cache once: ${archive}`);
    await run('tar', ['--zstd', '-cf', `${archive}.part`, 'node_modules'], root, log);
    fs.renameSync(`${archive}.part`, archive);
  }
  return archive;
}

/** Raises the plan's monthly amount by one dollar, as a save from the CMS would. */
function changePrice(repo: string): string {
  const file = path.join(repo, CHANGED_FILE);
  const text = fs.readFileSync(file, 'utf8');
  const changed = text.replace(
    /^(\s*amount:\s*)(\d+(?:\.\d+)?)/m,
    (_, key: string, amount: string) => `${key}${(Number(amount) + 1).toFixed(2)}`,
  );
  if (changed === text) throw new Error(`No amount to change in ${CHANGED_FILE}`);
  fs.writeFileSync(file, changed);
  return CHANGED_FILE;
}

export async function timeContentLane(logFile: string): Promise<Timed[]> {
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
    const archive = await installCache(log);
    await timed(times, 'checkout', () =>
      run(
        'git',
        ['clone', '--quiet', '--no-local', '--depth', '1', `file://${root}`, repo],
        work,
        log,
      ),
    );
    await timed(times, 'install (cache restore)', () =>
      run('tar', ['--zstd', '-xf', archive], repo, log),
    );
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
    const changed = changePrice(repo);
    await timed(times, 'content check', () => run('npm', ['run', 'check:content'], repo, log));
    await timed(times, 'warm build (Gatsby cache kept)', () =>
      run('npm', ['run', 'build'], repo, log),
    );
    const affected = affectedRoutes([changed], repo);
    const routes = affected.all ? '' : affected.routes.join(' ');
    await timed(times, 'guards on the changed routes', async () => {
      await run('npx', ['playwright', 'test', '-c', 'playwright.guards.config.ts'], repo, log, {
        CI: 'true',
        ...(routes ? { GUARD_ROUTES: routes } : {}),
      });
      return routes || 'every route';
    });
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
  const times = await timeContentLane(`${base}.log`);
  const total = times.filter((t) => t.counted).reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\nContent lane steps (counted): ${total.toFixed(1)} s`);
  for (const t of times) {
    console.log(
      `  ${t.counted ? ' ' : '('}${t.step}: ${t.seconds.toFixed(1)} s${t.counted ? '' : ')'}`,
    );
  }
  const report = {
    startedAt,
    machine: { cores: os.cpus().length, loadAtStart: Math.round(load * 100) / 100 },
    changedFile: CHANGED_FILE,
    steps: times,
    countedSeconds: Math.round(total * 10) / 10,
  };
  const file = `${base}.json`;
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);
}
