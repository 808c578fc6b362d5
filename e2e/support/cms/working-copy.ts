// A working copy of this repository in a temporary folder, for the CMS to edit: the files git
// knows (as they are in this work tree, with new files not ignored), committed in a repository of
// its own so `git diff` shows exactly what an edit changed, and this node_modules linked in so
// the content check and the build run there as they do here.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.quotepath=off', ...args], { cwd, encoding: 'utf8' });

export interface WorkingCopy {
  dir: string;
  /** `git diff` of the working copy since it was made, with no context lines. */
  diff(): string;
  /** Runs `npx <args>` in the working copy; returns its exit status and output. */
  run(args: string[], timeoutMs: number): { status: number | null; output: string };
  remove(): void;
}

export function makeWorkingCopy(): WorkingCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-working-copy-'));
  const files = git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', 'commit', '-qm', 'base');
  return {
    dir,
    diff: () => git(dir, 'diff', '--unified=0', '--no-color'),
    run(args, timeoutMs) {
      const result = spawnSync('npx', args, {
        cwd: dir,
        encoding: 'utf8',
        timeout: timeoutMs,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The changed lines of a `git diff --unified=0`, per file: what was removed and what added. */
export function changedLines(diff: string): Record<string, { removed: string[]; added: string[] }> {
  const files: Record<string, { removed: string[]; added: string[] }> = {};
  let current: { removed: string[]; added: string[] } | undefined;
  for (const line of diff.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) files[file] = current = { removed: [], added: [] };
    else if (/^(---|\+\+\+) /.test(line)) continue;
    else if (line.startsWith('-')) current?.removed.push(line.slice(1));
    else if (line.startsWith('+')) current?.added.push(line.slice(1));
  }
  return files;
}
