// Response security headers, shared by the local server (tools/serve.ts) and, later, the
// CloudFront ResponseHeadersPolicy, so both environments send identical headers.
// Deliberately free of aws-cdk-lib: the string values equal CDK's enum values
// (HeadersReferrerPolicy, HeadersFrameOption), so the stack can map them one to one.
import {
  adminContentSecurityPolicy,
  headerContentSecurityPolicy,
  nonHtmlContentSecurityPolicy,
} from './content-security-policy';
import { API_PATH_PATTERN } from '../contracts/paths';

/** Two years: the value hstspreload.org recommends (it requires at least one year). */
export const HSTS_MAX_AGE_SECONDS = 63072000;

/**
 * Powerful features the site never uses, denied for the page and every embedded frame.
 * Only features Chromium recognises are listed, because unknown ones log console errors.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The longest Content-Security-Policy value a CloudFront ResponseHeadersPolicy accepts. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** The settings in the shape of CloudFront's ResponseHeadersPolicy (security + custom headers). */
export interface EdgeSecurityHeaderSettings {
  hstsMaxAgeSeconds: number;
  hstsIncludeSubdomains: boolean;
  hstsPreload: boolean;
  contentTypeOptionsNosniff: boolean;
  referrerPolicy: 'strict-origin-when-cross-origin';
  frameOption: 'DENY' | 'SAMEORIGIN';
  /**
   * The header part of the CSP (content-security-policy.ts); each page adds its own in a meta
   * tag. For `securityHeadersBehavior.contentSecurityPolicy`, at most 1783 characters.
   */
  contentSecurityPolicy: string;
  /** Headers CloudFront has no built-in security slot for (customHeadersBehavior). */
  customHeaders: Record<string, string>;
  /** Viewer-facing values replace any the origin (S3 metadata) might send. */
  override: boolean;
}

export const edgeSecurityHeaders: Readonly<EdgeSecurityHeaderSettings> = Object.freeze({
  hstsMaxAgeSeconds: HSTS_MAX_AGE_SECONDS,
  hstsIncludeSubdomains: true,
  hstsPreload: true,
  contentTypeOptionsNosniff: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  frameOption: 'DENY',
  contentSecurityPolicy: headerContentSecurityPolicy,
  customHeaders: Object.freeze({ 'Permissions-Policy': PERMISSIONS_POLICY }),
  override: true,
});

/** Header name -> value, derived from `edgeSecurityHeaders` so the two forms cannot drift. */
export function toHeaderRecord(settings: EdgeSecurityHeaderSettings): Record<string, string> {
  const hsts = [
    `max-age=${settings.hstsMaxAgeSeconds}`,
    ...(settings.hstsIncludeSubdomains ? ['includeSubDomains'] : []),
    ...(settings.hstsPreload ? ['preload'] : []),
  ].join('; ');
  return {
    'Strict-Transport-Security': hsts,
    ...(settings.contentTypeOptionsNosniff ? { 'X-Content-Type-Options': 'nosniff' } : {}),
    'Referrer-Policy': settings.referrerPolicy,
    'X-Frame-Options': settings.frameOption,
    'Content-Security-Policy': settings.contentSecurityPolicy,
    ...settings.customHeaders,
  };
}

/** Every response (local server and CloudFront) carries exactly these headers. */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze(
  toHeaderRecord(edgeSecurityHeaders),
);

/** The same headers for responses that are no HTML page, with `default-src 'none'`. */
export const edgeNonHtmlSecurityHeaders: Readonly<EdgeSecurityHeaderSettings> = Object.freeze({
  ...edgeSecurityHeaders,
  contentSecurityPolicy: nonHtmlContentSecurityPolicy,
});

export const nonHtmlSecurityHeaders: Readonly<Record<string, string>> = Object.freeze(
  toHeaderRecord(edgeNonHtmlSecurityHeaders),
);

/**
 * CloudFront path patterns of everything that is no HTML page: each is a cache behaviour with
 * the non-HTML header policy (infra/lib/site-distribution.ts), and the local server matches
 * them the same way. Patterns, not content types, because CloudFront picks a response headers
 * policy by the requested path. Gatsby's pages (`/x/`, `/x/index.html`, `/404.html`) and its
 * HTML fragments (`/_gatsby/slices/*.html`) match none.
 */
export const NON_HTML_PATH_PATTERNS: readonly string[] = Object.freeze([
  API_PATH_PATTERN,
  '/static/*',
  '/page-data/*',
  '/~partytown/*',
  '*.js',
  '*.css',
  '*.json',
  '*.txt',
  '*.xml',
  '*.ics',
  '*.svg',
  '*.png',
  '*.jpg',
  '*.webp',
  '*.avif',
  '*.ico',
  '*.webmanifest',
]);

// Each pattern's expression, compiled on its first use: the local server asks for every request.
const compiledPatterns = new Map<string, RegExp>();

/**
 * Whether a request path matches a CloudFront path pattern: case-sensitive, `*` any run of
 * characters (slashes too), `?` exactly one, the leading slash optional on both sides.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  let expression = compiledPatterns.get(pattern);
  if (!expression) {
    const source = pattern
      .replace(/^\//, '')
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    expression = new RegExp(`^${source}$`);
    compiledPatterns.set(pattern, expression);
  }
  return expression.test(path.replace(/^\//, ''));
}

/** The same headers for the editors' CMS at /admin/, with its own whole policy. */
export const edgeAdminSecurityHeaders: Readonly<EdgeSecurityHeaderSettings> = Object.freeze({
  ...edgeSecurityHeaders,
  contentSecurityPolicy: adminContentSecurityPolicy,
});

export const adminSecurityHeaders: Readonly<Record<string, string>> = Object.freeze(
  toHeaderRecord(edgeAdminSecurityHeaders),
);

/**
 * The CloudFront path pattern of the CMS page (/admin, /admin/, /admin/index.html, config.yml):
 * a cache behaviour of its own with the admin header policy, after the NON_HTML ones, so its
 * script (`*.js`) keeps the files' policy. No visitor page starts with /admin.
 */
export const ADMIN_PATH_PATTERN = '/admin*';

/** The headers CloudFront sends for a request of `path` (without its query). */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  if (NON_HTML_PATH_PATTERNS.some((pattern) => matchesPathPattern(pattern, path))) {
    return nonHtmlSecurityHeaders;
  }
  return matchesPathPattern(ADMIN_PATH_PATTERN, path) ? adminSecurityHeaders : securityHeaders;
}
