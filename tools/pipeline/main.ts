// `npm run pipeline -- <command>`: the deploy workflow's steps that run the approved code's tools
// (.github/workflows/deploy.yml; the lane and the gate are .github/lane.mjs, before any of it):
// - routes: the pages a content save changed since LIVE, for the guards (routes.ts)
// - tell: what became of the push (outcome.ts), told on the editors' issue and the commit status;
//   notify and status: each of the two alone, from OUTCOME (editor.ts)
// - deploy-check: the deploy checks of the content lane's build (deploy-check.ts)
// - github-settings apply|check: the repository's settings (github-settings.ts)
// - time-content-lane: the content lane's steps timed locally (publish/time-lane.ts)
import { deployCheck } from './deploy-check';
import { notifyEditor, saveStatus, tellEditor } from './editor';
import { changedFiles } from './git';
import { githubSettings } from './github-settings-command';
import { required, setOutputs } from './outputs';
import { affectedRoutes } from './routes';

/** The routes GUARD_ROUTES gets; empty means every route. */
function routes(env = process.env, root = process.cwd()) {
  const changed = changedFiles(required(env, 'LIVE'), required(env, 'GITHUB_SHA'), root);
  const affected = affectedRoutes(changed, root);
  setOutputs(env, { routes: affected.all ? '' : affected.routes.join(' ') });
  console.log(`Guarded routes: ${affected.all ? 'every route' : affected.routes.join(' ')}`);
}

const COMMANDS: Record<string, () => Promise<unknown>> = {
  routes: async () => routes(),
  tell: () => tellEditor(),
  notify: () => notifyEditor(),
  status: () => saveStatus(),
  'deploy-check': async () => deployCheck(),
  'github-settings': () => githubSettings(process.argv[3]),
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
