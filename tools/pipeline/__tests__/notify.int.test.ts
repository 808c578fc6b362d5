// The editor's notice end to end: a copy of content/ with one trainer's alt text emptied goes
// through the real content check (`--json`), then the real `tell` command runs against a
// stand-in for GitHub's API, as the deploy workflow's notify job runs it. The stand-in must get
// one issue that @mentions the author and names the file, the trainer and the field; a second
// refusal comments on it, a published save closes it, and an outage (500, or no answer) ends
// the command with a clear message while the report stays in the job summary.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseDocument } from 'yaml';
import { ISSUE_TITLE } from '../notify';
import { GitHubStandIn } from '../../local/github-stand-in';

const root = path.resolve(__dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

let work: string;
let refusalDir: string;
let standIn: GitHubStandIn;
let apiUrl: string;
/** The trainer whose alt text the test empties, and the file that holds it. */
let broken: { file: string; name: string };

/** Empties the first trainer's photo's alt text, in whichever shape content/ keeps trainers. */
function breakATrainer(contentDir: string): { file: string; name: string } {
  const single = path.join(contentDir, 'trainers.yaml');
  const file = fs.existsSync(single)
    ? single
    : path.join(
        contentDir,
        'trainers',
        fs.readdirSync(path.join(contentDir, 'trainers')).filter((f) => f.endsWith('.yaml'))[0]!,
      );
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  const at = file === single ? [0] : [];
  doc.setIn([...at, 'img', 'alt'], '');
  fs.writeFileSync(file, doc.toString());
  return {
    file: path.relative(path.dirname(contentDir), file).split(path.sep).join('/'),
    name: String(doc.getIn([...at, 'name'])),
  };
}

/** The jobs' results of a save the content check refused, and of one published. */
const REFUSED = { CONTENT_RESULT: 'failure', REFUSED: 'check' };
const PUBLISHED = { CONTENT_RESULT: 'success', PUBLISH_RESULT: 'success', DEPLOYED: 'true' };

/** The notify job's command as the workflow runs it; resolves with its exit code and output. */
async function notify(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, ['tools/pipeline/main.ts', 'tell'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        GITHUB_API_URL: apiUrl,
        GITHUB_REPOSITORY: standIn.repository,
        GITHUB_TOKEN: 'test-token',
        GITHUB_SERVER_URL: 'https://github.example',
        GITHUB_SHA: 'c0ffee1234567890c0ffee1234567890c0ffee12',
        GITHUB_RUN_ID: '4242',
        REFUSAL_DIR: refusalDir,
        COMMIT_AUTHOR: 'editor-on-github',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-'));
  const contentDir = path.join(work, 'content');
  fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  broken = breakATrainer(contentDir);
  refusalDir = path.join(work, 'refusal');
  // The content job's check, which writes check.json.
  const check = await run(tsx, [
    'tools/check-content.ts',
    '--dir',
    contentDir,
    '--json',
    path.join(refusalDir, 'check.json'),
  ]).catch((error: { code: number }) => error);
  expect((check as { code?: number }).code).toBe(1);
}, 60_000);

beforeEach(async () => {
  standIn = new GitHubStandIn();
  apiUrl = await standIn.start();
});

afterEach(() => standIn.stop());

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run pipeline -- tell: the editors’ issue', () => {
  it('opens one issue that mentions the author and names the file, the trainer and the field', async () => {
    const result = await notify(REFUSED);
    expect(result.code).toBe(0);
    expect(standIn.issues).toHaveLength(1);
    const [issue] = standIn.issues;
    expect(issue!.title).toBe(ISSUE_TITLE);
    expect(issue!.body).toContain('@editor-on-github');
    const problemLine = issue!.body.split('\n').find((line) => line.includes(broken.file));
    expect(problemLine).toBeDefined();
    expect(problemLine).toContain(broken.name);
    expect(problemLine).toContain('img.alt');
    expect(problemLine).toMatch(/empty/);
  }, 90_000);

  it('comments on the open issue for a second refusal, and closes it once a save is live', async () => {
    await notify(REFUSED);
    await notify({ ...REFUSED, COMMIT_AUTHOR: 'second-editor' });
    expect(standIn.issues).toHaveLength(1);
    expect(standIn.issues[0]!.comments).toEqual([expect.stringContaining('@second-editor')]);
    expect(standIn.issues[0]!.comments[0]).toContain(broken.file);

    const published = await notify(PUBLISHED);
    expect(published.code).toBe(0);
    expect(standIn.issues[0]!.state).toBe('closed');
    expect(standIn.issues[0]!.comments[1]).toMatch(/^Fixed: the save \[c0ffee1\]/);
  }, 90_000);

  it('closes nothing when no save was refused', async () => {
    expect((await notify(PUBLISHED)).code).toBe(0);
    // The issue list read, then only the save's status.
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split('/')[4]}`)).toEqual([
      'GET issues?state=open&per_page=100',
      'POST statuses',
    ]);
  }, 90_000);

  it('fails clearly when GitHub answers 500, and keeps the report in the job summary', async () => {
    standIn.mode = 'down';
    const summary = path.join(work, 'summary-500.md');
    const result = await notify({ ...REFUSED, GITHUB_STEP_SUMMARY: summary });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Could not post to the issue .*answered 500/);
    const kept = fs.readFileSync(summary, 'utf8');
    expect(kept).toContain(ISSUE_TITLE);
    expect(kept).toContain(broken.file);
    expect(kept).toContain(broken.name);
  }, 90_000);

  it('gives up on a GitHub that does not answer, at its deadline', async () => {
    standIn.mode = 'hang';
    const summary = path.join(work, 'summary-hang.md');
    const result = await notify({
      ...REFUSED,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_API_TIMEOUT_MS: '300',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no answer within 0\.3 s/);
    expect(fs.readFileSync(summary, 'utf8')).toContain(broken.name);
  }, 90_000);
});
