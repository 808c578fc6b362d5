// Content is files and folders: a link (here the logo, pointing at a file outside the
// repository) or a FIFO under content/ is refused by name before any file is read, the
// filesystem source is told to ignore it, and no reader follows a link. That the build stops on
// it is the plugin's test (plugins/content-source/__tests__/links.test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../load';
import { isNotRegular, readRegularFile } from '../regular-files';
import { validateContent } from '../validate';
import { contentFixture } from './content-fixture';

const SECRET = 'not-for-the-site-3f9a';
let dir: string;
let outside: string;

beforeEach(() => {
  dir = contentFixture();
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.svg'), `<svg><text>${SECRET}</text></svg>`);
  fs.writeFileSync(path.join(outside, 'site.yaml'), `name: ${SECRET}\n`);
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

/** Replaces content/<file> with a link to `target`. */
function link(file: string, target: string) {
  fs.rmSync(path.join(dir, file), { recursive: true, force: true });
  fs.symlinkSync(target, path.join(dir, file));
}

describe('the content check', () => {
  it('refuses a logo linked to a file outside the repository, by name, and reads nothing', () => {
    link('images/logo.svg', path.join(outside, 'secret.svg'));
    link('site.yaml', path.join(outside, 'site.yaml'));

    const problems = validateContent(dir, path.dirname(dir));

    const content = path.basename(dir);
    expect(problems).toEqual([
      {
        file: `${content}/images/logo.svg`,
        message: expect.stringMatching(/^is a link to ".*secret\.svg", not a file: .*content\//),
      },
      { file: `${content}/site.yaml`, message: expect.stringMatching(/^is a link to /) },
    ]);
    expect(JSON.stringify(problems)).not.toContain(SECRET);
  });

  it('names a linked folder once, without looking into it', () => {
    link('images/trainers', outside);
    expect(validateContent(dir, dir).map((p) => p.file)).toEqual(['images/trainers']);
  });

  it('refuses a content folder that is itself a link', () => {
    const linked = path.join(outside, 'content');
    fs.symlinkSync(dir, linked);
    expect(validateContent(linked, outside)).toEqual([
      { file: 'content', message: expect.stringMatching(/^is a link to /) },
    ]);
  });

  it('refuses what is neither a file nor a folder (a FIFO, which a read would wait on)', () => {
    execFileSync('mkfifo', [path.join(dir, 'images', 'pipe.svg')]);
    expect(validateContent(dir, dir)).toEqual([
      {
        file: 'images/pipe.svg',
        message: expect.stringMatching(/^is neither a file nor a folder/),
      },
    ]);
  });
});

describe('the readers', () => {
  it('has the filesystem source ignore a link or a FIFO, not a file or a folder', () => {
    link('images/logo.svg', path.join(outside, 'secret.svg'));
    execFileSync('mkfifo', [path.join(dir, 'pipe')]);
    expect(isNotRegular(path.join(dir, 'images/logo.svg'))).toBe(true);
    expect(isNotRegular(path.join(dir, 'pipe'))).toBe(true);
    expect(isNotRegular(path.join(dir, 'site.yaml'))).toBe(false);
    expect(isNotRegular(path.join(dir, 'images'))).toBe(false);
    expect(isNotRegular(path.join(dir, 'gone.yaml'))).toBe(false);
  });

  it('never follows a link when it reads content: the loader and any file', () => {
    link('images/logo.svg', path.join(outside, 'secret.svg'));
    link('site.yaml', path.join(outside, 'site.yaml'));
    const logo = path.join(dir, 'images/logo.svg');

    expect(() => loadContent('site', dir)).toThrow(/site\.yaml is a link, not a file/);
    expect(() => readRegularFile(logo)).toThrow(/is a link/);
    expect(readRegularFile(path.join(outside, 'secret.svg'))).toContain(SECRET);
  });
});
