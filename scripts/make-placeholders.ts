// Generates placeholder artwork for every image the content YAML references, so the site builds
// and looks finished before the club's real photos arrive.
//
//   npx tsx scripts/make-placeholders.ts           write missing images only
//   npx tsx scripts/make-placeholders.ts --force   regenerate every referenced image
//
// Existing files are kept by default because an editor may already have dropped in a real photo.
// Everything is drawn as SVG and rasterised with sharp (librsvg + fontconfig), so no fonts or
// image assets beyond Debian's fonts-dejavu-core are needed.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Collecting image references
// ---------------------------------------------------------------------------------------------

/** One `{ src, alt, width, height }` object found in a content file. */
export interface ImageRef {
  /** As written in the YAML, relative to content/, e.g. `./images/home/01-strength-floor.jpg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The YAML file it came from, for messages. */
  file: string;
  /** Where in that file, e.g. `home[0]` or `logo`, for messages. */
  where: string;
  /** The nearest object that holds the image object (the schedule image needs its table data). */
  owner?: Record<string, unknown>;
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isImageObject(value: unknown): value is Plain & {
  src: string;
  alt: string;
  width: number;
  height: number;
} {
  return (
    isPlainObject(value) &&
    typeof value.src === 'string' &&
    value.src.startsWith('./images/') &&
    typeof value.alt === 'string' &&
    typeof value.width === 'number' &&
    typeof value.height === 'number' &&
    Number.isInteger(value.width) &&
    Number.isInteger(value.height) &&
    value.width > 0 &&
    value.height > 0
  );
}

/** Walks parsed YAML and returns every image object in document order. */
export function collectImageRefs(data: unknown, file = '<yaml>'): ImageRef[] {
  const refs: ImageRef[] = [];
  const walk = (value: unknown, where: string, owner: Plain | undefined): void => {
    if (isImageObject(value)) {
      const { src, alt, width, height } = value;
      refs.push({ src, alt, width, height, file, where: where || '(root)', owner });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${where}[${i}]`, owner));
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        walk(child, where ? `${where}.${key}` : key, value);
      }
    }
  };
  walk(data, '', undefined);
  return refs;
}

/** Reads and parses every `*.yaml` file directly in `contentDir`, sorted by name. */
export function loadContent(contentDir: string): { file: string; data: unknown }[] {
  return fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      file,
      data: yaml.load(fs.readFileSync(path.join(contentDir, file), 'utf8')),
    }));
}

// ---------------------------------------------------------------------------------------------
// Deciding what to write
// ---------------------------------------------------------------------------------------------

export interface PlannedImage extends ImageRef {
  /** Absolute path of the image file. */
  absPath: string;
  /** Path relative to content/, for messages, e.g. `images/home/01-strength-floor.jpg`. */
  relPath: string;
}

export interface Plan {
  write: PlannedImage[];
  keep: PlannedImage[];
}

/**
 * Splits the references into files to write and existing files to keep. The same src listed
 * twice is handled once. A src that escapes content/images/ is refused rather than written.
 */
export function planWrites(
  refs: ImageRef[],
  contentDir: string,
  options: { force?: boolean; exists?: (absPath: string) => boolean } = {},
): Plan {
  const exists = options.exists ?? ((p: string) => fs.existsSync(p));
  const imagesDir = path.resolve(contentDir, 'images');
  const seen = new Set<string>();
  const plan: Plan = { write: [], keep: [] };
  for (const ref of refs) {
    const absPath = path.resolve(contentDir, ref.src);
    if (!absPath.startsWith(imagesDir + path.sep)) {
      throw new Error(`${ref.file} ${ref.where}: ${ref.src} is outside content/images/`);
    }
    if (seen.has(absPath)) continue;
    seen.add(absPath);
    const planned = { ...ref, absPath, relPath: path.relative(contentDir, absPath) };
    if (!options.force && exists(absPath)) plan.keep.push(planned);
    else plan.write.push(planned);
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Text: escaping, measuring and wrapping
// ---------------------------------------------------------------------------------------------

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

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

// ---------------------------------------------------------------------------------------------
// Choosing a pictogram
// ---------------------------------------------------------------------------------------------

export type Pictogram =
  | 'portrait'
  | 'kettlebell'
  | 'bike'
  | 'rower'
  | 'cardio'
  | 'yoga'
  | 'juice'
  | 'locker'
  | 'clock'
  | 'boxing'
  | 'turf'
  | 'coaching'
  | 'group'
  | 'rack'
  | 'bench'
  | 'machine'
  | 'strength'
  | 'abstract';

// First match wins, so specific words come before general ones ("kettlebell-rack" is a
// kettlebell, not a power rack; "personal-training" is coaching, not a class).
const PICTOGRAM_KEYWORDS: [Pictogram, string[]][] = [
  ['kettlebell', ['kettlebell']],
  ['bike', ['bike', 'cycling', 'cycle', 'spin', 'recumbent', 'assault']],
  ['rower', ['rower', 'rowing']],
  ['cardio', ['treadmill', 'cardio', 'elliptical', 'stair', 'climber']],
  ['yoga', ['yoga', 'stretching', 'stretch', 'mat', 'mobility', 'foam-roller']],
  ['juice', ['juice', 'smoothie', 'shake', 'nutrition']],
  ['locker', ['towel', 'locker']],
  ['clock', ['entrance', 'open-24-7', '24-7', 'open', 'access', 'hours']],
  ['boxing', ['boxing', 'kickboxing', 'heavy-bag', 'bag']],
  ['turf', ['turf', 'sled']],
  ['coaching', ['coaching', 'coach', 'personal-training', 'trainer', 'training-session']],
  ['group', ['group', 'community', 'class', 'studio', 'alumni', 'team', 'bootcamp']],
  // Strength equipment gets a few different drawings so a gallery of it is not seven dumbbells.
  ['rack', ['power-rack', 'rack', 'smith', 'squat', 'platform', 'barbell']],
  ['bench', ['bench']],
  ['machine', ['cable', 'selectorized', 'leg-press', 'machine', 'weight-stack']],
  ['strength', ['dumbbell', 'free-weights', 'weights', 'strength', 'lifting']],
];

/** Lower-case words of a file or folder name joined by '-', without the extension. */
function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** True if the slug contains the keyword as whole words (plural 's'/'es' allowed). */
function hasKeyword(slug: string, keyword: string): boolean {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|-)${escaped}(?:e?s)?(?:-|$)`).test(slug);
}

/** Picks the pictogram for an image from its path: the file name first, then its folders. */
export function choosePictogram(src: string): Pictogram {
  const parts = src.replace(/\\/g, '/').split('/').filter(Boolean);
  if (parts.slice(0, -1).includes('trainers')) return 'portrait';
  // Check the file name first so "home/10-dumbbells" wins over any folder name.
  const names = [...parts].reverse().filter((part) => part !== '.' && part !== 'images');
  for (const name of names) {
    const slug = nameSlug(name);
    for (const [pictogram, keywords] of PICTOGRAM_KEYWORDS) {
      if (keywords.some((keyword) => hasKeyword(slug, keyword))) return pictogram;
    }
  }
  return 'abstract';
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

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

const CAPTION_FONT = "'DejaVu Sans', Arial, sans-serif";
const LOGO_FONT = 'Helvetica, Arial, sans-serif';
export const PLACEHOLDER_NOTE = 'Placeholder image - replace with a club photo';

/** Rounds coordinates so the SVG stays small and readable. */
const r1 = (value: number): number => Math.round(value * 10) / 10;

/** A line (or lines) of text; y is the baseline of the first line. */
function svgText(
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
    .map((line, i) => `<text ${attrs} y="${r1(y + i * lineHeight)}">${escapeXml(line)}</text>`)
    .join('');
}

/**
 * Pictograms are drawn in a 100 x 100 box, flat white with light-grey secondary parts and
 * charcoal details cut into the white shapes.
 */
const W = COLORS.white;
const G = COLORS.light;
const D = COLORS.detail;
const R = COLORS.accent;

function person(cx: number, top: number, scale: number, fill: string, outline: string): string {
  const s = scale;
  const head = `<circle cx="${r1(cx)}" cy="${r1(top + 9 * s)}" r="${r1(9 * s)}"/>`;
  const body =
    `<path d="M${r1(cx - 17 * s)} ${r1(top + 48 * s)}V${r1(top + 34 * s)}` +
    `C${r1(cx - 17 * s)} ${r1(top + 24 * s)} ${r1(cx - 9 * s)} ${r1(top + 21 * s)} ${r1(cx)} ${r1(top + 21 * s)}` +
    `C${r1(cx + 9 * s)} ${r1(top + 21 * s)} ${r1(cx + 17 * s)} ${r1(top + 24 * s)} ${r1(cx + 17 * s)} ${r1(top + 34 * s)}` +
    `V${r1(top + 48 * s)}Z"/>`;
  return `<g fill="${fill}" stroke="${outline}" stroke-width="3">${head}${body}</g>`;
}

const PICTOGRAMS: Record<Exclude<Pictogram, 'portrait'>, () => string> = {
  strength: () =>
    // A dumbbell, tilted a little so it reads as equipment rather than a symbol.
    `<g transform="rotate(-18 50 50)">` +
    `<rect x="26" y="46" width="48" height="8" rx="3" fill="${G}"/>` +
    `<rect x="19" y="27" width="11" height="46" rx="4" fill="${W}"/>` +
    `<rect x="70" y="27" width="11" height="46" rx="4" fill="${W}"/>` +
    `<rect x="9" y="34" width="9" height="32" rx="3.5" fill="${W}"/>` +
    `<rect x="82" y="34" width="9" height="32" rx="3.5" fill="${W}"/>` +
    `<rect x="4" y="46" width="5" height="8" rx="2" fill="${G}"/>` +
    `<rect x="91" y="46" width="5" height="8" rx="2" fill="${G}"/>` +
    `</g>`,
  rack: () =>
    // A power rack from the front, with a loaded barbell on the J-hooks.
    `<rect x="8" y="86" width="84" height="6" rx="3" fill="${G}"/>` +
    `<rect x="18" y="8" width="7" height="80" rx="1.5" fill="${W}"/>` +
    `<rect x="75" y="8" width="7" height="80" rx="1.5" fill="${W}"/>` +
    `<rect x="18" y="8" width="64" height="6" rx="1.5" fill="${W}"/>` +
    `<path d="M25 66h8M75 66h-8" stroke="${G}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="3" y="38" width="94" height="4" rx="2" fill="${G}"/>` +
    `<rect x="9" y="26" width="7" height="28" rx="2.5" fill="${W}"/>` +
    `<rect x="84" y="26" width="7" height="28" rx="2.5" fill="${W}"/>` +
    `<rect x="4" y="31" width="4.5" height="18" rx="2" fill="${W}"/>` +
    `<rect x="91.5" y="31" width="4.5" height="18" rx="2" fill="${W}"/>`,
  bench: () =>
    // An adjustable bench in side view, back pad inclined.
    `<path d="M12 88h76" stroke="${G}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M22 64v24M62 64l10 24M58 64l8-10" stroke="${G}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="12" y="56" width="42" height="9" rx="4.5" fill="${W}"/>` +
    `<rect x="52" y="56" width="40" height="9" rx="4.5" fill="${W}" transform="rotate(-32 54 60.5)"/>` +
    `<g transform="rotate(-12 28 38)">` +
    `<rect x="14" y="36" width="28" height="4" rx="2" fill="${G}"/>` +
    `<rect x="10" y="28" width="7" height="20" rx="2.5" fill="${W}"/>` +
    `<rect x="39" y="28" width="7" height="20" rx="2.5" fill="${W}"/>` +
    `</g>`,
  machine: () =>
    // A selectorized cable machine: frame, pulleys, weight stack and seat.
    `<path d="M10 90h80" stroke="${G}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M16 90V10h58M40 10v80" fill="none" stroke="${W}" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="20" y="50" width="16" height="6" rx="1" fill="${W}"/>` +
    `<rect x="20" y="58" width="16" height="6" rx="1" fill="${W}"/>` +
    `<rect x="20" y="66" width="16" height="6" rx="1" fill="${W}"/>` +
    `<rect x="20" y="74" width="16" height="6" rx="1" fill="${W}"/>` +
    `<rect x="20" y="82" width="16" height="6" rx="1" fill="${W}"/>` +
    `<path d="M36 61h4" stroke="${R}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="28" cy="17" r="4" fill="${G}"/><circle cx="72" cy="17" r="4" fill="${G}"/>` +
    `<path d="M28 21v29M72 21v19" stroke="${G}" stroke-width="1.6"/>` +
    `<path d="M64 40h16" stroke="${W}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<rect x="52" y="66" width="32" height="8" rx="4" fill="${W}"/>` +
    `<path d="M68 74v16" stroke="${G}" stroke-width="5"/>`,
  kettlebell: () =>
    `<path d="M33 50V34a17 15 0 0 1 34 0v16" fill="none" stroke="${W}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M50 38c15.5 0 27 11.5 27 26 0 9-4 16-9.5 21h-35C27 80 23 73 23 64c0-14.5 11.5-26 27-26z" fill="${W}"/>` +
    `<path d="M35 62a16 16 0 0 1 9-13" fill="none" stroke="${G}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="30" y="86" width="40" height="5" rx="2.5" fill="${G}"/>`,
  cardio: () =>
    // A treadmill in side view: inclined deck, upright, console and handrail.
    `<g transform="rotate(-5 46 76)">` +
    `<rect x="6" y="70" width="80" height="12" rx="6" fill="${W}"/>` +
    `<rect x="13" y="74.5" width="66" height="3" rx="1.5" fill="${D}" fill-opacity="0.3"/>` +
    `</g>` +
    `<path d="M78 70L84 32" stroke="${W}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="68" y="18" width="28" height="14" rx="3.5" fill="${W}"/>` +
    `<rect x="73" y="22" width="13" height="6" rx="1.5" fill="${D}"/>` +
    `<path d="M82 42H56" stroke="${G}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M6 92h88" stroke="${G}" stroke-width="3" stroke-linecap="round"/>`,
  bike: () =>
    // An upright exercise bike: flywheel in front, saddle behind, bars up front.
    `<rect x="10" y="86" width="80" height="5" rx="2.5" fill="${G}"/>` +
    `<circle cx="30" cy="64" r="16" fill="none" stroke="${W}" stroke-width="6"/>` +
    `<circle cx="30" cy="64" r="4" fill="${G}"/>` +
    `<path d="M30 64L68 86M58 80L64 40M30 64L24 30" stroke="${W}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="M14 29h18" stroke="${W}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="54" y="33" width="28" height="8" rx="4" fill="${W}"/>` +
    `<circle cx="50" cy="75" r="5" fill="${G}"/>`,
  rower: () =>
    // A rowing machine: long rail, sliding seat, footplate, flywheel and monitor.
    `<rect x="6" y="68" width="74" height="6" rx="3" fill="${W}"/>` +
    `<path d="M10 74v12M86 74l4 12" stroke="${G}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="80" cy="62" r="16" fill="${W}"/><circle cx="80" cy="62" r="6" fill="${D}"/>` +
    `<path d="M80 46L74 30" stroke="${W}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="62" y="18" width="18" height="12" rx="2.5" fill="${W}"/>` +
    `<rect x="22" y="58" width="22" height="8" rx="4" fill="${G}"/>` +
    `<path d="M56 68l5-16" stroke="${G}" stroke-width="6" stroke-linecap="round"/>`,
  yoga: () =>
    // A seated figure on a mat.
    `<rect x="6" y="82" width="88" height="6" rx="3" fill="${G}"/>` +
    `<circle cx="50" cy="20" r="9" fill="${W}"/>` +
    `<path d="M39 36c3-4 7-5 11-5s8 1 11 5l2 24H37z" fill="${W}"/>` +
    `<path d="M41 37L30 58l-10 6M59 37l11 21 10 6" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M18 72c0-8 14-12 32-12s32 4 32 12c0 4-3 6-7 6H25c-4 0-7-2-7-6z" fill="${W}"/>` +
    `<path d="M36 70h28" stroke="${D}" stroke-width="2" stroke-linecap="round"/>`,
  juice: () =>
    // A smoothie cup with a straw and a citrus slice on the rim.
    `<path d="M56 27L66 6" stroke="${G}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="27" y="24" width="46" height="9" rx="4.5" fill="${G}"/>` +
    `<path d="M31 36h38l-5 52a4 4 0 0 1-4 4H40a4 4 0 0 1-4-4z" fill="${W}"/>` +
    `<path d="M33.5 52h33l-1.3 14H34.8z" fill="${D}" fill-opacity="0.18"/>` +
    `<circle cx="26" cy="28" r="11" fill="${W}"/><circle cx="26" cy="28" r="8" fill="${G}"/>` +
    `<path d="M18 28h16M22 21l8 14M30 21l-8 14" stroke="${W}" stroke-width="1.6"/>`,
  locker: () =>
    // Two day lockers with a towel folded over one door.
    `<rect x="18" y="10" width="31" height="80" rx="3" fill="${W}"/>` +
    `<rect x="51" y="10" width="31" height="80" rx="3" fill="${W}"/>` +
    `<path d="M25 19h17M25 24h17M25 29h17M58 19h17M58 24h17M58 29h17" stroke="${D}" stroke-width="2" stroke-linecap="round"/>` +
    `<rect x="42" y="48" width="3" height="10" rx="1.5" fill="${D}"/>` +
    `<rect x="75" y="48" width="3" height="10" rx="1.5" fill="${D}"/>` +
    `<path d="M54 38h24v30a3 3 0 0 1-3 3H57a3 3 0 0 1-3-3z" fill="${G}"/>` +
    `<path d="M54 62h24" stroke="${D}" stroke-width="1.5" stroke-opacity="0.35"/>` +
    `<rect x="14" y="88" width="72" height="4" rx="2" fill="${G}"/>`,
  clock: () =>
    // "24/7" inside a circular arrow: always open.
    `<path d="M82 61.6A34 34 0 1 1 74 26" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M80.5 32.5L80 18.5 66.8 31.6z" fill="${W}" stroke="${W}" stroke-width="2" stroke-linejoin="round"/>` +
    `<text x="50" y="57.5" font-family="${CAPTION_FONT}" font-weight="bold" font-size="20" fill="${W}" text-anchor="middle">24/7</text>`,
  boxing: () =>
    // A heavy bag on its chain.
    `<path d="M50 4v10M50 14L37 26M50 14l13 12" fill="none" stroke="${G}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="33" y="24" width="34" height="66" rx="13" fill="${W}"/>` +
    `<rect x="33" y="34" width="34" height="5" fill="${G}"/>` +
    `<rect x="33" y="74" width="34" height="5" fill="${G}"/>` +
    `<path d="M42 46v22" stroke="${D}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.25"/>`,
  turf: () =>
    // A push sled loaded with a plate, on turf lane markings.
    `<path d="M8 92h84" stroke="${G}" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<path d="M14 80h58c8 0 12-4 14-10" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="22" y="66" width="50" height="9" rx="2" fill="${W}"/>` +
    `<path d="M30 66L22 20M42 66L36 30" stroke="${W}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M16 20h12" stroke="${G}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="58" cy="52" r="14" fill="${W}"/><circle cx="58" cy="52" r="4" fill="${D}"/>`,
  coaching: () =>
    // A clipboard with a ticked training plan.
    `<rect x="24" y="14" width="52" height="76" rx="5" fill="${W}"/>` +
    `<rect x="38" y="8" width="24" height="12" rx="3" fill="${G}"/>` +
    `<path d="M32 36l4 4 7-8M32 54l4 4 7-8M32 72l4 4 7-8" fill="none" stroke="${R}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M49 37h19M49 55h19M49 73h13" stroke="${D}" stroke-width="3.5" stroke-linecap="round"/>`,
  group: () =>
    person(22, 32, 1.1, G, COLORS.bgTo) +
    person(78, 32, 1.1, G, COLORS.bgTo) +
    person(50, 14, 1.5, W, COLORS.bgTo),
  abstract: () =>
    `<path d="M50 10l35 20v40L50 90 15 70V30z" fill="none" stroke="${W}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M50 30l17 10v20L50 70 33 60V40z" fill="${G}"/>`,
};

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

function backgroundDefs(width: number, height: number): string {
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
function accentBand(width: number, height: number, reach = 0.2): string {
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
function brandTag(width: number, height: number): string {
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

function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>\n`
  );
}

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
    `letter-spacing="1.6" fill="${COLORS.detail}" text-anchor="middle">${escapeXml(initialsText)}</text>`
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

/**
 * A line of wordmark text pinned to its Helvetica width: renderers with Helvetica or Arial draw
 * it as is, and browsers that fall back to a wider font squeeze it to the same width via
 * textLength, so the logo never overflows its box. `letterSpacing` is in px.
 */
function wordmarkText(
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
    ` textLength="${r1(length)}" lengthAdjust="spacingAndGlyphs">${escapeXml(text)}</text>`
  );
}

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
  const subSpacing =
    (subLength - measureText('FITNESS', { fontSize: subSize, metrics: 'helvetica' })) / 7;
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
      wordmarkText('BRIDGE CITY', cx, titleY, {
        fontSize: titleSize,
        fill: COLORS.ink,
        anchor: 'middle',
      }) +
      wordmarkText('FITNESS', cx, subY, {
        fontSize: subSize,
        fill: COLORS.ink,
        letterSpacing: subSpacing,
        anchor: 'middle',
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
      `fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>`;

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
    `<title>${escapeXml(name)}</title>` +
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

export interface ScheduleData {
  days: string[];
  slots: { time: string; classes: string[] }[];
}

/** True if the object holding an image also holds a class timetable. */
export function asSchedule(owner: unknown): ScheduleData | undefined {
  if (!isPlainObject(owner) || !Array.isArray(owner.days) || !Array.isArray(owner.slots)) {
    return undefined;
  }
  const days = owner.days.map(String);
  const slots = owner.slots.filter(isPlainObject).map((slot) => ({
    time: String(slot.time ?? ''),
    classes: Array.isArray(slot.classes) ? slot.classes.map((c) => String(c ?? '')) : [],
  }));
  return { days, slots };
}

/** The weekly timetable as a clean table: days across, time slots down, red header row. */
export function buildScheduleSvg(schedule: ScheduleData, width: number, height: number): string {
  const m = Math.min(width, height);
  const margin = 0.04 * width;
  const titleSize = 0.058 * m;
  const subtitleSize = 0.026 * m;
  const tableTop = margin + titleSize + subtitleSize * 2.2 + 0.04 * m;
  const tableWidth = width - 2 * margin;
  const tableBottom = height - margin * 0.8;
  const headerHeight = 0.08 * m;
  const rows = Math.max(1, schedule.slots.length);
  const rowHeight = (tableBottom - tableTop - headerHeight) / rows;
  const timeWidth = tableWidth * 0.11;
  const cols = Math.max(1, schedule.days.length);
  const colWidth = (tableWidth - timeWidth) / cols;
  const cellPad = Math.max(4, colWidth * 0.06);
  const cellTextWidth = colWidth - 2 * cellPad - 8;

  // One font size for every cell: the largest at which each class name fits in two lines.
  let cellSize = Math.min(0.03 * m, rowHeight * 0.26);
  const allFit = (size: number): boolean =>
    schedule.slots.every((slot) =>
      slot.classes.every(
        (name) => wrapText(name, cellTextWidth, { fontSize: size, bold: true }).length <= 2,
      ),
    );
  while (cellSize > 9 && !allFit(cellSize)) cellSize *= 0.94;
  const headerSize = Math.min(
    0.028 * m,
    ...schedule.days.map(
      (day) => (colWidth - 2 * cellPad) / measureText(day, { fontSize: 1, bold: true }),
    ),
  );

  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  // Title with a short red rule, in the same voice as the site's headings.
  parts.push(
    `<rect x="${r1(margin)}" y="${r1(margin)}" width="${r1(0.008 * m)}" height="${r1(titleSize + subtitleSize * 1.7)}" fill="${COLORS.accent}"/>`,
    svgText(['Team Class Schedule'], margin + 0.028 * m, margin + titleSize * 0.85, {
      fontSize: titleSize,
      bold: true,
      fill: COLORS.ink,
    }),
    svgText(
      ['Bridge City Fitness · Saskatoon'],
      margin + 0.028 * m,
      margin + titleSize + subtitleSize * 1.5,
      {
        fontSize: subtitleSize,
        fill: '#5b616d',
      },
    ),
  );
  // Header row.
  const radius = 0.012 * m;
  parts.push(
    `<path d="M${r1(margin)} ${r1(tableTop + headerHeight)}V${r1(tableTop + radius)}` +
      `q0 ${r1(-radius)} ${r1(radius)} ${r1(-radius)}H${r1(margin + tableWidth - radius)}` +
      `q${r1(radius)} 0 ${r1(radius)} ${r1(radius)}V${r1(tableTop + headerHeight)}z" fill="${COLORS.accent}"/>`,
  );
  const headerBaseline = tableTop + headerHeight / 2 + headerSize * 0.36;
  parts.push(
    svgText(['Time'], margin + cellPad * 2, headerBaseline, {
      fontSize: headerSize,
      bold: true,
      fill: '#ffffff',
    }),
  );
  schedule.days.forEach((day, col) => {
    parts.push(
      svgText([day], margin + timeWidth + colWidth * (col + 0.5), headerBaseline, {
        fontSize: headerSize,
        bold: true,
        fill: '#ffffff',
        anchor: 'middle',
      }),
    );
  });
  // Body rows: zebra stripes, time on the left, class names in soft tinted blocks.
  schedule.slots.forEach((slot, row) => {
    const y = tableTop + headerHeight + row * rowHeight;
    if (row % 2 === 1) {
      parts.push(
        `<rect x="${r1(margin)}" y="${r1(y)}" width="${r1(tableWidth)}" height="${r1(rowHeight)}" fill="#f5f6f8"/>`,
      );
    }
    parts.push(
      `<path d="M${r1(margin)} ${r1(y + rowHeight)}H${r1(margin + tableWidth)}" stroke="#dde0e6" stroke-width="1"/>`,
      svgText([slot.time], margin + cellPad * 2, y + rowHeight / 2 + cellSize * 0.36, {
        fontSize: cellSize,
        bold: true,
        fill: COLORS.ink,
      }),
    );
    schedule.days.forEach((_day, col) => {
      const name = slot.classes[col] ?? '';
      if (!name.trim()) return;
      const x = margin + timeWidth + col * colWidth;
      const lines = wrapText(name, cellTextWidth, { fontSize: cellSize, bold: true });
      const lineHeight = cellSize * 1.2;
      const boxY = y + rowHeight * 0.14;
      const boxH = rowHeight * 0.72;
      const firstBaseline =
        y + rowHeight / 2 - ((lines.length - 1) * lineHeight) / 2 + cellSize * 0.36;
      parts.push(
        `<rect x="${r1(x + cellPad)}" y="${r1(boxY)}" width="${r1(colWidth - 2 * cellPad)}" height="${r1(boxH)}" rx="${r1(radius * 0.8)}" fill="#fdecee"/>`,
        `<rect x="${r1(x + cellPad)}" y="${r1(boxY)}" width="${r1(Math.max(3, 0.005 * m))}" height="${r1(boxH)}" fill="${COLORS.accent}"/>`,
        svgText(lines, x + colWidth / 2 + 2, firstBaseline, {
          fontSize: cellSize,
          bold: true,
          fill: COLORS.ink,
          lineHeight,
          anchor: 'middle',
        }),
      );
    });
  });
  // Column rules and an outline keep the grid readable without heavy borders.
  const columnRules = schedule.days
    .map((_day, col) => {
      const x = r1(margin + timeWidth + col * colWidth);
      return `M${x} ${r1(tableTop + headerHeight)}V${r1(tableBottom)}`;
    })
    .join('');
  parts.push(
    `<path d="${columnRules}" stroke="#e6e8ec" stroke-width="1"/>`,
    `<rect x="${r1(margin)}" y="${r1(tableTop)}" width="${r1(tableWidth)}" height="${r1(tableBottom - tableTop)}" rx="${r1(radius)}" fill="none" stroke="#d3d7de" stroke-width="1.5"/>`,
  );
  return svgDocument(width, height, parts.join(''));
}

export type ImageKind = 'logo' | 'partner' | 'schedule' | 'social' | 'photo';

/** Which kind of artwork an image gets. */
export function classifyImage(ref: Pick<ImageRef, 'src' | 'where' | 'owner'>): ImageKind {
  const rel = path.posix.normalize(ref.src.replace(/\\/g, '/'));
  if (rel === 'images/logo.svg' || /^images\/logo\.[a-z]+$/.test(rel)) return 'logo';
  if (rel.startsWith('images/partners/')) return 'partner';
  if (asSchedule(ref.owner)) return 'schedule';
  if (/social-card/.test(rel) || /(^|\.)socialImage$/.test(ref.where)) return 'social';
  return 'photo';
}

export interface SiteInfo {
  name: string;
  tagline: string;
  location: string;
}

export const DEFAULT_SITE: SiteInfo = {
  name: 'Bridge City Fitness',
  tagline: 'Open 24/7 self-serve',
  location: 'Saskatoon, SK',
};

/** The SVG source for an image, whatever its final format. */
export function buildSvg(ref: ImageRef, site: SiteInfo = DEFAULT_SITE): string {
  const { width, height } = ref;
  switch (classifyImage(ref)) {
    case 'logo':
      return buildLogoSvg(width, height);
    case 'partner':
      return buildPartnerSvg(ref.alt, width, height);
    case 'schedule':
      return buildScheduleSvg(asSchedule(ref.owner)!, width, height);
    case 'social':
      return buildSocialCardSvg(width, height, site);
    default:
      return buildPhotoSvg(ref);
  }
}

/** Renders the SVG to the file's format. JPEG settings keep a 1440x810 placeholder small. */
export async function renderImage(ref: ImageRef, site: SiteInfo = DEFAULT_SITE): Promise<Buffer> {
  const svg = buildSvg(ref, site);
  const ext = path.extname(ref.src).toLowerCase();
  if (ext === '.svg') return Buffer.from(svg, 'utf8');
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(ref.width, ref.height, {
    fit: 'fill',
  });
  switch (ext) {
    case '.jpg':
    case '.jpeg':
      return image
        .flatten({ background: COLORS.bgFrom })
        .jpeg({ quality: 70, mozjpeg: true })
        .toBuffer();
    case '.png':
      return image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
    case '.webp':
      return image.webp({ quality: 75 }).toBuffer();
    default:
      throw new Error(`${ref.file} ${ref.where}: cannot make a ${ext || 'extension-less'} image`);
  }
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------

export interface RunOptions {
  contentDir: string;
  force?: boolean;
  log?: (line: string) => void;
}

/** Reads the club's name, tagline and city from site.yaml for the social card. */
function siteInfo(docs: { file: string; data: unknown }[]): SiteInfo {
  const site = docs.find((doc) => doc.file === 'site.yaml')?.data;
  if (!isPlainObject(site)) return DEFAULT_SITE;
  const contact = isPlainObject(site.contact) ? site.contact : {};
  const str = (value: unknown, fallback: string): string =>
    typeof value === 'string' && value.trim() ? value : fallback;
  return {
    name: str(site.name, DEFAULT_SITE.name),
    tagline: str(site.tagline, DEFAULT_SITE.tagline),
    location: str(contact.cityProvince, DEFAULT_SITE.location),
  };
}

export async function run(options: RunOptions): Promise<{ written: string[]; kept: string[] }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const docs = loadContent(options.contentDir);
  const refs = docs.flatMap((doc) => collectImageRefs(doc.data, doc.file));
  const plan = planWrites(refs, options.contentDir, { force: options.force });
  const site = siteInfo(docs);
  for (const image of plan.write) {
    const data = await renderImage(image, site);
    fs.mkdirSync(path.dirname(image.absPath), { recursive: true });
    fs.writeFileSync(image.absPath, data);
    log(
      `wrote ${image.relPath} (${image.width}x${image.height}, ${(data.length / 1024).toFixed(1)} KB)`,
    );
  }
  log(`wrote ${plan.write.length}, kept ${plan.keep.length} existing`);
  return { written: plan.write.map((i) => i.relPath), kept: plan.keep.map((i) => i.relPath) };
}

export function parseArgs(argv: string[]): { force: boolean } {
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else throw new Error(`unknown argument ${arg}; usage: make-placeholders [--force]`);
  }
  return { force };
}

/** True when this file is the script being run, not a module imported by a test. */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const self = typeof __filename === 'string' ? __filename : '';
  try {
    return fs.realpathSync(entry) === fs.realpathSync(self);
  } catch {
    return /make-placeholders\.[cm]?[jt]s$/.test(entry);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  // content/ sits next to scripts/, wherever the command is run from.
  const scriptDir = path.dirname(fs.realpathSync(process.argv[1]!));
  await run({ contentDir: path.resolve(scriptDir, '..', 'content'), ...options });
}

if (isMain()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
