// The content lane's switch (`npm run pipeline -- switch`, switch.ts), run as the content job
// runs it: in a clone of the save with main's whole history, after the plan. Only content/ (less
// content/schema/) may come from the save; what the save deleted must be gone.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const main = path.join(__dirname, '..', 'main.ts');

let dir: string;
let work: string;
const commits: Record<string, string> = {};
const read = (file: string) => fs.readFileSync(path.join(work, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(work, file));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overlay-'));
  const origin = path.join(dir, 'origin');
  fs.mkdirSync(origin);
  const commit = (name: string, files: Record<string, string | null>) => {
    for (const [file, text] of Object.entries(files)) {
      const at = path.join(origin, file);
      if (text === null) fs.rmSync(at);
      else {
        fs.mkdirSync(path.dirname(at), { recursive: true });
        fs.writeFileSync(at, text);
      }
    }
    git(origin, 'add', '-A');
    git(origin, '-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-qm', name);
    commits[name] = git(origin, 'rev-parse', 'HEAD');
  };
  git(origin, 'init', '-q', '-b', 'main');
  commit('approved', {
    'src/page.ts': 'approved\n',
    '.github/workflows/deploy.yml': 'approved\n',
    'content/schema/trainer.json': 'approved\n',
    'content/trainers/a.yaml': 'name: A\n',
    'content/trainers/gone.yaml': 'name: Gone\n',
    'content/images/gone.jpg': 'jpeg\n',
  });
  // The save: two edits through the CMS, then code, a schema and a workflow pushed on top.
  commit('first', { 'content/trainers/a.yaml': 'name: A. B.\n', 'content/images/gone.jpg': null });
  commit('save', {
    'src/page.ts': 'editor\n',
    '.github/workflows/deploy.yml': 'editor\n',
    'content/schema/trainer.json': 'editor\n',
    'content/schema/new.json': 'editor\n',
    'content/trainers/gone.yaml': null,
    'content/trainers/new.yaml': 'name: New\n',
  });
  // The content job's checkout: the save, with the whole history.
  work = path.join(dir, 'work');
  git(dir, 'clone', '-q', '--no-local', origin, work);
  git(work, 'checkout', '-q', '--detach', commits.save!);
  await promisify(execFile)(tsx, [main, 'switch'], {
    cwd: work,
    env: { PATH: process.env.PATH, CODE: commits.approved, GITHUB_SHA: commits.save },
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the content lane’s switch to the approved code', () => {
  it('takes content/ from the save, its deletions included', () => {
    expect(read('content/trainers/a.yaml')).toBe('name: A. B.\n');
    expect(read('content/trainers/new.yaml')).toBe('name: New\n');
    expect(exists('content/trainers/gone.yaml')).toBe(false);
    expect(exists('content/images/gone.jpg')).toBe(false);
  });

  it('keeps the approved code, workflows and content/schema/', () => {
    expect(git(work, 'rev-parse', 'HEAD')).toBe(commits.approved);
    expect(read('src/page.ts')).toBe('approved\n');
    expect(read('.github/workflows/deploy.yml')).toBe('approved\n');
    expect(read('content/schema/trainer.json')).toBe('approved\n');
    expect(exists('content/schema/new.json')).toBe(false);
  });

  it('leaves nothing else behind: the tree is the approved one plus the save’s content/', () => {
    expect(git(work, 'status', '--porcelain', '--untracked-files=all').split('\n').sort()).toEqual(
      [
        'D  content/images/gone.jpg',
        'D  content/trainers/gone.yaml',
        'M  content/trainers/a.yaml',
        'A  content/trainers/new.yaml',
      ].sort(),
    );
  });
});
