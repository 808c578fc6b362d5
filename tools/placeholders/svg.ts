// The drawing pieces every placeholder shares: the club's colours, text, the bridge mark, the
// dark background with its red band, the corner brand tag and the logo-style wordmark.
import { escapeHtml } from '../../contracts/escape-html';
import { measureText, type TextStyle } from './text';

export const COLORS = {
  bgFrom: '#15171c',
  bgTo: '#2b2e36',
  accent: '#e10415',
  ink: '#1d1f24',
  white: '#f5f6f8',
  light: '#c3c8d1',
  muted: '#9aa1ad',
  detail: '#2b2e36',
};

export const CAPTION_FONT = "'DejaVu Sans', Arial, sans-serif";
export const LOGO_FONT = 'Helvetica, Arial, sans-serif';
export const PLACEHOLDER_NOTE = 'Placeholder image - replace with a club photo';

/** Rounds coordinates so the SVG stays small and readable. */
export const r1 = (value: number): number => Math.round(value * 10) / 10;

/** A line (or lines) of text; y is the baseline of the first line. */
export function svgText(
  lines: string[],
  x: number,
  y: number,
  style: TextStyle & {
    fill: string;
    lineHeight?: number;
    anchor?: 'start' | 'middle';
  },
): string {
  const lineHeight = style.lineHeight ?? style.fontSize * 1.25;
  const attrs = [
    `x="${r1(x)}"`,
    `font-family="${CAPTION_FONT}"`,
    `font-size="${r1(style.fontSize)}"`,
    style.bold ? 'font-weight="bold"' : '',
    style.letterSpacing ? `letter-spacing="${r1(style.letterSpacing)}"` : '',
    `fill="${style.fill}"`,
    `text-anchor="${style.anchor ?? 'start'}"`,
  ]
    .filter(Boolean)
    .join(' ');
  return lines
    .map((line, i) => `<text ${attrs} y="${r1(y + i * lineHeight)}">${escapeHtml(line)}</text>`)
    .join('');
}

/** The bridge-arch mark in a 100 x 60 box: a tied arch over a deck, with hangers. */
export function bridgeMark(color: string, hangerColor = color): string {
  // The arch is a quadratic curve from (8,42) to (92,42) peaking at y=12; hangers end on it.
  const archY = (x: number): number => {
    const t = (x - 8) / 84;
    return 42 - 120 * t * (1 - t);
  };
  const hangers = [26, 38, 50, 62, 74].map((x) => `M${x} ${r1(archY(x) + 3)}V44`).join('');
  return (
    `<path d="M8 42Q50 -18 92 42" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="${hangers}" stroke="${hangerColor}" stroke-width="3.2"/>` +
    `<rect x="0" y="42" width="100" height="7" rx="2" fill="${color}"/>` +
    `<path d="M14 49v9M86 49v9" stroke="${color}" stroke-width="5"/>`
  );
}

export function backgroundDefs(width: number, height: number): string {
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${COLORS.bgFrom}"/><stop offset="1" stop-color="${COLORS.bgTo}"/>` +
    `</linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.07"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>` +
    `</radialGradient>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`
  );
}

/**
 * A restrained red band across the bottom-right corner, with a fainter thin stripe beside it.
 * `reach` is how far into the picture it comes, as a fraction of the shorter side.
 */
export function accentBand(width: number, height: number, reach = 0.2): string {
  const m = Math.min(width, height);
  const long = width + height;
  const thick = reach * 0.2 * m;
  return (
    `<g transform="translate(${width} ${height}) rotate(-38)">` +
    `<rect x="${-long}" y="${r1(-reach * m)}" width="${2 * long}" height="${r1(thick)}" fill="${COLORS.accent}"/>` +
    `<rect x="${-long}" y="${r1(-reach * 1.27 * m)}" width="${2 * long}" height="${r1(thick * 0.3)}" fill="${COLORS.accent}" fill-opacity="0.45"/>` +
    `</g>`
  );
}

/** Small "BRIDGE CITY FITNESS" tag in the top-left corner, so placeholders look on-brand. */
export function brandTag(width: number, height: number): string {
  const m = Math.min(width, height);
  const size = Math.max(9, 0.024 * m);
  const x = 0.045 * m;
  const y = 0.05 * m;
  const markW = size * 2.2;
  const label = 'BRIDGE CITY FITNESS';
  const style = { fontSize: size, bold: true, letterSpacing: size * 0.18 };
  // On small images the tag would crowd the picture, so leave it out.
  if (markW + size * 0.6 + measureText(label, style) > width * 0.5) return '';
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(markW * 10) / 1000})">${bridgeMark(COLORS.accent)}</g>` +
    svgText([label], x + markW + size * 0.6, y + markW * 0.5, { ...style, fill: COLORS.muted })
  );
}

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>\n`
  );
}

/**
 * A line of wordmark text pinned to its Helvetica width: renderers with Helvetica or Arial draw
 * it as is, and browsers that fall back to a wider font squeeze it to the same width via
 * textLength, so the logo never overflows its box. `letterSpacing` is in px.
 */
export function wordmarkText(
  text: string,
  x: number,
  y: number,
  options: { fontSize: number; fill: string; letterSpacing?: number; anchor?: 'start' | 'middle' },
): string {
  const spacing = options.letterSpacing ?? 0;
  const length = measureText(text, {
    fontSize: options.fontSize,
    metrics: 'helvetica',
    letterSpacing: spacing,
  });
  // letter-spacing also follows the last letter; shift centred text so the ink is centred.
  const textX = options.anchor === 'middle' ? x + spacing / 2 : x;
  return (
    `<text x="${r1(textX)}" y="${r1(y)}" font-family="${LOGO_FONT}" font-weight="bold" ` +
    `font-size="${r1(options.fontSize)}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}"` +
    (spacing ? ` letter-spacing="${r1(spacing)}"` : '') +
    ` textLength="${r1(length)}" lengthAdjust="spacingAndGlyphs">${escapeHtml(text)}</text>`
  );
}
