import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { CALLBACK_BUDGET_MS } from '../../contracts/cms-login';
import { edgeNonHtmlSecurityHeaders } from '../../edge';
import { CMS_LOGIN_PATHS } from '../../contracts/paths';
import { responseHeadersPolicyProps } from './security-headers-policy';
import { allowReadingParameter, SiteFunction } from './site-function';

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

/** A few editors log in now and then: a flood through the WAF never takes the forms' share. */
export const CMS_LOGIN_RESERVED_CONCURRENCY = 2;

/** The props feed the functions' environment (lambda/lib/config.ts). */
export interface CmsLoginProps {
  readonly httpApi: apigwv2.HttpApi;
  readonly siteOrigin: string;
  readonly clientId: string;
  readonly secretParameterName: string;
  /** An OAuth app's scope; none for a GitHub App. */
  readonly scope?: string;
  readonly originSecret: secretsmanager.ISecret;
  /** False with `reservedConcurrency=none`. */
  readonly reserveConcurrency?: boolean;
}

/** The CMS's GitHub login: two functions on the forms' API, their state key, their pages' headers. */
export class CmsLogin extends Construct {
  /** Generated at deploy time, so the template never holds it. */
  readonly stateKey: secretsmanager.Secret;
  readonly auth: SiteFunction;
  readonly callback: SiteFunction;
  readonly pageHeaders: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: CmsLoginProps) {
    super(scope, id);
    this.stateKey = new secretsmanager.Secret(this, 'StateKey', {
      description:
        'Bridge City Fitness CMS login: the key its OAuth state is signed with (no one reads it)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    NagSuppressions.addResourceSuppressions(this.stateKey, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'A login lasts 10 minutes and the functions re-read the key every 5: replacing its ' +
          'value by hand (infra/README.md) only ends the logins under way. Rotation adds nothing.',
      },
    ]);
    const environment = {
      GITHUB_CLIENT_ID: props.clientId,
      GITHUB_CLIENT_SECRET_PARAMETER: props.secretParameterName,
      SITE_ORIGIN: props.siteOrigin,
      ...(props.scope === undefined ? {} : { GITHUB_SCOPE: props.scope }),
      STATE_KEY_SECRET_ARN: this.stateKey.secretArn,
      ORIGIN_SECRET_ARN: props.originSecret.secretArn,
    };
    // Past the callback's own deadline, with room for a cold start.
    const timeout = Duration.seconds(Math.ceil(CALLBACK_BUDGET_MS / 1000) + 4);
    const reservedConcurrency =
      props.reserveConcurrency === false ? undefined : CMS_LOGIN_RESERVED_CONCURRENCY;
    const routes: apigwv2.HttpRoute[] = [];
    const login = (id: 'Auth' | 'Callback', reads = '') => {
      const path = CMS_LOGIN_PATHS[id === 'Auth' ? 'auth' : 'callback'];
      const fn = new SiteFunction(this, id, {
        handler: `cms-${id.toLowerCase()}`,
        description: `Bridge City Fitness CMS login: GET ${path}`,
        roleDescription: `GET ${path}: logs, the state key, the origin secret${reads}`,
        timeout,
        environment,
        reservedConcurrency,
      });
      this.stateKey.grantRead(fn.role);
      props.originSecret.grantRead(fn.role);
      const integration = new HttpLambdaIntegration(`${id}Integration`, fn.function);
      routes.push(
        ...props.httpApi.addRoutes({
          path,
          methods: [apigwv2.HttpMethod.GET],
          integration,
        }),
      );
      return fn;
    };
    this.auth = login('Auth');
    this.callback = login('Callback', ', the GitHub client secret parameter');
    allowReadingParameter(this.callback.role, 'ReadGithubClientSecret', props.secretParameterName);

    NagSuppressions.addResourceSuppressions(routes, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'The OAuth login itself: the editor is not yet authenticated when these routes run. ' +
          'GitHub authenticates the editor; the routes take only requests that carry the ' +
          'origin secret (through CloudFront and its WAF), the callback only a state it signed ' +
          "bound to the cookie the auth route set, and it hands the token only to the CMS's origin.",
      },
    ]);

    // The API's headers but its CSP: the pages bring their own (an inline script by hash).
    const { securityHeadersBehavior, ...customHeadersBehavior } = responseHeadersPolicyProps(
      edgeNonHtmlSecurityHeaders,
    );
    const { contentSecurityPolicy: _apiCsp, ...headers } = securityHeadersBehavior;
    this.pageHeaders = new cloudfront.ResponseHeadersPolicy(this, 'PageHeaders', {
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
    });
  }
}
