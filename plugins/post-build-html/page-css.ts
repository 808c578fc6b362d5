// Each page's inlined CSS cut to the rules its HTML and running scripts can use: Gatsby inlines the
// whole stylesheet, paid before the first paint (src/styles/full-stylesheet.ts brings it later).
import fs from 'node:fs';
import { PurgeCSS } from 'purgecss';
import { htmlFiles } from './parse';
import { PURGE_OPTIONS, SET_WHILE_RUNNING, SHOWN_WHILE_RUNNING } from './purge';

const INLINED =
  /(<style data-href="[^"]+" data-identity="gatsby-global-css">)([\s\S]*?)(<\/style>)/;

/** The page with its inlined stylesheet cut; undefined for HTML without one (a fragment). */
export async function purgePageCss(
  html: string,
  shownWhileRunning: readonly string[] = SHOWN_WHILE_RUNNING,
): Promise<string | undefined> {
  const found = INLINED.exec(html);
  if (!found) return undefined;
  const [whole, open, css, close] = found;
  const page = html.slice(0, found.index) + html.slice(found.index + whole.length);
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: page, extension: 'html' }],
    css: [{ raw: css! }],
    ...PURGE_OPTIONS,
    safelist: {
      ...PURGE_OPTIONS.safelist,
      standard: [...PURGE_OPTIONS.safelist.standard, ...shownWhileRunning],
      // The page's own data-count values are in its HTML; only data-more changes as it runs.
      greedy: SET_WHILE_RUNNING,
    },
  });
  if (!result) throw new Error('PurgeCSS returned no CSS');
  return html.slice(0, found.index) + open + result.css + close + page.slice(found.index);
}

/** Cuts every page's inlined CSS in `publicDir`; returns the HTML bytes before and after. */
export async function purgePagesCss(publicDir: string) {
  let before = 0;
  let after = 0;
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const updated = await purgePageCss(html);
    if (updated === undefined) continue;
    before += html.length;
    after += updated.length;
    pages += 1;
    fs.writeFileSync(file, updated);
  }
  return { pages, before, after };
}
