// `npm run bench`: mobile Lighthouse over every route of the production build (run `npm run build`
// first), served by the local production server. Prints a table of scores, LCP, CLS, TBT and
// bytes, and the home page's first-load JavaScript, compressed. Figures, not pass/fail: speed is
// measured here, never asserted in a test.
// Usage: npm run bench [-- /path/ ...]   (default: every route)
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { createSiteServer } from './serve';
import { ROUTE_CASES } from '../e2e/routes';

const publicDir = path.resolve(__dirname, '..', 'public');
const chromeFlags = ['--headless=new', ...CHROME_FLAGS];

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kb: number;
};

/** Size of the home page's scripts as they would travel compressed (CloudFront compresses). */
function firstLoadJsKb(html: string): { files: number; gzipKb: number } {
  const scripts = [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = scripts.reduce((sum, src) => {
    const file = path.join(publicDir, src);
    return fs.existsSync(file)
      ? sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
      : sum;
  }, 0);
  return { files: scripts.length, gzipKb: bytes / 1024 };
}

async function main() {
  const only = process.argv.slice(2);
  const routes =
    only.length > 0 ? only : ['/', ...ROUTE_CASES.map((r) => r.path).filter((p) => p !== '/')];
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const server = createSiteServer({ publicDir });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => categories[id]?.score ?? 0;
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const row: Row = {
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbtMs: value('total-blocking-time'),
        kb: value('total-byte-weight') / 1024,
      };
      rows.push(row);
      const failing = Object.entries(audits)
        .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map(([id]) => id);
      console.error(
        `measured ${route}${failing.length ? ` (failing audits: ${failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  console.log('\nMobile Lighthouse (simulated slow 4G, 4x CPU slowdown)\n');
  console.table(
    rows.map((r) => ({
      route: r.route,
      perf: r.performance.toFixed(2),
      a11y: r.accessibility.toFixed(2),
      'best pr.': r.bestPractices.toFixed(2),
      seo: r.seo.toFixed(2),
      'LCP ms': Math.round(r.lcpMs),
      CLS: r.cls.toFixed(3),
      'TBT ms': Math.round(r.tbtMs),
      KB: Math.round(r.kb),
    })),
  );
  const min = (k: keyof Row) => Math.min(...rows.map((r) => r[k] as number));
  const max = (k: keyof Row) => Math.max(...rows.map((r) => r[k] as number));
  console.log(
    `lowest: performance ${min('performance').toFixed(2)}, accessibility ${min('accessibility').toFixed(2)}, ` +
      `best practices ${min('bestPractices').toFixed(2)}, SEO ${min('seo').toFixed(2)}; highest CLS ${max('cls').toFixed(3)}`,
  );
  const home = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const js = firstLoadJsKb(home);
  console.log(`home first-load JavaScript: ${js.files} files, ${js.gzipKb.toFixed(1)} KB gzip`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
