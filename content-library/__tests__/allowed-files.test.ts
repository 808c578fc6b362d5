// Content is data: a file under content/ that is neither an editor's nor a maintainer's is
// refused by name before any YAML file is read, and an image is checked from its header bytes.
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_LIMITS } from '../image-files';
import { validateContent } from '../validate';
import { contentFixture } from './content-fixture';

let dir: string;
beforeEach(() => (dir = contentFixture()));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes content/<file>, making its folder. */
function plant(file: string, data: string | Uint8Array) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), data);
}

/** A PNG's signature and header alone, saying `width` × `height`: no pixel is written. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(header);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2], 24); // 8 bits, RGB
  return header;
}

describe('the content check refuses what is not content', () => {
  it.each([
    ['eslint.config.mjs', "import fs from 'node:fs'; fs.writeFileSync('ran', '');"],
    ['package.json', '{ "scripts": { "postinstall": "touch ran" } }'],
    ['.env', 'NODE_OPTIONS=--require ./ran.js'],
    ['images/x.jpg.js', 'console.log("ran")'],
    ['schema/extra.json', '{}'],
  ])('content/%s, by name, before any YAML file is read', (file, text) => {
    plant(file, text);
    const read = jest.fn();

    const problems = validateContent(dir, path.dirname(dir), { documents: read });

    expect(problems).toEqual([
      {
        file: path.join(path.basename(dir), file),
        message: expect.stringMatching(/^is not content/),
      },
    ]);
    expect(read).not.toHaveBeenCalled();
  });

  it('tells an editor how to name a file the site would take under another name', () => {
    fs.renameSync(path.join(dir, 'trainers/4.yaml'), path.join(dir, 'trainers/Megan K.yaml'));
    expect(validateContent(dir, dir)).toEqual([
      { file: 'trainers/Megan K.yaml', message: expect.stringMatching(/lower-case letters/) },
    ]);
  });
});

describe('the content check reads each image from its bytes', () => {
  it('passes the fixture images as they are', () => {
    expect(validateContent(dir, dir)).toEqual([]);
  });

  it.each([
    ['images/huge.png', pngHeader(30_000, 30_000), /^is 30000 × 30000 pixels \(900 megapixels\)/],
    ['images/note.jpg', 'not a photo, just text\n', /^is named \.jpg but is not a JPEG image/],
    ['images/photo.jpg', pngHeader(800, 600), /^is named \.jpg but its bytes are a \.png image/],
    ['images/logo2.svg', '<html><script>alert(1)</script></html>', /is not an SVG image/],
  ])('refuses %s by name', (file, data, message) => {
    plant(file, data);
    expect(validateContent(dir, dir)).toEqual([{ file, message: expect.stringMatching(message) }]);
  });

  it('refuses an image over the byte limit without reading it', () => {
    plant('images/big.png', pngHeader(800, 600));
    // A sparse file: its size is over the limit, and no byte of it is allocated or read.
    fs.truncateSync(path.join(dir, 'images/big.png'), (IMAGE_LIMITS.megabytes + 1) * 1024 ** 2);
    expect(validateContent(dir, dir)).toEqual([
      { file: 'images/big.png', message: expect.stringMatching(/^is 11\.0 MB; an image may be/) },
    ]);
  });
});
