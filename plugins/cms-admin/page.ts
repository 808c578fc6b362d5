// The /admin/ page: the CMS script, its configuration's address and nothing of the site's own.
import { cmsTitle } from './config';

/** The CMS's browser bundle, copied from node_modules/@sveltia/cms/dist/ into public/admin/. */
export const CMS_SCRIPT = 'sveltia-cms.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's HTML. It is deliberately written without a doctype, <html> or <head> tag: the build's
 * later HTML steps (gatsby-node's onPostBuild, which runs after every plugin's) give each *page*
 * the visitors' Content-Security-Policy meta tag, which would block GitHub's API; they leave an
 * HTML fragment alone. /admin/ has its own policy, sent as a header (infra/edge/). Browsers still
 * build the whole document from these elements, in quirks mode, which the CMS's layout does not
 * depend on (e2e/admin.spec.ts looks at it).
 */
export function adminPageHtml(siteName: string): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Editors' tool, not a page for search engines (robots.txt disallows /admin/ as well).
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(cmsTitle(siteName))}</title>`,
    '<link href="config.yml" type="application/yaml" rel="cms-config-url">',
    `<script src="${CMS_SCRIPT}"></script>`,
    '',
  ].join('\n');
}
