// What the editor is told, from the workflow's env: the editor's issue (`npm run pipeline --
// notify`) and the save's commit status (`npm run pipeline -- status`).
import fs from 'node:fs';
import { parse } from 'yaml';
import { gitHubClientFromEnv } from './github';
import { notify } from './notify';
import { required } from './outputs';
import { SAVE_OUTCOMES, setSaveStatus, type SaveOutcome } from './status';

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
