import { edgeSecurityHeaders, securityHeaders, toHeaderRecord } from '../security-headers';

describe('securityHeaders', () => {
  it('has the agreed values', () => {
    expect(securityHeaders).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
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
