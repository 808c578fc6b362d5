import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor } from '../../../../edge';
import { STACK_NAME } from '../../../../infra/lib/stack-outputs';
import {
  buildFile,
  INVALIDATION_LIMIT,
  invalidationPaths,
  md5Of,
  planPublish,
  readBuild,
  siteOfOutputs,
  type BuildFile,
} from '../publish';

const HASH_A = 'a'.repeat(19) + '1';
const HASH_B = 'b'.repeat(19) + '2';

/** A build file with this content, as readBuild makes it. */
function file(key: string, content = key): BuildFile {
  const made = buildFile(key, `/build/${key}`, content);
  if (!made) throw new Error(`${key} is not uploaded`);
  return made;
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

/** The bucket's ETags after a publish of `files`. */
const bucketOf = (files: readonly BuildFile[]) => new Map(files.map((f) => [f.key, f.md5]));

const keysOf = (files: readonly BuildFile[]) => files.map((f) => f.key);

describe('the publish plan', () => {
  it('uploads everything to an empty bucket: hashed files, other files, page-data, then HTML', () => {
    // Act
    const plan = planPublish(SITE, new Map());

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
      // Static query results before the page-data naming them; app-data.json last, each a phase
      // of its own, since uploads within a phase run side by side.
      ['queries', ['page-data/sq/d/123.json']],
      ['data', ['page-data/about/page-data.json', 'page-data/index/page-data.json']],
      ['app', ['page-data/app-data.json']],
      ['pages', ['404.html', 'about/index.html', 'index.html']],
    ]);
    expect(plan.deletes).toEqual([]);
    expect(plan.unchanged).toBe(0);
  });

  it("uploads only a changed page's HTML and page-data, and invalidates only their paths", () => {
    // Prepare
    const listing = bucketOf(SITE);
    const next = SITE.map((f) =>
      f.key === 'about/index.html' || f.key === 'page-data/about/page-data.json'
        ? file(f.key, 'a new price')
        : f,
    );

    // Act
    const plan = planPublish(next, listing);

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

  it('deletes a page that left the build, never a hashed file or a source map', () => {
    // Prepare: the bucket holds the old build's bundles, a page since removed, and others' files.
    const old = [...SITE, file('old-page/index.html'), file('page-data/old-page/page-data.json')];
    const listing = bucketOf(old);
    for (const key of [`app-${HASH_B}.js`, 'static/gone-9f.png', `app-${HASH_B}.js.map`]) {
      listing.set(key, md5Of(key));
    }

    // Act
    const plan = planPublish(SITE, listing);

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
    ['sitemap.xml', 'text/xml'],
    // The CMS's image codecs: streamed compilation needs this very type.
    ['admin/assets/codec-1a2b.wasm', 'application/wasm'],
    ['admin/config.yml', 'text/yaml'],
    ['a-file.unknown', 'binary/octet-stream'],
  ])(
    "%s is stored as %s (as npm run serve sends it) with the edge contract's Cache-Control",
    (key, type) => {
      expect(buildFile(key, key, '')).toMatchObject({
        cacheControl: cacheControlFor(key),
        contentType: type,
      });
    },
  );

  it('leaves source maps out: they would publish the source', () => {
    expect(buildFile(`app-${HASH_A}.js.map`, '', '')).toBeUndefined();
  });
});

describe('the build as the publish reads it', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bcf-build-files-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), 'home');
    writeFileSync(join(dir, 'about', 'index.html'), 'about');
    writeFileSync(join(dir, `app-${HASH_A}.js.map`), '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keys each file by its path, hashes its content and leaves source maps out', () => {
    expect(readBuild(dir).map((f) => [f.key, f.md5])).toEqual([
      ['about/index.html', md5Of('about')],
      ['index.html', md5Of('home')],
    ]);
  });

  it('refuses a link in the build, naming it', () => {
    symlinkSync('/etc/hostname', join(dir, 'about', 'logo.png'));
    expect(() => readBuild(dir)).toThrow(`Not a regular file in the build: ${dir}/about/logo.png`);
  });

  it('refuses a folder with no home page, which would prune the live site', () => {
    rmSync(join(dir, 'index.html'));
    expect(() => readBuild(dir)).toThrow('holds no index.html');
  });
});

describe('the outputs of `cdk deploy --outputs-file`', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bcf-outputs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const outputsFile = (outputs: unknown) => {
    const file = join(dir, 'cdk-outputs.json');
    writeFileSync(file, JSON.stringify(outputs));
    return file;
  };

  it("name the site stack's bucket and distribution", () => {
    const file = outputsFile({
      [`${STACK_NAME}-Waf`]: { SiteBucketName: 'not-this-one' },
      [STACK_NAME]: { SiteUrl: 'https://x', SiteBucketName: 'site-b', DistributionId: 'E2SITE' },
    });
    expect(siteOfOutputs(file)).toEqual({ bucket: 'site-b', distribution: 'E2SITE' });
  });

  it('refuse a file without them, naming the stack', () => {
    const file = outputsFile({
      [`${STACK_NAME}-Waf`]: { SiteBucketName: 'b', DistributionId: 'E' },
    });
    expect(() => siteOfOutputs(file)).toThrow(
      `holds no SiteBucketName and DistributionId of ${STACK_NAME}`,
    );
    expect(() => siteOfOutputs(outputsFile({ [STACK_NAME]: { SiteBucketName: 'b' } }))).toThrow();
  });
});
