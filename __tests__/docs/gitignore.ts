// Which paths .gitignore leaves out, read as git reads its patterns: what a guide may name that
// exists only after a build or a run.

/** Whether .gitignore's `patterns` ignore `rel` (a path from the root, no trailing slash). */
export function ignoredBy(patterns: string): (rel: string) => boolean {
  const rules = patterns
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const body = line.replace(/^\//, '').replace(/\/$/, '');
      const glob = body
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*');
      // Anchored at the root when the pattern has a slash before its end, as git reads it.
      return new RegExp(`${body.includes('/') ? '^' : '(^|/)'}${glob}(/|$)`);
    });
  return (rel) => rules.some((rule) => rule.test(rel));
}
