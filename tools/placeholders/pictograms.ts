// The pictogram of a photo placeholder, chosen from the image's path (its file name first, then
// its folders), and the drawings themselves in a 100 x 100 box.
import { CAPTION_FONT, COLORS, r1 } from './svg';

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
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** True if the slug contains the keyword as whole words (plural 's'/'es' allowed). */
export function hasKeyword(slug: string, keyword: string): boolean {
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

export const PICTOGRAMS: Record<Exclude<Pictogram, 'portrait'>, () => string> = {
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
