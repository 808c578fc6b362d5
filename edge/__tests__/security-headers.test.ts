import {
  adminContentSecurityPolicy,
  headerContentSecurityPolicy,
} from '../content-security-policy';
import {
  ADMIN_PATH_PATTERN,
  adminSecurityHeaders,
  CLOUDFRONT_CSP_MAX_LENGTH,
  edgeAdminSecurityHeaders,
  edgeNonHtmlSecurityHeaders,
  edgeSecurityHeaders,
  matchesPathPattern,
  NON_HTML_PATH_PATTERNS,
  nonHtmlSecurityHeaders,
  securityHeaders,
  securityHeadersFor,
  toHeaderRecord,
} from '../security-headers';
import { classIcsPath } from '../../contracts/routes';

/** A built site's kinds of file: pages, data, hashed assets and root files. */
const SITE_FILES = [
  'index.html',
  '404.html',
  'under_maintenance/index.html',
  'classes/index.html',
  'page-data/app-data.json',
  'static/0123abcd/x.jpg',
  'app-0123456789abcdef0123.js',
  'styles.0123456789abcdef0123.css',
  'favicon.svg',
  'robots.txt',
];

describe('securityHeaders', () => {
  it('has the agreed values', () => {
    expect(securityHeaders).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': headerContentSecurityPolicy,
    });
  });

  it('denies sensitive features and avoids the obsolete interest-cohort', () => {
    const policy = securityHeaders['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toContain('interest-cohort');
  });

  it('is derived from the CDK-shaped settings', () => {
    expect(toHeaderRecord(edgeSecurityHeaders)).toEqual(securityHeaders);
    expect(edgeSecurityHeaders.hstsMaxAgeSeconds).toBe(63072000);
  });
});

describe('Content-Security-Policy header', () => {
  it('is the header policy, in the slot CloudFront has for it', () => {
    expect(edgeSecurityHeaders.contentSecurityPolicy).toBe(headerContentSecurityPolicy);
    expect(edgeSecurityHeaders.customHeaders).not.toHaveProperty('Content-Security-Policy');
  });

  it('fits the CloudFront ResponseHeadersPolicy limit of 1783 characters', () => {
    expect(CLOUDFRONT_CSP_MAX_LENGTH).toBe(1783);
    expect(edgeSecurityHeaders.contentSecurityPolicy.length).toBeLessThanOrEqual(
      CLOUDFRONT_CSP_MAX_LENGTH,
    );
  });

  it('is a single line of printable ASCII (a valid header value)', () => {
    expect(securityHeaders['Content-Security-Policy']).toMatch(/^[\x20-\x7e]+$/);
  });

  it('blocks framing by the policy as well as by X-Frame-Options', () => {
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});

describe('headers of what is no page', () => {
  it("differ from the page headers only in the CSP: default-src 'none'", () => {
    const { 'Content-Security-Policy': csp, ...rest } = nonHtmlSecurityHeaders;
    const { 'Content-Security-Policy': pageCsp, ...pageRest } = securityHeaders;
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(pageCsp).toBe(headerContentSecurityPolicy);
    expect(rest).toEqual(pageRest);
    expect(toHeaderRecord(edgeNonHtmlSecurityHeaders)).toEqual(nonHtmlSecurityHeaders);
  });

  const pages = SITE_FILES.filter((file) => file.endsWith('.html')).flatMap((file) => [
    `/${file}`,
    `/${file.replace(/index\.html$/, '')}`,
  ]);
  const files = SITE_FILES.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`);

  it.each(pages)('%s (a page) gets the page headers', (path) => {
    expect(securityHeadersFor(path)).toBe(securityHeaders);
  });

  it.each([
    ...files,
    '/api/lead',
    '/api/contact',
    '/classes/schedule.ics',
    classIcsPath('spin'),
    '/~partytown/x.js',
  ])('%s (no page) gets the restrictive headers', (path) => {
    expect(securityHeadersFor(path)).toBe(nonHtmlSecurityHeaders);
  });

  it('keeps /api/ first, so that no file pattern can catch an API path', () => {
    expect(NON_HTML_PATH_PATTERNS[0]).toBe('/api/*');
  });

  it('matches paths as CloudFront path patterns do', () => {
    expect(matchesPathPattern('*.js', '/app-0123.js')).toBe(true);
    expect(matchesPathPattern('*.js', '/a/b/c.js')).toBe(true);
    expect(matchesPathPattern('*.js', '/app.jsx')).toBe(false);
    expect(matchesPathPattern('*.js', '/APP.JS')).toBe(false); // case-sensitive
    expect(matchesPathPattern('/api/*', '/api/lead')).toBe(true);
    expect(matchesPathPattern('/api/*', '/apiary')).toBe(false);
    expect(matchesPathPattern('/static/*', 'static/x.png')).toBe(true);
    expect(matchesPathPattern('/a?c', '/abc')).toBe(true);
    expect(matchesPathPattern('*.json', '/page-data/x.json.html')).toBe(false);
  });
});

describe("headers of the editors' CMS at /admin/", () => {
  it.each(['/admin', '/admin/', '/admin/index.html', '/admin/config.yml'])(
    '%s gets the admin headers, with its own whole policy',
    (path) => {
      expect(securityHeadersFor(path)).toBe(adminSecurityHeaders);
    },
  );

  it("keeps the files' headers for the CMS's script, a file like any other", () => {
    expect(securityHeadersFor('/admin/sveltia-cms.js')).toBe(nonHtmlSecurityHeaders);
  });

  it('differ from the page headers only in the CSP', () => {
    const { 'Content-Security-Policy': csp, ...rest } = adminSecurityHeaders;
    const { 'Content-Security-Policy': pageCsp, ...pageRest } = securityHeaders;
    expect(csp).toBe(adminContentSecurityPolicy);
    expect(csp).not.toBe(pageCsp);
    expect(rest).toEqual(pageRest);
    expect(toHeaderRecord(edgeAdminSecurityHeaders)).toEqual(adminSecurityHeaders);
  });

  it('fit a CloudFront ResponseHeadersPolicy', () => {
    expect(edgeAdminSecurityHeaders.contentSecurityPolicy.length).toBeLessThanOrEqual(
      CLOUDFRONT_CSP_MAX_LENGTH,
    );
    expect(adminSecurityHeaders['Content-Security-Policy']).toMatch(/^[\x20-\x7e]+$/);
  });

  it('are sent for no visitor page', () => {
    for (const path of ['/', '/classes/', '/personal-trainer/1/', '/old/', '/404.html']) {
      expect(securityHeadersFor(path)).toBe(securityHeaders);
    }
    expect(matchesPathPattern(ADMIN_PATH_PATTERN, '/old/admin/')).toBe(false);
  });
});
