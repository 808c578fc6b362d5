// The browser tab's icon as a PNG, rendered from static/favicon.svg. Chromium draws an SVG
// favicon by building an SVG document on the page's main thread, as the page hydrates (10–40 ms
// on a phone at 4x CPU, measured in traces); a PNG it only decodes. 48 px is 16 CSS px at 3x.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FAVICON_SIZE = 48;

/** Drawn large, then scaled down. */
export function renderFavicon(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 288 })
    .resize(FAVICON_SIZE, FAVICON_SIZE, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes `favicon.png` beside `favicon.svg` when its pixels differ or it is missing. */
export async function writeFavicon(staticDir: string): Promise<boolean> {
  const svgPath = path.join(staticDir, 'favicon.svg');
  const pngPath = path.join(staticDir, 'favicon.png');
  if (!fs.existsSync(svgPath))
    throw new Error(`${svgPath}: missing; the site's icon is drawn from it`);
  const png = await renderFavicon(fs.readFileSync(svgPath));
  if (fs.existsSync(pngPath) && (await samePixels(fs.readFileSync(pngPath), png))) return false;
  fs.writeFileSync(pngPath, png);
  return true;
}

export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all(
    [a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return (
    x!.info.width === y!.info.width && x!.info.height === y!.info.height && x!.data.equals(y!.data)
  );
}
