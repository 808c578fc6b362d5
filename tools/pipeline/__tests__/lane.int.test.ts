// The lane and the deploy gate as the workflow runs them (`node .github/lane.mjs lane|gate`), in a
// real git history, against the GitHub stand-in. A save is data: a push that changes anything but
// an editor's paths takes the full lane before any of its files runs; a deployment record anyone
// can make is no approval; a run that reaches the deploy after a newer one must not deploy.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as contract from '../../../contracts/pipeline';
import { codeFiles, codeMessage, saveOutcome, saveStatus } from '../notify';
import { restrictedPaths } from '../github-settings';
import {
  GitHubStandIn,
  type StandInDeployment,
  type StandInRun,
} from '../../local/github-stand-in';

const root = path.resolve(__dirname, '..', '..', '..');
const laneScript = path.join(root, '.github', 'lane.mjs');
const run = promisify(execFile);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-'));
const repo = path.join(dir, 'repo');
/** Where a planted file writes its marker, if anything runs it. */
const markers = path.join(dir, 'markers');
let standIn: GitHubStandIn;
let apiUrl: string;
/** main's history, oldest first: live, code, save, save2. */
const commits: Record<string, string> = {};
let runs: StandInRun[] = [];

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

function commit(name: string, files: Record<string, string>, from?: string) {
  if (from) git('checkout', '-q', '--detach', commits[from]!);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text, { mode: 0o755 });
  }
  git('add', '-f', '.');
  git('commit', '-q', '-m', name);
  commits[name] = git('rev-parse', 'HEAD');
}

/** Runs the script as the workflow's step does, at `head`; what it wrote to GITHUB_OUTPUT. */
async function lane(
  command: 'lane' | 'gate',
  head: string,
  deployments: StandInDeployment[] | 'down',
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  if (deployments === 'down') standIn.mode = 'down';
  else standIn.deployments = deployments;
  standIn.runs = runs;
  const output = path.join(dir, `output-${Math.random()}`);
  await run('node', [laneScript, command], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      GITHUB_API_URL: apiUrl,
      GITHUB_REPOSITORY: standIn.repository,
      GITHUB_TOKEN: 'test-token',
      GITHUB_SHA: head,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_OUTPUT: output,
      ...env,
    },
  });
  // `name=value` lines, as the runner reads them.
  const lines = fs.readFileSync(output, 'utf8').split('\n').filter(Boolean);
  return Object.fromEntries(lines.map((line) => line.split(/=(.*)/s).slice(0, 2)));
}

/** A `production` deployment of `name` by a deploy run a reviewer approved. */
const success = (name: string, state = 'success'): StandInDeployment => {
  runs.push({
    id: 1000 + runs.length,
    head_sha: commits[name]!,
    head_branch: 'main',
    path: '.github/workflows/deploy.yml',
    approvals: [{ state: 'approved', environments: ['production'] }],
  });
  return { sha: commits[name]!, state, creator: 'github-actions[bot]' };
};
/** A content publish of `name`, recorded by the publish job. */
const published = (name: string): StandInDeployment => ({
  sha: commits[name]!,
  state: 'success',
  environment: 'content',
  creator: 'github-actions[bot]',
});

beforeAll(() => {
  fs.mkdirSync(repo);
  fs.mkdirSync(markers);
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  commit('live', {
    'contracts/editor-paths.ts': fs.readFileSync(
      path.join(root, 'contracts/editor-paths.ts'),
      'utf8',
    ),
    'src/page.ts': 'export const a = 1;\n',
    'content/site.yaml': 'name: Club\n',
    'content/trainers/7.yaml': 'name: A\n',
  });
  commit('code', { 'src/page.ts': 'export const a = 2;\n' });
  commit('save', { 'content/trainers/7.yaml': 'name: A. B.\n' });
  commit('save2', { 'content/trainers/7.yaml': 'name: A. B. C.\n' });
});
beforeEach(async () => {
  runs = [];
  standIn = new GitHubStandIn();
  apiUrl = await standIn.start();
});
afterEach(() => standIn.stop());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a save is data', () => {
  /** Each file writes a marker if anything runs it. */
  const marker = (name: string) => JSON.stringify(path.join(markers, name));
  const mjs = (name: string, exported: string) =>
    `import fs from 'node:fs';\nfs.writeFileSync(${marker(name)}, '');\nexport default ${exported};\n`;
  const planted: Record<string, string> = {
    'content/eslint.config.mjs': mjs('eslint', '[]'),
    'content/prettier.config.mjs': mjs('prettier', '{}'),
    'content/package.json': JSON.stringify({
      name: 'x',
      scripts: { preinstall: `touch ${marker('package')}` },
    }),
    'babel.config.js': `require('node:fs').writeFileSync(${marker('babel')}, '');\n`,
    '.env.production': `NODE_OPTIONS=--import=./zz/run.mjs\n`,
    'zz/run.mjs': mjs('zz', '{}'),
    'node_modules/.bin/tsx': `#!/bin/sh\ntouch ${marker('tsx')}\n`,
  };

  it.each(Object.keys(planted))(
    'takes the full lane for %s, before any file of it runs, and tells the editor why',
    async (file) => {
      commit(
        `plant ${file}`,
        { 'content/site.yaml': 'name: Club!\n', [file]: planted[file]! },
        'save',
      );
      const out = await lane('lane', commits[`plant ${file}`]!, [success('code')]);
      expect(out).toEqual({
        lane: 'full',
        approved: commits.code,
        live: commits.code,
        code: JSON.stringify([file]),
      });
      expect(fs.readdirSync(markers)).toEqual([]);
      // The ruleset refuses it to an editor, where the plan offers one; zz/ is the lane's alone.
      const rules = restrictedPaths(['src']);
      const refused = rules.some((rule) => path.posix.matchesGlob(file, rule));
      expect([file, refused]).toEqual([file, file !== 'zz/run.mjs']);
      // The waiting job's words: not published, which file, and that a maintainer reviews it.
      const outcome = saveOutcome({ CONTENT_RESULT: 'success', CODE_FILES: out.code });
      expect(outcome).toBe('waiting');
      expect(saveStatus(outcome, { at: new Date(), timeZone: 'UTC' }).description).toMatch(
        /^Not published: .*not content.*maintainer/,
      );
      const commitUrl = `https://github.example/c/${commits[`plant ${file}`]}`;
      const message = codeMessage(codeFiles(out.code), {
        sha: 'f00',
        author: 'ed',
        url: commitUrl,
      });
      expect(message).toContain(`\`${file}\``);
      expect(message).toMatch(/was not published/);
    },
    60_000,
  );

  it('names its constants as contracts/pipeline.ts does', () => {
    const text = fs.readFileSync(laneScript, 'utf8');
    for (const name of [
      'MAIN_BRANCH',
      'DEPLOY_ENVIRONMENT',
      'CONTENT_ENVIRONMENT',
      'DEPLOY_WORKFLOW',
    ] as const)
      expect(text).toContain(`const ${name} = '${contract[name]}';`);
  });
});

describe('node .github/lane.mjs lane', () => {
  it('sends a save that follows unapproved code through the full lane', async () => {
    const out = await lane('lane', commits.save!, [success('live')]);
    expect(out.lane).toBe('full');
    expect(JSON.parse(out.code!)).toEqual(['src/page.ts']);
  }, 60_000);

  it('takes the content lane when only editors’ paths changed since the approved code', async () => {
    const out = await lane('lane', commits.save!, [success('code'), success('live')]);
    expect(out).toEqual({
      lane: 'content',
      approved: commits.code,
      live: commits.code,
      code: '[]',
    });
  }, 60_000);

  it('does not take a deployment record for an approval', async () => {
    const forged: StandInDeployment = { sha: commits.code!, state: 'success' };
    expect((await lane('lane', commits.save!, [forged, success('live')])).lane).toBe('full');
    // A run of another workflow, on another branch, or one a reviewer rejected, approves nothing.
    const tries: [keyof StandInRun, unknown][] = [
      ['path', '.github/workflows/ci.yml'],
      ['head_branch', 'feature'],
      ['approvals', [{ state: 'rejected', environments: ['production'] }]],
      ['approvals', [{ state: 'approved', environments: ['content'] }]],
    ];
    for (const [key, value] of tries) {
      const deployment = success('code');
      Object.assign(runs.at(-1)!, { [key]: value });
      const result = (await lane('lane', commits.save!, [deployment, success('live')])).lane;
      expect([key, result]).toEqual([key, 'full']);
      runs = [];
    }
  }, 120_000);

  it('orders publishes by history, not by date, and counts only those Actions recorded', async () => {
    const save2: StandInDeployment = { ...published('save2'), state: 'inactive' };
    const out = await lane('lane', commits.save2!, [published('save'), save2, success('code')]);
    expect(out.live).toBe(commits.save2);
    const forged: StandInDeployment = { ...published('save2'), creator: 'editor' };
    expect((await lane('lane', commits.save2!, [forged, success('code')])).live).toBe(commits.code);
    // Publishes whose histories part: neither is known to be live, until a later one holds both.
    commit('fork', { 'content/site.yaml': 'name: Fork\n' }, 'save');
    const parted = [published('save2'), published('fork'), success('code')];
    expect((await lane('lane', commits.fork!, parted)).live).toBe(commits.code);
    git('merge', '-q', '--no-edit', commits.save2!);
    commits.merged = git('rev-parse', 'HEAD');
    const joined = [published('fork'), published('save2'), published('merged'), success('code')];
    expect((await lane('lane', commits.merged, joined)).live).toBe(commits.merged);
  }, 60_000);

  it('takes the full lane when the approved commit is unknown, GitHub is down, or for a run by hand', async () => {
    expect((await lane('lane', commits.save!, [])).lane).toBe('full');
    expect((await lane('lane', commits.save!, 'down')).lane).toBe('full');
    const failed: StandInDeployment = { ...success('code'), state: 'failure' };
    expect((await lane('lane', commits.save!, [failed, success('live')])).lane).toBe('full');
    const byHand = { GITHUB_EVENT_NAME: 'workflow_dispatch' };
    expect((await lane('lane', commits.save!, [success('code')], byHand)).lane).toBe('full');
  }, 60_000);

  it('lets no file name add an output line', async () => {
    commit('newline', { 'content/trainers/x\nlane=content\ny.yaml': 'name: X\n' }, 'save2');
    const out = await lane('lane', commits.newline!, [success('save2')]);
    expect(out.lane).toBe('full');
    expect(JSON.parse(out.code!)).toEqual(['content/trainers/x\nlane=content\ny.yaml']);
    expect(Object.keys(out).sort()).toEqual(['approved', 'code', 'lane', 'live']);
  }, 60_000);
});

describe('node .github/lane.mjs gate', () => {
  it('does not deploy a commit the live one already contains', async () => {
    expect(await lane('gate', commits.save!, [success('save2')])).toEqual({ deploy: 'false' });
  }, 60_000);

  it('deploys a commit newer than the live one, or when the live one is unknown', async () => {
    expect(await lane('gate', commits.save2!, [success('save')])).toEqual({ deploy: 'true' });
    expect(await lane('gate', commits.save!, 'down')).toEqual({ deploy: 'true' });
  }, 60_000);

  it('publishes two saves in order, and the later one wins whichever run gets there first', async () => {
    const approved = success('code');
    expect(await lane('gate', commits.save2!, [published('save'), approved])).toEqual({
      deploy: 'true',
    });
    expect(await lane('gate', commits.save!, [published('save2'), approved])).toEqual({
      deploy: 'false',
    });
  }, 60_000);

  it('deploys an older commit again on a re-run, the rollback of infra/README.md', async () => {
    const out = await lane('gate', commits.save!, [success('save2')], { GITHUB_RUN_ATTEMPT: '2' });
    expect(out).toEqual({ deploy: 'true' });
  }, 60_000);
});

describe('node .github/lane.mjs with no command it knows', () => {
  it.each(['', 'nope', 'toString'])('prints its usage and exits 2 for "%s"', async (command) => {
    const failed = await run('node', [laneScript, command].filter(Boolean)).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ code: 2, stderr: 'Usage: node .github/lane.mjs lane|gate\n' });
  });
});
