// `npm run pipeline -- tell`, the waiting and notify jobs' one step: what became of the push, on
// the editors' issue (a refusal, a save with code, a publish) and as the save's commit status,
// "Live site", that any tool can read.
import fs from 'node:fs';
import { parse } from 'yaml';
import { liveSince } from '../../contracts/live-site';
import { gitHubClientFromEnv, required } from './github';
import {
  codeMessage,
  ISSUE_TITLE,
  notify,
  publishedMessage,
  readRefusal,
  refusalMessage,
} from './notify';

export const SAVE_OUTCOMES = ['published', 'replaced', 'refused', 'failed', 'waiting'] as const;
export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

/** The jobs' results (`needs.<job>.result`) and outputs, as the notify job's env names them. */
export type JobResults = {
  content?: string;
  /** Whether a content step (check, build, guards, deploy checks) refused it: the editor's. */
  refused?: string;
  publish?: string;
  deploy?: string;
  /** The gate's: 'true' when this run put its commit live. */
  deployed?: string;
  /** The lane's: the paths, as a JSON array, that are not an editor's. */
  code?: string;
};

/** The paths of CODE_FILES, none when it is unset or empty. */
export function codeFiles(code = '[]'): string[] {
  const files: unknown = JSON.parse(code || '[]');
  return Array.isArray(files) ? files.map(String) : [];
}

/** Waiting for review, refused (the editor's to mend), failed (not), published, or replaced. */
export function saveOutcome(jobs: JobResults): SaveOutcome {
  if (codeFiles(jobs.code).length > 0) return 'waiting';
  if (jobs.content === 'failure') return jobs.refused === 'true' ? 'refused' : 'failed';
  if (jobs.publish === 'failure' || jobs.deploy === 'failure') return 'failed';
  return jobs.deployed === 'true' ? 'published' : 'replaced';
}

const WORDS: Record<SaveOutcome, ['success' | 'failure' | 'pending', string]> = {
  published: ['success', ''],
  replaced: [
    'success',
    "Live on the website: a later save, with this one's changes, went live first",
  ],
  refused: ['failure', `Not published: the issue "${ISSUE_TITLE}" says what to change`],
  failed: [
    'failure',
    'Not published: the site could not be updated (not your content). Save again later',
  ],
  waiting: [
    'pending',
    'Not published: files that are not content came with this save; a maintainer reviews them first',
  ],
};

/** The status's state and its words (GitHub keeps 140 characters of a description). */
export function saveStatus(outcome: SaveOutcome, { at, timeZone }: { at: Date; timeZone: string }) {
  const [state, words] = WORDS[outcome];
  return { state, description: outcome === 'published' ? liveSince(at, timeZone) : words };
}

export async function tellEditor(env = process.env, root = process.cwd()): Promise<boolean> {
  const outcome = saveOutcome({
    content: env.CONTENT_RESULT,
    refused: env.REFUSED,
    publish: env.PUBLISH_RESULT,
    deploy: env.DEPLOY_RESULT,
    deployed: env.DEPLOYED,
    code: env.CODE_FILES,
  });
  console.log(`The save: ${outcome}`);
  const repository = `${env.GITHUB_SERVER_URL || 'https://github.com'}/${required(env, 'GITHUB_REPOSITORY')}`;
  const sha = required(env, 'GITHUB_SHA');
  const runUrl = `${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
  const api = gitHubClientFromEnv(env);
  const commit = { sha, author: env.COMMIT_AUTHOR ?? '', url: `${repository}/commit/${sha}` };
  let told: boolean | Error = true;
  if (outcome === 'refused' || outcome === 'waiting' || outcome === 'published') {
    const body =
      outcome === 'refused'
        ? refusalMessage(readRefusal(env.REFUSAL_DIR ?? 'refusal'), commit, runUrl)
        : outcome === 'waiting'
          ? codeMessage(codeFiles(env.CODE_FILES), commit)
          : publishedMessage(commit);
    told = await notify(api, outcome, body, env.GITHUB_STEP_SUMMARY).catch((e: Error) => e);
  }
  // The status is set even when the issue could not be written.
  const site = parse(fs.readFileSync(`${root}/content/site.yaml`, 'utf8')) as {
    siteUrl?: string;
    location?: { timeZone?: string };
  };
  const at = env.PUBLISHED_AT ? new Date(env.PUBLISHED_AT) : new Date();
  const { state, description } = saveStatus(outcome, {
    at,
    timeZone: site.location?.timeZone ?? 'UTC',
  });
  // A published save links to the site; the others to the run, where a maintainer looks.
  const targetUrl = outcome === 'published' ? site.siteUrl : runUrl;
  await api('POST', `/statuses/${sha}`, {
    state,
    description,
    context: 'Live site',
    ...(targetUrl ? { target_url: targetUrl } : {}),
  });
  console.log(`The save's status: ${description}`);
  if (told instanceof Error) throw told;
  return told;
}
