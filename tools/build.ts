// `npm run build`: `gatsby build`, timed into bench-results/build-times.json as "cold" (no cache
// from a successful build) or "warm", which `npm run bench` prints.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const BUILD_TIMES_FILE = path.join(root, 'bench-results', 'build-times.json');

export type BuildTime = {
  kind: 'cold' | 'warm';
  seconds: number;
  at: string;
  /** One-minute load average at the start, to judge how busy the machine was. */
  loadAtStart: number;
  cores: number;
};

export function readBuildTimes(file = BUILD_TIMES_FILE): BuildTime[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildTime[]) : [];
}

function main() {
  // Warm only after a build that succeeded on this cache (a failed one leaves .cache/ behind).
  const marker = path.join(root, '.cache', 'last-build-succeeded');
  const kind = fs.existsSync(marker) ? 'warm' : 'cold';
  const loadAtStart = os.loadavg()[0]!;
  const start = process.hrtime.bigint();
  const gatsby = spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (gatsby.status !== 0) process.exit(gatsby.status ?? 1);
  fs.writeFileSync(marker, '');
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const entry: BuildTime = {
    kind,
    seconds: Math.round(seconds * 10) / 10,
    at: new Date().toISOString(),
    loadAtStart: Math.round(loadAtStart * 100) / 100,
    cores: os.cpus().length,
  };
  fs.mkdirSync(path.dirname(BUILD_TIMES_FILE), { recursive: true });
  // The last 20 builds are plenty to tell the latest cold and warm figures.
  const times = [...readBuildTimes(), entry].slice(-20);
  fs.writeFileSync(BUILD_TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
  console.log(
    `${kind} build in ${entry.seconds} s (load ${entry.loadAtStart} on ${entry.cores} cores)`,
  );
}

if (require.main === module) main();
