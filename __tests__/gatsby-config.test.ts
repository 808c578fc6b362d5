// gatsby-config's filesystem source (what becomes File nodes, copied into public/) ignores a link
// or anything else under content/ that is no file or folder, so the build never follows one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import config from '../gatsby-config';

type Plugin = { resolve: string; options: { ignore: unknown[] } };

const source = (config.plugins ?? []).find(
  (p): p is Plugin => typeof p === 'object' && p.resolve === 'gatsby-source-filesystem',
)!;
/** As chokidar applies the ignore list to each path it finds: any function that says yes. */
const ignored = (file: string) =>
  source.options.ignore.some((matcher) => typeof matcher === 'function' && matcher(file) === true);

it('ignores a link under content/, however it is named, and keeps files and folders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-source-'));
  fs.writeFileSync(path.join(dir, 'outside.svg'), '<svg/>');
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'images', 'photo.jpg'), '');
  fs.symlinkSync(path.join(dir, 'outside.svg'), path.join(dir, 'images', 'logo.svg'));
  fs.symlinkSync(os.tmpdir(), path.join(dir, 'images', 'trainers'));

  expect(ignored(path.join(dir, 'images', 'logo.svg'))).toBe(true);
  expect(ignored(path.join(dir, 'images', 'trainers'))).toBe(true);
  expect(ignored(path.join(dir, 'images', 'photo.jpg'))).toBe(false);
  expect(ignored(path.join(dir, 'images'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
