import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

// No personal data: TLS-only is enough, and CloudWatch could not publish to an SSE topic without
// a customer-managed key.
/** A topic that e-mails `email`, and the alarms that notify it when they go off and clear. */
export class AlarmTopic extends sns.Topic {
  constructor(scope: Construct, id: string, displayName: string, email?: string) {
    super(scope, id, { displayName, enforceSSL: true });
    if (email !== undefined) this.addSubscription(new subscriptions.EmailSubscription(email));
  }

  /** An alarm at one or more in a period; no data is none. */
  watch(
    scope: Construct,
    id: string,
    metric: cloudwatch.IMetric,
    alarmDescription: string,
    options: Partial<cloudwatch.AlarmProps> = {},
  ): void {
    const alarm = new cloudwatch.Alarm(scope, id, {
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription,
      ...options,
    });
    alarm.addAlarmAction(new actions.SnsAction(this));
    alarm.addOkAction(new actions.SnsAction(this));
  }
}
