// The guides a reader follows step by step stay short: what a reader looks up instead (tables,
// the why of each rule) lives in reference files beside them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

describe('guides that stay guides', () => {
  const LONGEST = 250;
  const RUNBOOKS = ['infra/README.md', 'docs/development.md'];
  const longerThan = (limit: number, texts: Record<string, string>) =>
    Object.entries(texts)
      .map(([guide, text]) => [guide, text.replace(/\n$/, '').split('\n').length] as const)
      .filter(([, lines]) => lines > limit)
      .map(
        ([guide, lines]) => `${guide} has ${lines} lines; move reference out, to ${limit} at most`,
      );

  it(`keeps ${RUNBOOKS.join(' and ')} to ${LONGEST} lines at most`, () => {
    const texts = Object.fromEntries(
      RUNBOOKS.map((guide) => [guide, readFileSync(path.join(root, guide), 'utf8')]),
    );
    expect(longerThan(LONGEST, texts)).toEqual([]);
  });

  it('names a guide that is too long, with its length', () => {
    expect(longerThan(2, { 'a.md': 'one\ntwo\n', 'b.md': 'one\ntwo\nthree\n' })).toEqual([
      'b.md has 3 lines; move reference out, to 2 at most',
    ]);
  });
});
