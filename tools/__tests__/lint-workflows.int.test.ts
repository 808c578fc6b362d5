// The workflow checks of `npm run lint`: actionlint and our two rules catch what they are for,
// and the committed workflows are the pipeline infra/README.md describes (deploy.yml's lanes:
// deploy-workflow.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { STACK_NAME } from '../../infra/lib/stack-outputs';
import { lintWorkflow, lintWorkflows, WORKFLOWS_DIR } from '../lint-workflows';

const workflow = (steps: string) => `name: t
on: pull_request
jobs:
  t:
    runs-on: ubuntu-latest
    steps:
${steps}`;

const rules = async (source: string) => (await lintWorkflow(source, 't.yml')).map((p) => p.rule);

describe('lintWorkflow', () => {
  it('refuses a pull request title expanded into a script, as actionlint and as our rule', async () => {
    const problems = await lintWorkflow(
      workflow('      - run: echo "${{ github.event.pull_request.title }}"'),
      't.yml',
    );
    expect(problems.map((p) => p.rule)).toEqual(['actionlint/expression', 'event-in-script']);
    expect(problems[0]!.message).toMatch(/potentially untrusted/);
    expect(problems[0]!.line).toBe(7);
  });

  it('refuses any event field or head_ref in a script, even one actionlint trusts', async () => {
    expect(await rules(workflow('      - run: echo "${{ github.event.number }}"'))).toEqual([
      'event-in-script',
    ]);
    expect(
      await rules(workflow('      - run: |\n          git fetch ${{ github.head_ref }}')),
    ).toEqual(expect.arrayContaining(['event-in-script']));
  });

  it('accepts the same value passed through env:', async () => {
    const steps = [
      '      - run: echo "$TITLE"',
      '        env:',
      '          TITLE: ${{ github.event.pull_request.title }}',
    ].join('\n');
    expect(await rules(workflow(steps))).toEqual([]);
  });

  it('wants every action pinned to an exact release or a commit SHA', async () => {
    const steps = [
      '      - uses: actions/checkout@v6',
      '      - uses: actions/checkout@main',
      '      - uses: actions/checkout@v6.0.2',
      `      - uses: actions/checkout@${'a'.repeat(40)}`,
    ].join('\n');
    const problems = await lintWorkflow(workflow(steps), 't.yml');
    expect(problems.map((p) => [p.rule, p.line])).toEqual([
      ['pinned-action', 7],
      ['pinned-action', 8],
    ]);
  });

  it('reports what actionlint finds, such as an unknown context', async () => {
    expect(await rules(workflow('      - run: echo "${{ nope.value }}"'))).toEqual([
      'actionlint/expression',
    ]);
  });
});

type Step = { uses?: string; run?: string; if?: string; with?: Record<string, string> };
type Job = {
  uses?: string;
  needs?: string;
  permissions?: Record<string, string>;
  environment?: { name: string };
  concurrency?: unknown;
  steps: Step[];
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('the committed workflows', () => {
  const read = (name: string) => parse(readFileSync(join(WORKFLOWS_DIR, name), 'utf8')) as Workflow;

  it('pass every check', async () => {
    expect(await lintWorkflows()).toEqual([]);
  });

  it('ci.yml tests every pull request and push to main with npm ci and npm test on Node 24', () => {
    const ci = read('ci.yml');
    expect(Object.keys(ci.on)).toEqual(
      expect.arrayContaining(['pull_request', 'push', 'workflow_call']),
    );
    expect(ci.on.push?.branches).toEqual(['main']);
    const steps = ci.jobs.test!.steps;
    const setupNode = steps.find((s) => String(s.uses).startsWith('actions/setup-node@'));
    expect(setupNode?.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' });
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm test']));
    const report = steps.find((s) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(report?.if).toBe('failure()');
    expect(report?.with?.path).toMatch(/playwright-report/);
  });

  it('deploys only the site stack (and the WAF stack it depends on), never the role’s own', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    expect(pkg.scripts.deploy).toMatch(new RegExp(`cdk deploy ${STACK_NAME}$`));
  });
});
