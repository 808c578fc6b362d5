// An earlier commit's build, measured beside today's (--baseline <commit>): built once, with this
// clone's node_modules, in a worktree in the system's temp folder named by the commit, so the
// next run beside the same commit reuses it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The commit's built public/ and its short name; builds it first when missing. */
export function baselineBuild(commit: string): { publicDir: string; label: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`).trim();
  const dir = path.join(os.tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  const publicDir = path.join(dir, 'public');
  const label = `@${sha.slice(0, 7)}`;
  if (fs.existsSync(path.join(publicDir, 'index.html'))) return { publicDir, label };
  if (!fs.existsSync(dir)) git('worktree', 'add', '--detach', dir, sha);
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  console.error(`building ${commit} (${sha.slice(0, 7)}) in ${dir}`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 2, 2] });
  return { publicDir, label };
}
