// Tells the editor, in plain words, what became of a save: a refusal opens (or comments on) the
// issue below, @mentioning the author, whom GitHub then mails; a later publish closes it. The job
// summary keeps the report whatever GitHub's API does.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentCheckReport } from '../check-content';
import { GitHubApiError, type GitHubClient } from './github';
import {
  guardFindingLines,
  guardFindings,
  type GuardFinding,
  type GuardReport,
} from './guard-findings';
import { markdownCode, markdownText } from './markdown-text';

export const ISSUE_TITLE = 'A content save could not be published';

/** The content lane's steps, in order, as the refusal report names them. */
const LANE_STEPS = ['check', 'build', 'guards', 'synth'] as const;
type LaneStep = (typeof LANE_STEPS)[number];

/** What the content job leaves when it refuses a save (the `refusal` artifact), as read. */
export type Refusal = {
  outcomes: Partial<Record<LaneStep, string>>;
  problems?: ContentCheckReport['problems'];
  guards?: GuardFinding[];
  /** The deploy checks' refusals (infra/lib/deploy-checks.ts), one a line. */
  deployChecks?: string[];
};

export function readRefusal(dir: string): Refusal {
  const read = (name: string) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  const json = (name: string): unknown => JSON.parse(read(name) ?? 'null') ?? undefined;
  const guards = json('guards.json') as GuardReport | undefined;
  // The "  - ..." lines after "Refusing to deploy:" in the deploy checks' output.
  const synth = /Refusing to deploy:\n((?:[ \t]+- .*\n?)*)/.exec(read('synth.log') ?? '');
  return {
    outcomes: (json('steps.json') ?? {}) as Refusal['outcomes'],
    problems: (json('problems.json') as ContentCheckReport | undefined)?.problems,
    guards: guards && guardFindings(guards),
    deployChecks: synth?.[1]!
      .split('\n')
      .filter(Boolean)
      .map((l) => l.replace(/^\s+- /, '')),
  };
}

export type Commit = {
  sha: string;
  /** The author's GitHub login, without the @; empty when GitHub did not know it. */
  author: string;
  url: string;
};

/** The step that refused the save: the first that failed. */
export function failedStep(refusal: Refusal): LaneStep | undefined {
  return LANE_STEPS.find((step) => refusal.outcomes[step] === 'failure');
}

const STEP_TEXT: Record<LaneStep, string> = {
  check: 'The content check found something to fix.',
  build: 'The site could not be built from the content.',
  guards:
    'The pages were built, but the content guards found a page that would not look or work ' +
    'right (it scrolls sideways, touches the screen’s edge, fails an accessibility check, ' +
    'or has a broken link or a missing image).',
  synth:
    'The pages passed their checks, but the deploy checks refused to publish them: a setting ' +
    'in the content (content/site.yaml) does not fit the live site.',
};

const notPublished = (commit: Commit) =>
  `${commit.author ? `@${commit.author}` : 'Hello'}, your save ` +
  `([${commit.sha.slice(0, 7)}](${commit.url})) was not published`;

/** The Markdown an editor reads: who, which save, what went wrong and what to change. */
export function refusalMessage(refusal: Refusal, commit: Commit, runUrl: string): string {
  const step = failedStep(refusal);
  const lines = [
    `${notPublished(commit)}: the live site still shows the content from before it.`,
    '',
    step ? STEP_TEXT[step] : 'A step of the publishing run failed.',
    '',
  ];
  // Every text from the content is written as plain text, the file as a code span.
  const text = (value?: string) => (value === undefined ? undefined : markdownText(value));
  const problems = step === 'check' ? (refusal.problems ?? []) : [];
  const refused = step === 'synth' ? (refusal.deployChecks ?? []) : [];
  const found = step === 'guards' ? (refusal.guards ?? []) : [];
  if (problems.length > 0) {
    lines.push('What to change:', '');
    for (const p of problems) {
      const label = text(p.fieldLabel);
      const field = label ? `“${label}” (${text(p.field)})` : `“${text(p.field)}”`;
      const where = [text(p.entry), p.field && `field ${field}`].filter(Boolean).join(', ');
      const file = `${markdownCode(p.file)}${p.line ? ` (line ${p.line})` : ''}`;
      lines.push(`- ${file}${where ? `, ${where}` : ''}: ${markdownText(p.message)}`);
    }
    lines.push('', 'Change that in the CMS (/admin/) and save again.');
  } else if (refused.length > 0) {
    lines.push('What the deploy checks refused:', '');
    lines.push(...refused.map((line) => `- ${markdownText(line)}`), '');
    lines.push(
      'If you changed a setting named there, put it back in the CMS (/admin/) and save again; ' +
        `otherwise ask a developer and mention this issue. The run: ${runUrl}.`,
    );
  } else if (found.length > 0) {
    lines.push('What the guards found, page by page, with the content it comes from:', '');
    const plain = found.map(({ route, check, items }) => ({
      route: markdownText(route),
      check: markdownText(check),
      items: items.map(markdownText),
    }));
    lines.push(
      ...guardFindingLines(plain),
      '',
      'Change that in the CMS (/admin/) and save again: shorten or split a word too long for a ' +
        'phone, fix a link to a page or question that is not there. The run has the details: ' +
        `${runUrl}.`,
    );
  } else {
    lines.push(
      `The run says what failed: ${runUrl}. If the cause is not clear from there, ask a ` +
        'developer and mention this issue.',
    );
  }
  lines.push('', 'This issue closes itself once a later save is published.');
  return lines.join('\n');
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

export const publishedMessage = (commit: Commit) =>
  `Fixed: the save [${commit.sha.slice(0, 7)}](${commit.url}) is published, so the site shows ` +
  'the content again as it is in the repository.';

/**
 * Posts `body` on the issue (a publish closes it); false, after saying why, when GitHub's API
 * refused or did not answer. GITHUB_STEP_SUMMARY keeps the report whatever GitHub's API does.
 */
export async function notify(
  api: GitHubClient,
  outcome: 'refused' | 'published' | 'waiting',
  body: string,
  summaryFile?: string,
): Promise<boolean> {
  if (summaryFile && outcome !== 'published') {
    fs.appendFileSync(summaryFile, `## ${ISSUE_TITLE}\n\n${body}\n`);
  }
  console.log(body);
  try {
    // The list holds pull requests too; an open one cannot share the title for long.
    const open = await api<{ number: number; title: string; pull_request?: unknown }[]>(
      'GET',
      '/issues?state=open&per_page=100',
    );
    const issue = open.find((i) => i.title === ISSUE_TITLE && !i.pull_request);
    if (outcome === 'published' && !issue) {
      console.log('No refused save was waiting: nothing to close.');
    } else if (issue) {
      // A comment for each refusal, so each mails the author.
      await api('POST', `/issues/${issue.number}/comments`, { body });
      if (outcome === 'published') {
        await api('PATCH', `/issues/${issue.number}`, {
          state: 'closed',
          state_reason: 'completed',
        });
      }
      console.log(`${outcome === 'published' ? 'Closed' : 'Commented on'} issue #${issue.number}.`);
    } else {
      const created = await api<{ number: number }>('POST', '/issues', {
        title: ISSUE_TITLE,
        body,
      });
      console.log(`Opened issue #${created.number}.`);
    }
    return true;
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    console.error(
      `Could not post to the issue "${ISSUE_TITLE}": ${error.message}. ` +
        'The message above is also in this job’s summary.',
    );
    return false;
  }
}
