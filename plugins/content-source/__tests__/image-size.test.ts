import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageSize } from '../image-size';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e10415' } }).jpeg();

describe('imageSize', () => {
  it('reads a photo’s size from its file', async () => {
    // Prepare
    const file = path.join(dir, 'photo.jpg');
    await photo(48, 60).toFile(file);

    // Act, Assess
    await expect(imageSize(file)).resolves.toEqual({ width: 48, height: 60 });
  });

  it('swaps the sides of a photo its camera turned (EXIF orientation)', async () => {
    const file = path.join(dir, 'turned.jpg');
    await photo(60, 48).withMetadata({ orientation: 6 }).toFile(file);

    await expect(imageSize(file)).resolves.toEqual({ width: 48, height: 60 });
  });

  it('reads an SVG’s width and height', async () => {
    const file = path.join(dir, 'logo.svg');
    fs.writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"/>',
    );

    await expect(imageSize(file)).resolves.toEqual({ width: 320, height: 120 });
  });
});
