import { Duration, type SecretValue } from 'aws-cdk-lib';
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
  type EdgeSecurityHeaderSettings,
  viewerRequestSource,
} from '../../edge';
import { ORIGIN_VERIFY_HEADER } from '../../contracts/origin-secret';
import { API_PATH_PATTERN } from '../../contracts/paths';
import { responseHeadersPolicyProps } from './security-headers-policy';

/** Path of the page CloudFront shows for a 404 (Gatsby's 404 page). */
export const NOT_FOUND_PAGE = '/404.html';

/** The page the viewer-request function serves for every page route in maintenance mode. */
export const MAINTENANCE_PAGE = '/under_maintenance/index.html';

/**
 * The request headers CloudFront forwards to the form API: what the handlers read (content type,
 * the same-origin check's Origin and Sec-Fetch-Site) and CloudFront-Viewer-Address, the
 * visitor's IP for reCAPTCHA (finding 9: a CloudFront header only an origin request policy that
 * names it adds; the managed AllViewerExceptHostHeader policy is not relied on for it).
 */
export const API_FORWARDED_HEADERS: readonly string[] = [
  'Content-Type',
  'Origin',
  'Sec-Fetch-Site',
  'User-Agent',
  'CloudFront-Viewer-Address',
];

/**
 * A path under /api/ that needs more forwarded than /api/* gives (which is no query string and no
 * cookie): its own behaviour, added ahead of /api/*, to the same origin.
 */
export interface ApiRoute {
  readonly pathPattern: string;
  /** Query parameters forwarded, by name. */
  readonly queryStrings: readonly string[];
  /** Cookies forwarded, by name. */
  readonly cookies: readonly string[];
  /** The answers' headers. @default the non-HTML policy (default-src 'none') */
  readonly responseHeadersPolicy?: cloudfront.IResponseHeadersPolicy;
}

/** Options of {@link SiteDistribution}. */
export interface SiteDistributionProps {
  /** The private bucket with the site's files. */
  readonly siteBucket: s3.IBucket;
  /** Where CloudFront writes its standard logs (prefix `cloudfront/`). */
  readonly logBucket: s3.IBucket;
  /** Map every page route to the maintenance page. */
  readonly maintenance: boolean;
  /** Custom domain, served with `certificate` (TLS 1.2_2021 minimum). */
  readonly domainName?: string;
  /**
   * The editors' CMS host, a second name of this distribution (`certificate` must cover it): the
   * viewer-request function serves only /admin/ there and sends other hosts' /admin/ to it.
   */
  readonly cmsDomainName?: string;
  /** ACM certificate in us-east-1 for `domainName`. */
  readonly certificate?: acm.ICertificate;
  /** The AWS WAF web ACL (scope CLOUDFRONT, us-east-1) to attach; none when absent. */
  readonly webAclArn?: string;
  /** Header settings of pages. @default edgeSecurityHeaders (edge/security-headers.ts) */
  readonly headers?: Readonly<EdgeSecurityHeaderSettings>;
  /** Header settings of everything else. @default edgeNonHtmlSecurityHeaders */
  readonly nonHtmlHeaders?: Readonly<EdgeSecurityHeaderSettings>;
}

/**
 * The CloudFront distribution: the S3 origin through origin access control, the viewer-request
 * function that maps routes to index.html, security headers on every response, and later the
 * form API under /api/*.
 */
export class SiteDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly viewerRequestFunction: cloudfront.Function;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** `default-src 'none'` for what is no page: /api/* and NON_HTML_PATH_PATTERNS' files. */
  readonly nonHtmlHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The editors' CMS at /admin/: its own whole CSP (GitHub's API), not the pages' meta policy. */
  readonly adminHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  private readonly siteBehavior: cloudfront.BehaviorOptions;
  /** The /api/* origin request policy (set by `addApi`). */
  apiOriginRequestPolicy?: cloudfront.OriginRequestPolicy;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    if ((props.domainName === undefined) !== (props.certificate === undefined)) {
      throw new Error('SiteDistribution: domainName and certificate go together');
    }
    if (props.cmsDomainName !== undefined && props.domainName === undefined) {
      throw new Error('SiteDistribution: cmsDomainName needs domainName');
    }

    this.viewerRequestFunction = new cloudfront.Function(this, 'ViewerRequest', {
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
      ...responseHeadersPolicyProps(props.headers ?? edgeSecurityHeaders),
    });

    this.nonHtmlHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'NonHtmlHeaders', {
      comment: "Bridge City Fitness headers for files and API answers (default-src 'none')",
      ...responseHeadersPolicyProps(props.nonHtmlHeaders ?? edgeNonHtmlSecurityHeaders),
    });

    this.adminHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'AdminHeaders', {
      comment: 'Bridge City Fitness headers for the CMS at /admin/ (its own CSP)',
      ...responseHeadersPolicyProps(edgeAdminSecurityHeaders),
    });

    // CloudFront's error pages apply to every origin, the API's included. So S3 may list the
    // bucket (it then answers 404, not 403, for a missing key) and only 404 becomes the 404 page:
    // the forms' 403 (bot check, origin) and every other API answer reach the browser as sent.
    // The viewer-request function does not run for error pages, so in maintenance mode a
    // missing file still gets the 404 page (the maintenance page itself exists).
    const notFound: cloudfront.ErrorResponse = {
      httpStatus: 404,
      responseHttpStatus: 404,
      responsePagePath: NOT_FOUND_PAGE,
      ttl: Duration.seconds(10),
    };

    this.siteBehavior = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket, {
        originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [
        {
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          function: this.viewerRequestFunction,
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
      ...(props.webAclArn !== undefined ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName !== undefined && props.certificate !== undefined
        ? {
            domainNames: [
              props.domainName,
              ...(props.cmsDomainName !== undefined ? [props.cmsDomainName] : []),
            ],
            certificate: props.certificate,
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
   * Sends /api/* to the HTTP API at `originHostname` (its custom domain): never cached, HTTPS
   * only, the non-HTML headers. The viewer-request function runs there too, for its host rules
   * alone: the CMS host answers its login and nothing else, the login answers on no other host,
   * and a path under /api/cms/ that is no login route is its 404 (it never rewrites /api/). Every request carries
   * `originSecret` in X-Origin-Verify, which the handlers require: the custom domain is public,
   * and the header is what tells a request that came through CloudFront (and its web ACL) from
   * one sent to the domain directly. The template holds a dynamic reference to the secret,
   * resolved by CloudFormation at deploy time, never the value. Only the headers the handlers read
   * are forwarded, CloudFront's Host being the origin's (API Gateway routes custom domains by
   * Host). Then the file behaviours, after /api/* so that /api/x.js still reaches the API
   * (CloudFront takes the first pattern that matches). `routes` go first of all: each is an /api/
   * path with its own query strings and cookies forwarded (the CMS login, ./cms-login.ts).
   */
  addApi(
    originHostname: string,
    originSecret: SecretValue,
    routes: readonly ApiRoute[] = [],
  ): void {
    const origin = new origins.HttpOrigin(originHostname, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
    });
    this.apiOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'Bridge City Fitness forms: the headers the handlers read, and the viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    const functionAssociations = this.siteBehavior.functionAssociations;
    routes.forEach((route, index) => {
      this.distribution.addBehavior(route.pathPattern, origin, {
        functionAssociations,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: new cloudfront.OriginRequestPolicy(this, `ApiRouteRequest${index}`, {
          comment: `Bridge City Fitness ${route.pathPattern}: the API's headers, its query and cookies`,
          headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
            ...API_FORWARDED_HEADERS,
          ),
          queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.allowList(
            ...route.queryStrings,
          ),
          cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(...route.cookies),
        }),
        responseHeadersPolicy: route.responseHeadersPolicy ?? this.nonHtmlHeadersPolicy,
        compress: true,
      });
    });
    this.distribution.addBehavior(API_PATH_PATTERN, origin, {
      functionAssociations,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: this.apiOriginRequestPolicy,
      responseHeadersPolicy: this.nonHtmlHeadersPolicy,
      compress: true,
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
