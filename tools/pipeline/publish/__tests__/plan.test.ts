import { cacheControlFor } from '../../../../edge';
import { md5Of, type BuildFile } from '../build-files';
import type { ListedObject } from '../manifest';
import { MANIFEST_KEY, metadataOf, uploadOf, type ObjectMetadata } from '../metadata';
import { INVALIDATION_LIMIT, invalidationPaths, keysToCheck, planPublish } from '../plan';

const HASH_A = 'a'.repeat(19) + '1';
const HASH_B = 'b'.repeat(19) + '2';

/** A build file with this content, as readBuild makes it. */
function file(key: string, content = key): BuildFile {
  const upload = uploadOf(key);
  if (!upload) throw new Error(`${key} is not uploaded`);
  return { key, path: `/build/${key}`, md5: md5Of(content), ...metadataOf(key, upload) };
}

const SITE: BuildFile[] = [
  file('index.html'),
  file('about/index.html'),
  file('404.html'),
  file('page-data/app-data.json'),
  file('page-data/index/page-data.json'),
  file('page-data/about/page-data.json'),
  file('page-data/sq/d/123.json'),
  file(`app-${HASH_A}.js`),
  file(`styles.${HASH_A}.css`),
  file('static/photo-1a2b.webp'),
  file('classes/schedule.ics'),
  file('robots.txt'),
];

/** The bucket after a publish of `files`: what the listing and the stored metadata say. */
function bucketOf(files: readonly BuildFile[]) {
  const listing = new Map<string, ListedObject>(
    files.map((f) => [f.key, { etag: f.md5, lastModified: '2026-01-01T00:00:00.000Z' }]),
  );
  const stored = new Map<string, ObjectMetadata>(
    files.map((f) => [f.key, { cacheControl: f.cacheControl, contentType: f.contentType }]),
  );
  return { listing, stored };
}

const keysOf = (files: readonly BuildFile[]) => files.map((f) => f.key);

describe('the publish plan', () => {
  it('uploads everything to an empty bucket: hashed files, other files, page-data, then HTML', () => {
    // Act
    const plan = planPublish(SITE, new Map(), new Map());

    // Assess
    expect(plan.steps.map((step) => [step.phase, keysOf(step.files)])).toEqual([
      [
        'hashed',
        [
          'app-aaaaaaaaaaaaaaaaaaa1.js',
          'static/photo-1a2b.webp',
          'styles.aaaaaaaaaaaaaaaaaaa1.css',
        ],
      ],
      ['files', ['classes/schedule.ics', 'robots.txt']],
      // Static query results before the page-data naming them; app-data.json last.
      [
        'data',
        [
          'page-data/sq/d/123.json',
          'page-data/about/page-data.json',
          'page-data/index/page-data.json',
          'page-data/app-data.json',
        ],
      ],
      ['pages', ['404.html', 'about/index.html', 'index.html']],
    ]);
    expect(plan.deletes).toEqual([]);
    expect(plan.unchanged).toBe(0);
  });

  it("uploads only a changed page's HTML and page-data, and invalidates only their paths", () => {
    // Prepare
    const { listing, stored } = bucketOf(SITE);
    const next = SITE.map((f) =>
      f.key === 'about/index.html' || f.key === 'page-data/about/page-data.json'
        ? file(f.key, 'a new price')
        : f,
    );

    // Act
    const plan = planPublish(next, listing, stored);

    // Assess
    expect(plan.steps.map((step) => [step.phase, keysOf(step.files)])).toEqual([
      ['data', ['page-data/about/page-data.json']],
      ['pages', ['about/index.html']],
    ]);
    expect(plan.invalidation).toEqual([
      '/about',
      '/about/',
      '/about/index.html',
      '/page-data/about/page-data.json',
    ]);
    expect(plan.unchanged).toBe(SITE.length - 2);
  });

  it('deletes a page that left the build, never a hashed file, a source map or the manifest', () => {
    // Prepare: the bucket holds the old build's bundles, a page since removed, and others' files.
    const old = [...SITE, file('old-page/index.html'), file('page-data/old-page/page-data.json')];
    const { listing, stored } = bucketOf(old);
    for (const key of [
      `app-${HASH_B}.js`,
      'static/gone-9f.png',
      `app-${HASH_B}.js.map`,
      MANIFEST_KEY,
    ]) {
      listing.set(key, { etag: md5Of(key), lastModified: '2026-01-01T00:00:00.000Z' });
    }

    // Act
    const plan = planPublish(SITE, listing, stored);

    // Assess
    expect(plan.steps).toEqual([]);
    expect(plan.deletes).toEqual(['old-page/index.html', 'page-data/old-page/page-data.json']);
    expect(plan.invalidation).toEqual([
      '/old-page',
      '/old-page/',
      '/old-page/index.html',
      '/page-data/old-page/page-data.json',
    ]);
  });

  it('uploads again an unchanged file whose stored metadata is not what the build gives it', () => {
    // Prepare
    const { listing, stored } = bucketOf(SITE);
    stored.set('index.html', { cacheControl: 'public, max-age=86400', contentType: 'text/html' });
    stored.set('robots.txt', {
      cacheControl: 'public, max-age=0, must-revalidate',
      contentType: 'binary/octet-stream',
    });

    // Act
    const plan = planPublish(SITE, listing, stored);

    // Assess
    expect(plan.steps.flatMap((step) => keysOf(step.files))).toEqual(['robots.txt', 'index.html']);
  });

  it('reads the metadata of objects whose content matches but whose metadata is not known', () => {
    // Prepare
    const { listing, stored } = bucketOf(SITE);
    stored.delete('index.html');
    stored.delete('robots.txt');
    listing.set('robots.txt', { etag: md5Of('other'), lastModified: '2026-01-01T00:00:00.000Z' });

    // Act, Assess: robots.txt differs anyway, so only index.html needs a look.
    expect(keysToCheck(SITE, listing, stored)).toEqual(['index.html']);
  });

  it('invalidates the root page as / and /index.html, and everything as /* past the limit', () => {
    expect(invalidationPaths(['index.html', `app-${HASH_A}.js`])).toEqual(['/', '/index.html']);
    const many = Array.from(
      { length: INVALIDATION_LIMIT },
      (_, i) => `page-data/p${i}/page-data.json`,
    );
    expect(invalidationPaths(many)).toHaveLength(INVALIDATION_LIMIT);
    expect(invalidationPaths([...many, 'robots.txt'])).toEqual(['/*']);
  });
});

describe('the metadata of an uploaded file', () => {
  it.each([
    ['index.html', 'text/html'],
    ['page-data/app-data.json', 'application/json'],
    [`app-${HASH_A}.js`, 'text/javascript'],
    [`styles.${HASH_A}.css`, 'text/css'],
    ['static/photo-1a2b.webp', 'image/webp'],
    ['classes/schedule.ics', 'text/calendar; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json'],
    ['sitemap.xml', 'application/xml'],
    ['a-file.unknown', 'binary/octet-stream'],
  ])('%s is stored as %s with the Cache-Control the edge contract gives it', (key, type) => {
    expect(metadataOf(key, uploadOf(key)!)).toEqual({
      cacheControl: cacheControlFor(key),
      contentType: type,
    });
  });

  it('leaves source maps out, as the full deploy does', () => {
    expect(uploadOf(`app-${HASH_A}.js.map`)).toBeUndefined();
  });
});
