import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Options of {@link SiteAlarms}. */
export interface SiteAlarmsProps {
  /** Functions whose `Errors` metric is watched, by a readable name. */
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  /** The API whose 5xx responses are watched. */
  readonly api: apigwv2.IHttpApi;
  /** Notified by e-mail (a subscription to confirm) when set. */
  readonly alarmEmail?: string;
}

/**
 * Alarms for lost leads: any form function error and any API 5xx within five minutes notify an
 * SNS topic (TLS-only publishing), which e-mails `alarmEmail` when given.
 */
export class SiteAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: SiteAlarmsProps) {
    super(scope, id);
    // Alarm notifications carry no personal data; TLS-only publishing (SNS3) is enough and
    // avoids a customer-managed KMS key, which CloudWatch would need to publish to an
    // encrypted topic.
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'Bridge City Fitness website alarms',
      enforceSSL: true,
    });
    if (props.alarmEmail !== undefined) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }

    const period = Duration.minutes(5);
    const watch = (name: string, metric: cloudwatch.IMetric, description: string): void => {
      const alarm = new cloudwatch.Alarm(this, name, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      alarm.addAlarmAction(new actions.SnsAction(this.topic));
      alarm.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(alarm);
    };

    for (const [name, fn] of Object.entries(props.functions)) {
      watch(
        `${name}Errors`,
        fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
        `The ${name} form function failed (a submission may be lost; its logs hold it).`,
      );
    }
    watch(
      'Api5xx',
      props.api.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
      'The form API answered 5xx (SES failure, throttled or failing function).',
    );
  }
}
