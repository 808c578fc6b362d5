// `npm run pipeline -- tell`, the waiting and notify jobs' one step: what became of a save, in
// plain words, on the editors' issue (a refusal, a save with code; a publish closes it), and as
// the save's commit status, "Live site", that any tool can read.
import fs from 'node:fs';
import path from 'node:path';
import { liveSince } from '../../contracts/live-site';
import { readSiteConfig } from '../../content-library';
import type { ContentCheckReport } from '../check-content';
import { gitHubClientFromEnv, required, type GitHubClient } from './github';
import { guardFindingLines } from './guard-findings';
import { markdownCode, markdownText } from './markdown-text';

export const ISSUE_TITLE = 'A content save could not be published';

export type Commit = {
  sha: string;
  /** The author's GitHub login, without the @; empty when GitHub did not know it. */
  author: string;
  url: string;
};

/** A content check's problem: file, line, entry, field (as the CMS labels it), what to change. */
function problemLine(p: ContentCheckReport['problems'][number]): string {
  const field = p.field && markdownText(p.field);
  const label = p.fieldLabel ? `“${markdownText(p.fieldLabel)}” (${field})` : `“${field}”`;
  const where = [p.entry && markdownText(p.entry), field && `field ${label}`].filter(Boolean);
  const file = `${markdownCode(p.file)}${p.line ? ` (line ${p.line})` : ''}`;
  return `- ${[file, ...where].join(', ')}: ${markdownText(p.message)}`;
}

/**
 * A step of the content lane whose refusal is the editor's to mend: what it says of a refusal;
 * for one that leaves a report in the refusal folder (`<step>.json`), the heading and lines that
 * list what the report found, and how to mend that.
 */
type Step = {
  says: string;
  heading?: string;
  lines?: (report: never) => string[];
  advice?: (runUrl: string) => string;
};

/** The steps, as the content job names the one that refused a save (its `refused`). */
const STEPS = {
  check: {
    says: 'The content check found something to fix.',
    heading: 'What to change:',
    lines: (report: ContentCheckReport) => report.problems.map(problemLine),
    advice: () => 'Change that in the CMS (/admin/) and save again.',
  },
  build: { says: 'The site could not be built from the content.' },
  guards: {
    says:
      'The pages were built, but the content guards found a page that would not look or work ' +
      'right (it scrolls sideways, touches the screen’s edge, fails an accessibility check, ' +
      'or has a broken link or a missing image).',
    heading: 'What the guards found, page by page, with the content it comes from:',
    lines: guardFindingLines,
    advice: (runUrl) =>
      'Change that in the CMS (/admin/) and save again: shorten or split a word too long for ' +
      'a phone, fix a link to a page or question that is not there. The run has the ' +
      `details: ${runUrl}.`,
  },
  synth: {
    says:
      'The pages passed their checks, but the deploy checks refused to publish them: a setting ' +
      'in the content (content/site.yaml) does not fit the live site.',
    heading: 'What the deploy checks refused:',
    // The deploy checks' refusals (infra/lib/deploy-checks.ts).
    lines: (refusals: string[]) => refusals.map((line) => `- ${markdownText(line)}`),
    advice: (runUrl) =>
      'If you changed a setting named there, put it back in the CMS (/admin/) and save ' +
      `again; otherwise ask a developer and mention this issue. The run: ${runUrl}.`,
  },
} satisfies Record<string, Step>;
type LaneStep = keyof typeof STEPS;
const laneStep = (step = '') => (Object.hasOwn(STEPS, step) ? (step as LaneStep) : undefined);

/** A refused save: the step that refused it, and the report that step left. */
export type Refusal = { step?: LaneStep; report?: unknown };

/** Only the refusing step's report: a file another step left behind says nothing now. */
export function readRefusal(dir: string, name?: string): Refusal {
  const step = laneStep(name);
  const file = step && path.join(dir, `${step}.json`);
  if (!file || !fs.existsSync(file)) return { step };
  return { step, report: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

const notPublished = (commit: Commit) =>
  `${commit.author ? `@${commit.author}` : 'Hello'}, your save ` +
  `([${commit.sha.slice(0, 7)}](${commit.url})) was not published`;

/** The Markdown an editor reads: who, which save, what went wrong and what to change. */
export function refusalMessage({ step, report }: Refusal, commit: Commit, runUrl: string): string {
  const { says, heading, lines, advice }: Partial<Step> = (step && STEPS[step]) || {};
  const found = lines && report !== undefined ? lines(report as never) : [];
  const fallback =
    `The run says what failed: ${runUrl}. If the cause is not clear from there, ask a ` +
    'developer and mention this issue.';
  return [
    `${notPublished(commit)}: the live site still shows the content from before it.`,
    '',
    says ?? 'A step of the publishing run failed.',
    '',
    ...(found.length > 0 ? [heading, '', ...found, '', advice!(runUrl)] : [fallback]),
    '',
    'This issue closes itself once a later save is published.',
  ].join('\n');
}

/** A push that changed files no editor may change: nothing of it ran, nor will until reviewed. */
export function codeMessage(files: readonly string[], commit: Commit): string {
  return [
    `${notPublished(commit)}: it changed files that are not content, which only a maintainer ` +
      'may change:',
    '',
    ...files.slice(0, 20).map((file) => `- ${markdownCode(file)}`),
    ...(files.length > 20 ? [`- and ${files.length - 20} more`] : []),
    '',
    'None of it was run or built. A maintainer reviews it before anything of it goes live; ' +
      'until then the live site shows the content from before it. If you did not mean to ' +
      'change these files, tell a maintainer.',
  ].join('\n');
}

/**
 * Posts `body` on the issue, which a publish closes; false, after saying why, when that failed
 * (GitHub's API refused or did not answer). GITHUB_STEP_SUMMARY keeps a report whatever happens.
 */
async function notify(api: GitHubClient, body: string, published: boolean, summaryFile?: string) {
  if (summaryFile && !published) fs.appendFileSync(summaryFile, `## ${ISSUE_TITLE}\n\n${body}\n`);
  console.log(body);
  try {
    // The list holds pull requests too; an open one cannot share the title for long.
    const open = await api<{ number: number; title: string; pull_request?: unknown }[]>(
      'GET',
      '/issues?state=open&per_page=100',
    );
    const issue = open.find((i) => i.title === ISSUE_TITLE && !i.pull_request);
    if (issue) {
      // A comment for each refusal, so each mails the author.
      await api('POST', `/issues/${issue.number}/comments`, { body });
      const closed = { state: 'closed', state_reason: 'completed' };
      if (published) await api('PATCH', `/issues/${issue.number}`, closed);
      console.log(`${published ? 'Closed' : 'Commented on'} issue #${issue.number}.`);
    } else if (published) {
      console.log('No refused save was waiting: nothing to close.');
    } else {
      const created = await api<{ number: number }>('POST', '/issues', {
        title: ISSUE_TITLE,
        body,
      });
      console.log(`Opened issue #${created.number}.`);
    }
    return true;
  } catch (error) {
    console.error(
      `Could not post to the issue "${ISSUE_TITLE}": ${(error as Error).message}. ` +
        'The message above is also in this job’s summary.',
    );
    return false;
  }
}

/** What became of a save, as its commit status says it: the state and the words. */
export const SAVE_STATUSES = {
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
} satisfies Record<string, ['success' | 'failure' | 'pending', string]>;
export type SaveOutcome = keyof typeof SAVE_STATUSES;

/** The paths of CODE_FILES, none when it is unset or empty. */
export function codeFiles(code = '[]'): string[] {
  const files: unknown = JSON.parse(code || '[]');
  return Array.isArray(files) ? files.map(String) : [];
}

type Job =
  'CONTENT_RESULT' | 'REFUSED' | 'PUBLISH_RESULT' | 'DEPLOY_RESULT' | 'DEPLOYED' | 'CODE_FILES';

/**
 * Waiting for review, refused (the editor's to mend), failed (not), published, or replaced, from
 * the jobs' results and outputs as the notify job's env names them (deploy.yml).
 */
export function saveOutcome(env: { [K in Job]?: string }): SaveOutcome {
  if (codeFiles(env.CODE_FILES).length > 0) return 'waiting';
  if (env.CONTENT_RESULT === 'failure') return laneStep(env.REFUSED) ? 'refused' : 'failed';
  if (env.PUBLISH_RESULT === 'failure' || env.DEPLOY_RESULT === 'failure') return 'failed';
  return env.DEPLOYED === 'true' ? 'published' : 'replaced';
}

/** The status's state and its words (GitHub keeps 140 characters of a description). */
export function saveStatus(outcome: SaveOutcome, { at, timeZone }: { at: Date; timeZone: string }) {
  const [state, words] = SAVE_STATUSES[outcome];
  return { state, description: outcome === 'published' ? liveSince(at, timeZone) : words };
}

export async function tellEditor(env = process.env, root = process.cwd()): Promise<boolean> {
  const outcome = saveOutcome(env);
  console.log(`The save: ${outcome}`);
  const repository = `${env.GITHUB_SERVER_URL || 'https://github.com'}/${required(env, 'GITHUB_REPOSITORY')}`;
  const sha = required(env, 'GITHUB_SHA');
  const runUrl = `${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
  const api = gitHubClientFromEnv(env);
  const commit = { sha, author: env.COMMIT_AUTHOR ?? '', url: `${repository}/commit/${sha}` };
  // What the issue is told: the outcomes an editor has something to do or know about.
  const messages: Partial<Record<SaveOutcome, () => string>> = {
    refused: () =>
      refusalMessage(readRefusal(env.REFUSAL_DIR ?? 'refusal', env.REFUSED), commit, runUrl),
    waiting: () => codeMessage(codeFiles(env.CODE_FILES), commit),
    published: () =>
      `Fixed: the save [${sha.slice(0, 7)}](${commit.url}) is published, so the site shows ` +
      'the content again as it is in the repository.',
  };
  const body = messages[outcome]?.();
  const published = outcome === 'published';
  const told = body === undefined || (await notify(api, body, published, env.GITHUB_STEP_SUMMARY));
  // The status is set even when the issue could not be written.
  const site = readSiteConfig(path.join(root, 'content'), env);
  const at = env.PUBLISHED_AT ? new Date(env.PUBLISHED_AT) : new Date();
  const { state, description } = saveStatus(outcome, { at, timeZone: site.timeZone || 'UTC' });
  // A published save links to the site; the others to the run, where a maintainer looks.
  await api('POST', `/statuses/${sha}`, {
    state,
    description,
    context: 'Live site',
    target_url: published ? `${site.siteUrl}/` : runUrl,
  });
  console.log(`The save's status: ${description}`);
  return told;
}
