// Block capitals drawn as strokes, for the placeholder logo's wordmark. The logo is on every
// page, twice (header and footer), as an SVG image: words in it as <text> made the browser lay
// out and shape that text in the image's own document at each paint (in a Chromium trace of /
// at 4x CPU, ~50 ms of the main thread during the load, most of the logo's cost), and the font
// it found decided the look. Outlined lettering is a few path segments and looks the same
// everywhere, as a real logo file's outlines would.

/**
 * Each letter on a grid 4 wide (0 for I) and 6 high, y down, as absolute SVG path commands
 * (M, L, H, V, Q, Z). Only the letters the club's name needs, and the space.
 */
const GLYPHS: Record<string, { width: number; d: string }> = {
  ' ': { width: 1.5, d: '' },
  B: { width: 4, d: 'M0 3H2.6Q4 3 4 4.5Q4 6 2.6 6H0V0H2.4Q3.6 0 3.6 1.5Q3.6 3 2.4 3' },
  C: { width: 4, d: 'M4 1.2Q3.5 0 2 0Q0 0 0 3Q0 6 2 6Q3.5 6 4 4.8' },
  D: { width: 4, d: 'M0 0V6H1.8Q4 6 4 3Q4 0 1.8 0Z' },
  E: { width: 4, d: 'M4 0H0V6H4M0 3H3' },
  F: { width: 4, d: 'M4 0H0V6M0 3H3' },
  G: { width: 4, d: 'M4 1.2Q3.5 0 2 0Q0 0 0 3Q0 6 2 6Q4 6 4 4V3.4H2.2' },
  I: { width: 0, d: 'M0 0V6' },
  N: { width: 4, d: 'M0 6V0L4 6V0' },
  R: { width: 4, d: 'M0 6V0H2.5Q4 0 4 1.5Q4 3 2.5 3H0M2.2 3L4 6' },
  S: { width: 4, d: 'M3.8 1Q3.4 0 2 0Q0.2 0 0.2 1.5Q0.2 3 2 3Q3.8 3 3.8 4.5Q3.8 6 2 6Q0.4 6 0 5' },
  T: { width: 4, d: 'M0 0H4M2 0V6' },
  Y: { width: 4, d: 'M0 0L2 3.2L4 0M2 3.2V6' },
};

const GRID_HEIGHT = 6;
/** The stroke's width, as a share of the capitals' height: a bold face. */
const WEIGHT = 0.16;

const round = (n: number) => Math.round(n * 10) / 10;

/** A glyph's path data moved to (x, y) and scaled by `scale`. */
function placeGlyph(d: string, x: number, y: number, scale: number): string {
  return d.replace(/([MLHVQZ])([^MLHVQZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    const mapped = numbers.map((n, i) => {
      const isY = command === 'V' || (command !== 'H' && i % 2 === 1);
      return round(isY ? y + n * scale : x + n * scale);
    });
    return command + mapped.join(' ');
  });
}

export type BlockLettersOptions = {
  /** The capitals' height, ink included. */
  capHeight: number;
  /** The line's whole width: the space between letters stretches to fill it. */
  length: number;
  /** Where `x` is: the line's start or its middle. */
  anchor: 'start' | 'middle';
  color: string;
};

/**
 * `text` (capitals and spaces only) as one stroked <path>, its baseline at `y`. Throws on a
 * character with no glyph, so a new name fails the placeholder script instead of losing letters.
 */
export function blockLetters(text: string, x: number, y: number, options: BlockLettersOptions) {
  const stroke = options.capHeight * WEIGHT;
  const scale = (options.capHeight - stroke) / GRID_HEIGHT;
  const glyphs = [...text].map((char) => {
    const glyph = GLYPHS[char];
    if (!glyph)
      throw new Error(`blockLetters has no glyph for ${JSON.stringify(char)} in "${text}"`);
    return glyph;
  });
  const ink = (width: number) => width * scale + stroke;
  const inkTotal = glyphs.reduce((sum, glyph) => sum + ink(glyph.width), 0);
  const gap = glyphs.length > 1 ? (options.length - inkTotal) / (glyphs.length - 1) : 0;
  let left = options.anchor === 'middle' ? x - options.length / 2 : x;
  const top = y - options.capHeight + stroke / 2;
  const d = glyphs
    .map((glyph) => {
      const placed = glyph.d ? placeGlyph(glyph.d, left + stroke / 2, top, scale) : '';
      left += ink(glyph.width) + gap;
      return placed;
    })
    .join('');
  return (
    `<path d="${d}" fill="none" stroke="${options.color}" stroke-width="${round(stroke)}" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
