// Content-Security-Policy, in two parts that browsers enforce together (a resource must pass both):
//
// - The HEADER policy, the same for every response, sent by CloudFront's ResponseHeadersPolicy
//   (whose CSP value is limited in length) and by the local server. It holds only directives that
//   cannot block the pages' own scripts, above all `frame-ancestors`, which a <meta> policy
//   cannot carry. It has no default-src or script-src: the header cannot know each page's
//   inline-script hashes, and whatever it allowed, it could only narrow what the meta allows.
// - The META policy, one per HTML file, written by plugins/post-build-html/add-csp-meta.ts after
//   `gatsby build`: default-src 'self', and scripts only from this site, the third parties below
//   and the sha256 hashes of that page's inline scripts, so no 'unsafe-inline' or 'unsafe-eval'.
//   (A meta policy ignores frame-ancestors, report-uri and sandbox, hence the header.)
//
// upgrade-insecure-requests is left out: every URL the site uses is https already, CloudFront
// redirects http, and HSTS (security-headers.ts) makes browsers use https only.

export type FetchDirective =
  'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'font-src';

export interface ThirdParty {
  name: string;
  /** The code (or content) that loads it, so an entry can go when its user does. */
  usedBy: string;
  sources: Partial<Record<FetchDirective, readonly string[]>>;
  /** Allowed only when the site uses this feature: see {@link CspFeatures}. */
  onlyWith?: keyof CspFeatures;
}

/** Optional features of the site that bring a third party with them. */
export interface CspFeatures {
  /** The build has an analytics id (ANALYTICS_ID), so gtag.js loads and sends hits. */
  analytics: boolean;
}

/** Without a feature, its third party stays blocked. */
export const NO_OPTIONAL_FEATURES: Readonly<CspFeatures> = Object.freeze({ analytics: false });

/** Every third party the pages load, and only those; add one here, with its user, or it is blocked. */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    name: 'reCAPTCHA v3',
    // Loads api.js on the first focus in a form; api.js loads its release from gstatic and
    // talks to Google from an invisible iframe.
    usedBy: 'src/forms/captcha.ts',
    sources: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'connect-src': ['https://www.google.com/recaptcha/'],
    },
  },
  {
    name: 'Google Analytics 4 (gtag.js)',
    // Only with an analytics id: gtag.js, then hits by fetch, beacon or pixel.
    usedBy: 'src/analytics/gtag.ts',
    onlyWith: 'analytics',
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': [
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
      'connect-src': [
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
    },
  },
  {
    name: 'Calendly inline scheduling widget',
    // widget.js and widget.css (content/links.yaml schedulingWidget.script), then the booking
    // page in an iframe (links.yaml external.tourScheduling.url).
    usedBy: 'src/components/scheduler.tsx, content/links.yaml',
    sources: {
      'script-src': ['https://assets.calendly.com'],
      'style-src': ['https://assets.calendly.com'],
      'frame-src': ['https://calendly.com'],
    },
  },
  {
    name: 'OpenStreetMap embedded map',
    // Framed on /contact/ only after "Show map" (src/lib/maps.ts MAP_EMBED_ORIGIN); the map's
    // tiles and scripts load inside that frame, under OpenStreetMap's own policy.
    usedBy: 'src/components/directions/map-embed.tsx',
    sources: { 'frame-src': ['https://www.openstreetmap.org'] },
  },
];

/**
 * The third parties' sources for one directive, in list order, without repeats; a party that
 * belongs to a feature (`onlyWith`) only when `features` has it on.
 */
export function thirdPartySources(
  directive: FetchDirective,
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): string[] {
  const used = THIRD_PARTIES.filter((party) => !party.onlyWith || features[party.onlyWith]);
  return [...new Set(used.flatMap((party) => party.sources[directive] ?? []))];
}

/** Directives both policies carry: no plugins, no <base> hijack, forms post only to this site. */
const COMMON_DIRECTIVES: readonly string[] = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * The header policy, identical for every response. No fetch directives for scripts, styles or
 * the like, so it never blocks what a page's meta policy allows.
 */
export const headerContentSecurityPolicy: string = [
  "frame-ancestors 'none'",
  ...COMMON_DIRECTIVES,
].join('; ');

/**
 * The whole policy of every response that is no HTML page (scripts, styles, JSON, images,
 * calendars, the API's answers): nothing may load or run, and nothing may frame it. A browser
 * applies it only where such a response becomes a document (opened directly, or an SVG).
 */
export const nonHtmlContentSecurityPolicy: string = "default-src 'none'; frame-ancestors 'none'";

const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The per-page meta policy. `scriptHashes` are CSP hash sources (`'sha256-<base64>'`) of the
 * page's inline scripts; they are de-duplicated and sorted so the output is stable. Google
 * Analytics' hosts are allowed only with `features.analytics` (an `analyticsId` is set).
 */
export function metaContentSecurityPolicy(
  scriptHashes: readonly string[],
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): string {
  for (const hash of scriptHashes) {
    if (!SHA256_SOURCE.test(hash)) throw new Error(`Not a CSP sha256 source: ${hash}`);
  }
  const hashes = [...new Set(scriptHashes)].sort();
  const directive = (name: string, ...sources: string[]) =>
    [name, ...(sources.length > 0 ? sources : ["'none'"])].join(' ');
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", ...hashes, ...thirdPartySources('script-src', features)),
    // Gatsby inlines its CSS and gatsby-plugin-image sets style attributes: inline styles stay.
    directive(
      'style-src',
      "'self'",
      "'unsafe-inline'",
      ...thirdPartySources('style-src', features),
    ),
    // data: for gatsby-plugin-image's SVG placeholders.
    directive('img-src', "'self'", 'data:', ...thirdPartySources('img-src', features)),
    // 'self' for page data and the form API (/api/*).
    directive('connect-src', "'self'", ...thirdPartySources('connect-src', features)),
    directive('frame-src', ...thirdPartySources('frame-src', features)),
    directive('font-src', "'self'", 'data:', ...thirdPartySources('font-src', features)),
    ...COMMON_DIRECTIVES,
  ].join('; ');
}

/**
 * What the content editors' CMS at /admin/ (Sveltia CMS, plugins/cms-admin) loads, read from its
 * bundle (its npm build, bundled by plugins/cms-admin/preview/bundle.ts) and checked in Chromium:
 * - GitHub's REST and GraphQL API (the content), GitHub's status (asked when the API fails) and
 *   the editor's avatar;
 * - its hourly check for a newer release, one JSON file on unpkg.com, exactly that URL;
 * Its npm build carries its fonts, React and Immutable (the preview templates'), served by the
 * site with it, so font-src and script-src are 'self' only. Its features that would run code
 * from elsewhere (HEIC conversion, maps) are not configured.
 */
export const CMS_SOURCES: Readonly<Partial<Record<FetchDirective, readonly string[]>>> = {
  'connect-src': [
    'https://api.github.com',
    'https://www.githubstatus.com',
    'https://unpkg.com/@sveltia/cms/package.json',
  ],
  'img-src': ['https://avatars.githubusercontent.com'],
};

/**
 * The whole policy of /admin/, sent as a header (the page carries no meta policy): scripts only
 * from this site, which serves the CMS's own bundle, and nothing inline or evaluated; inline
 * styles, which the CMS's components inject; blob: images, the repository's pictures as the CMS
 * shows them; 'self' for its config.yml, the site's logo and the login at /api/cms/. No frame but
 * its own preview pane, no workers, and nothing may frame it.
 */
export const adminContentSecurityPolicy: string = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  ['img-src', "'self'", 'data:', 'blob:', ...(CMS_SOURCES['img-src'] ?? [])].join(' '),
  // data: its default logo, an inline SVG it fetches before config.yml names the club's; blob:
  // a photo an editor uploads, which it reads back from the browser's memory before saving it.
  ['connect-src', "'self'", 'data:', 'blob:', ...(CMS_SOURCES['connect-src'] ?? [])].join(' '),
  ['font-src', "'self'", ...(CMS_SOURCES['font-src'] ?? [])].join(' '),
  // blob: the preview pane, a frame the CMS writes (plugins/cms-admin/preview/), where the
  // site's own components render the entry being edited; no other frame.
  'frame-src blob:',
  "worker-src 'none'",
  "frame-ancestors 'none'",
  ...COMMON_DIRECTIVES,
].join('; ');
