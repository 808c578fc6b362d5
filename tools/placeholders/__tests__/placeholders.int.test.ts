import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { escapeHtml } from '../../../contracts/escape-html';
import { collectImageRefs, planWrites } from '../collect';
import { buildSvg, classifyImage, parseArgs, run } from '../main';
import { buildPhotoSvg, initials } from '../photo';
import { choosePictogram } from '../pictograms';
import { asSchedule, buildScheduleSvg } from '../schedule';
import { fitText, measureText, wrapBalanced, wrapText } from '../text';

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

describe('choosePictogram', () => {
  it.each([
    ['./images/amenities/03-benches.jpg', 'bench'],
    ['./images/home/10-dumbbells.jpg', 'strength'],
    ['./images/amenities/01-power-racks.jpg', 'rack'],
    ['./images/amenities/06-smith-machine.jpg', 'rack'], // "machine" must not match "mat"
    ['./images/amenities/07-selectorized.jpg', 'machine'],
    ['./images/amenities/08-kettlebell-rack.jpg', 'kettlebell'], // not a power rack
    ['./images/amenities/14-assault-bikes.jpg', 'bike'],
    ['./images/amenities/12-stair-climbers.jpg', 'cardio'],
    ['./images/home/09-rowing.jpg', 'rower'],
    ['./images/amenities/21-stretching-area.jpg', 'yoga'],
    ['./images/amenities/17-smoothies.jpg', 'juice'],
    ['./images/amenities/19-day-lockers.jpg', 'locker'],
    ['./images/home/03-open-24-7.jpg', 'clock'],
    ['./images/home/14-boxing.jpg', 'boxing'],
    ['./images/amenities/09-turf-lane.jpg', 'turf'],
    ['./images/home/04-personal-training.jpg', 'coaching'],
    ['./images/home/16-alumni.jpg', 'group'],
    ['./images/classes/studio.jpg', 'group'],
    ['./images/trainers/alex-martel.jpg', 'portrait'],
    ['./images/personal-training/photo-1.jpg', 'coaching'], // falls back to the folder name
    ['./images/home/99-sunset.jpg', 'abstract'],
  ])('%s -> %s', (src, expected) => {
    expect(choosePictogram(src)).toBe(expected);
  });
});

describe('caption wrapping', () => {
  const texts = [
    'Members lifting at power racks on the strength floor',
    'A personal trainer guiding a member through a kettlebell swing',
    'Weekly team-class schedule; the same schedule follows as a table',
    'Supercalifragilisticexpialidociousworkoutroutine in one very long word',
    'WWWWWWWW MMMMMMMM mmmmmmmm',
  ];

  it.each([120, 240, 492, 1180])('no line is wider than a %ipx budget', (budget) => {
    for (const text of texts) {
      for (const style of [{ fontSize: 30 }, { fontSize: 18, bold: true }]) {
        const lines = wrapText(text, budget, style);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(measureText(line, style)).toBeLessThanOrEqual(budget);
        const balanced = wrapBalanced(text, budget, style);
        expect(balanced).toHaveLength(lines.length);
        for (const line of balanced) expect(measureText(line, style)).toBeLessThanOrEqual(budget);
      }
    }
  });

  it('keeps every word and only hyphenates words that cannot fit', () => {
    const text = 'A group fitness class in the studio';
    expect(wrapText(text, 200, { fontSize: 20 }).join(' ')).toBe(text);
    const broken = wrapText('Supercalifragilistic', 80, { fontSize: 20 });
    expect(broken.length).toBeGreaterThan(1);
    expect(broken.slice(0, -1).every((line) => line.endsWith('-'))).toBe(true);
    expect(broken.join('').replace(/-/g, '')).toBe('Supercalifragilistic');
  });

  it('balances lines instead of leaving one word alone', () => {
    const lines = wrapBalanced('Personal trainer, stretching on a mat', 330, { fontSize: 30 });
    expect(lines).toEqual(['Personal trainer,', 'stretching on a mat']);
  });

  it('shrinks the font until the text fits in the allowed lines', () => {
    const fitted = fitText(texts[1]!, 300, { fontSize: 40, maxLines: 3, minFontSize: 10 });
    expect(fitted.fontSize).toBeLessThan(40);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
  });

  it('stays inside the budget when really rendered with DejaVu Sans', async () => {
    const budget = 400;
    const style = { fontSize: 32 };
    for (const line of wrapText(texts[0]!, budget, style)) {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="60">` +
        `<text x="10" y="45" font-family="'DejaVu Sans', Arial, sans-serif" font-size="32">` +
        `${escapeHtml(line)}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeLessThanOrEqual(budget);
    }
  });
});

describe('SVG text', () => {
  it('escapes the alt text in the caption, so the SVG stays valid', async () => {
    const svg = buildPhotoSvg({
      src: './images/home/01-strength-floor.jpg',
      alt: 'Racks & benches <new>',
      width: 320,
      height: 180,
    });
    expect(svg).toContain('Racks &amp;');
    expect(svg).toContain('&lt;new&gt;');
    expect(svg).not.toContain('<new>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    const meta = await sharp(Buffer.from(svg)).metadata(); // throws on malformed XML
    expect([meta.width, meta.height]).toEqual([320, 180]);
  });

  it('takes trainer initials from the name at the start of the alt text', () => {
    expect(initials('Jordan Whitecalf')).toBe('JW');
    const svg = buildPhotoSvg({
      src: './images/trainers/priya-nair.jpg',
      alt: 'Priya Nair, personal trainer, standing beside a rowing machine',
      width: 600,
      height: 750,
    });
    expect(svg).toContain('>PN</text>');
    expect(svg).toContain('>Priya Nair</text>');
  });

  it('draws the schedule as a table of days, times and classes', () => {
    const svg = buildScheduleSvg(
      {
        days: ['Monday', 'Tuesday'],
        slots: [
          { time: '6:00 AM', classes: ['Bootcamp', ''] },
          { time: '7:00 PM', classes: ['', 'Cardio Abs & Core'] },
        ],
      },
      1200,
      800,
    );
    for (const text of ['Team Class Schedule', 'Monday', 'Tuesday', '6:00 AM', '7:00 PM']) {
      expect(svg).toContain(`>${text}</text>`);
    }
    expect(svg).toContain('Bootcamp');
    expect(svg).toContain('Cardio Abs &amp;');
    // Two classes, so two cell blocks; the empty strings get none.
    expect(svg.match(/fill="#fdecee"/g)).toHaveLength(2);
  });

  it('gives the logo, partner logos and social card their own artwork', () => {
    const base = { file: 'x.yaml', where: 'x' };
    const logo = buildSvg({
      ...base,
      src: './images/logo.svg',
      alt: 'Logo',
      width: 350,
      height: 200,
    });
    expect(logo).toContain('<title>Bridge City Fitness</title>');
    expect(logo).not.toContain('<text'); // outlined: see block-letters.ts
    expect(logo).toContain('#e10415');
    expect(logo).not.toContain('url(#bg)'); // transparent, for the white header
    const partner = buildSvg({
      ...base,
      src: './images/partners/x.svg',
      alt: 'Prairie Sports Nutrition Academy',
      width: 320,
      height: 120,
    });
    expect(partner).toContain('Prairie Sports');
    expect(partner).toContain('Nutrition Academy');
    const social = buildSvg({
      ...base,
      src: './images/social-card.jpg',
      alt: 'Card',
      width: 1200,
      height: 630,
    });
    for (const text of ['Bridge City', 'Open 24/7 self-serve', 'SASKATOON, SK']) {
      expect(social).toContain(text);
    }
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

describe('parseArgs', () => {
  it('understands --force and rejects anything else', () => {
    expect(parseArgs([])).toEqual({ force: false });
    expect(parseArgs(['--force'])).toEqual({ force: true });
    expect(() => parseArgs(['--forse'])).toThrow(/unknown argument/);
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
    expect(svg).toContain('Acme Rowing');
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
