// The branded images: the club logo, the partner wordmarks and the link-preview (social) card.
import { escapeHtml } from '../../contracts/escape-html';
import { blockLetters } from './block-letters';
import { initials } from './photo';
import { hasKeyword, nameSlug } from './pictograms';
import {
  accentBand,
  backgroundDefs,
  bridgeMark,
  COLORS,
  LOGO_FONT,
  r1,
  svgDocument,
  svgText,
  wordmarkText,
} from './svg';
import { fitText, measureText } from './text';

/** The club logo: bridge-arch mark over a two-line wordmark, for a white header. */
export function buildLogoSvg(width: number, height: number): string {
  const cx = width / 2;
  const markWidth = width * 0.42;
  const markScale = markWidth / 100;
  const pad = height * 0.05;
  // The wordmark takes 86% of the width; its size follows from the Helvetica width of the text.
  const titleWidth = width * 0.86;
  const titleSize = Math.min(
    height * 0.24,
    titleWidth / measureText('BRIDGE CITY', { fontSize: 1, metrics: 'helvetica' }),
  );
  const titleLength = measureText('BRIDGE CITY', { fontSize: titleSize, metrics: 'helvetica' });
  const subSize = titleSize * 0.5;
  // "FITNESS" is spaced out to half the title's width, with red rules filling the rest.
  const subLength = titleLength * 0.5;
  const titleY = pad + 58 * markScale + height * 0.04 + titleSize * 0.72;
  const subY = titleY + height * 0.07 + subSize * 0.72;
  const ruleY = subY - subSize * 0.36;
  const ruleGap = width * 0.035;
  return svgDocument(
    width,
    height,
    `<title>Bridge City Fitness</title>` +
      `<g transform="translate(${r1(cx - markWidth / 2)} ${r1(pad)}) scale(${r1(markScale * 1000) / 1000})">` +
      bridgeMark(COLORS.accent) +
      `</g>` +
      // Outlined, not <text>: see block-letters.ts.
      blockLetters('BRIDGE CITY', cx, titleY, {
        capHeight: titleSize * 0.72,
        length: titleLength,
        anchor: 'middle',
        color: COLORS.ink,
      }) +
      blockLetters('FITNESS', cx, subY, {
        capHeight: subSize * 0.72,
        length: subLength,
        anchor: 'middle',
        color: COLORS.ink,
      }) +
      `<path d="M${r1(cx - titleLength / 2)} ${r1(ruleY)}H${r1(cx - subLength / 2 - ruleGap)}` +
      `M${r1(cx + subLength / 2 + ruleGap)} ${r1(ruleY)}H${r1(cx + titleLength / 2)}" ` +
      `stroke="${COLORS.accent}" stroke-width="${r1(height * 0.018)}"/>`,
  );
}

// Partner emblems, in a 100 x 100 box, chosen by keyword so each partner looks distinct.
const PARTNER_EMBLEMS: { keywords: string[]; color: string; draw: (c: string) => string }[] = [
  {
    keywords: ['nutrition', 'food', 'health', 'diet'],
    color: '#2e7d4f',
    draw: (c) =>
      `<circle cx="50" cy="50" r="46" fill="${c}"/>` +
      `<path d="M30 72C28 46 44 28 74 26c2 30-14 48-44 46z" fill="#ffffff"/>` +
      `<path d="M32 70C42 58 52 48 64 38" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  },
  {
    keywords: ['alumni', 'university', 'college', 'school', 'academy'],
    color: '#1f3a68',
    draw: (c) =>
      `<path d="M50 4l40 14v30c0 24-17 40-40 48C27 88 10 72 10 48V18z" fill="${c}"/>` +
      `<path d="M50 28l28 11-28 11-28-11z" fill="#ffffff"/>` +
      `<path d="M34 46v12c0 4 7 8 16 8s16-4 16-8V46l-16 6z" fill="#ffffff"/>` +
      `<path d="M76 40v16" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`,
  },
];
const PARTNER_FALLBACK_COLORS = ['#1f3a68', '#2e7d4f', '#6b3fa0', '#0f6b75', '#a4520d'];

/** A partner wordmark: emblem on the left, the name (from the alt text) in two lines. */
export function buildPartnerSvg(name: string, width: number, height: number): string {
  const slug = nameSlug(name);
  const match = PARTNER_EMBLEMS.find((emblem) => emblem.keywords.some((k) => hasKeyword(slug, k)));
  const hash = [...name].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);
  const color = match?.color ?? PARTNER_FALLBACK_COLORS[hash % PARTNER_FALLBACK_COLORS.length]!;
  const emblem =
    match?.draw(color) ??
    `<circle cx="50" cy="50" r="46" fill="${color}"/>` +
      `<text x="50" y="62" font-family="${LOGO_FONT}" font-weight="bold" font-size="34" ` +
      `fill="#ffffff" text-anchor="middle">${escapeHtml(initials(name))}</text>`;

  const pad = height * 0.12;
  const emblemSize = height - 2 * pad;
  const textX = pad + emblemSize + height * 0.14;
  const textWidth = width - textX - pad * 0.5;
  // Split the name into two balanced lines; the second is set lighter for a little hierarchy.
  const helvetica = (text: string, fontSize = 1): number =>
    measureText(text, { fontSize, metrics: 'helvetica' });
  const words = name.trim().split(/\s+/);
  let lines = [name.trim()];
  for (let i = 1; i < words.length; i++) {
    const split = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (
      Math.max(...split.map((line) => helvetica(line))) <
      Math.max(...lines.map((line) => helvetica(line)))
    ) {
      lines = split;
    }
  }
  const widest = Math.max(...lines.map((line) => helvetica(line)));
  const fontSize = Math.min(height * 0.22, textWidth / widest);
  const lineHeight = fontSize * 1.2;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36;
  const text = lines
    .map((line, i) =>
      wordmarkText(line, textX, firstBaseline + i * lineHeight, {
        fontSize,
        fill: i === 0 ? COLORS.ink : '#4a4f5a',
      }),
    )
    .join('');
  return svgDocument(
    width,
    height,
    `<title>${escapeHtml(name)}</title>` +
      `<g transform="translate(${r1(pad)} ${r1(pad)}) scale(${r1(emblemSize * 10) / 1000})">${emblem}</g>` +
      text,
  );
}

/** The link-preview card: club name, tagline and city on the brand background. */
export function buildSocialCardSvg(
  width: number,
  height: number,
  site: { name: string; tagline: string; location: string },
): string {
  const m = Math.min(width, height);
  const x = 0.09 * width;
  const maxWidth = width * 0.66;
  const title = fitText(site.name, maxWidth, { fontSize: 0.14 * m, bold: true, maxLines: 2 });
  const taglineSize = 0.068 * m;
  const placeSize = 0.048 * m;
  const markWidth = 0.26 * m;
  const markTop = 0.11 * height;
  const titleTop = markTop + markWidth * 0.58 + 0.08 * m;
  const titleLineHeight = title.fontSize * 1.1;
  const titleBottom = titleTop + title.fontSize * 0.8 + (title.lines.length - 1) * titleLineHeight;
  const taglineY = titleBottom + 0.05 * m + taglineSize;
  const ruleY = taglineY + 0.07 * m;
  const placeY = ruleY + 0.055 * m + placeSize * 0.8;
  // A big, faint bridge on the right echoes the logo without competing with the text.
  const bigMark = width * 0.56;
  return svgDocument(
    width,
    height,
    backgroundDefs(width, height) +
      `<g transform="translate(${r1(width - bigMark * 0.82)} ${r1(height - bigMark * 0.5)}) scale(${r1(bigMark * 10) / 1000})" opacity="0.07">` +
      bridgeMark('#ffffff') +
      `</g>` +
      accentBand(width, height) +
      `<g transform="translate(${r1(x)} ${r1(markTop)}) scale(${r1(markWidth * 10) / 1000})">` +
      bridgeMark(COLORS.accent) +
      `</g>` +
      svgText(title.lines, x, titleTop + title.fontSize * 0.8, {
        fontSize: title.fontSize,
        bold: true,
        fill: COLORS.white,
        lineHeight: titleLineHeight,
      }) +
      svgText([site.tagline], x, taglineY, { fontSize: taglineSize, fill: '#d9dce2' }) +
      `<rect x="${r1(x)}" y="${r1(ruleY)}" width="${r1(0.12 * m)}" height="${r1(0.012 * m)}" fill="${COLORS.accent}"/>` +
      svgText([site.location.toUpperCase()], x, placeY, {
        fontSize: placeSize,
        bold: true,
        letterSpacing: placeSize * 0.14,
        fill: COLORS.muted,
      }),
  );
}
