// The /admin/ page: the CMS's script, its configuration's address and nothing of the site's own.
import { escapeHtml } from '../../contracts/escape-html';
import { cmsTitle } from './config';
import { liveStatusBody, liveStatusHead } from './live-status';
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
    ...liveStatusHead(),
    '</head>',
    '<body>',
    ...liveStatusBody(),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
