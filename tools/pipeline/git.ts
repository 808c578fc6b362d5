// The git questions the pipeline asks of the job's clone (checked out with its whole history).
import { spawnSync } from 'node:child_process';

function git(args: string[], cwd: string) {
  return spawnSync('git', args, { cwd, encoding: 'utf8' });
}

/**
 * Whether `ancestor` is `descendant` or one of its ancestors; undefined when git cannot tell
 * (a commit this clone does not have, e.g. after history was rewritten).
 */
export function isAncestor(ancestor: string, descendant: string, cwd = process.cwd()) {
  const { status } = git(['merge-base', '--is-ancestor', ancestor, descendant], cwd);
  return status === 0 ? true : status === 1 ? false : undefined;
}

/**
 * The paths that differ between two commits, both sides of a rename (a moved file changes what
 * both its old and its new place were used for).
 */
export function changedFiles(base: string, head: string, cwd = process.cwd()): string[] {
  const result = git(['diff', '--name-only', '--no-renames', '-z', base, head], cwd);
  if (result.status !== 0) {
    throw new Error(`git diff ${base} ${head} failed: ${result.stderr.trim()}`);
  }
  return result.stdout.split('\0').filter(Boolean);
}
