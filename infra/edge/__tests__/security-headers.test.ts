import { headerContentSecurityPolicy } from '../content-security-policy';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  edgeSecurityHeaders,
  securityHeaders,
  toHeaderRecord,
} from '../security-headers';

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
