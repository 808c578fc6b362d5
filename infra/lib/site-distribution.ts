import { Aws, Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { edgeSecurityHeaders, type EdgeSecurityHeaderSettings } from '../edge/security-headers';
import { viewerRequestSource } from '../edge/viewer-request';
import { responseHeadersPolicyProps } from './security-headers-policy';

/** Path of the page CloudFront shows for a 404 (Gatsby's 404 page). */
export const NOT_FOUND_PAGE = '/404.html';

/** The page the viewer-request function serves for every page route in maintenance mode. */
export const MAINTENANCE_PAGE = '/under_maintenance/index.html';

/** The path pattern of the form endpoints, same-origin behind CloudFront. */
export const API_PATH_PATTERN = '/api/*';

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
  /** ACM certificate in us-east-1 for `domainName`. */
  readonly certificate?: acm.ICertificate;
  /** Header settings. @default edgeSecurityHeaders (infra/edge/security-headers.ts) */
  readonly headers?: Readonly<EdgeSecurityHeaderSettings>;
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

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    if ((props.domainName === undefined) !== (props.certificate === undefined)) {
      throw new Error('SiteDistribution: domainName and certificate go together');
    }

    this.viewerRequestFunction = new cloudfront.Function(this, 'ViewerRequest', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        viewerRequestSource({ maintenance: props.maintenance }),
      ),
      comment: props.maintenance
        ? 'Maintenance mode: page routes -> under_maintenance/index.html'
        : 'Maps /path and /path/ to /path/index.html',
    });

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Bridge City Fitness security headers (infra/edge/security-headers.ts)',
      ...responseHeadersPolicyProps(props.headers ?? edgeSecurityHeaders),
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

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Bridge City Fitness website',
      defaultBehavior: {
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
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Visitors are in Saskatoon: North America and Europe edge locations are plenty.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      errorResponses: [notFound],
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName !== undefined && props.certificate !== undefined
        ? {
            domainNames: [props.domainName],
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
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'AWS WAF costs more per month than this brochure site; the only dynamic endpoints ' +
          '(/api/*) are protected by reCAPTCHA, API throttling and reserved concurrency. ' +
          'README.md ("Adding AWS WAF") explains how to attach a web ACL.',
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
   * Sends /api/* to the HTTP API: never cached, every viewer header except Host forwarded,
   * HTTPS only, no viewer-request function, the same security headers.
   */
  addApi(api: apigwv2.IHttpApi): void {
    const origin = new origins.HttpOrigin(
      `${api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY },
    );
    this.distribution.addBehavior(API_PATH_PATTERN, origin, {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    });
  }
}
