// The live commit: the newest by history among the deployments that count (which count is
// plan.int.test.ts's, against the GitHub stand-in).
import { newestByHistory } from '../live';

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
