// Tells the editor, in plain words, what became of a save: a refusal opens (or comments on) the
// issue "A content save could not be published", @mentioning the author, whom GitHub then mails;
// a later publish closes it. The job summary keeps the report whatever GitHub's API does.
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
export const LANE_STEPS = ['check', 'build', 'guards', 'synth'] as const;
export type LaneStep = (typeof LANE_STEPS)[number];

/** What the content job leaves when it refuses a save (the `refusal` artifact), as read. */
export type Refusal = {
  outcomes: Partial<Record<LaneStep, string>>;
  problems?: ContentCheckReport['problems'];
  guards?: GuardFinding[];
  /** The deploy checks' refusals (infra/lib/deploy-checks.ts), one a line. */
  deployChecks?: string[];
};

/** The "  - ..." lines after "Refusing to deploy:" in the deploy synth's output. */
export function deployCheckRefusals(log: string): string[] {
  const at = log.indexOf('Refusing to deploy:');
  if (at < 0) return [];
  const lines = log.slice(at).split('\n').slice(1);
  const end = lines.findIndex((line) => !/^\s+- /.test(line));
  return (end < 0 ? lines : lines.slice(0, end)).map((line) => line.replace(/^\s+- /, ''));
}

export function readRefusal(dir: string): Refusal {
  const read = (name: string): unknown => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
  const outcomes = (read('steps.json') ?? {}) as Refusal['outcomes'];
  const report = read('problems.json') as ContentCheckReport | undefined;
  const guards = read('guards.json') as GuardReport | undefined;
  const synthLog = path.join(dir, 'synth.log');
  return {
    outcomes,
    problems: report?.problems,
    guards: guards && guardFindings(guards),
    deployChecks: fs.existsSync(synthLog)
      ? deployCheckRefusals(fs.readFileSync(synthLog, 'utf8'))
      : undefined,
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

type Problem = NonNullable<Refusal['problems']>[number];

/** A problem's texts as plain Markdown text (the file goes in a code span apart). */
function plainProblem(problem: Problem): Problem {
  const text = (value?: string) => (value === undefined ? undefined : markdownText(value));
  return {
    ...problem,
    entry: text(problem.entry),
    field: text(problem.field),
    fieldLabel: text(problem.fieldLabel),
    message: markdownText(problem.message),
  };
}

/** A guard's finding as plain Markdown text: the route, the check and the content it names. */
function plainFinding(finding: GuardFinding): GuardFinding {
  return {
    route: markdownText(finding.route),
    check: markdownText(finding.check),
    items: finding.items.map(markdownText),
  };
}

/** The Markdown an editor reads: who, which save, what went wrong and what to change. */
export function refusalMessage(refusal: Refusal, commit: Commit, runUrl: string): string {
  const who = commit.author ? `@${commit.author}` : 'Hello';
  const step = failedStep(refusal);
  const lines = [
    `${who}, your save ([${commit.sha.slice(0, 7)}](${commit.url})) was not published: ` +
      'the live site still shows the content from before it.',
    '',
    step ? STEP_TEXT[step] : 'A step of the publishing run failed.',
  ];
  const problems = step === 'check' ? (refusal.problems ?? []) : [];
  if (problems.length > 0) {
    lines.push('', 'What to change:', '');
    for (const problem of problems) {
      // Every text here comes from the content, so it is written as plain text.
      const p = plainProblem(problem);
      const field = p.fieldLabel ? `“${p.fieldLabel}” (${p.field})` : `“${p.field}”`;
      const where = [p.entry, p.field && `field ${field}`].filter(Boolean).join(', ');
      const file = `${markdownCode(problem.file)}${p.line ? ` (line ${p.line})` : ''}`;
      lines.push(`- ${file}${where ? `, ${where}` : ''}: ${p.message}`);
    }
    lines.push('', 'Change that in the CMS (/admin/) and save again.');
  } else if (step === 'synth' && (refusal.deployChecks ?? []).length > 0) {
    lines.push('', 'What the deploy checks refused:', '');
    lines.push(...refusal.deployChecks!.map((line) => `- ${markdownText(line)}`));
    lines.push(
      '',
      'If you changed a setting named there, put it back in the CMS (/admin/) and save again; ' +
        `otherwise ask a developer and mention this issue. The run: ${runUrl}.`,
    );
  } else if (step === 'guards' && (refusal.guards ?? []).length > 0) {
    lines.push('', 'What the guards found, page by page, with the content it comes from:', '');
    lines.push(...guardFindingLines(refusal.guards!.map(plainFinding)));
    lines.push(
      '',
      'Change that in the CMS (/admin/) and save again: shorten or split a word too long for a ' +
        'phone, fix a link to a page or question that is not there. The run has the details: ' +
        `${runUrl}.`,
    );
  } else {
    lines.push(
      '',
      `The run says what failed: ${runUrl}. If the cause is not clear from there, ask a ` +
        'developer and mention this issue.',
    );
  }
  lines.push('', 'This issue closes itself once a later save is published.');
  return lines.join('\n');
}

/** A push that changed files no editor may change: nothing of it ran, nor will until reviewed. */
export function codeMessage(files: readonly string[], commit: Commit): string {
  const who = commit.author ? `@${commit.author}` : 'Hello';
  return [
    `${who}, your save ([${commit.sha.slice(0, 7)}](${commit.url})) was not published: it ` +
      'changed files that are not content, which only a maintainer may change:',
    '',
    ...files.slice(0, 20).map((file) => `- ${markdownCode(file)}`),
    ...(files.length > 20 ? [`- and ${files.length - 20} more`] : []),
    '',
    'None of it was run or built. A maintainer reviews it before anything of it goes live; ' +
      'until then the live site shows the content from before it. If you did not mean to ' +
      'change these files, tell a maintainer.',
  ].join('\n');
}

export function publishedMessage(commit: Commit): string {
  return (
    `Fixed: the save [${commit.sha.slice(0, 7)}](${commit.url}) is published, so the site ` +
    'shows the content again as it is in the repository.'
  );
}

type Issue = { number: number; title: string; pull_request?: unknown };

async function openIssue(api: GitHubClient): Promise<Issue | undefined> {
  // The list holds pull requests too; an open one cannot share the title for long.
  const open = await api<Issue[]>('GET', '/issues?state=open&per_page=100');
  return open.find((issue) => issue.title === ISSUE_TITLE && !issue.pull_request);
}

/** Opens the issue, or comments on the open one, so each refusal mails the author. */
export async function reportRefusal(api: GitHubClient, body: string): Promise<string> {
  const issue = await openIssue(api);
  if (issue) {
    await api('POST', `/issues/${issue.number}/comments`, { body });
    return `Commented on issue #${issue.number}.`;
  }
  const created = await api<Issue>('POST', '/issues', { title: ISSUE_TITLE, body });
  return `Opened issue #${created.number}.`;
}

/** Closes the open issue, if any, with a comment that the content is live again. */
export async function reportPublished(api: GitHubClient, body: string): Promise<string> {
  const issue = await openIssue(api);
  if (!issue) return 'No refused save was waiting: nothing to close.';
  await api('POST', `/issues/${issue.number}/comments`, { body });
  await api('PATCH', `/issues/${issue.number}`, { state: 'closed', state_reason: 'completed' });
  return `Closed issue #${issue.number}.`;
}

export type NotifyOptions = {
  outcome: 'refused' | 'published' | 'waiting';
  api: GitHubClient;
  commit: Commit;
  runUrl: string;
  /** The refusal artifact's folder (refused only). */
  refusalDir?: string;
  /** The paths that are not an editor's (waiting only). */
  codeFiles?: readonly string[];
  /** GITHUB_STEP_SUMMARY: the report is kept there whatever GitHub's API does. */
  summaryFile?: string;
  log?: (line: string) => void;
};

/** Posts the outcome; false (after saying why) when GitHub's API refused or did not answer. */
export async function notify(options: NotifyOptions): Promise<boolean> {
  const { outcome, api, commit, runUrl, summaryFile, log = console.log } = options;
  const body =
    outcome === 'refused'
      ? refusalMessage(readRefusal(options.refusalDir ?? 'refusal'), commit, runUrl)
      : outcome === 'waiting'
        ? codeMessage(options.codeFiles ?? [], commit)
        : publishedMessage(commit);
  if (summaryFile && outcome !== 'published') {
    fs.appendFileSync(summaryFile, `## ${ISSUE_TITLE}\n\n${body}\n`);
  }
  log(body);
  try {
    log(await (outcome === 'published' ? reportPublished(api, body) : reportRefusal(api, body)));
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
