import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../../contracts/forms/schemas';
import { API_PATH_PATTERN } from '../../contracts/paths';
import { FormFunction, type FormFunctionProps } from './form-function';
import type { SiteSettings } from './settings';

export interface FormsApiProps
  extends Omit<FormFunctionProps, 'form'>, Pick<SiteSettings, 'apiRateLimit' | 'apiBurstLimit'> {
  readonly disableExecuteApiEndpoint: boolean;
}

/** The HTTP API behind /api/*: one {@link FormFunction} per form, a throttled, logged stage. */
export class FormsApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly forms: Readonly<Record<FormKind, FormFunction>>;

  constructor(scope: Construct, id: string, props: FormsApiProps) {
    super(scope, id);
    const { apiRateLimit, apiBurstLimit, disableExecuteApiEndpoint, ...functionProps } = props;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `Bridge City Fitness forms (reached through CloudFront ${API_PATH_PATTERN})`,
      // The stage below replaces the default one so it can carry throttling and access logs.
      createDefaultStage: false,
      // Only CloudFront (and so AWS WAF) stands between visitors and the API.
      disableExecuteApiEndpoint,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: apiRateLimit, burstLimit: apiBurstLimit },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigateway.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            route: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            ip: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    const forms = {} as Record<FormKind, FormFunction>;
    for (const form of FORM_KINDS) {
      const id = `${form.charAt(0).toUpperCase()}${form.slice(1)}Form`;
      const fn = new FormFunction(this, id, { ...functionProps, form });
      this.httpApi.addRoutes({
        path: FORM_ENDPOINTS[form],
        methods: [apigwv2.HttpMethod.POST],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.function),
      });
      forms[form] = fn;
    }
    this.forms = forms;

    NagSuppressions.addResourceSuppressions(
      this.httpApi,
      [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Public contact forms for anonymous visitors: there is no user to authorize. Each ' +
            'submission must carry a valid reCAPTCHA v3 token for the site hostname, and the ' +
            'stage is throttled and the functions have reserved concurrency.',
        },
      ],
      true,
    );
  }
}
