// Which lane a push to main takes to the live site (infra/docs/pipeline.md): an
// editor's save through the CMS changes only content/, so it needs the content check, the build
// and the content guards, not the whole test suite; anything else is code and takes the full
// suite. The diff is taken against the commit that is live, never against the push's parent, so
// a save that follows an untested code push cannot carry that code past the tests.

export type Lane = 'content' | 'full';

/** What editors change: content/ (YAML and images), but not content/schema/, which is code. */
export function isContentPath(path: string): boolean {
  return path.startsWith('content/') && !path.startsWith('content/schema/');
}

/**
 * The lane for the paths changed since the live commit; `undefined` (the live commit is not
 * known, or not an ancestor of this one) takes the full suite. No change at all (this commit is
 * live already) is the content lane: nothing untested can ride along.
 */
export function laneOf(changed: readonly string[] | undefined): Lane {
  if (changed === undefined) return 'full';
  return changed.every(isContentPath) ? 'content' : 'full';
}
