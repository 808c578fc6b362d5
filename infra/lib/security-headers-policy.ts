// Maps the shared edge header settings (edge/security-headers.ts, also used by the local
// server) onto CloudFront's ResponseHeadersPolicy, so production sends the same headers.
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { CLOUDFRONT_CSP_MAX_LENGTH, type EdgeSecurityHeaderSettings } from '../../edge';

function enumValue<T extends string>(values: Record<string, T>, value: string, what: string): T {
  const match = Object.values(values).find((v) => v === value);
  if (match === undefined) throw new Error(`CloudFront has no ${what} "${value}"`);
  return match;
}

/** `securityHeadersBehavior` and `customHeadersBehavior` for the given settings. */
export function responseHeadersPolicyProps(settings: Readonly<EdgeSecurityHeaderSettings>) {
  const { override, contentSecurityPolicy } = settings;
  if (/[\r\n]/.test(contentSecurityPolicy)) {
    throw new Error('contentSecurityPolicy must be a single line');
  }
  if (contentSecurityPolicy.length > CLOUDFRONT_CSP_MAX_LENGTH) {
    throw new Error(
      `contentSecurityPolicy is ${contentSecurityPolicy.length} characters; CloudFront accepts ` +
        `at most ${CLOUDFRONT_CSP_MAX_LENGTH}`,
    );
  }
  const customHeaders = Object.entries(settings.customHeaders).map(([header, value]) => ({
    header,
    value,
    override,
  }));
  return {
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(settings.hstsMaxAgeSeconds),
        includeSubdomains: settings.hstsIncludeSubdomains,
        preload: settings.hstsPreload,
        override,
      },
      ...(settings.contentTypeOptionsNosniff ? { contentTypeOptions: { override } } : {}),
      referrerPolicy: {
        referrerPolicy: enumValue(
          cloudfront.HeadersReferrerPolicy,
          settings.referrerPolicy,
          'referrer policy',
        ),
        override,
      },
      frameOptions: {
        frameOption: enumValue(cloudfront.HeadersFrameOption, settings.frameOption, 'frame option'),
        override,
      },
      contentSecurityPolicy: { contentSecurityPolicy, override },
    },
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}
