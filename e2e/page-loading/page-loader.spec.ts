// The pages' loader over the real build (plugins/post-build-html/bundles-after-paint.ts): every page carries
// its plan and the loader in place of Gatsby's bundle tags, and in the browser the plan is exactly
// what Gatsby's runtime fetches before it hydrates: each URL once (a preload the runtime did not
// take would be fetched twice), and nothing of the page's data left out. The bundles that run as
// every page hydrates carry the compile hint, and no bundle was edited after the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { ROUTE_CASES } from '../support/routes';
import {
  bundleTags,
  COMPILE_HINT,
  HINTED_BUNDLE,
  htmlFiles,
  isNamedByItsBytes,
  inlineScriptSource,
  LOADER_ENTRY,
  LOADER_ID,
  pageDataPath,
  readStats,
} from '../../plugins/post-build-html';
import { PLAN_ID, type Plan } from '../../contracts/page-plan';
import { FIXTURE_BUILD_DIR } from '../support/builds';

/** The build this run serves (playwright.config.ts). */
const publicDir = FIXTURE_BUILD_DIR;

function planOf(html: string): Plan | undefined {
  const found = new RegExp(`<script type="application/json" id="${PLAN_ID}">([^<]*)</script>`).exec(
    html,
  );
  return found ? (JSON.parse(found[1]!) as Plan) : undefined;
}

test('every page of the build has its plan and the loader instead of Gatsby’s bundle tags', () => {
  const stats = readStats(publicDir);
  const app = (stats.namedChunkGroups?.app?.assets ?? [])
    .map((a) => `/${a.name}`)
    .filter((url) => url.endsWith('.js'));
  expect(app.map((url) => url.replace(/-\w+\.js$/, ''))).toEqual([
    '/webpack-runtime',
    '/framework',
    '/app',
  ]);
  const loader = `<script id="${LOADER_ID}">${inlineScriptSource(LOADER_ENTRY)}</script>`;
  // Gatsby's pages: not its slices, nor the editors' CMS (plugins/cms-admin), which is no page of
  // Gatsby's and loads none of its bundles.
  const pages = htmlFiles(publicDir).filter(
    (file) =>
      !file.includes(`${path.sep}_gatsby${path.sep}`) &&
      !file.startsWith(path.join(publicDir, 'admin') + path.sep),
  );
  expect(pages.length).toBeGreaterThanOrEqual(ROUTE_CASES.length);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const where = path.relative(publicDir, file);
    expect(bundleTags(html), where).toEqual([]);
    expect(html, where).toContain(loader);
    const plan = planOf(html);
    expect(plan?.bundles, where).toEqual(app);
    const pageData = `/page-data/${pageDataPath(publicDir, file)}/page-data.json`;
    const { componentChunkName, staticQueryHashes } = JSON.parse(
      readFileSync(path.join(publicDir, pageData), 'utf8'),
    );
    expect(plan!.data, where).toEqual([
      pageData,
      '/page-data/app-data.json',
      ...staticQueryHashes.map((hash: string) => `/page-data/sq/d/${hash}.json`),
    ]);
    const component = stats.namedChunkGroups![componentChunkName]!.assets!.map((a) => `/${a.name}`);
    expect(plan!.scripts, where).toEqual([
      ...new Set([...app, ...component.filter((url) => url.endsWith('.js'))]),
    ]);
    for (const url of [...plan!.scripts, ...plan!.data])
      expect(existsSync(path.join(publicDir, url)), `${where}: ${url}`).toBe(true);
  }
});

test('framework and app carry the compile hint, and every bundle’s name still hashes its bytes', () => {
  // plugins/post-build-html/compile-hint.ts, added inside webpack's build: the two bundles every
  // page runs while it hydrates start with the hint, the others do not.
  const stats = readStats(publicDir);
  const hinted = (stats.namedChunkGroups?.app?.assets ?? [])
    .map((a) => a.name)
    .filter((name) => HINTED_BUNDLE.test(name));
  expect(hinted, 'compile hint: Gatsby’s framework and app bundles by name').toHaveLength(2);
  const bundles = readdirSync(publicDir).filter((name) => name.endsWith('.js'));
  for (const name of bundles) {
    const source = readFileSync(path.join(publicDir, name), 'utf8');
    if (hinted.includes(name))
      expect(source.split('\n', 1)[0], `compile hint: ${name}`).toBe(COMPILE_HINT);
    // Gatsby leaves earlier builds' bundles in public/: a framework or app bundle that this
    // build's stats do not name is one of them, hinted when it was built.
    else if (!HINTED_BUNDLE.test(name))
      expect(source, `compile hint: ${name} is not framework or app`).not.toContain(COMPILE_HINT);
    // No content-hashed file is edited after the build (a hashed name is served as immutable).
    expect(isNamedByItsBytes(name, source), `${name}: its name is the hash of its bytes`).not.toBe(
      false,
    );
  }
});

const trainer = ROUTE_CASES.find((r) => r.trainer)!.path;
for (const route of ['/', '/promo/', '/faq/', trainer]) {
  test(`${route}: the runtime fetches what the plan named, each once, and hydrates`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === 'localhost') requests.push(url.pathname);
    });
    const response = await page.goto(route);
    const plan = planOf(await response!.text())!;
    // Hydrated: React's props on the page's first link.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#___gatsby a[href]') ?? {}).some((k) =>
        k.startsWith('__reactProps$'),
      ),
    );
    for (const url of [...plan.scripts, ...plan.data])
      expect.soft(requests.filter((r) => r === url).length, url).toBe(1);
    const data = requests.filter((r) => r.startsWith('/page-data/'));
    expect(data.filter((r) => !plan.data.includes(r))).toEqual([]);
  });
}
