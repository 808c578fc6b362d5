import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { md5Of, readBuild } from '../build-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bcf-build-files-'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'index.html'), 'home');
  writeFileSync(join(dir, 'about', 'index.html'), 'about');
  writeFileSync(join(dir, 'app-0123456789abcdef0123.js.map'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build as the publish reads it', () => {
  it('keys each file by its path, hashes its content and leaves source maps out', () => {
    expect(readBuild(dir).map((file) => [file.key, file.md5])).toEqual([
      ['about/index.html', md5Of('about')],
      ['index.html', md5Of('home')],
    ]);
  });

  it('refuses a link in the build, naming it', () => {
    symlinkSync('/etc/hostname', join(dir, 'about', 'logo.png'));
    expect(() => readBuild(dir)).toThrow(
      `Not a regular file in the build: ${join(dir, 'about', 'logo.png')}`,
    );
  });

  it('refuses a folder with no home page, which would prune the live site', () => {
    rmSync(join(dir, 'index.html'));
    expect(() => readBuild(dir)).toThrow('holds no index.html');
  });
});
