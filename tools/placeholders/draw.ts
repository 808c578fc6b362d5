// Placeholder artwork: shapes drawn as SVG, words set by sharp's text input (Pango, with the
// machine's DejaVu Sans), composited on top. Each function returns the picture as PNG.
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { z } from 'zod';
import { escapeHtml as esc } from '../../contracts/escape-html';

export const COLORS = { bg: '#15171c', bg2: '#2b2e36', accent: '#e10415', ink: '#1d1f24' };
export const PLACEHOLDER_NOTE = 'Placeholder image - replace with a club photo';
const FONT = 'DejaVu Sans';

/** One `{ src, alt }` object found in a content file, with the size of its placeholder. */
export interface ImageRef {
  /** As written in the YAML, e.g. `./images/home/01-strength-floor.jpg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The YAML file and the place in it (`home[0]`), for messages. */
  file: string;
  where: string;
  /** The object holding the image object (the schedule image needs its table data). */
  owner?: Record<string, unknown>;
}

export interface SiteInfo {
  name: string;
  tagline: string;
  location: string;
}

interface TextBox {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Size in px; without one, Pango picks the largest that fits the box. */
  size?: number;
  align?: 'left' | 'centre';
  color?: string;
  bold?: boolean;
}

/** Pango markup wrapped to the box, as a layer to composite; centred vertically in its box. */
async function text(markup: string, box: TextBox): Promise<OverlayOptions> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${box.color ?? '#f5f6f8'}">${markup}</span>`,
      font: `${FONT}${box.bold ? ' Bold' : ''} ${box.size ?? 12}`,
      width: Math.round(box.width),
      ...(box.size ? { dpi: 72 } : { height: Math.round(box.height) }),
      align: box.align === 'left' ? 'left' : 'centre',
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const dx = box.align === 'left' ? 0 : (box.width - info.width) / 2;
  const dy = (box.height - info.height) / 2;
  return { input: data, left: Math.round(box.left + dx), top: Math.round(box.top + dy) };
}

/** The bridge-arch mark in a 100 x 60 box, placed at x, y and `size` wide. */
function bridge(x: number, y: number, size: number, color = COLORS.accent): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="none" stroke="${color}">` +
    `<path d="M8 42Q50 -18 92 42" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M26 25V44M38 17V44M50 15V44M62 17V44M74 25V44" stroke-width="3.2"/>` +
    `<path d="M0 45.5H100" stroke-width="7"/><path d="M14 49v9M86 49v9" stroke-width="5"/></g>`
  );
}

/** The dark brand background with its red band across the bottom-right corner. */
function darkBackground(width: number, height: number): string {
  const m = Math.min(width, height);
  return (
    `<linearGradient id="bg" x2="1" y2="1"><stop stop-color="${COLORS.bg}"/>` +
    `<stop offset="1" stop-color="${COLORS.bg2}"/></linearGradient>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="translate(${width} ${height}) rotate(-38)" fill="${COLORS.accent}">` +
    `<rect x="${-2 * width}" y="${-0.2 * m}" width="${4 * width}" height="${0.04 * m}"/>` +
    `<rect x="${-2 * width}" y="${-0.25 * m}" width="${4 * width}" height="${0.012 * m}" opacity="0.45"/></g>`
  );
}

async function picture(width: number, height: number, svg: string, layers: OverlayOptions[]) {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`;
  return sharp(Buffer.from(doc)).composite(layers).png().toBuffer();
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const last = words.length > 1 ? words[words.length - 1]![0] : '';
  return `${words[0]?.[0] ?? ''}${last}`.toUpperCase();
}

/** A photo: the alt text as a caption (a trainer's initials and name above it) and the note. */
export async function photo({ src, alt, width, height }: ImageRef): Promise<Buffer> {
  const m = Math.min(width, height);
  const trainer = src.includes('/trainers/');
  const name = alt.split(',')[0]!.trim();
  const heading = trainer
    ? `<span size="300%" weight="bold">${esc(initials(name))}</span>\n<b>${esc(name)}</b>\n`
    : '';
  const caption = trainer ? alt.slice(name.length).replace(/^\s*,\s*/, '') : alt;
  const markup = `${heading}${esc(caption)}\n<span size="45%" foreground="#9aa1ad">${PLACEHOLDER_NOTE}</span>`;
  const box = { left: width * 0.1, top: height * 0.25, width: width * 0.8, height: height * 0.5 };
  const svg = darkBackground(width, height) + bridge(m * 0.05, m * 0.05, m * 0.1);
  return picture(width, height, svg, [await text(markup, box)]);
}

/** The link-preview card: club name, tagline and city on the brand background. */
export async function socialCard({ width, height }: ImageRef, site: SiteInfo): Promise<Buffer> {
  const m = Math.min(width, height);
  const markup =
    `<span size="200%" weight="bold">${esc(site.name)}</span>\n${esc(site.tagline)}\n` +
    `<span size="70%" foreground="#9aa1ad" letter_spacing="2048">${esc(site.location.toUpperCase())}</span>`;
  const box = { left: 0.09 * width, top: 0.4 * height, width: 0.66 * width, height: 0.45 * height };
  const layers = [await text(markup, { ...box, align: 'left' })];
  const svg = darkBackground(width, height) + bridge(0.09 * width, 0.11 * height, 0.26 * m);
  return picture(width, height, svg, layers);
}

/** The club's logo for a white header: the bridge over its name. */
export async function logo({ width, height }: ImageRef): Promise<Buffer> {
  const markup = `BRIDGE CITY\n<span size="50%" letter_spacing="8192" foreground="${COLORS.accent}">FITNESS</span>`;
  const box = { left: width * 0.07, top: height * 0.45, width: width * 0.86, height: height * 0.5 };
  const layers = [await text(markup, { ...box, bold: true, color: COLORS.ink })];
  return picture(width, height, bridge(width * 0.29, height * 0.05, width * 0.42), layers);
}

/** A partner's wordmark: a coloured disc with its initials, and its name. */
export async function partner({ alt, width, height }: ImageRef): Promise<Buffer> {
  const colors = ['#1f3a68', '#2e7d4f', '#6b3fa0', '#0f6b75', '#a4520d'];
  const hash = [...alt].reduce((sum, char) => (sum * 31 + char.codePointAt(0)!) >>> 0, 7);
  const r = height * 0.38;
  const disc = `<circle cx="${height / 2}" cy="${height / 2}" r="${r}" fill="${colors[hash % 5]}"/>`;
  const left = height * 1.05;
  const inDisc = { left: height / 2 - r, top: height / 2 - r, width: 2 * r, height: 2 * r };
  const beside = { left, top: height * 0.1, width: width - left, height: height * 0.8 };
  const layers = await Promise.all([
    text(esc(initials(alt)), { ...inDisc, size: r * 0.8, bold: true }),
    text(esc(alt), { ...beside, align: 'left', bold: true, color: COLORS.ink }),
  ]);
  return picture(width, height, disc, layers);
}

const SCHEDULE = z.object({
  days: z.array(z.string()),
  slots: z.array(z.object({ time: z.string(), classes: z.array(z.string()) })),
});

/** The timetable when the object holding an image holds one (days and slots). */
export const asSchedule = (owner: unknown) => SCHEDULE.safeParse(owner).data;

/** The weekly timetable: days across, time slots down, under a red header row. */
export async function schedule({ owner, width, height }: ImageRef) {
  const data = asSchedule(owner)!;
  const margin = 0.04 * width;
  const top = 0.2 * height;
  const rowHeight = (height - top - margin) / (data.slots.length + 1);
  const colWidth = (width - 2 * margin) / (data.days.length + 1);
  const size = Math.min(rowHeight * 0.2, colWidth * 0.11);
  const cell = (markup: string, col: number, row: number, color?: string) =>
    text(markup, {
      left: margin + col * colWidth + 4,
      top: top + row * rowHeight,
      width: colWidth - 8,
      height: rowHeight,
      size,
      bold: true,
      color,
    });
  let svg = `<rect width="${width}" height="${height}" fill="#fff"/>`;
  svg += `<rect x="${margin}" y="${top}" width="${width - 2 * margin}" height="${rowHeight}" fill="${COLORS.accent}"/>`;
  const isClass = (name: string) => name.trim() !== '' && name !== 'none';
  data.slots.forEach((slot, row) => {
    const y = top + (row + 1) * rowHeight;
    svg += `<rect x="${margin}" y="${y}" width="${width - 2 * margin}" height="${rowHeight}" fill="${row % 2 ? '#f3f4f6' : '#fff'}" stroke="#e4e6ea"/>`;
    slot.classes.forEach((name, col) => {
      const x = margin + (col + 1) * colWidth;
      if (isClass(name))
        svg += `<rect x="${x + 6}" y="${y + 10}" width="${colWidth - 12}" height="${rowHeight - 20}" rx="6" fill="#fdeaec"/><rect x="${x + 6}" y="${y + 10}" width="4" height="${rowHeight - 20}" fill="${COLORS.accent}"/>`;
    });
  });
  const layers = await Promise.all([
    text(`<span size="200%" weight="bold">Team Class Schedule</span>\nBridge City Fitness`, {
      left: margin,
      top: margin,
      width: width - 2 * margin,
      height: top - 2 * margin,
      align: 'left',
      color: COLORS.ink,
    }),
    ...['Time', ...data.days].map((day, col) => cell(esc(day), col, 0)),
    ...data.slots.flatMap((slot, row) => [
      cell(esc(slot.time), 0, row + 1, COLORS.ink),
      ...slot.classes.flatMap((name, col) =>
        isClass(name) ? [cell(esc(name), col + 1, row + 1, COLORS.ink)] : [],
      ),
    ]),
  ]);
  return picture(width, height, svg, layers);
}

/** Each kind of artwork, and its size when the content names none. */
const ARTWORK = {
  logo: { width: 350, height: 200, draw: logo },
  partner: { width: 320, height: 120, draw: partner },
  schedule: { width: 1200, height: 800, draw: schedule },
  social: { width: 1200, height: 630, draw: socialCard },
  portrait: { width: 600, height: 750, draw: photo },
  photo: { width: 1440, height: 810, draw: photo },
};

/** Which kind of artwork an image gets: a trainer's photo is a portrait. */
export function classifyImage(
  ref: Pick<ImageRef, 'src' | 'where' | 'owner'>,
): keyof typeof ARTWORK {
  const rel = path.posix.normalize(ref.src);
  if (/^images\/logo\.[a-z]+$/.test(rel)) return 'logo';
  if (rel.startsWith('images/partners/')) return 'partner';
  if (asSchedule(ref.owner)) return 'schedule';
  if (/social-card/.test(rel) || /(^|\.)socialImage$/.test(ref.where)) return 'social';
  return rel.startsWith('images/trainers/') ? 'portrait' : 'photo';
}

/** The size of an image's kind of artwork, for one the content gives no size. */
export const placeholderSize = (ref: Pick<ImageRef, 'src' | 'where' | 'owner'>) =>
  ARTWORK[classifyImage(ref)];

/** The placeholder as a PNG, whatever the file's format. */
export function draw(ref: ImageRef, site: SiteInfo): Promise<Buffer> {
  return ARTWORK[classifyImage(ref)].draw(ref, site);
}
