import { Duration, Stack, type SecretValue } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import {
  ADMIN_PATH_PATTERN,
  edgeAdminSecurityHeaders,
  edgeNonHtmlSecurityHeaders,
  edgeSecurityHeaders,
  NON_HTML_PATH_PATTERNS,
  viewerRequestSource,
} from '../../edge';
import { ORIGIN_VERIFY_HEADER } from '../../contracts/origin-secret';
import { STATE_COOKIE } from '../../contracts/cms-login';
import { API_PATH_PATTERN, CMS_LOGIN_PATH_PATTERN } from '../../contracts/paths';
import { CMS_LOGIN_QUERY_STRINGS, type CmsLogin } from './cms-login';
import { NOT_FOUND_PAGE } from './deploy-checks';
import { responseHeadersPolicyProps } from './security-headers-policy';
import type { SiteSettings } from './settings';

/** What the handlers read; CloudFront adds CloudFront-Viewer-Address (reCAPTCHA's IP) only when named. */
const API_FORWARDED_HEADERS: readonly string[] = [
  'Content-Type',
  'Origin',
  'Sec-Fetch-Site',
  'User-Agent',
  'CloudFront-Viewer-Address',
];

/** `cmsDomainName` is a second name the certificate covers: only /admin/ is served there. */
type Names = 'maintenance' | 'domainName' | 'cmsDomainName' | 'certificateArn';
export interface SiteDistributionProps extends Pick<SiteSettings, Names> {
  readonly siteBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
}

export class SiteDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** `default-src 'none'` for what is no page: /api/* and NON_HTML_PATH_PATTERNS' files. */
  readonly nonHtmlHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The editors' CMS at /admin/: its own whole CSP (GitHub's API), not the pages' meta policy. */
  readonly adminHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  private readonly siteBehavior: cloudfront.BehaviorOptions;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    const viewerRequest = new cloudfront.Function(this, 'ViewerRequest', {
      // The execution policy finds it by the stack's name, which CDK's own name may cut short.
      functionName: `${Stack.of(this).stackName}-ViewerRequest`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        viewerRequestSource({ maintenance: props.maintenance, cmsHost: props.cmsDomainName }),
      ),
      comment: props.maintenance
        ? 'Maintenance mode: page routes -> under_maintenance/index.html'
        : 'Maps /path and /path/ to /path/index.html',
    });

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Bridge City Fitness security headers (edge/security-headers.ts)',
      ...responseHeadersPolicyProps(edgeSecurityHeaders),
    });

    this.nonHtmlHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'NonHtmlHeaders', {
      comment: "Bridge City Fitness headers for files and API answers (default-src 'none')",
      ...responseHeadersPolicyProps(edgeNonHtmlSecurityHeaders),
    });

    this.adminHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'AdminHeaders', {
      comment: 'Bridge City Fitness headers for the CMS at /admin/ (its own CSP)',
      ...responseHeadersPolicyProps(edgeAdminSecurityHeaders),
    });

    // Error pages apply to the API too: S3 may list (404, not 403, for a missing key) so that
    // only 404 becomes the 404 page and the forms' 403 reaches the browser as sent.
    const notFound: cloudfront.ErrorResponse = {
      httpStatus: 404,
      responsePagePath: NOT_FOUND_PAGE,
      ttl: Duration.seconds(10),
    };

    this.siteBehavior = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket, {
        originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [
        {
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          function: viewerRequest,
        },
      ],
    };
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Bridge City Fitness website',
      defaultBehavior: this.siteBehavior,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Visitors are in Saskatoon: North America and Europe edge locations are plenty.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      errorResponses: [notFound],
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName !== undefined && props.certificateArn !== undefined
        ? {
            domainNames: [
              props.domainName,
              ...(props.cmsDomainName !== undefined ? [props.cmsDomainName] : []),
            ],
            certificate: acm.Certificate.fromCertificateArn(this, 'Cert', props.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'A local gym site has no legal or business reason to block countries; visitors travel.',
      },
      ...(props.domainName === undefined
        ? [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the *.cloudfront.net certificate, ' +
                'whose security policy CloudFront fixes; with domainName set the stack requires ' +
                'TLSv1.2_2021.',
            },
          ]
        : []),
    ]);
  }

  /**
   * Sends /api/* (the CMS login's paths first, when deployed) to the API's public custom domain,
   * uncached, with the viewer function's host rules and `originSecret` (a dynamic reference),
   * which tells the handlers a request came through CloudFront and its web ACL. The files' patterns go after, so /api/x.js
   * still reaches the API: CloudFront takes the first match.
   */
  addApi(originHostname: string, originSecret: SecretValue, cmsLogin?: CmsLogin): void {
    const origin = new origins.HttpOrigin(originHostname, {
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
    });
    const apiOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'Bridge City Fitness forms: the headers the handlers read, and the viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });
    const api = {
      functionAssociations: this.siteBehavior.functionAssociations,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: this.nonHtmlHeadersPolicy,
    };
    if (cmsLogin !== undefined) {
      // The login's own behaviour, with the query strings and the cookie it reads.
      this.distribution.addBehavior(CMS_LOGIN_PATH_PATTERN, origin, {
        ...api,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        // The id it had as the first of a list of routes: another would replace the policy.
        originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'ApiRouteRequest0', {
          comment: `Bridge City Fitness ${CMS_LOGIN_PATH_PATTERN}: the API's headers, its query and cookies`,
          headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
            ...API_FORWARDED_HEADERS,
          ),
          queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.allowList(
            ...CMS_LOGIN_QUERY_STRINGS,
          ),
          cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(STATE_COOKIE),
        }),
        responseHeadersPolicy: cmsLogin.pageHeaders,
      });
    }
    this.distribution.addBehavior(API_PATH_PATTERN, origin, {
      ...api,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      originRequestPolicy: apiOriginRequestPolicy,
    });
    // The same S3 origin, function and caching as the pages: only the header policy differs.
    const { origin: siteOrigin, ...fileOptions } = this.siteBehavior;
    for (const pattern of NON_HTML_PATH_PATTERNS.filter((p) => p !== API_PATH_PATTERN)) {
      this.distribution.addBehavior(pattern, siteOrigin, {
        ...fileOptions,
        responseHeadersPolicy: this.nonHtmlHeadersPolicy,
      });
    }
    // After the files' patterns, which CloudFront matches first: /admin/sveltia-cms.js is a file.
    this.distribution.addBehavior(ADMIN_PATH_PATTERN, siteOrigin, {
      ...fileOptions,
      responseHeadersPolicy: this.adminHeadersPolicy,
    });
  }
}
