// A photo placeholder: the pictogram (or a trainer's portrait with initials) over the alt text
// as a caption, on the dark background.
import { escapeHtml } from '../../contracts/escape-html';
import type { ImageRef } from './collect';
import { choosePictogram, PICTOGRAMS } from './pictograms';
import {
  accentBand,
  backgroundDefs,
  brandTag,
  CAPTION_FONT,
  COLORS,
  PLACEHOLDER_NOTE,
  r1,
  svgDocument,
  svgText,
} from './svg';
import { fitText, wrapText } from './text';

/** The name at the start of a trainer's alt text ("Alex Martel, personal trainer, ..."). */
export function nameFromAlt(alt: string): string {
  return (alt.split(',')[0] ?? '').trim();
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The caption block: optional bold heading, wrapped alt text, then the muted placeholder note. */
function captionBlock(
  top: number,
  width: number,
  height: number,
  caption: string,
  heading?: string,
): { svg: string; bottom: number } {
  const m = Math.min(width, height);
  const maxWidth = width * 0.84;
  const cx = width / 2;
  let y = top;
  let svg = '';
  if (heading) {
    const fitted = fitText(heading, maxWidth, { fontSize: 0.075 * m, bold: true, maxLines: 1 });
    const headingLineHeight = fitted.fontSize * 1.2;
    y += fitted.fontSize;
    svg += svgText(fitted.lines, cx, y, {
      fontSize: fitted.fontSize,
      bold: true,
      fill: COLORS.white,
      lineHeight: headingLineHeight,
      anchor: 'middle',
    });
    y += (fitted.lines.length - 1) * headingLineHeight + 0.03 * m;
  }
  const text = fitText(caption, maxWidth, { fontSize: 0.05 * m, maxLines: 3, minFontSize: 12 });
  const lineHeight = text.fontSize * 1.3;
  y += text.fontSize;
  svg += svgText(text.lines, cx, y, {
    fontSize: text.fontSize,
    fill: COLORS.white,
    lineHeight,
    anchor: 'middle',
  });
  y += (text.lines.length - 1) * lineHeight;
  const noteSize = Math.max(10, text.fontSize * 0.5);
  const note = wrapText(PLACEHOLDER_NOTE, maxWidth, { fontSize: noteSize, letterSpacing: 0.5 });
  y += text.fontSize * 0.55 + noteSize * 1.4;
  svg += svgText(note, cx, y, {
    fontSize: noteSize,
    letterSpacing: 0.5,
    fill: COLORS.muted,
    lineHeight: noteSize * 1.3,
    anchor: 'middle',
  });
  y += (note.length - 1) * noteSize * 1.3;
  return { svg, bottom: y + noteSize * 0.3 };
}

/** Height of the caption block, found by laying it out once at y = 0. */
function captionHeight(width: number, height: number, caption: string, heading?: string): number {
  return captionBlock(0, width, height, caption, heading).bottom;
}

/** Head-and-shoulders avatar in a 100 x 100 box, with initials on the chest. */
function portraitArt(initialsText: string): string {
  return (
    `<defs><clipPath id="avatar"><circle cx="50" cy="50" r="50"/></clipPath>` +
    `<linearGradient id="figure" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#dfe2e7"/><stop offset="1" stop-color="#a3a9b4"/>` +
    `</linearGradient></defs>` +
    `<circle cx="50" cy="50" r="50" fill="#ffffff" fill-opacity="0.06"/>` +
    `<g clip-path="url(#avatar)" fill="url(#figure)">` +
    `<circle cx="50" cy="36" r="17"/>` +
    `<path d="M12 104V80c0-15 15-23 38-23s38 8 38 23v24z"/>` +
    `</g>` +
    `<circle cx="50" cy="50" r="49.5" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="1"/>` +
    `<text x="50.8" y="85" font-family="${CAPTION_FONT}" font-weight="bold" font-size="13" ` +
    `letter-spacing="1.6" fill="${COLORS.detail}" text-anchor="middle">${escapeHtml(initialsText)}</text>`
  );
}

/** A photo placeholder: pictogram (or portrait) over a wrapped caption, on the dark background. */
export function buildPhotoSvg(ref: Pick<ImageRef, 'src' | 'alt' | 'width' | 'height'>): string {
  const { width, height } = ref;
  const m = Math.min(width, height);
  const pictogram = choosePictogram(ref.src);
  let artSize: number;
  let art: string;
  let caption = ref.alt;
  let heading: string | undefined;

  if (pictogram === 'portrait') {
    // Trainer photos: the name from the alt text becomes the heading, the rest the caption.
    const name = nameFromAlt(ref.alt);
    heading = name || undefined;
    caption = capitalise(ref.alt.slice(name.length).replace(/^\s*,\s*/, '')) || ref.alt;
    artSize = Math.min(0.6 * width, 0.46 * height);
    art = portraitArt(initials(name));
  } else {
    // The pictogram sits on a faint disc so it has presence without a hard frame.
    artSize = 0.47 * m;
    art =
      `<circle cx="50" cy="50" r="50" fill="#ffffff" fill-opacity="0.05"/>` +
      `<circle cx="50" cy="50" r="49.6" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="0.5"/>` +
      `<g transform="translate(18 18) scale(0.64)">${PICTOGRAMS[pictogram]()}</g>`;
  }

  // Centre art + caption as one block, nudged up a little to leave room for carousel captions.
  const gap = 0.06 * m;
  const blockHeight = artSize + gap + captionHeight(width, height, caption, heading);
  const top = Math.max(0.1 * m, (height - blockHeight) / 2 - 0.02 * height);
  const artScale = Math.round((artSize / 100) * 1000) / 1000;

  return svgDocument(
    width,
    height,
    backgroundDefs(width, height) +
      accentBand(width, height, height > width ? 0.12 : 0.2) +
      brandTag(width, height) +
      `<g transform="translate(${r1((width - artSize) / 2)} ${r1(top)}) scale(${artScale})">${art}</g>` +
      captionBlock(top + artSize + gap, width, height, caption, heading).svg,
  );
}
