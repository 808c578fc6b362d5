// `npm run pipeline -- switch`: the content lane's workspace, made from the save's clone. The
// approved code (CODE, the plan's `code`) with only content/, less content/schema/, taken from
// the save (GITHUB_SHA): nothing else the save holds is built or run. A file the save deleted is
// gone (git restore removes what the source lacks); a link stays a link, which the content check
// refuses by name.
import { spawnSync } from 'node:child_process';
import { isContentPath } from './lane';
import { required } from './outputs';

type Env = NodeJS.ProcessEnv;

function git(args: string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed: ${(result.stderr ?? '').trim()}`);
  }
  return result.stdout;
}

/** Checks out `code` and takes the save's content/ (not content/schema/) over it. */
export function switchToApproved(code: string, save: string, root = process.cwd()): string[] {
  git(['checkout', '--quiet', '--force', '--detach', code], root);
  git(
    [
      'restore',
      `--source=${save}`,
      '--staged',
      '--worktree',
      '--',
      ':(top)content',
      ':(top,exclude)content/schema',
    ],
    root,
  );
  // What differs from the approved code now: the save's content, and nothing else.
  const differs = git(['diff', '--cached', '--name-only', '--no-renames', '-z', code], root)
    .split('\0')
    .filter(Boolean);
  const other = differs.filter((file) => !isContentPath(file));
  if (other.length > 0) {
    throw new Error(`The switch left files outside content/ changed: ${other.join(', ')}`);
  }
  return differs;
}

export function switchCommand(env: Env = process.env, root = process.cwd()): void {
  const code = required(env, 'CODE');
  const differs = switchToApproved(code, required(env, 'GITHUB_SHA'), root);
  console.log(
    `The approved ${code.slice(0, 7)} with the save's content/: ${differs.length} file(s) from the save.`,
  );
}
