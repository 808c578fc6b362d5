// `npm run pipeline -- <command>`: the deploy workflow's decisions (.github/workflows/deploy.yml),
// each reading what Actions sets (GITHUB_SHA, GITHUB_REPOSITORY, GITHUB_API_URL, ...) plus
// GITHUB_TOKEN from the step's env:, and writing its answers to GITHUB_OUTPUT.
// - plan: the lane, the approved code and the guarded routes (plan.ts)
// - gate: whether the deploy job deploys (gate.ts, run by gate-command.ts)
// - switch: the content lane's workspace, the approved code with the save's content/ (switch.ts)
// - notify: the editor's issue (notify.ts), from OUTCOME=refused|published
// - tell: the notify job's: what became of the push (outcome.ts), then notify and status
// - deploy-check: the deploy checks of the content lane's build (deploy-check.ts)
// - github-settings apply|check: the repository's settings (github-settings.ts)
// - status: the save's commit status (status.ts), from OUTCOME (status.ts's SAVE_OUTCOMES),
//   and PUBLISHED_AT (an ISO time); a save not live links to the run
// - time-content-lane: the content lane's steps timed locally (publish/time-lane.ts)
import { deployCheck } from './deploy-check';
import { notifyEditor, saveStatus, tellEditor } from './editor';
import { gate } from './gate-command';
import { githubSettings } from './github-settings-command';
import { plan } from './plan';
import { switchCommand } from './switch';

const COMMANDS: Record<string, () => Promise<unknown>> = {
  plan: () => plan(),
  switch: async () => switchCommand(),
  gate: () => gate(),
  notify: () => notifyEditor(),
  status: () => saveStatus(),
  tell: () => tellEditor(),
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
