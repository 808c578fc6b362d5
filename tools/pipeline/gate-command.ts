// `npm run pipeline -- gate`, and the deploy job's `node gate.cjs`: whether this run deploys
// (gate.ts), written to GITHUB_OUTPUT. The deploy job holds the OIDC token and installs none of
// the project's packages, so it runs this file bundled by `npm run build:gate` in the build job,
// which holds only tools/pipeline's own code (git through node:child_process, GitHub through
// fetch): tools/pipeline/__tests__/gate-bundle.int.test.ts checks that no package is inside.
import { gateDecision } from './gate';
import { isAncestor } from './git';
import { gitHubClientFromEnv } from './github';
import { liveState, type LiveState } from './live';
import { required, setOutputs } from './outputs';

type Env = NodeJS.ProcessEnv;

/** The approved and the live commit (live.ts), both undefined when GitHub cannot tell. */
export async function live(env: Env, root: string): Promise<LiveState> {
  try {
    return await liveState(gitHubClientFromEnv(env), (a, b) => isAncestor(a, b, root));
  } catch (error) {
    console.log(`The live commit is unknown: ${(error as Error).message}`);
    return { approved: undefined, live: undefined };
  }
}

export async function gate(env: Env = process.env, root = process.cwd()): Promise<void> {
  const decision = gateDecision({
    head: required(env, 'GITHUB_SHA'),
    live: (await live(env, root)).live,
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? '1'),
    isAncestor: (a, b) => isAncestor(a, b, root),
  });
  console.log(`${decision.deploy ? 'Deploying' : 'Not deploying'}: ${decision.reason}.`);
  setOutputs(env, { deploy: String(decision.deploy) });
}

if (require.main === module) {
  gate().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
