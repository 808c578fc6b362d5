// `npm run pipeline -- <command>`: the deploy workflow's steps that run the approved code's tools
// (the lane and the gate are .github/lane.mjs, before any of them), the repository's settings and
// the content lane's timing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { deployCheck } from './deploy-check';
import { tellEditor } from './notify';
import { required } from './github';
import { githubSettings } from './github-settings';
import { affectedRoutes } from './routes';

/** The pages a save changed since LIVE, for the guards' GUARD_ROUTES; empty means every route. */
function routes(env = process.env) {
  // Both sides of a rename: a moved file changes what its old and its new place were used for.
  const range = [required(env, 'LIVE'), required(env, 'GITHUB_SHA')];
  const diff = execFileSync('git', ['diff', '--name-only', '--no-renames', '-z', ...range], {
    encoding: 'utf8',
  });
  const value = affectedRoutes(diff.split('\0').filter(Boolean), process.cwd())?.join(' ') ?? '';
  // A route can come from an entry's id: none may add an output line.
  if (/[\r\n]/.test(value)) throw new Error(`A route holds a line break: ${JSON.stringify(value)}`);
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, `routes=${value}\n`);
  else console.log(`routes=${value}`);
  console.log(`Guarded routes: ${value || 'every route'}`);
}

const COMMANDS: Record<string, () => Promise<unknown>> = {
  routes: async () => routes(),
  tell: () => tellEditor(),
  'deploy-check': async () => deployCheck(process.env, process.cwd(), process.argv[3]),
  'github-settings': () => githubSettings(process.argv[3]),
  // Loaded on demand: it starts an S3 emulator, which the workflow's commands never need.
  'time-content-lane': () => import('./publish/time-lane').then((m) => m.timeContentLaneCommand()),
};

const run = COMMANDS[process.argv[2] ?? ''];
if (!run) {
  console.error(`Usage: npm run pipeline -- ${Object.keys(COMMANDS).join('|')}`);
  process.exit(2);
}
run().then(
  (ok) => process.exit(ok === false ? 1 : 0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
