// Text for SVG: measuring with the fonts' real advance widths, and wrapping to a width.

// Advance widths (thousandths of an em) of ASCII 32..126 in DejaVu Sans and DejaVu Sans Bold,
// read from the fonts' hmtx tables. DejaVu is wider than Helvetica/Arial, so these are a safe
// upper bound for the logo fonts too.
const DEJAVU_REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636,
  636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632,
  575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685,
  611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579,
  278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];
const DEJAVU_BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683,
  683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
  724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
  343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];

// Liberation Sans Bold, which has Arial's (and so Helvetica's) metrics: used to size the logo
// wordmarks, which are set in 'Helvetica, Arial, sans-serif'.
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

export interface TextStyle {
  fontSize: number;
  bold?: boolean;
  /** Which font's metrics to use; DejaVu Sans unless set. Helvetica implies bold. */
  metrics?: 'dejavu' | 'helvetica';
  /** Extra space after every character, in px (SVG letter-spacing). */
  letterSpacing?: number;
}

/** Estimated rendered width of one line of text, in px. */
export function measureText(text: string, style: TextStyle): number {
  const table =
    style.metrics === 'helvetica' ? HELVETICA_BOLD : style.bold ? DEJAVU_BOLD : DEJAVU_REGULAR;
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // Non-ASCII (accents, dashes) is rare here; assume a wide glyph so we err on the safe side.
    em += (code >= 32 && code < 127 ? table[code - 32] : undefined) ?? 1000;
  }
  return (em / 1000) * style.fontSize + [...text].length * (style.letterSpacing ?? 0);
}

/** Splits a word that is wider than the budget on its own into hyphenated pieces. */
function breakWord(word: string, maxWidth: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && measureText(`${current}${char}-`, style) > maxWidth) {
      pieces.push(`${current}-`);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy word wrap: no returned line is wider than `maxWidth`. */
export function wrapText(text: string, maxWidth: number, style: TextStyle): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate, style) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measureText(word, style) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, maxWidth, style);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Like wrapText, but evens out the line lengths (no lone word on the last line) by finding the
 * narrowest width that still gives the same number of lines without breaking any word.
 */
export function wrapBalanced(text: string, maxWidth: number, style: TextStyle): string[] {
  const greedy = wrapText(text, maxWidth, style);
  if (greedy.length < 2) return greedy;
  const wordCount = text.trim().split(/\s+/).length;
  const sameShape = (lines: string[]): boolean =>
    lines.length === greedy.length && lines.join(' ').split(' ').length === wordCount;
  let lo = maxWidth / 2;
  let hi = maxWidth;
  while (hi - lo > 1) {
    const mid = (lo + hi) / 2;
    if (sameShape(wrapText(text, mid, style))) hi = mid;
    else lo = mid;
  }
  return wrapText(text, hi, style);
}

/**
 * Wraps text at the largest font size (from `fontSize` down to `minFontSize`) that needs no more
 * than `maxLines` lines. At the minimum size it may use more lines, but never gets wider.
 */
export function fitText(
  text: string,
  maxWidth: number,
  style: TextStyle & { maxLines: number; minFontSize?: number },
): { lines: string[]; fontSize: number } {
  const minFontSize = style.minFontSize ?? style.fontSize * 0.6;
  let fontSize = style.fontSize;
  for (;;) {
    const lines = wrapBalanced(text, maxWidth, { ...style, fontSize });
    if (lines.length <= style.maxLines || fontSize * 0.92 < minFontSize) {
      return { lines, fontSize };
    }
    fontSize *= 0.92;
  }
}
