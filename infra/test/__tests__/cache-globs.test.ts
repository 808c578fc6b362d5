// The two uploads' `aws s3 sync` filters must give every file the Cache-Control that
// cacheControlFor (edge/cache-control.ts, also used by the local server) gives it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  cacheControlFor,
  contentTypeFor,
} from '../../../edge';
import { classIcsPath } from '../../../contracts/routes';
import {
  fnmatchRegExp,
  IMMUTABLE_UPLOAD,
  REVALIDATE_UPLOAD,
  syncs,
  UPLOADS,
  type CacheClass,
} from '../../lib/cache-globs';
import { INFRA_DIR } from '../../lib/settings';

const uploadsOf = (key: string) => UPLOADS.filter((upload) => syncs(key, upload.filters));

/** The upload that copies a key, or an error if not exactly one does. */
function uploadOf(key: string): CacheClass {
  const uploads = uploadsOf(key);
  if (uploads.length !== 1) {
    throw new Error(`${key} is uploaded by ${uploads.length} deployments, expected exactly one`);
  }
  return uploads[0]!;
}

const uploadedCacheControl = (key: string) => uploadOf(key).cacheControl;

const SAMPLES = [
  '/index.html',
  '/404.html',
  '/classes/index.html',
  '/under_maintenance/index.html',
  '/_gatsby/slices/_gatsby-scripts-1.html',
  '/page-data/app-data.json',
  '/page-data/index/page-data.json',
  '/page-data/sq/d/2001840756.json',
  '/static/abc/x.jpg',
  '/static/f548436f9a6d88e8eeaed62c96fa05b0/68928/17-smoothies.avif',
  '/app-0123456789abcdef0123.js',
  '/app-0123456789abcdef0123.js.LICENSE.txt',
  '/framework-0df291d8f5c668b1ac07.js',
  '/component---src-pages-index-tsx-ae153c6cbbf7e8e2a4e2.js',
  '/8482fbe6cf469cc804ffe68732740191b69b5918-d05dfe6dbc4a3a4327ad.js',
  '/181-a261a38395fff81788e1.js',
  '/styles.0123456789abcdef0123.css',
  '/favicon.svg',
  '/spinner.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/sw.js',
  '/chunk-map.json',
  '/webpack.stats.json',
  '/~partytown/partytown.js',
  '/~partytown/debug/partytown-sw.js',
  '/classes/schedule.ics',
  // A class's own calendar, beside the weekly one.
  classIcsPath('spin'),
];

describe('upload filters', () => {
  it.each([
    '/app-0123456789abcdef0123.js.map',
    '/styles.0123456789abcdef0123.css.map',
    '/component---src-pages-index-tsx-ae153c6cbbf7e8e2a4e2.js.map',
  ])('never upload the source map %s', (path) => {
    expect(uploadsOf(path)).toEqual([]);
  });

  it.each(SAMPLES)('%s gets the Cache-Control of cacheControlFor', (path) => {
    expect(uploadedCacheControl(path)).toBe(cacheControlFor(path));
  });

  it.each(SAMPLES)('%s gets the Content-Type of contentTypeFor', (path) => {
    expect(uploadOf(path).contentType).toBe(contentTypeFor(path));
  });

  it('sample paths cover every class', () => {
    const classes = new Set(SAMPLES.map(cacheControlFor));
    expect(classes).toEqual(new Set([CACHE_IMMUTABLE, CACHE_SHORT, CACHE_REVALIDATE]));
  });

  it('accepts S3 keys as well as URL paths', () => {
    expect(syncs('static/abc/x.jpg', IMMUTABLE_UPLOAD.filters)).toBe(true);
    expect(syncs('/static/abc/x.jpg', IMMUTABLE_UPLOAD.filters)).toBe(true);
    expect(syncs('index.html', REVALIDATE_UPLOAD.filters)).toBe(true);
  });

  // Deliberate, documented differences: the filters cannot say "top level only" (fnmatch's `*`
  // crosses `/`) and Gatsby writes no HTML into static/. Both are content-hashed or never built.
  it('knows where filters and cacheControlFor could disagree (never in a Gatsby build)', () => {
    expect(uploadedCacheControl('/nested/app-0123456789abcdef0123.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/nested/app-0123456789abcdef0123.js')).toBe(CACHE_REVALIDATE);
  });
});

describe('fnmatchRegExp (Python fnmatch, as the AWS CLI filters use it)', () => {
  // Expected values produced with Python 3's fnmatch.fnmatchcase.
  it.each([
    ['*', 'static/a/b.jpg', true],
    ['static/*', 'static/a/b.jpg', true],
    ['static/*', 'page-data/static/x', false],
    ['*.js', '~partytown/debug/partytown.js', true],
    ['a?c', 'abc', true],
    ['a?c', 'ac', false],
    ['[!a]b', 'bb', true],
    ['[!a]b', 'ab', false],
    ['[]]x', ']x', true],
    ['[!]]x', 'ax', true],
    ['[^a]b', '^b', true],
    ['[^a]b', 'zb', false],
    ['[a', '[a', true],
    ['*.JS', 'a.js', false],
    [`*[-.]${'[0-9a-f]'.repeat(20)}.js`, 'app-0123456789abcdef0123.js', true],
    [`*[-.]${'[0-9a-f]'.repeat(20)}.js`, 'app-0123456789abcdef0123.js.LICENSE.txt', false],
  ])('%s matches %s: %s', (pattern, name, expected) => {
    expect(fnmatchRegExp(pattern).test(name)).toBe(expected);
  });
});

// The current build, when there is one: every file of public/ must agree too.
const publicDir = join(INFRA_DIR, '..', 'public');
const describeIfBuilt = existsSync(join(publicDir, 'index.html')) ? describe : describe.skip;

describeIfBuilt('the files of the current build (public/)', () => {
  it('each get the Cache-Control of cacheControlFor', () => {
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.endsWith('.map'));
    expect(files.length).toBeGreaterThan(10);
    const disagreements = files.filter(
      (f) =>
        uploadedCacheControl(f) !== cacheControlFor(f) ||
        uploadOf(f).contentType !== contentTypeFor(f),
    );
    expect(disagreements).toEqual([]);
  });
});
