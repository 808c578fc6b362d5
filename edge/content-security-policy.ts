// Content-Security-Policy in two parts browsers enforce together: one HEADER for every response
// (frame-ancestors, which a <meta> cannot carry) and one META per page with its inline scripts'
// hashes (plugins/post-build-html/add-csp-meta.ts), as a header cannot know each page's hashes.

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

/** Where gtag.js sends hits, by fetch, beacon or pixel. */
const ANALYTICS_HITS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** Every third party the pages load, and only those; add one here, with its user, or it is blocked. */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    name: 'reCAPTCHA v3',
    // api.js on a form's first focus; its release from gstatic, and an invisible iframe.
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
      'img-src': ANALYTICS_HITS,
      'connect-src': ANALYTICS_HITS,
    },
  },
  {
    name: 'Calendly inline scheduling widget',
    // widget.js and .css (links.yaml schedulingWidget), then the booking page in an iframe.
    usedBy: 'src/components/tour-request.tsx, content/links.yaml',
    sources: {
      'script-src': ['https://assets.calendly.com'],
      'style-src': ['https://assets.calendly.com'],
      'frame-src': ['https://calendly.com'],
    },
  },
  {
    name: 'OpenStreetMap embedded map',
    // Framed on /contact/ after "Show map"; its tiles load under OpenStreetMap's own policy.
    usedBy: 'src/components/directions/map-embed.tsx',
    sources: { 'frame-src': ['https://www.openstreetmap.org'] },
  },
];

/** The third parties' sources for one directive, without repeats; a feature's only when on. */
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

/** No fetch directive, so it never blocks what a page's meta policy allows. */
export const headerContentSecurityPolicy: string = [
  "frame-ancestors 'none'",
  ...COMMON_DIRECTIVES,
].join('; ');

/** Responses that are no HTML page: it applies where one becomes a document (an SVG opened). */
export const nonHtmlContentSecurityPolicy: string = "default-src 'none'; frame-ancestors 'none'";

const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** A page's meta policy; its inline scripts' `'sha256-…'` sources sorted, so output is stable. */
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

/** What /admin/ loads from elsewhere (read from its bundle, checked in Chromium). */
export const CMS_SOURCES: Readonly<Partial<Record<FetchDirective, readonly string[]>>> = {
  'connect-src': [
    'https://api.github.com',
    'https://www.githubstatus.com',
    'https://unpkg.com/@sveltia/cms/package.json',
  ],
  'img-src': ['https://avatars.githubusercontent.com'],
};

/** /admin/'s whole policy, as a header (no meta): inline styles the CMS injects, blob: pictures. */
export const adminContentSecurityPolicy: string = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  ['img-src', "'self'", 'data:', 'blob:', ...(CMS_SOURCES['img-src'] ?? [])].join(' '),
  // data: its default logo before config.yml names the club's; blob: an upload read back.
  ['connect-src', "'self'", 'data:', 'blob:', ...(CMS_SOURCES['connect-src'] ?? [])].join(' '),
  ['font-src', "'self'", ...(CMS_SOURCES['font-src'] ?? [])].join(' '),
  // blob: the preview pane the CMS writes (plugins/cms-admin/preview/); no other frame.
  'frame-src blob:',
  "worker-src 'none'",
  "frame-ancestors 'none'",
  ...COMMON_DIRECTIVES,
].join('; ');
