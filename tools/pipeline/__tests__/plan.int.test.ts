// The lane and the deploy gate as the workflow runs them (`npm run pipeline -- plan|gate`), in a
// real git repository whose history is main's, against a stand-in for GitHub's deployments API.
// The hazards they exist for: a save that follows unapproved code must take the full lane, a
// deployment record anyone can create must not count as an approval, and a run that reaches the
// deploy after a newer one has deployed must not deploy.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { trainerPath } from '../../../contracts/routes';
import { parseOutputs } from '../outputs';
import {
  GitHubStandIn,
  type StandInDeployment,
  type StandInRun,
} from '../../local/github-stand-in';

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const main = path.join(__dirname, '..', 'main.ts');
const run = promisify(execFile);

let repo: string;
let standIn: GitHubStandIn;
let apiUrl: string;
/** main's history, oldest first: live, code, save, save2. */
const commits: Record<string, string> = {};

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
}

function commit(name: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git('add', '.');
  git('commit', '-q', '-m', name);
  commits[name] = git('rev-parse', 'HEAD');
}

/** Runs a pipeline command at `head` and returns what it wrote to GITHUB_OUTPUT. */
async function pipeline(
  command: 'plan' | 'gate',
  head: string,
  deployments: StandInDeployment[] | 'down',
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  if (deployments === 'down') standIn.mode = 'down';
  else standIn.deployments = deployments;
  standIn.runs = runs;
  git('checkout', '-q', head);
  const output = path.join(repo, '..', `output-${command}-${Date.now()}`);
  await run(tsx, [main, command], {
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
  return parseOutputs(fs.readFileSync(output, 'utf8'));
}

/** The deploy workflow's runs on main, each with a reviewer's approval of `production`. */
let runs: StandInRun[] = [];
/** A `production` deployment of `name` by a deploy run a reviewer approved. */
const success = (name: string, state = 'success'): StandInDeployment => {
  const run: StandInRun = {
    id: 1000 + runs.length,
    head_sha: commits[name]!,
    head_branch: 'main',
    path: '.github/workflows/deploy.yml',
    approvals: [{ state: 'approved', environments: ['production'] }],
  };
  runs.push(run);
  return { sha: run.head_sha, state, creator: 'github-actions[bot]' };
};
/** A content publish of `name`, recorded by the content job. */
const published = (name: string): StandInDeployment => ({
  sha: commits[name]!,
  state: 'success',
  environment: 'content',
  creator: 'github-actions[bot]',
});

beforeAll(() => {
  repo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plan-')), 'repo');
  fs.mkdirSync(repo);
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  commit('live', {
    'src/page.ts': 'export const a = 1;\n',
    'content/site.yaml': 'name: Club\n',
    'content/trainers/7.yaml': 'name: A\n',
    'content/trainers/8.yaml': 'name: B\n',
  });
  commit('code', { 'src/page.ts': 'export const a = 2;\n' });
  commit('save', { 'content/trainers/7.yaml': 'name: A. B.\n' });
  commit('save2', { 'content/trainers/8.yaml': 'name: B. C.\n' });
  // A name the content check refuses, but the plan reads it before any check runs.
  commit('newline', { 'content/trainers/x\nlane=full\ny.yaml': 'name: X\n' });
});

beforeEach(async () => {
  runs = [];
  standIn = new GitHubStandIn();
  apiUrl = await standIn.start();
});

afterEach(() => standIn.stop());

afterAll(() => fs.rmSync(path.dirname(repo), { recursive: true, force: true }));

describe('npm run pipeline -- plan', () => {
  it('sends a save that follows unapproved code through the full lane', async () => {
    expect(await pipeline('plan', commits.save!, [success('live')])).toEqual({
      lane: 'full',
      code: '',
      routes: '',
    });
  }, 60_000);

  it('builds the approved code with the save, guarding the pages its content changed', async () => {
    const out = await pipeline('plan', commits.save!, [success('code'), success('live')]);
    expect(out.lane).toBe('content');
    expect(out.code).toBe(commits.code);
    expect(out.routes!.split(' ')).toEqual(
      expect.arrayContaining([trainerPath('7'), '/personal-training/']),
    );
    expect(out.routes).not.toContain(trainerPath('8'));
  }, 60_000);

  it('does not take a deployment record for an approval', async () => {
    // Anyone with write access, or an editor's CMS token, can create a "successful" deployment
    // of the unreviewed code commit.
    const forged: StandInDeployment = { sha: commits.code!, state: 'success' };
    const out = await pipeline('plan', commits.save!, [forged, success('live')]);
    expect(out).toEqual({ lane: 'full', code: '', routes: '' });
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
      const lane = (await pipeline('plan', commits.save!, [deployment, success('live')])).lane;
      expect([key, lane]).toEqual([key, 'full']);
      runs = [];
    }
  }, 120_000);

  it('guards what changed since the live save, and compares newest by history, not by date', async () => {
    // save2's publish came first; save's run reached the publish later, found save2 live and
    // skipped it, yet recorded save; GitHub marked save2's record inactive.
    const save2: StandInDeployment = { ...published('save2'), state: 'inactive' };
    const out = await pipeline('plan', commits.save2!, [published('save'), save2, success('code')]);
    // Nothing changed since save2: had save been taken as live, trainer 8's page would be listed.
    expect(out).toEqual({ lane: 'content', code: commits.code, routes: '' });
    // A content record an editor's token made does not count.
    const forged: StandInDeployment = { ...published('save2'), creator: 'editor' };
    const out2 = await pipeline('plan', commits.save2!, [forged, success('code')]);
    expect(out2.routes).toContain(trainerPath('8'));
  }, 60_000);

  it('takes the full lane when the approved commit is unknown or GitHub does not answer', async () => {
    expect((await pipeline('plan', commits.save!, [])).lane).toBe('full');
    expect((await pipeline('plan', commits.save!, 'down')).lane).toBe('full');
    const failed: StandInDeployment = { ...success('code'), state: 'failure' };
    expect((await pipeline('plan', commits.save!, [failed, success('live')])).lane).toBe('full');
  }, 60_000);

  it('takes the full lane for a run by hand', async () => {
    const out = await pipeline('plan', commits.save!, [success('code')], {
      GITHUB_EVENT_NAME: 'workflow_dispatch',
    });
    expect(out.lane).toBe('full');
  }, 60_000);

  it('lets no file name add an output line', async () => {
    const out = await pipeline('plan', commits.newline!, [success('save2')]);
    expect(out.lane).toBe('content');
    expect(Object.keys(out).sort()).toEqual(['code', 'lane', 'routes']);
  }, 60_000);
});

describe('npm run pipeline -- gate', () => {
  it('does not deploy a commit the live one already contains', async () => {
    expect(await pipeline('gate', commits.save!, [success('save2')])).toEqual({ deploy: 'false' });
  }, 60_000);

  it('deploys a commit newer than the live one, or when the live one is unknown', async () => {
    expect(await pipeline('gate', commits.save2!, [success('save')])).toEqual({ deploy: 'true' });
    expect(await pipeline('gate', commits.save!, 'down')).toEqual({ deploy: 'true' });
  }, 60_000);

  it('publishes two saves in order, and the later one wins whichever run gets there first', async () => {
    // In order: save is live, save2 publishes over it.
    const approved = success('code');
    expect(await pipeline('gate', commits.save2!, [published('save'), approved])).toEqual({
      deploy: 'true',
    });
    // Out of order: save2 went live first; save's run must not put the older content back.
    expect(await pipeline('gate', commits.save!, [published('save2'), approved])).toEqual({
      deploy: 'false',
    });
  }, 60_000);

  it('deploys an older commit again on a re-run, the rollback of infra/README.md', async () => {
    const out = await pipeline('gate', commits.save!, [success('save2')], {
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(out).toEqual({ deploy: 'true' });
  }, 60_000);
});
