// `npm run pipeline -- <command>`: the deploy workflow's decisions (.github/workflows/deploy.yml),
// each reading what Actions sets (GITHUB_SHA, GITHUB_REPOSITORY, GITHUB_API_URL, ...) plus
// GITHUB_TOKEN from the step's env:, and writing its answers to GITHUB_OUTPUT.
// - plan: the lane, the approved code and the guarded routes (plan.ts)
// - gate: whether the deploy job deploys (gate.ts, run by gate-command.ts)
// - notify: the editor's issue (notify.ts), from OUTCOME=refused|published
import { gate } from './gate-command';
import { gitHubClientFromEnv } from './github';
import { notify } from './notify';
import { required } from './outputs';
import { plan } from './plan';

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

const COMMANDS: Record<string, () => Promise<unknown>> = {
  plan: () => plan(),
  gate: () => gate(),
  notify: () => notifyEditor(),
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
