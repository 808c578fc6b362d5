import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { collectImageRefs, planWrites } from '../collect';
import { asSchedule, classifyImage, initials } from '../draw';
import { renderImage, run } from '../main';

describe('collectImageRefs', () => {
  it('finds image objects at any depth and ignores everything else', () => {
    const data = parse(`
name: Club
logo: { src: ./images/logo.svg, alt: Logo, width: 350, height: 200 }
home:
  - src: ./images/home/01.jpg
    alt: First
    width: 1440
    height: 810
    title: Not part of the image
partners:
  - name: Partner
    logo: { src: ./images/partners/p.svg, alt: Partner, width: 320, height: 120 }
sizeless:
  - { src: ./images/trainers/no-size.jpg, alt: No size }
ignored:
  - { src: 'https://example.com/a.jpg', alt: Remote, width: 10, height: 10 }
  - { src: ./images/string-size.jpg, alt: Strings, width: '10', height: 10 }
  - { src: ./images/no-alt.jpg, width: 10, height: 10 }
  - { label: Facebook, url: 'https://www.facebook.com/example' }
  - plain string
`);
    const refs = collectImageRefs(data, 'test.yaml');
    expect(
      refs.map(({ src, alt, width, height, where }) => ({ src, alt, width, height, where })),
    ).toEqual([
      { src: './images/logo.svg', alt: 'Logo', width: 350, height: 200, where: 'logo' },
      { src: './images/home/01.jpg', alt: 'First', width: 1440, height: 810, where: 'home[0]' },
      {
        src: './images/partners/p.svg',
        alt: 'Partner',
        width: 320,
        height: 120,
        where: 'partners[0].logo',
      },
      // The content names no size: the placeholder gets its kind's (a trainer's portrait).
      {
        src: './images/trainers/no-size.jpg',
        alt: 'No size',
        width: 600,
        height: 750,
        where: 'sizeless[0]',
      },
    ]);
    expect(refs.every((ref) => ref.file === 'test.yaml')).toBe(true);
  });

  it('remembers the object that holds the image, so the schedule image gets its table', () => {
    const data = parse(`
image: { src: ./images/classes/schedule.png, alt: Schedule, width: 600, height: 400 }
days: [Monday, Tuesday]
slots:
  - time: 6:00 AM
    classes: [Yoga, '']
`);
    const [ref] = collectImageRefs(data, 'schedule.yaml');
    expect(ref).toBeDefined();
    expect(asSchedule(ref!.owner)).toEqual({
      days: ['Monday', 'Tuesday'],
      slots: [{ time: '6:00 AM', classes: ['Yoga', ''] }],
    });
    expect(classifyImage(ref!)).toBe('schedule');
  });
});

describe('artwork', () => {
  const base = { file: 'x.yaml', where: 'x' };

  it('picks the artwork by the image: logo, partner, schedule, link preview, else a photo', () => {
    const kind = (src: string, where = 'x') => classifyImage({ src, where });
    expect(kind('./images/logo.svg')).toBe('logo');
    expect(kind('./images/partners/acme.svg')).toBe('partner');
    expect(kind('./images/social-card.jpg')).toBe('social');
    expect(kind('./images/promo/card.jpg', 'promo.socialImage')).toBe('social');
    expect(kind('./images/home/01-strength-floor.jpg')).toBe('photo');
  });

  it('takes initials from the first and last word of a name', () => {
    expect(initials('Jordan Whitecalf')).toBe('JW');
    expect(initials('Priya  van Nair')).toBe('PN');
    expect(initials('Cher')).toBe('C');
  });

  it('draws an alt text with markup characters as text, not as markup', async () => {
    const ref = { ...base, src: './images/home/x.jpg', alt: 'Racks & benches <new>' };
    const jpeg = await renderImage({ ...ref, width: 320, height: 180 });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 180]);
  });

  it('makes an SVG a picture to decode, with no text for the browser to lay out', async () => {
    const ref = {
      ...base,
      src: './images/logo.svg',
      alt: 'Bridge City & Co',
      width: 350,
      height: 200,
    };
    const svg = (await renderImage(ref)).toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="350" height="200"/);
    expect(svg).toContain('<title>Bridge City &amp; Co</title>');
    expect(svg).toContain('href="data:image/png;base64,');
    expect(svg).not.toContain('<text');
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(350);
  });
});

describe('planWrites', () => {
  const ref = (src: string) => ({
    src,
    alt: 'x',
    width: 10,
    height: 10,
    file: 'a.yaml',
    where: 'x',
  });

  it('keeps existing files, writes missing ones and handles a repeated src once', () => {
    const plan = planWrites(
      [ref('./images/a.jpg'), ref('./images/b.jpg'), ref('./images/a.jpg')],
      '/content',
      { exists: (p) => p === path.resolve('/content/images/a.jpg') },
    );
    expect(plan.keep.map((i) => i.relPath)).toEqual([path.join('images', 'a.jpg')]);
    expect(plan.write.map((i) => i.relPath)).toEqual([path.join('images', 'b.jpg')]);
  });

  it('writes everything with force', () => {
    const plan = planWrites([ref('./images/a.jpg')], '/content', {
      force: true,
      exists: () => true,
    });
    expect(plan.write).toHaveLength(1);
    expect(plan.keep).toHaveLength(0);
  });

  it('refuses a src that leaves content/images/', () => {
    expect(() => planWrites([ref('./images/../../etc/x.jpg')], '/content')).toThrow(
      /outside content\/images/,
    );
  });
});

describe('run', () => {
  let dir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'placeholders-'));
    lines.length = 0;
    fs.writeFileSync(
      path.join(dir, 'gallery.yaml'),
      `
photos:
  - { src: ./images/gallery/kept.jpg, alt: An existing photo, width: 64, height: 48 }
  - { src: ./images/gallery/new-dumbbells.jpg, alt: Dumbbells & benches, width: 96, height: 54 }
  - { src: ./images/gallery/studio.png, alt: The studio, width: 40, height: 50 }
  - { src: ./images/partners/acme.svg, alt: Acme Rowing Club, width: 160, height: 60 }
`,
    );
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not yaml: { src: ./images/ignored.jpg }');
    fs.mkdirSync(path.join(dir, 'images', 'gallery'), { recursive: true });
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const size = async (file: string) => {
    const { width, height, format } = await sharp(path.join(dir, file)).metadata();
    return { width, height, format };
  };

  it('writes missing images at their declared size and keeps existing ones', async () => {
    const existing = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#00ff00' },
    })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'images/gallery/kept.jpg'), existing);

    const result = await run({ contentDir: dir, log });

    expect(result.kept).toEqual([path.join('images', 'gallery', 'kept.jpg')]);
    expect(result.written).toHaveLength(3);
    expect(fs.readFileSync(path.join(dir, 'images/gallery/kept.jpg')).equals(existing)).toBe(true);
    expect(await size('images/gallery/new-dumbbells.jpg')).toEqual({
      width: 96,
      height: 54,
      format: 'jpeg',
    });
    expect(await size('images/gallery/studio.png')).toEqual({
      width: 40,
      height: 50,
      format: 'png',
    });
    const svg = fs.readFileSync(path.join(dir, 'images/partners/acme.svg'), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="160" height="60"/);
    expect(lines.filter((line) => line.startsWith('wrote images/'))).toHaveLength(3);
    expect(lines.at(-1)).toBe('wrote 3, kept 1 existing');
    expect(fs.existsSync(path.join(dir, 'images/ignored.jpg'))).toBe(false);

    // A second run finds everything in place and writes nothing.
    await run({ contentDir: dir, log });
    expect(lines.at(-1)).toBe('wrote 0, kept 4 existing');
  });

  it('overwrites existing files with --force', async () => {
    fs.writeFileSync(path.join(dir, 'images/gallery/kept.jpg'), 'not really a photo');

    const result = await run({ contentDir: dir, force: true, log });

    expect(result.kept).toEqual([]);
    expect(result.written).toContain(path.join('images', 'gallery', 'kept.jpg'));
    expect(await size('images/gallery/kept.jpg')).toEqual({
      width: 64,
      height: 48,
      format: 'jpeg',
    });
    expect(lines.at(-1)).toBe('wrote 4, kept 0 existing');
  });
});
