import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  edgeSecurityHeaders,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
} from '../../../edge';
import { responseHeadersPolicyProps } from '../../lib/security-headers-policy';

describe('responseHeadersPolicyProps', () => {
  it('maps the shared edge settings onto CloudFront', () => {
    const props = responseHeadersPolicyProps(edgeSecurityHeaders);
    expect(props.securityHeadersBehavior).toEqual({
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      contentSecurityPolicy: {
        contentSecurityPolicy: edgeSecurityHeaders.contentSecurityPolicy,
        override: true,
      },
    });
    expect(props.customHeadersBehavior).toEqual({
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    });
  });

  it('refuses a CSP CloudFront would reject', () => {
    const long = { ...edgeSecurityHeaders, contentSecurityPolicy: 'a'.repeat(1784) };
    expect(CLOUDFRONT_CSP_MAX_LENGTH).toBe(1783);
    expect(() => responseHeadersPolicyProps(long)).toThrow(/at most 1783/);
    const multiline = { ...edgeSecurityHeaders, contentSecurityPolicy: "a 'self';\nb 'none'" };
    expect(() => responseHeadersPolicyProps(multiline)).toThrow(/single line/);
  });

  it('refuses settings CloudFront has no value for', () => {
    const odd = { ...edgeSecurityHeaders, frameOption: 'ALLOW-FROM' as 'DENY' };
    expect(() => responseHeadersPolicyProps(odd)).toThrow(/no frame option "ALLOW-FROM"/);
  });
});
