// Each page's inlined CSS, cut to what that page can use. Gatsby inlines the whole stylesheet
// (every page's rules, ~47 KB) in every HTML file; on a slow phone those bytes come before the
// first paint, and past ~14 KB compressed a page's HTML takes one more round trip to arrive.
// After the build, each page keeps the rules its own HTML can use, with the classes react-bootstrap
// and our components add while it runs (plugins/post-build-html/purge.ts). The whole stylesheet, which Gatsby
// also writes as /styles.<hash>.css, is fetched once the page is idle and applied at the first
// navigation inside the site (src/styles/full-stylesheet.ts), so the next page finds its rules.
// Until then a page has only its own cut: a rule it needs must survive it.
import fs from 'node:fs';
import { PurgeCSS } from 'purgecss';
import { htmlFiles } from './parse';
import { PURGE_OPTIONS, SET_WHILE_RUNNING, SHOWN_WHILE_RUNNING } from './purge';

/** Gatsby's inlined global stylesheet: the element, its attributes and its CSS. */
const INLINED =
  /(<style data-href="[^"]+" data-identity="gatsby-global-css">)([\s\S]*?)(<\/style>)/;

export class PageCssError extends Error {}

/**
 * The page with its inlined stylesheet cut to the rules its HTML can use, or its scripts may
 * (`shownWhileRunning` besides the react-bootstrap classes); undefined for an HTML file without
 * Gatsby's inlined stylesheet (a fragment, say).
 */
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
  if (!result) throw new PageCssError('PurgeCSS returned no CSS');
  return html.slice(0, found.index) + open + result.css + close + page.slice(found.index);
}

/** Cuts every page's inlined CSS in `publicDir`; returns the CSS bytes before and after. */
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
