// Cache-Control per file, following Gatsby's caching guide
// (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/), and the Content-Type
// where guessing would give less. Used by the local server and the S3 upload alike.
import { isApiPath } from '../contracts/paths';

/** Revalidate on every use: for files whose name stays the same when their content changes. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Cache for a year and never revalidate: only for files whose name changes with their content. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** An hour, for calendar feeds: a change reaches subscribers within it, few polls the origin. */
export const CACHE_SHORT = 'public, max-age=3600';

/** Never store: for dynamic responses (the form endpoints behind /api/). */
export const CACHE_NO_STORE = 'no-store';

// webpack's content hash in Gatsby bundle names: `app-<hash>.js`, `styles.<hash>.css`,
// `component---src-pages-index-tsx-<hash>.js`. Requiring a digit keeps plain words such as
// `facade.js` from passing for a hash.
const HASHED_BUNDLE = /^\/[^/]*[-.](?=[0-9a-f]*[0-9])[0-9a-f]{6,}\.(?:js|css)(?:\.map)?$/;

/** The class calendar's type: RFC 5545 text, UTF-8. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Accepts URL paths (`/a/b.js?x`) and S3 keys (`a/b.js`, also with Windows separators). */
function normalise(path: string): string {
  const withoutQuery = path.replace(/[?#].*$/, '').replace(/\\/g, '/');
  return withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
}

/** The Cache-Control header value for a site path or an S3 key. */
export function cacheControlFor(path: string): string {
  const p = normalise(path);
  const lower = p.toLowerCase();

  // Dynamic Lambda responses; these paths never reach S3.
  if (isApiPath(p)) return CACHE_NO_STORE;
  // The service worker must be re-checked, or a broken one could stay installed for a year.
  if (p === '/sw.js') return CACHE_REVALIDATE;
  // Page data (including app-data.json and static query results) keeps its name across builds.
  if (p.startsWith('/page-data/')) return CACHE_REVALIDATE;
  // HTML (and page routes, which resolve to index.html) must show each deploy immediately.
  if (lower.endsWith('.html') || lower.endsWith('.htm')) return CACHE_REVALIDATE;
  // The class calendar (classes/schedule.ics): short, see CACHE_SHORT.
  if (lower.endsWith('.ics')) return CACHE_SHORT;
  // Gatsby names everything under /static/ by content hash.
  if (p.startsWith('/static/')) return CACHE_IMMUTABLE;
  // Hashed webpack bundles, their CSS and source maps at the top level.
  if (HASHED_BUNDLE.test(p)) return CACHE_IMMUTABLE;
  // Everything else keeps its name across builds: root images, robots.txt, sitemap, favicon,
  // manifest, unhashed scripts (e.g. /~partytown/).
  return CACHE_REVALIDATE;
}

/** The Content-Type for a site path or an S3 key, or undefined to let the server guess. */
export function contentTypeFor(path: string): string | undefined {
  // sirv and the AWS CLI send .ics without a charset, and the calendar holds non-ASCII text.
  return normalise(path).toLowerCase().endsWith('.ics') ? CALENDAR_CONTENT_TYPE : undefined;
}
