// `npm run pipeline -- status` as the workflow runs it: the save's commit status, posted to the
// GitHub stand-in, in the time zone of the checkout's content/site.yaml.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GitHubStandIn } from './github-stand-in';

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const main = path.join(__dirname, '..', 'main.ts');
const run = promisify(execFile);
const sha = 'a'.repeat(40);

let root: string;
let standIn: GitHubStandIn;
let apiUrl: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'status-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(
    path.join(root, 'content', 'site.yaml'),
    'siteUrl: https://club.example/\nlocation:\n  timeZone: America/Regina\n',
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(async () => {
  standIn = new GitHubStandIn();
  apiUrl = await standIn.start();
});
afterEach(() => standIn.stop());

const status = (env: Record<string, string>) =>
  run(tsx, [main, 'status'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      GITHUB_API_URL: apiUrl,
      GITHUB_REPOSITORY: standIn.repository,
      GITHUB_TOKEN: 'test-token',
      GITHUB_SHA: sha,
      ...env,
    },
  });

describe('npm run pipeline -- status', () => {
  it('puts "live since" in the club’s time on the save’s commit, linked to the site', async () => {
    await status({ OUTCOME: 'published', PUBLISHED_AT: '2026-11-28T16:42:10Z' });
    expect(standIn.statuses).toEqual([
      {
        sha,
        state: 'success',
        context: 'Live site',
        description: 'Live on the website since 10:42 on Saturday, November 28',
        target_url: 'https://club.example/',
      },
    ]);
  }, 30_000);

  it('marks a save that waits for review as pending, and refuses an unknown outcome', async () => {
    await status({ OUTCOME: 'waiting' });
    expect(standIn.statuses.map((s) => s.state)).toEqual(['pending']);
    await expect(status({ OUTCOME: 'deployed' })).rejects.toThrow(/OUTCOME must be one of/);
  }, 30_000);
});
