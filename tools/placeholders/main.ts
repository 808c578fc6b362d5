// Generates placeholder artwork for every image the content YAML references, so the site builds
// and looks finished before the club's real photos arrive.
//
//   npx tsx tools/placeholders/main.ts           write missing images only
//   npx tsx tools/placeholders/main.ts --force   regenerate every referenced image
//
// Existing files are kept by default because an editor may already have dropped in a real photo.
// Everything is drawn as SVG and rasterised with sharp (librsvg + fontconfig), so no fonts or
// image assets beyond Debian's fonts-dejavu-core are needed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CONTENT_DIR, loadYamlFiles } from '../../content-library';
import { buildLogoSvg, buildPartnerSvg, buildSocialCardSvg } from './cards';
import { collectImageRefs, isPlainObject, planWrites, type ImageRef } from './collect';
import { writeFavicon } from './favicon';
import { buildPhotoSvg } from './photo';
import { asSchedule, buildScheduleSvg } from './schedule';
import { COLORS } from './svg';

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

export interface RunOptions {
  contentDir: string;
  /** Where favicon.svg is; favicon.png is drawn from it there. None: no icon. */
  staticDir?: string;
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
  const docs = loadYamlFiles(options.contentDir);
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
  if (options.staticDir && (await writeFavicon(options.staticDir))) {
    log(`wrote ${path.join(path.basename(options.staticDir), 'favicon.png')} from favicon.svg`);
  }
  return { written: plan.write.map((i) => i.relPath), kept: plan.keep.map((i) => i.relPath) };
}

export function parseArgs(argv: string[]): { force: boolean } {
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else throw new Error(`unknown argument ${arg}; usage: npm run images [-- --force]`);
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
    return /placeholders[/\\]main\.[cm]?[jt]s$/.test(entry);
  }
}

async function main(): Promise<void> {
  await run({
    contentDir: CONTENT_DIR,
    staticDir: path.resolve(__dirname, '../../static'),
    ...parseArgs(process.argv.slice(2)),
  });
}

if (isMain()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
