// What the editor sees on their save's commit, in plain words: a commit status ("Live site")
// that GitHub shows beside the save and any tool can read. Published: "Live on the website since
// 10:42", in the club's time zone; refused: where the issue says what to change; failed: the
// publish itself failed, which no edit mends; waiting: files no editor may change came with it,
// so nothing of it runs until a maintainer reviews it.
import type { GitHubClient } from './github';
import { liveSince } from '../../contracts/live-site';
import { ISSUE_TITLE } from './notify';

export const STATUS_CONTEXT = 'Live site';

export const SAVE_OUTCOMES = ['published', 'replaced', 'refused', 'failed', 'waiting'] as const;
export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

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
