// The live commit: the newest by history among the environment's successful deployments.
import type { GitHubClient } from '../github';
import { newestByHistory, successfulDeployments } from '../live';

// History a <- b <- c on main, and x on a branch off a.
const parents: Record<string, string | undefined> = { a: undefined, b: 'a', c: 'b', x: 'a' };
const isAncestor = (x: string, y: string): boolean | undefined => {
  if (!(x in parents) || !(y in parents)) return undefined;
  for (let at: string | undefined = y; at; at = parents[at]) if (at === x) return true;
  return false;
};

describe('newestByHistory', () => {
  it('takes the commit that contains the others, whatever their order', () => {
    expect(newestByHistory(['b', 'c', 'a'], isAncestor)).toBe('c');
    expect(newestByHistory(['a', 'b'], isAncestor)).toBe('b');
  });

  it('leaves out commits git does not know', () => {
    expect(newestByHistory(['gone', 'b'], isAncestor)).toBe('b');
    expect(newestByHistory(['gone'], isAncestor)).toBeUndefined();
    expect(newestByHistory([], isAncestor)).toBeUndefined();
  });

  it('knows none when two are not in one line of history', () => {
    expect(newestByHistory(['c', 'x'], isAncestor)).toBeUndefined();
  });
});

describe('successfulDeployments', () => {
  it('keeps the deployments that went through: success, or inactive once a newer one did', async () => {
    const calls: string[] = [];
    const api = (async (_method: string, path: string) => {
      calls.push(path);
      if (path.startsWith('/deployments?')) {
        return [
          { id: 4, sha: 'd' },
          { id: 3, sha: 'c' },
          { id: 2, sha: 'b' },
          { id: 1, sha: 'a' },
        ];
      }
      const state = { 4: 'in_progress', 3: 'success', 2: 'failure', 1: 'inactive' }[
        Number(path.split('/')[2])
      ];
      return [{ state }];
    }) as GitHubClient;
    expect(await successfulDeployments(api)).toEqual(['c', 'a']);
    expect(calls[0]).toBe('/deployments?environment=production&per_page=30');
  });
});
