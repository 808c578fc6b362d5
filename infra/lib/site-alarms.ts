import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CAPTCHA_METRICS, NO_SCRIPT_METRIC, RETRIER_METRICS } from '../../contracts/metrics';
import { AlarmTopic } from './alarm-topic';
import type { FormsApi } from './forms-api';
import { LEAD_TABLE_OPERATIONS } from './lead-table';
import { CONFIGURATION_SET_DIMENSION, UNDELIVERED_MAIL_EVENTS } from './mail-identity';
import type { SiteFunction } from './site-function';

/** Rejected tokens in five minutes that raise the alarm: far above a visitor's retries. */
export const CAPTCHA_REJECTED_ALARM_COUNT = 25;

const MAIL_EVENT_WORDS: Record<(typeof UNDELIVERED_MAIL_EVENTS)[number], string> = {
  bounce: 'bounced',
  complaint: 'was marked as spam',
  reject: 'was rejected by SES',
};

export interface SiteAlarmsProps {
  /** Its 5xx answers and its form functions' captcha lines. */
  readonly api: FormsApi;
  /** By a readable name. */
  readonly functions: Readonly<Record<string, SiteFunction>>;
  readonly configurationSetName: string;
  readonly leadTable: dynamodb.ITable;
  /** Required by a deploy (deploy-checks.ts). */
  readonly alarmEmail?: string;
}

/** Alarms for leads in trouble, e-mailed to `alarmEmail` through an SNS topic. */
export class SiteAlarms extends Construct {
  readonly topic: AlarmTopic;

  constructor(scope: Construct, id: string, props: SiteAlarmsProps) {
    super(scope, id);
    const displayName = 'Bridge City Fitness website alarms';
    this.topic = new AlarmTopic(this, 'Topic', displayName, props.alarmEmail);
    const watch = this.topic.watch.bind(this.topic, this);
    const sum = (namespace: string, metricName: string, dimensionsMap?: Record<string, string>) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap,
        statistic: cloudwatch.Stats.SUM,
      });

    // The functions', the API's and the table's metrics are sums over five minutes by default.
    for (const [name, { function: fn }] of Object.entries(props.functions)) {
      watch(`${name}Errors`, fn.metricErrors(), `The ${name} function failed; its logs say why.`);
    }
    watch(
      'Api5xx',
      props.api.httpApi.metricServerError(),
      'The form API answered 5xx (lead store failing, throttled or failing function): ' +
        'visitors saw the red box and must send again.',
    );

    // SES publishes only the events that happen: no data is no bounce.
    for (const event of UNDELIVERED_MAIL_EVENTS) {
      const metricName = event.charAt(0).toUpperCase() + event.slice(1);
      watch(
        `Mail${metricName}`,
        sum('AWS/SES', metricName, { [CONFIGURATION_SET_DIMENSION]: props.configurationSetName }),
        `A lead e-mail to the club ${MAIL_EVENT_WORDS[event]}` +
          ' (SES configuration set event): check the recipient address and the SES console; ' +
          'the lead is in the table (`npm run leads -- list`).',
      );
    }

    const captchaMetric = (metric: { metricName: string; event: string }) => {
      for (const [index, { logGroup }] of Object.values(props.api.forms).entries()) {
        new logs.MetricFilter(this, `${metric.metricName}Filter${index}`, {
          logGroup,
          filterPattern: logs.FilterPattern.stringValue('$.message', '=', metric.event),
          metricNamespace: CAPTCHA_METRICS.namespace,
          metricName: metric.metricName,
        });
      }
      return sum(CAPTCHA_METRICS.namespace, metric.metricName);
    };
    watch(
      'CaptchaUnverifiable',
      captchaMetric(CAPTCHA_METRICS.unverifiable),
      'A submission that brought a bot-check token could not be checked: reCAPTCHA ' +
        'unreachable, slow, or its secret wrong or unreadable, or the origin secret ' +
        '(X-Origin-Verify) unreadable from Secrets Manager. The lead was kept and mailed flagged ' +
        '"Bot check NOT RUN". The reason is in the form function logs (captcha_unverifiable).',
    );
    // Forms sent without a script are counted, never alarmed on: they wait for the staff's review.
    captchaMetric(NO_SCRIPT_METRIC);
    watch(
      'CaptchaRejectedFlood',
      captchaMetric(CAPTCHA_METRICS.rejected),
      `${CAPTCHA_REJECTED_ALARM_COUNT} or more bot-check rejections in 5 minutes: a bot run, or ` +
        'the site key and secret no longer match (then every visitor gets 403). See the ' +
        'captcha_rejected lines in the form function logs.',
      { threshold: CAPTCHA_REJECTED_ALARM_COUNT },
    );

    const table = props.leadTable;
    watch(
      'LeadTableThrottles',
      table.metricThrottledRequestsForOperations({ operations: LEAD_TABLE_OPERATIONS }),
      'Requests to the lead table were throttled.',
    );
    watch(
      'LeadTableErrors',
      table.metricSystemErrorsForOperations({ operations: LEAD_TABLE_OPERATIONS }),
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
        threshold: 30 * 60,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      },
    );
  }
}
