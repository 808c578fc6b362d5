// `npm run pipeline -- tell` as the workflow runs it: the save's commit status, posted to the
// GitHub stand-in, in the time zone of the checkout's content/site.yaml; it also opens the
// editors' issue for a refusal, and only for a refusal:
// a plan or an install that failed is not the editor's to mend. A save not live links to the run.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ISSUE_TITLE } from '../notify';
import { GitHubStandIn } from '../../local/github-stand-in';

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const main = path.join(__dirname, '..', 'main.ts');
const run = promisify(execFile);
const sha = 'a'.repeat(40);
const runUrl = 'https://github.example/club/site/actions/runs/77';

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

const tell = (env: Record<string, string>) =>
  run(tsx, [main, 'tell'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      GITHUB_API_URL: apiUrl,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: standIn.repository,
      GITHUB_RUN_ID: '77',
      GITHUB_TOKEN: 'test-token',
      GITHUB_SHA: sha,
      REFUSAL_DIR: 'refusal',
      COMMIT_AUTHOR: 'editor',
      ...env,
    },
  });

describe('npm run pipeline -- tell', () => {
  it('opens the issue for a save the build refused, and marks the save refused', async () => {
    await tell({ CONTENT_RESULT: 'failure', REFUSED: 'build' });
    expect(standIn.issues.map((i) => i.title)).toEqual([ISSUE_TITLE]);
    expect(standIn.statuses).toEqual([
      expect.objectContaining({ sha, state: 'failure', target_url: runUrl }),
    ]);
    expect(standIn.statuses[0]!.description).toContain(ISSUE_TITLE);
  }, 90_000);

  it('opens no issue for a plan or an install that failed, and says it is not the content', async () => {
    await tell({ CONTENT_RESULT: 'failure', REFUSED: '' });
    expect(standIn.issues).toEqual([]);
    expect(standIn.statuses).toEqual([
      expect.objectContaining({ sha, state: 'failure', target_url: runUrl }),
    ]);
    expect(standIn.statuses[0]!.description).toMatch(/not your content/);
  }, 90_000);

  it('tells the editor which files of a save are not content, on the issue, and marks it pending', async () => {
    await tell({ CODE_FILES: JSON.stringify(['zz/run.mjs']), COMMIT_AUTHOR: 'editor' });
    expect(standIn.issues).toHaveLength(1);
    expect(standIn.issues[0]!.body).toMatch(/@editor, your save .* was not published/);
    expect(standIn.issues[0]!.body).toContain('- `zz/run.mjs`');
    expect(standIn.statuses).toEqual([
      expect.objectContaining({ sha, state: 'pending', target_url: runUrl }),
    ]);
  }, 90_000);

  it('puts "live since" in the club’s time on a published save’s commit, linked to the site', async () => {
    await tell({
      CONTENT_RESULT: 'success',
      REFUSED: 'false',
      PUBLISH_RESULT: 'success',
      DEPLOY_RESULT: 'skipped',
      DEPLOYED: 'true',
      PUBLISHED_AT: '2026-11-28T16:42:10Z',
    });
    expect(standIn.statuses).toEqual([
      {
        sha,
        state: 'success',
        context: 'Live site',
        description: 'Live on the website since 10:42 on Saturday, November 28',
        target_url: 'https://club.example/',
      },
    ]);
  }, 90_000);
});
