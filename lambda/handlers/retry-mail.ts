// The mail retrier (every 5 minutes): sends each unsent lead and publishes the oldest one's age.
// {"resendId": ID} sends one lead now; {"summary": true} mails the staff the leads to review.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { sendUnsent, type SendOutcome } from '../lib/leads/deliver';
import { RETRIER_METRICS } from '../../contracts/metrics';
import { retryUnsent, type RetryReport } from '../lib/leads/retrier';
import { summarizeReview, type SummaryReport } from '../lib/leads/review';
import { courier as mailCourier } from '../lib/mail-runtime';

const courier = mailCourier();
const metrics = new Metrics({
  namespace: RETRIER_METRICS.namespace,
  serviceName: RETRIER_METRICS.service,
});

export type RetrierEvent = { resendId?: unknown; summary?: unknown };

export async function handler(
  event: RetrierEvent,
  context: Context,
): Promise<RetryReport | SummaryReport | { resendId: string; outcome: SendOutcome }> {
  courier.logger.addContext(context);
  const owner = `retrier-${context.awsRequestId}`;
  if (event?.summary === true) return summarizeReview(courier);
  if (typeof event?.resendId === 'string') {
    return { resendId: event.resendId, outcome: await sendUnsent(event.resendId, owner, courier) };
  }
  const report = await retryUnsent(courier, owner);
  metrics.addMetric(
    RETRIER_METRICS.oldestUnsentAge,
    MetricUnit.Seconds,
    report.oldestUnsentAgeSeconds,
  );
  metrics.addMetric(RETRIER_METRICS.unsentLeads, MetricUnit.Count, report.unsent);
  metrics.publishStoredMetrics();
  return report;
}
