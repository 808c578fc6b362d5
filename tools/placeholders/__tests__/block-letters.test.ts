import { blockLetters } from '../block-letters';

/** The path's coordinates, and its stroke width, read back from the markup. */
function geometry(markup: string) {
  const d = /d="([^"]*)"/.exec(markup)![1]!;
  const stroke = Number(/stroke-width="([^"]*)"/.exec(markup)![1]);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, command, args] of d.matchAll(/([MLHVQZ])([^MLHVQZ]*)/g)) {
    const numbers = args!.trim() ? args!.trim().split(/\s+/).map(Number) : [];
    numbers.forEach((n, i) => {
      if (command === 'H') xs.push(n);
      else if (command === 'V') ys.push(n);
      else (i % 2 ? ys : xs).push(n);
    });
  }
  return { stroke, xs, ys };
}

describe('blockLetters', () => {
  const options = { capHeight: 33.6, length: 301, anchor: 'middle' as const, color: '#1d1f24' };

  test('the ink of a centred line spans exactly its length, and its capitals sit on the baseline', () => {
    const { stroke, xs, ys } = geometry(blockLetters('BRIDGE CITY', 175, 136.9, options));
    expect(Math.min(...xs) - stroke / 2).toBeCloseTo(175 - 301 / 2, 0);
    expect(Math.max(...xs) + stroke / 2).toBeCloseTo(175 + 301 / 2, 0);
    expect(Math.max(...ys) + stroke / 2).toBeCloseTo(136.9, 0);
    expect(Math.min(...ys) - stroke / 2).toBeCloseTo(136.9 - 33.6, 0);
  });

  test('a line from its start begins at x', () => {
    const { stroke, xs } = geometry(
      blockLetters('FITNESS', 20, 50, {
        ...options,
        capHeight: 16.8,
        length: 150,
        anchor: 'start',
      }),
    );
    expect(Math.min(...xs) - stroke / 2).toBeCloseTo(20, 0);
    expect(Math.max(...xs) + stroke / 2).toBeCloseTo(170, 0);
  });

  test('is one stroked path in the colour given, with no <text> for the browser to lay out', () => {
    const markup = blockLetters('BRIDGE CITY', 175, 136.9, options);
    expect(markup).toMatch(/^<path [^>]*\/>$/);
    expect(markup).toContain('stroke="#1d1f24"');
    expect(markup).toContain('fill="none"');
    expect(markup).not.toContain('<text');
  });

  test('names a character it has no glyph for, so no letter is silently lost', () => {
    expect(() => blockLetters('BRIDGE CITY GYM', 0, 0, options)).toThrow(
      'blockLetters has no glyph for "M" in "BRIDGE CITY GYM"',
    );
    expect(() => blockLetters('Bridge', 0, 0, options)).toThrow('no glyph for "r"');
  });
});
