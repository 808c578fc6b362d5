import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleTags, pageDataPath } from '../hydration-needs';
import { bundlesAfterPaintIn, LOADER_ID } from '../bundles-after-paint';
import { PLAN_ID } from '../../../contracts/page-plan';

const LOADER = 'loadAfterPaint()';
const run = (dir: string) => bundlesAfterPaintIn(dir, LOADER);

const TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
const page = (body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body>${body}${TAGS}</body></html>`;

/** A public/ with the files a page named `faq` needs, and its HTML. */
function build(overrides: { pageData?: object; stats?: object; skip?: string[] } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'loader-plan-'));
  const write = (file: string, text: string) => {
    if (overrides.skip?.includes(file)) return;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const js of [
    'webpack-runtime-1.js',
    'framework-2.js',
    'app-3.js',
    'component---faq-4.js',
    'shared-5.js',
  ])
    write(js, '');
  write(
    'webpack.stats.json',
    JSON.stringify(
      overrides.stats ?? {
        namedChunkGroups: {
          'component---faq': {
            assets: [
              { name: 'framework-2.js' },
              { name: 'shared-5.js' },
              { name: 'component---faq-4.js' },
              { name: 'component---faq-4.css' },
            ],
          },
        },
      },
    ),
  );
  write(
    'page-data/faq/page-data.json',
    JSON.stringify(
      overrides.pageData ?? {
        componentChunkName: 'component---faq',
        staticQueryHashes: ['111', '222'],
      },
    ),
  );
  write('page-data/app-data.json', '{}');
  write('page-data/sq/d/111.json', '{}');
  write('page-data/sq/d/222.json', '{}');
  write('faq/index.html', page('<h1>FAQ</h1>'));
  write('_gatsby/slices/_gatsby-scripts-1.html', TAGS);
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const publicDir = (overrides?: Parameters<typeof build>[0]) => {
  const dir = build(overrides);
  dirs.push(dir);
  return dir;
};

describe("the pages' loader and its plan", () => {
  it('replace Gatsby’s bundle tags with the plan: bundles, the page’s chunks, its data', () => {
    const dir = publicDir();
    expect(run(dir)).toBe(1);
    const html = readFileSync(path.join(dir, 'faq/index.html'), 'utf8');
    expect(bundleTags(html)).toEqual([]);
    const plan = /<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/.exec(html)!;
    expect(plan[1]).toBe(PLAN_ID);
    expect(JSON.parse(plan[2]!)).toEqual({
      bundles: ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'],
      scripts: [
        '/webpack-runtime-1.js',
        '/framework-2.js',
        '/app-3.js',
        '/shared-5.js',
        '/component---faq-4.js',
      ],
      data: [
        '/page-data/faq/page-data.json',
        '/page-data/app-data.json',
        '/page-data/sq/d/111.json',
        '/page-data/sq/d/222.json',
      ],
    });
    // The plan, then the loader, where the first tag stood.
    expect(html).toContain(
      `<h1>FAQ</h1><script type="application/json" id="${PLAN_ID}">${plan[2]}</script><script id="${LOADER_ID}">${LOADER}</script></body>`,
    );
    // Gatsby's script slice (already stitched into the pages) is left as it was.
    expect(readFileSync(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), 'utf8')).toBe(
      TAGS,
    );
    expect(run(dir)).toBe(0);
  });

  it.each([
    [
      'no page data where Gatsby writes it',
      { skip: ['page-data/faq/page-data.json'] },
      /faq\/index.html: the page's data is not at \/page-data\/faq\/page-data.json/,
    ],
    [
      'page data without its component',
      { pageData: { staticQueryHashes: [] } },
      /names no componentChunkName/,
    ],
    [
      'page data without static query hashes as a list',
      { pageData: { componentChunkName: 'component---faq', staticQueryHashes: '111' } },
      /has no list of staticQueryHashes/,
    ],
    [
      'a component with no chunk group in webpack.stats.json',
      { stats: { namedChunkGroups: {} } },
      /webpack.stats.json has no chunk group "component---faq"/,
    ],
    [
      'a static query result missing',
      { skip: ['page-data/sq/d/222.json'] },
      /\/page-data\/sq\/d\/222.json is not in the build/,
    ],
    ['a chunk missing', { skip: ['shared-5.js'] }, /\/shared-5.js is not in the build/],
  ])('fail the build, naming what is missing, on %s', (_, overrides, message) => {
    const dir = publicDir(overrides);
    expect(() => run(dir)).toThrow(/^The pages' loader plan, /);
    expect(() => run(dir)).toThrow(message);
  });

  it('file a page’s data under its path, and / under "index"', () => {
    expect(pageDataPath('/p', '/p/index.html')).toBe('index');
    expect(pageDataPath('/p', '/p/faq/index.html')).toBe('faq');
    expect(pageDataPath('/p', '/p/trainers/ana/index.html')).toBe('trainers/ana');
    expect(pageDataPath('/p', '/p/404.html')).toBe('404.html');
  });
});
