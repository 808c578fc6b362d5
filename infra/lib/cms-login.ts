import { Duration, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { STATE_COOKIE } from '../../lambda/lib/cms-login/state';
import { CALLBACK_BUDGET_MS } from '../../lambda/lib/cms-login/login';
import { edgeNonHtmlSecurityHeaders } from '../edge/security-headers';
import { responseHeadersPolicyProps } from './security-headers-policy';
import type { ApiRoute } from './site-distribution';
import { createSiteFunction, type SiteFunctionParts } from './site-function';

/** The login routes, under CloudFront's /api/cms/* behaviour. */
export const CMS_LOGIN_PATHS = { auth: '/api/cms/auth', callback: '/api/cms/callback' } as const;

/** The query parameters the routes read: the CMS's (auth) and GitHub's (callback). */
export const CMS_LOGIN_QUERY_STRINGS = [
  'provider',
  'site_id',
  'scope',
  'code',
  'state',
  'error',
  'error_description',
] as const;

/**
 * Each login function's reserved concurrency: a few editors log in now and then, and a flood of
 * requests that reached the API's own domain (past CloudFront's WAF) can then neither run up the
 * bill nor take the forms' share of the account's concurrency.
 */
export const CMS_LOGIN_RESERVED_CONCURRENCY = 2;

/** The functions' Lambda timeout: past the callback's own deadline, with room for a cold start. */
export const CMS_LOGIN_TIMEOUT_SECONDS = Math.ceil(CALLBACK_BUDGET_MS / 1000) + 4;

/** Options of {@link CmsLogin}. */
export interface CmsLoginProps {
  /** The forms' HTTP API, which gets the two GET routes. */
  readonly httpApi: apigwv2.HttpApi;
  /** `SITE_ORIGIN`: `https://<site host>`, the callback's base and the token's only recipient. */
  readonly siteOrigin: string;
  /** `GITHUB_CLIENT_ID`: the GitHub OAuth app's client id. */
  readonly clientId: string;
  /** `GITHUB_CLIENT_SECRET_PARAMETER`: the SSM SecureString with the client secret (its name). */
  readonly secretParameterName: string;
  /** `GITHUB_SCOPE`. */
  readonly scope: string;
  /**
   * Whether the login's functions get their own small concurrency
   * ({@link CMS_LOGIN_RESERVED_CONCURRENCY} each); false with `reservedConcurrency=none`.
   */
  readonly reserveConcurrency?: boolean;
}

/**
 * The CMS's GitHub login (lambda/handlers/cms-auth.ts and cms-callback.ts): two functions on the
 * forms' HTTP API, and the CloudFront route that forwards them their query and state cookie.
 * Only the callback's role may read the client secret parameter, and nothing else of SSM.
 */
export class CmsLogin extends Construct {
  readonly auth: SiteFunctionParts;
  readonly callback: SiteFunctionParts;
  /** For SiteDistribution.addApi: /api/cms/*, ahead of /api/*. */
  readonly route: ApiRoute;

  constructor(scope: Construct, id: string, props: CmsLoginProps) {
    super(scope, id);
    const environment = {
      GITHUB_CLIENT_ID: props.clientId,
      GITHUB_CLIENT_SECRET_PARAMETER: props.secretParameterName,
      SITE_ORIGIN: props.siteOrigin,
      GITHUB_SCOPE: props.scope,
    };
    const timeout = Duration.seconds(CMS_LOGIN_TIMEOUT_SECONDS);
    const reservedConcurrency =
      props.reserveConcurrency === false ? undefined : CMS_LOGIN_RESERVED_CONCURRENCY;
    this.auth = createSiteFunction(new Construct(this, 'Auth'), {
      handler: 'cms-auth',
      description: `Bridge City Fitness CMS login: GET ${CMS_LOGIN_PATHS.auth}`,
      roleDescription: `GET ${CMS_LOGIN_PATHS.auth}: logs only`,
      timeout,
      environment,
      reservedConcurrency,
    });
    this.callback = createSiteFunction(new Construct(this, 'Callback'), {
      handler: 'cms-callback',
      description: `Bridge City Fitness CMS login: GET ${CMS_LOGIN_PATHS.callback}`,
      roleDescription: `GET ${CMS_LOGIN_PATHS.callback}: logs, the GitHub client secret parameter`,
      timeout,
      environment,
      reservedConcurrency,
    });
    // A SecureString under the AWS managed key aws/ssm needs no kms:Decrypt grant (as the
    // reCAPTCHA secret: infra/lib/form-function.ts).
    this.callback.role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'ReadGithubClientSecret',
        actions: ['ssm:GetParameter'],
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            resource: 'parameter',
            resourceName: props.secretParameterName.replace(/^\//, ''),
          }),
        ],
      }),
    );

    const routes = [
      ...props.httpApi.addRoutes({
        path: CMS_LOGIN_PATHS.auth,
        methods: [apigwv2.HttpMethod.GET],
        integration: new HttpLambdaIntegration('AuthIntegration', this.auth.function),
      }),
      ...props.httpApi.addRoutes({
        path: CMS_LOGIN_PATHS.callback,
        methods: [apigwv2.HttpMethod.GET],
        integration: new HttpLambdaIntegration('CallbackIntegration', this.callback.function),
      }),
    ];
    NagSuppressions.addResourceSuppressions(routes, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'The OAuth login itself: the editor is not yet authenticated when these routes run. ' +
          'GitHub authenticates the editor; the callback accepts only a state bound to the ' +
          "cookie the auth route set, and hands the token only to the site's origin.",
      },
    ]);

    // The API's headers (infra/edge/security-headers.ts) but for the CSP: the pages bring their
    // own (an inline script allowed by hash), which the API's default-src 'none' would replace.
    const { securityHeadersBehavior, ...customHeadersBehavior } = responseHeadersPolicyProps(
      edgeNonHtmlSecurityHeaders,
    );
    const { contentSecurityPolicy: _apiCsp, ...headers } = securityHeadersBehavior ?? {};
    this.route = {
      pathPattern: '/api/cms/*',
      queryStrings: CMS_LOGIN_QUERY_STRINGS,
      cookies: [STATE_COOKIE],
      responseHeadersPolicy: new cloudfront.ResponseHeadersPolicy(this, 'PageHeaders', {
        comment: 'Bridge City Fitness CMS login pages: their own CSP passes through',
        ...customHeadersBehavior,
        securityHeadersBehavior: {
          ...headers,
          // The callback's URL holds the code: no page it leads to may see it.
          referrerPolicy: {
            referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER,
            override: true,
          },
        },
      }),
    };
  }
}
