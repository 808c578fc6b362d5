// The paths that differ between two commits, both sides of a rename (a moved file changes what
// both its old and its new place were used for).
import { spawnSync } from 'node:child_process';

export function changedFiles(base: string, head: string, cwd = process.cwd()): string[] {
  const result = spawnSync('git', ['diff', '--name-only', '--no-renames', '-z', base, head], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`git diff ${base} ${head} failed: ${result.stderr.trim()}`);
  }
  return result.stdout.split('\0').filter(Boolean);
}
