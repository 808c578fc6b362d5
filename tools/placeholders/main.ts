// `npm run images [-- --force]`: placeholder artwork for every image the content names and lacks
// (a file that exists may be a real photo; all with --force), and static/favicon.png from its SVG.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CONTENT_DIR, loadYamlFiles } from '../../content-library';
import { escapeHtml } from '../../contracts/escape-html';
import { collectImageRefs, isPlainObject, planWrites } from './collect';
import { COLORS, draw, type ImageRef, type SiteInfo } from './draw';
import { writeFavicon } from './favicon';

export const DEFAULT_SITE: SiteInfo = {
  name: 'Bridge City Fitness',
  tagline: 'Open 24/7 self-serve',
  location: 'Saskatoon, SK',
};

/** In the file's format; an SVG holds a PNG at twice its size, so the browser lays out no text. */
export async function renderImage(ref: ImageRef, site: SiteInfo = DEFAULT_SITE): Promise<Buffer> {
  const ext = path.extname(ref.src).toLowerCase();
  if (ext === '.svg') {
    const png = await draw({ ...ref, width: ref.width * 2, height: ref.height * 2 }, site);
    const small = await sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer();
    const { width, height, alt } = ref;
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<title>${escapeHtml(alt)}</title>` +
        `<image width="${width}" height="${height}" href="data:image/png;base64,${small.toString('base64')}"/></svg>\n`,
    );
  }
  const image = sharp(await draw(ref, site));
  if (ext === '.jpg' || ext === '.jpeg')
    return image.flatten({ background: COLORS.bg }).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
  if (ext === '.png') return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  if (ext === '.webp') return image.webp({ quality: 75 }).toBuffer();
  throw new Error(`${ref.file} ${ref.where}: cannot make a ${ext || 'extension-less'} image`);
}

/** The club's name, tagline and city from site.yaml, for the social card. */
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

export async function run(options: {
  contentDir: string;
  /** Where favicon.png is drawn from favicon.svg; none: no icon. */
  staticDir?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ written: string[]; kept: string[] }> {
  const log = options.log ?? console.log;
  const docs = loadYamlFiles(options.contentDir);
  const refs = docs.flatMap((doc) => collectImageRefs(doc.data, doc.file));
  const plan = planWrites(refs, options.contentDir, { force: options.force });
  for (const image of plan.write) {
    const data = await renderImage(image, siteInfo(docs));
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

async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean' } } });
  const staticDir = path.resolve(__dirname, '../../static');
  await run({ contentDir: CONTENT_DIR, staticDir, force: values.force });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
