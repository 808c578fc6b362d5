import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FAVICON_SIZE, renderFavicon, samePixels, writeFavicon } from '../favicon';

const STATIC_DIR = path.resolve(__dirname, '..', '..', '..', 'static');
const square = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/></svg>`,
  );

test('static/favicon.png is static/favicon.svg as drawn now (after a change: npm run images)', async () => {
  const committed = fs.readFileSync(path.join(STATIC_DIR, 'favicon.png'));
  const drawn = await renderFavicon(fs.readFileSync(path.join(STATIC_DIR, 'favicon.svg')));
  expect(await samePixels(committed, drawn)).toBe(true);
  const { width, height, format } = await sharp(committed).metadata();
  expect({ width, height, format }).toEqual({
    width: FAVICON_SIZE,
    height: FAVICON_SIZE,
    format: 'png',
  });
});

describe('writeFavicon', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('draws the PNG when it is missing, leaves it when it matches, redraws it after a change', async () => {
    fs.writeFileSync(path.join(dir, 'favicon.svg'), square('#e10415'));
    expect(await writeFavicon(dir)).toBe(true);
    const png = path.join(dir, 'favicon.png');
    const { data } = await sharp(fs.readFileSync(png)).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xe1, 0x04, 0x15]);

    const before = fs.statSync(png).mtimeMs;
    expect(await writeFavicon(dir)).toBe(false);
    expect(fs.statSync(png).mtimeMs).toBe(before);

    fs.writeFileSync(path.join(dir, 'favicon.svg'), square('#1d1f24'));
    expect(await writeFavicon(dir)).toBe(true);
    const redrawn = await sharp(fs.readFileSync(png)).raw().toBuffer();
    expect([...redrawn.subarray(0, 3)]).toEqual([0x1d, 0x1f, 0x24]);
  });

  it('names the missing SVG', async () => {
    await expect(writeFavicon(dir)).rejects.toThrow(`${path.join(dir, 'favicon.svg')}: missing`);
  });
});
