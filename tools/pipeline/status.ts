// What became of a push (saveOutcome, from the jobs before the notify job), and the words an
// editor sees for it beside their save: a commit status, "Live site", that any tool can read.
import type { GitHubClient } from './github';
import { liveSince } from '../../contracts/live-site';
import { ISSUE_TITLE } from './notify';

export const STATUS_CONTEXT = 'Live site';

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

type CommitState = 'success' | 'failure' | 'pending';

/** The status's state and its words (GitHub keeps 140 characters of a description). */
export function saveStatus(
  outcome: SaveOutcome,
  { at, timeZone }: { at: Date; timeZone: string },
): { state: CommitState; description: string } {
  switch (outcome) {
    case 'published':
      return { state: 'success', description: liveSince(at, timeZone) };
    case 'replaced':
      return {
        state: 'success',
        description: `Live on the website: a later save, with this one's changes, went live first`,
      };
    case 'refused':
      return {
        state: 'failure',
        description: `Not published: the issue "${ISSUE_TITLE}" says what to change`,
      };
    case 'failed':
      return {
        state: 'failure',
        description:
          'Not published: the site could not be updated (not your content). Save again later',
      };
    case 'waiting':
      return {
        state: 'pending',
        description: `Not published: files that are not content came with this save; a maintainer reviews them first`,
      };
  }
}

/** Sets the status on `sha`, linking to `targetUrl` (the live site, the issue or the run). */
export async function setSaveStatus(
  api: GitHubClient,
  sha: string,
  outcome: SaveOutcome,
  options: { at: Date; timeZone: string; targetUrl?: string },
): Promise<string> {
  const { state, description } = saveStatus(outcome, options);
  await api('POST', `/statuses/${sha}`, {
    state,
    description,
    context: STATUS_CONTEXT,
    ...(options.targetUrl ? { target_url: options.targetUrl } : {}),
  });
  return description;
}
