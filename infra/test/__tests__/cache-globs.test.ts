// The upload's classes (cacheOf) must give every file the Cache-Control that cacheControlFor
// (edge/cache-control.ts, also used by the local server) gives it.
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
import { cacheOf, isHashed, type CacheClass } from '../../lib/cache-globs';
import { INFRA_DIR } from '../../lib/settings';

/** The class a key is uploaded with, or an error if it is never uploaded. */
function uploadOf(key: string): CacheClass {
  const found = cacheOf(key);
  if (found === undefined) throw new Error(`${key} is never uploaded`);
  return found;
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

describe('the upload classes', () => {
  it.each([
    '/app-0123456789abcdef0123.js.map',
    '/styles.0123456789abcdef0123.css.map',
    '/component---src-pages-index-tsx-ae153c6cbbf7e8e2a4e2.js.map',
    'sw.js.map',
  ])('never upload the source map %s', (path) => {
    expect(cacheOf(path)).toBeUndefined();
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

  it('gives each class its Cache-Control, and calendars their type', () => {
    expect(cacheOf('static/abc/x.jpg')).toEqual({ cacheControl: CACHE_IMMUTABLE });
    expect(cacheOf('app-0123456789abcdef0123.js')).toEqual({ cacheControl: CACHE_IMMUTABLE });
    expect(cacheOf('styles.0123456789abcdef0123.css')).toEqual({ cacheControl: CACHE_IMMUTABLE });
    expect(cacheOf('classes/schedule.ics')).toEqual({
      cacheControl: CACHE_SHORT,
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(cacheOf('index.html')).toEqual({ cacheControl: CACHE_REVALIDATE });
  });

  it.each([
    // 19 or 21 hex digits, capitals, another separator, another extension, a suffix after it.
    'app-0123456789abcdef012.js',
    'app-0123456789abcdef01234.jsx',
    'app-0123456789ABCDEF0123.js',
    'app_0123456789abcdef0123.js',
    'app-0123456789abcdef0123.json',
    'app-0123456789abcdef0123.js.LICENSE.txt',
    'page-data/static/x.json',
  ])('revalidates %s, which only looks hashed', (key) => {
    expect(isHashed(key)).toBe(false);
    expect(cacheOf(key)).toEqual({ cacheControl: CACHE_REVALIDATE });
  });

  it('accepts S3 keys as well as URL paths', () => {
    expect(isHashed('static/abc/x.jpg')).toBe(true);
    expect(isHashed('/static/abc/x.jpg')).toBe(true);
    expect(cacheOf('index.html')).toEqual(cacheOf('/index.html'));
  });

  // Deliberate, documented differences: a hashed name is hashed in any folder, and Gatsby writes
  // no HTML into static/. Both are content-hashed or never built.
  it('knows where the classes and cacheControlFor could disagree (never in a Gatsby build)', () => {
    expect(uploadedCacheControl('/nested/app-0123456789abcdef0123.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/nested/app-0123456789abcdef0123.js')).toBe(CACHE_REVALIDATE);
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
