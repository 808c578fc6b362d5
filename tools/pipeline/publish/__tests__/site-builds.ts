// Small built sites for the publish's integration tests: the shape of a Gatsby build (pages,
// page-data, static query results, hashed bundles, static/, a calendar, a source map).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const HASH_A = 'a'.repeat(19) + '1';
export const HASH_B = 'b'.repeat(19) + '2';

export type SiteFiles = Record<string, string>;

/** A build whose pages load `app-<hash>.js`; `pages` maps a page's folder ('' for home) to its text. */
export function siteFiles(hash: string, pages: Record<string, string>): SiteFiles {
  const files: SiteFiles = {
    [`app-${hash}.js`]: `/* app ${hash} */`,
    [`app-${hash}.js.map`]: '{}',
    [`static/logo-${hash.slice(0, 8)}.png`]: `logo ${hash}`,
    'page-data/app-data.json': JSON.stringify({ webpackCompilationHash: hash }),
    'page-data/sq/d/42.json': JSON.stringify({ data: { site: hash } }),
    'classes/schedule.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    '404.html': `<script src="/app-${hash}.js"></script>Not found`,
  };
  for (const [page, text] of Object.entries(pages)) {
    const folder = page ? `${page}/` : '';
    files[`${folder}index.html`] = `<script src="/app-${hash}.js"></script>${text}`;
    files[`page-data/${page || 'index'}/page-data.json`] = JSON.stringify({ result: text });
  }
  return files;
}

export function writeSite(dir: string, files: SiteFiles): string {
  for (const [key, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, key)), { recursive: true });
    writeFileSync(join(dir, key), text);
  }
  return dir;
}
