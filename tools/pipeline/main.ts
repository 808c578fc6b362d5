// `npm run pipeline -- <command>`: the deploy workflow's decisions (.github/workflows/deploy.yml),
// each reading what Actions sets (GITHUB_SHA, GITHUB_REPOSITORY, GITHUB_API_URL, ...) plus
// GITHUB_TOKEN from the step's env:, and writing its answers to GITHUB_OUTPUT.
// - plan: the lane (lane.ts) and, for the content lane, the routes its guards check (routes.ts)
// - gate: whether the deploy job deploys (gate.ts, run by gate-command.ts)
// - notify: the editor's issue (notify.ts), from OUTCOME=refused|published
// - time-content-lane: the content lane's steps timed locally (publish/time-lane.ts)
import { gate, live, required, setOutputs } from './gate-command';
import { changedFiles, isAncestor } from './git';
import { gitHubClientFromEnv } from './github';
import { laneOf } from './lane';
import { notify } from './notify';
import { affectedRoutes, type AffectedRoutes } from './routes';

type Env = NodeJS.ProcessEnv;

export async function plan(env: Env = process.env, root = process.cwd()): Promise<void> {
  const head = required(env, 'GITHUB_SHA');
  // A run by hand has no save to fast-track: it takes the full suite.
  const base = env.GITHUB_EVENT_NAME === 'push' ? await live(env, root) : undefined;
  const changed =
    base !== undefined && isAncestor(base, head, root) === true
      ? changedFiles(base, head, root)
      : undefined;
  const lane = laneOf(changed);
  const affected: AffectedRoutes =
    lane === 'content' ? affectedRoutes(changed ?? [], root) : { all: true };
  const routes = affected.all ? '' : affected.routes.join(' ');
  console.log(
    changed === undefined
      ? `Full lane: no live commit to compare ${head.slice(0, 7)} with.`
      : `${lane === 'content' ? 'Content' : 'Full'} lane: ${changed.length} file(s) changed since the live ${base!.slice(0, 7)}:\n  ${changed.join('\n  ')}`,
  );
  if (lane === 'content') console.log(`Guarded routes: ${routes || 'every route'}`);
  setOutputs(env, { lane, routes });
}

export async function notifyEditor(env: Env = process.env): Promise<boolean> {
  const outcome = required(env, 'OUTCOME');
  if (outcome !== 'refused' && outcome !== 'published') {
    throw new Error(`OUTCOME must be refused or published, not ${outcome}`);
  }
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const repository = required(env, 'GITHUB_REPOSITORY');
  const sha = required(env, 'GITHUB_SHA');
  return notify({
    outcome,
    api: gitHubClientFromEnv(env),
    commit: {
      sha,
      author: env.COMMIT_AUTHOR ?? '',
      url: `${server}/${repository}/commit/${sha}`,
    },
    runUrl: `${server}/${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`,
    refusalDir: env.REFUSAL_DIR,
    summaryFile: env.GITHUB_STEP_SUMMARY,
  });
}

const COMMANDS: Record<string, () => Promise<unknown>> = {
  plan: () => plan(),
  gate: () => gate(),
  notify: () => notifyEditor(),
  // Loaded on demand: it starts an S3 emulator, which the workflow's commands never need.
  'time-content-lane': () => import('./publish/time-lane').then((m) => m.timeContentLaneCommand()),
};

if (require.main === module) {
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
}
