// The /admin/ page: the CMS's script, its configuration's address and nothing of the site's own.
import { escapeHtml } from '../../contracts/escape-html';
import { LIVE_REREAD_SECONDS, LIVE_TEXTS } from '../../contracts/live-site';
import { cmsTitle } from './config';
import { RECORD_NAME } from './live-status';
import { ADMIN_SCRIPT } from './preview/bundle';

/** Written after post-build-html, so it never gets the visitors' CSP meta tag, which would block
 * GitHub's API; /admin/'s own policy is a header (edge/). */
export function adminPageHtml(siteName: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Editors' tool, not a page for search engines (robots.txt disallows /admin/ as well).
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(cmsTitle(siteName))}</title>`,
    '<link href="config.yml" type="application/yaml" rel="cms-config-url">',
    // A module (preview/bundle.ts): the CMS and the preview's site components, from this site.
    `<script type="module" src="${ADMIN_SCRIPT}"></script>`,
    // The live line's stylesheet comes before the CMS measures the page.
    '<link href="live-status.css" rel="stylesheet">',
    '<script src="live-status.js" defer></script>',
    '</head>',
    '<body>',
    `<p id="live-site" role="status" data-src="${RECORD_NAME}" data-every="${LIVE_REREAD_SECONDS}"` +
      ` data-unknown="${escapeHtml(LIVE_TEXTS.unknown)}"><span>${escapeHtml(LIVE_TEXTS.checking)}</span></p>`,
    // Where the CMS mounts, below the line.
    '<div id="nc-root"></div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
