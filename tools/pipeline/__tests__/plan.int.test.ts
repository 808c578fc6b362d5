// The lane and the deploy gate as the workflow runs them (`npm run pipeline -- plan|gate`), in a
// real git repository whose history is main's, against a stand-in for GitHub's deployments API.
// The hazards they exist for: a save that follows an untested code push must take the full
// suite, and a run that reaches the deploy after a newer one has deployed must not deploy.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { trainerPath } from '../../../contracts/routes';
import { GitHubStandIn, type StandInDeployment } from './github-stand-in';

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
  const lines = fs.readFileSync(output, 'utf8').trim().split('\n');
  return Object.fromEntries(lines.map((line) => line.split(/=(.*)/s).slice(0, 2)));
}

const success = (name: string): StandInDeployment => ({ sha: commits[name]!, state: 'success' });

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
});

beforeEach(async () => {
  standIn = new GitHubStandIn();
  apiUrl = await standIn.start();
});

afterEach(() => standIn.stop());

afterAll(() => fs.rmSync(path.dirname(repo), { recursive: true, force: true }));

describe('npm run pipeline -- plan', () => {
  it('sends a save that follows an untested code push through the full suite', async () => {
    expect(await pipeline('plan', commits.save!, [success('live')])).toEqual({
      lane: 'full',
      routes: '',
    });
  }, 30_000);

  it('sends a save whose only change since the live commit is content through the content lane', async () => {
    const out = await pipeline('plan', commits.save!, [success('code'), success('live')]);
    expect(out.lane).toBe('content');
    expect(out.routes!.split(' ')).toEqual(
      expect.arrayContaining([trainerPath('7'), '/personal-training/']),
    );
    expect(out.routes).not.toContain(trainerPath('8'));
  }, 30_000);

  it('compares with the newest live commit by history, not by the date of its record', async () => {
    // The save's run reached the deploy after save2's had, found save2 live and skipped: its
    // record is the latest success, and GitHub has marked save2's inactive, yet save2 is live.
    const inactive: StandInDeployment = { sha: commits.save2!, state: 'inactive' };
    const out = await pipeline('plan', commits.save2!, [success('save'), inactive]);
    // Nothing changed since save2: had save been taken as live, trainer 8's page would be listed.
    expect(out).toEqual({ lane: 'content', routes: '' });
  }, 30_000);

  it('takes the full suite when the live commit is unknown or GitHub does not answer', async () => {
    expect((await pipeline('plan', commits.save!, [])).lane).toBe('full');
    expect((await pipeline('plan', commits.save!, 'down')).lane).toBe('full');
    const failed: StandInDeployment = { sha: commits.code!, state: 'failure' };
    expect((await pipeline('plan', commits.save!, [failed, success('live')])).lane).toBe('full');
  }, 30_000);

  it('takes the full suite for a run by hand', async () => {
    const out = await pipeline('plan', commits.save!, [success('code')], {
      GITHUB_EVENT_NAME: 'workflow_dispatch',
    });
    expect(out.lane).toBe('full');
  }, 30_000);
});

describe('npm run pipeline -- gate', () => {
  it('does not deploy a commit the live one already contains', async () => {
    expect(await pipeline('gate', commits.save!, [success('save2')])).toEqual({ deploy: 'false' });
  }, 30_000);

  it('deploys a commit newer than the live one, or when the live one is unknown', async () => {
    expect(await pipeline('gate', commits.save2!, [success('save')])).toEqual({ deploy: 'true' });
    expect(await pipeline('gate', commits.save!, 'down')).toEqual({ deploy: 'true' });
  }, 30_000);

  it('deploys an older commit again on a re-run, the rollback of infra/README.md', async () => {
    const out = await pipeline('gate', commits.save!, [success('save2')], {
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(out).toEqual({ deploy: 'true' });
  }, 30_000);
});
