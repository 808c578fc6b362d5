import {
  CACHE_IMMUTABLE,
  CACHE_NO_STORE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  cacheControlFor,
  CALENDAR_CONTENT_TYPE,
  contentTypeFor,
} from '../cache-control';
import { classIcsPath } from '../../contracts/routes';

describe('cacheControlFor', () => {
  it.each([
    // HTML
    '/index.html',
    '/classes/index.html',
    '/404.html',
    '/classes/',
    '/classes',
    // page data
    '/page-data/app-data.json',
    '/page-data/index/page-data.json',
    '/page-data/sq/d/123456789.json',
    // service worker
    '/sw.js',
    // everything else keeps its name across builds
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-index.xml',
    '/favicon.ico',
    '/logo.png',
    '/manifest.webmanifest',
    '/chunk-map.json',
    '/~partytown/partytown.js',
    '/app.js',
    '/my-facade.js',
    '/nested/app-0123456789abcdef0123.js',
  ])('revalidates %s', (path) => {
    expect(cacheControlFor(path)).toBe(CACHE_REVALIDATE);
  });

  it.each([
    '/static/0123abcd/photo.jpg',
    '/static/font-abc123.woff2',
    '/static/d/123/page.json',
    '/app-3f2a1b9c8d7e6f5a4b3c.js',
    '/webpack-runtime-abc123.js',
    '/styles.1a2b3c.css',
    '/framework-0123456789abcdef0123.js',
    '/polyfill-0123456789abcdef0123.js',
    '/component---src-pages-index-tsx-3f2a1b9c8d7e6f5a4b3c.js',
    '/app-3f2a1b9c8d7e6f5a4b3c.js.map',
    '/styles.1a2b3c.css.map',
  ])('caches %s forever', (path) => {
    expect(cacheControlFor(path)).toBe(CACHE_IMMUTABLE);
  });

  it.each([
    ['S3 key without a leading slash', 'static/abc/photo.jpg', CACHE_IMMUTABLE],
    ['S3 key for a page', 'classes/index.html', CACHE_REVALIDATE],
    ['Windows separators', 'page-data\\index\\page-data.json', CACHE_REVALIDATE],
    ['query string ignored', '/app-3f2a1b9c8d7e6f5a4b3c.js?v=1', CACHE_IMMUTABLE],
    ['upper-case extension', '/ABOUT.HTML', CACHE_REVALIDATE],
  ])('normalises input: %s', (_name, path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });

  it('caches the class calendar briefly, so calendar apps see a change within the hour', () => {
    expect(cacheControlFor('/classes/schedule.ics')).toBe(CACHE_SHORT);
    expect(cacheControlFor('classes/SCHEDULE.ICS')).toBe(CACHE_SHORT);
    expect(cacheControlFor(classIcsPath('spin'))).toBe(CACHE_SHORT);
    expect(CACHE_SHORT).toBe('public, max-age=3600');
  });

  it('never stores form API responses', () => {
    expect(cacheControlFor('/api/lead')).toBe(CACHE_NO_STORE);
  });

  it('uses the exact header values from the Gatsby caching guide', () => {
    expect(CACHE_REVALIDATE).toBe('public, max-age=0, must-revalidate');
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });
});

describe('contentTypeFor', () => {
  it('gives calendar files text/calendar in UTF-8, as a site path or an S3 key', () => {
    expect(contentTypeFor('/classes/schedule.ics')).toBe(CALENDAR_CONTENT_TYPE);
    expect(contentTypeFor('classes/schedule.ics?v=2')).toBe(CALENDAR_CONTENT_TYPE);
    expect(contentTypeFor(classIcsPath('spin'))).toBe(CALENDAR_CONTENT_TYPE);
    expect(CALENDAR_CONTENT_TYPE).toBe('text/calendar; charset=utf-8');
  });

  it('leaves every other file to the server guess', () => {
    expect(contentTypeFor('/classes/index.html')).toBeUndefined();
    expect(contentTypeFor('/static/abc/ics.png')).toBeUndefined();
  });
});
