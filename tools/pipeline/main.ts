// `npm run pipeline -- <command>`: the deploy workflow's decisions (.github/workflows/deploy.yml),
// each reading what Actions sets (GITHUB_SHA, GITHUB_REPOSITORY, GITHUB_API_URL, ...) plus
// GITHUB_TOKEN from the step's env:, and writing its answers to GITHUB_OUTPUT.
// - plan: the lane, the approved code and the guarded routes (plan.ts)
// - gate: whether the deploy job deploys (gate.ts, run by gate-command.ts)
// - switch: the content lane's workspace, the approved code with the save's content/ (switch.ts)
// - outcome: what became of the push, for the notify job (outcome.ts)
// - notify: the editor's issue (notify.ts), from OUTCOME=refused|published
// - deploy-check: the deploy checks of the content lane's build (deploy-check.ts)
// - github-settings apply|check: the repository's settings (github-settings.ts)
// - status: the save's commit status (status.ts), from OUTCOME (status.ts's SAVE_OUTCOMES),
//   PUBLISHED_AT (an ISO time) and TARGET_URL
// - time-content-lane: the content lane's steps timed locally (publish/time-lane.ts)
import fs from 'node:fs';
import { parse } from 'yaml';
import { deployCheck } from './deploy-check';
import { gate } from './gate-command';
import { gitHubClientFromEnv } from './github';
import { githubSettings } from './github-settings-command';
import { notify } from './notify';
import { outcomeCommand } from './outcome';
import { required } from './outputs';
import { plan } from './plan';
import { SAVE_OUTCOMES, setSaveStatus, type SaveOutcome } from './status';
import { switchCommand } from './switch';

type Env = NodeJS.ProcessEnv;

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

/** The club's time zone (for the site's hours) and the site's address, from content/site.yaml. */
function siteFacts(root: string) {
  const site = parse(fs.readFileSync(`${root}/content/site.yaml`, 'utf8')) as {
    siteUrl?: string;
    location?: { timeZone?: string };
  };
  return { timeZone: site.location?.timeZone ?? 'UTC', siteUrl: site.siteUrl };
}

export async function saveStatus(env: Env = process.env, root = process.cwd()): Promise<void> {
  const outcome = required(env, 'OUTCOME') as SaveOutcome;
  if (!(SAVE_OUTCOMES as readonly string[]).includes(outcome)) {
    throw new Error(`OUTCOME must be one of ${SAVE_OUTCOMES.join(', ')}, not ${outcome}`);
  }
  const at = env.PUBLISHED_AT ? new Date(env.PUBLISHED_AT) : new Date();
  const { timeZone, siteUrl } = siteFacts(root);
  // A published save links to the site; the others to what the workflow names (the run).
  const targetUrl = env.TARGET_URL || (outcome === 'published' ? siteUrl : undefined);
  const description = await setSaveStatus(
    gitHubClientFromEnv(env),
    required(env, 'GITHUB_SHA'),
    outcome,
    { at, timeZone, targetUrl },
  );
  console.log(`The save's status: ${description}`);
}

const COMMANDS: Record<string, () => Promise<unknown>> = {
  plan: () => plan(),
  switch: async () => switchCommand(),
  outcome: async () => outcomeCommand(),
  gate: () => gate(),
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
