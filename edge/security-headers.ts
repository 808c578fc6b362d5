// Response security headers of the local server (tools/serve.ts) and CloudFront's policies alike;
// free of aws-cdk-lib, its strings equal CDK's enum values, so the stack maps them one to one.
import {
  adminContentSecurityPolicy,
  headerContentSecurityPolicy,
  nonHtmlContentSecurityPolicy,
} from './content-security-policy';
import { API_PATH_PATTERN } from '../contracts/paths';

/** Two years: the value hstspreload.org recommends (it requires at least one year). */
export const HSTS_MAX_AGE_SECONDS = 63072000;

/** Features the site never uses, denied; only ones Chromium knows, as others log errors. */
export const PERMISSIONS_POLICY = `accelerometer camera display-capture geolocation gyroscope hid
  magnetometer microphone midi payment serial usb xr-spatial-tracking`
  .split(/\s+/)
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The longest Content-Security-Policy value a CloudFront ResponseHeadersPolicy accepts. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** The settings in the shape of CloudFront's ResponseHeadersPolicy (security + custom headers). */
export const edgeSecurityHeaders = Object.freeze({
  hstsMaxAgeSeconds: HSTS_MAX_AGE_SECONDS,
  hstsIncludeSubdomains: true,
  hstsPreload: true,
  contentTypeOptionsNosniff: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  frameOption: 'DENY',
  /** The header part of the CSP; each page adds its own in a meta tag. */
  contentSecurityPolicy: headerContentSecurityPolicy,
  /** Headers CloudFront has no built-in security slot for (customHeadersBehavior). */
  customHeaders: Object.freeze({ 'Permissions-Policy': PERMISSIONS_POLICY }),
  /** Viewer-facing values replace any the origin (S3 metadata) might send. */
  override: true,
});

export type EdgeSecurityHeaderSettings = typeof edgeSecurityHeaders;

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

/** The same headers with another Content-Security-Policy, as settings and as a record. */
const withPolicy = (contentSecurityPolicy: string) => {
  const settings = Object.freeze({ ...edgeSecurityHeaders, contentSecurityPolicy });
  return [settings, Object.freeze(toHeaderRecord(settings))] as const;
};

/** For responses that are no HTML page, with `default-src 'none'`. */
export const [edgeNonHtmlSecurityHeaders, nonHtmlSecurityHeaders] = withPolicy(
  nonHtmlContentSecurityPolicy,
);

/** For the editors' CMS at /admin/, with its own whole policy. */
export const [edgeAdminSecurityHeaders, adminSecurityHeaders] = withPolicy(
  adminContentSecurityPolicy,
);

/** What is no HTML page, as CloudFront path patterns: it picks a policy by path. */
export const NON_HTML_PATH_PATTERNS: readonly string[] = Object.freeze([
  API_PATH_PATTERN,
  '/static/*',
  '/page-data/*',
  '/~partytown/*',
  ...'js css json txt xml ics svg png jpg webp avif ico webmanifest'
    .split(' ')
    .map((ext) => `*.${ext}`),
]);

/** CloudFront's matching: case-sensitive, `*` any run (slashes too), `?` one, leading / optional. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/^\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(path.replace(/^\//, ''));
}

/** The CMS's pages and config.yml; after the NON_HTML behaviours, so its `*.js` keeps theirs. */
export const ADMIN_PATH_PATTERN = '/admin*';

/** The headers CloudFront sends for a request of `path` (without its query). */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  if (NON_HTML_PATH_PATTERNS.some((pattern) => matchesPathPattern(pattern, path))) {
    return nonHtmlSecurityHeaders;
  }
  return matchesPathPattern(ADMIN_PATH_PATTERN, path) ? adminSecurityHeaders : securityHeaders;
}
