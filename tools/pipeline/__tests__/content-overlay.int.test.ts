// The content lane's "Take only content/ from the save" step, run as the workflow writes it, on
// real checkouts: the approved commit, and a save that also changed code, the schema and a
// workflow. Only content/ (less content/schema/) may come from the save.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { WORKFLOWS_DIR } from '../../lint-workflows';

type Step = { name?: string; run?: string };
const workflow = parse(fs.readFileSync(path.join(WORKFLOWS_DIR, 'deploy.yml'), 'utf8')) as {
  jobs: Record<string, { steps?: Step[] }>;
};
const script = workflow.jobs.content?.steps?.find(
  (s) => s.name === 'Take only content/ from the save',
)?.run;

let dir: string;
const read = (file: string) => fs.readFileSync(path.join(dir, 'work', file), 'utf8');

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overlay-'));
  const origin = path.join(dir, 'origin');
  fs.mkdirSync(origin);
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(origin, file)), { recursive: true });
      fs.writeFileSync(path.join(origin, file), text);
    }
    git(origin, 'add', '-A');
    git(origin, '-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-qm', 'c');
    return git(origin, 'rev-parse', 'HEAD');
  };
  git(origin, 'init', '-q', '-b', 'main');
  const approved = write({
    'src/page.ts': 'approved\n',
    '.github/workflows/deploy.yml': 'approved\n',
    'content/schema/trainer.json': 'approved\n',
    'content/trainers/a.yaml': 'name: A\n',
    'content/trainers/gone.yaml': 'name: Gone\n',
  });
  fs.rmSync(path.join(origin, 'content/trainers/gone.yaml'));
  const save = write({
    'src/page.ts': 'editor\n',
    '.github/workflows/deploy.yml': 'editor\n',
    'content/schema/trainer.json': 'editor\n',
    'content/trainers/a.yaml': 'name: A. B.\n',
    'content/trainers/new.yaml': 'name: New\n',
  });
  // The two checkouts the content job makes: the approved code, and the save's content/ in .save.
  const work = path.join(dir, 'work');
  git(dir, 'clone', '-q', origin, work);
  git(work, 'checkout', '-q', approved);
  git(dir, 'clone', '-q', '--no-checkout', origin, path.join(work, '.save'));
  git(path.join(work, '.save'), 'sparse-checkout', 'set', 'content');
  git(path.join(work, '.save'), 'checkout', '-q', save);
  fs.mkdirSync(path.join(dir, 'tmp'));
  execFileSync('bash', ['-e', '-c', script!], {
    cwd: work,
    env: { PATH: process.env.PATH, RUNNER_TEMP: path.join(dir, 'tmp') },
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the content lane’s checkout', () => {
  it('takes content/ from the save, deletions included', () => {
    expect(read('content/trainers/a.yaml')).toBe('name: A. B.\n');
    expect(read('content/trainers/new.yaml')).toBe('name: New\n');
    expect(fs.existsSync(path.join(dir, 'work', 'content/trainers/gone.yaml'))).toBe(false);
  });

  it('keeps the approved code, workflows and content/schema/', () => {
    expect(read('src/page.ts')).toBe('approved\n');
    expect(read('.github/workflows/deploy.yml')).toBe('approved\n');
    expect(read('content/schema/trainer.json')).toBe('approved\n');
    expect(fs.existsSync(path.join(dir, 'work', '.save'))).toBe(false);
  });
});
