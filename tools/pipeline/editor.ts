// What the editor is told, from the workflow's env: the editor's issue (`npm run pipeline --
// notify`), the save's commit status (`npm run pipeline -- status`), and both after a run
// (`npm run pipeline -- tell`).
import fs from 'node:fs';
import { parse } from 'yaml';
import { gitHubClientFromEnv, required } from './github';
import { notify } from './notify';
import { codeFiles, SAVE_OUTCOMES, saveOutcome, setSaveStatus, type SaveOutcome } from './status';

type Env = NodeJS.ProcessEnv;

/** The run's page on GitHub, where a save that is not live links. */
function runUrl(env: Env): string {
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  return `${server}/${required(env, 'GITHUB_REPOSITORY')}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
}

export async function notifyEditor(env: Env = process.env): Promise<boolean> {
  const outcome = required(env, 'OUTCOME');
  if (outcome !== 'refused' && outcome !== 'published' && outcome !== 'waiting') {
    throw new Error(`OUTCOME must be refused, published or waiting, not ${outcome}`);
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
    runUrl: runUrl(env),
    refusalDir: env.REFUSAL_DIR,
    codeFiles: codeFiles(env.CODE_FILES),
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
  // A published save links to the site; the others to the run, where a maintainer looks.
  const targetUrl = outcome === 'published' ? siteUrl : runUrl(env);
  const description = await setSaveStatus(
    gitHubClientFromEnv(env),
    required(env, 'GITHUB_SHA'),
    outcome,
    { at, timeZone, targetUrl },
  );
  console.log(`The save's status: ${description}`);
}

/**
 * The notify job's one command: what became of the push, the editor's issue for a refusal or a
 * publish, then the save's status, set even when the issue could not be written.
 */
export async function tellEditor(env: Env = process.env): Promise<boolean> {
  const outcome = saveOutcome({
    content: env.CONTENT_RESULT,
    refused: env.REFUSED,
    publish: env.PUBLISH_RESULT,
    deploy: env.DEPLOY_RESULT,
    deployed: env.DEPLOYED,
    code: env.CODE_FILES,
  });
  console.log(`The save: ${outcome}`);
  const told = { ...env, OUTCOME: outcome };
  let issue: Promise<boolean> = Promise.resolve(true);
  if (outcome !== 'failed' && outcome !== 'replaced') issue = notifyEditor(told);
  const [written] = await Promise.allSettled([issue]);
  await saveStatus(told);
  if (written.status === 'rejected') throw written.reason;
  return written.value;
}
