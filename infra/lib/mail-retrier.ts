import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { LeadTable } from './lead-table';
import { SiteFunction, type MailSending } from './site-function';

/** How often, at most, the staff get the summary of the leads to review. */
export const REVIEW_SUMMARY_EVERY = Duration.hours(1);

/** Sends each lead whose e-mail has not gone; a second rule has it mail the review summary. */
export class MailRetrier extends SiteFunction {
  constructor(scope: Construct, id: string, props: MailSending & { leadTable: LeadTable }) {
    super(scope, id, {
      handler: 'retry-mail',
      description: 'Bridge City Fitness: sends the e-mail of every lead whose e-mail has not gone',
      roleDescription: 'Lead mail retrier: logs, unsent leads, SES send from the site sender',
      // Each lead gets at most 5 s of SES; a backlog after a long outage fits many times over.
      timeout: Duration.minutes(2),
      mail: props,
      environment: { LEADS_TABLE: props.leadTable.table.tableName },
    });

    props.leadTable.grantRetry(this.role);

    // A failed run is not retried by EventBridge: the next run, 5 minutes later, is the retry.
    new events.Rule(this, 'Schedule', {
      description: 'Runs the lead mail retrier',
      schedule: events.Schedule.rate(Duration.minutes(5)),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 0 })],
    });
    // One rule, one summary a period at most: a failed summary waits for the next period.
    new events.Rule(this, 'ReviewSummary', {
      description: 'Mails the staff the summary of the leads to review',
      schedule: events.Schedule.rate(REVIEW_SUMMARY_EVERY),
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 0,
          // What lambda/handlers/retry-mail.ts reads as the summary run.
          event: events.RuleTargetInput.fromObject({ summary: true }),
        }),
      ],
    });
  }
}
