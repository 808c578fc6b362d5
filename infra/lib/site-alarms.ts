import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { RETRIER_METRICS, UNSENT_ALARM_SECONDS } from '../../lambda/lib/leads/metrics';
import { LEAD_TABLE_OPERATIONS } from './lead-table';

/** Options of {@link SiteAlarms}. */
export interface SiteAlarmsProps {
  /** Functions whose `Errors` metric is watched, by a readable name. */
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  /** The API whose 5xx responses are watched. */
  readonly api: apigwv2.IHttpApi;
  /** The lead table whose throttles and errors are watched. */
  readonly leadTable: dynamodb.ITable;
  /** Notified by e-mail (a subscription to confirm) when set. */
  readonly alarmEmail?: string;
}

/**
 * Alarms for leads in trouble, each notifying an SNS topic (TLS-only publishing) that e-mails
 * `alarmEmail` when given: any function error or API 5xx, any throttle or error on the lead
 * table within five minutes, and a lead whose e-mail has not gone for 30 minutes.
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
    const watch = (
      name: string,
      metric: cloudwatch.IMetric,
      description: string,
      options: Partial<cloudwatch.AlarmProps> = {},
    ): void => {
      const alarm = new cloudwatch.Alarm(this, name, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
        ...options,
      });
      alarm.addAlarmAction(new actions.SnsAction(this.topic));
      alarm.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(alarm);
    };

    for (const [name, fn] of Object.entries(props.functions)) {
      watch(
        `${name}Errors`,
        fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
        `The ${name} function failed; its logs say why.`,
      );
    }
    watch(
      'Api5xx',
      props.api.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
      'The form API answered 5xx (lead store failing, throttled or failing function): ' +
        'visitors saw the red box and must send again.',
    );

    const table = props.leadTable;
    watch(
      'LeadTableThrottles',
      table.metricThrottledRequestsForOperations({ operations: LEAD_TABLE_OPERATIONS, period }),
      'Requests to the lead table were throttled.',
    );
    watch(
      'LeadTableErrors',
      table.metricSystemErrorsForOperations({ operations: LEAD_TABLE_OPERATIONS, period }),
      'The lead table answered with server errors.',
    );
    // The retrier publishes the age on every run (0 when nothing waits): no data means it did
    // not run, which is as bad as a lead waiting.
    watch(
      'LeadUnsent',
      new cloudwatch.Metric({
        namespace: RETRIER_METRICS.namespace,
        metricName: RETRIER_METRICS.oldestUnsentAge,
        dimensionsMap: { service: RETRIER_METRICS.service },
        statistic: cloudwatch.Stats.MAXIMUM,
        period: Duration.minutes(10),
      }),
      'A lead has waited more than 30 minutes for its e-mail to the club (or the retrier did not ' +
        'run): list it with `npm run leads -- list`, and see the retrier logs.',
      {
        threshold: UNSENT_ALARM_SECONDS,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      },
    );
  }
}
