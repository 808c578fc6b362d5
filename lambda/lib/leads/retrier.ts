// The retrier: every few minutes (every few seconds locally) it sends each lead whose e-mail has
// not gone. Racing retriers are safe: a lead goes only to the one whose lease write won.
import { randomUUID } from 'node:crypto';
import { clock, sendUnsent, type Courier } from './deliver';

export interface RetryReport {
  sent: number;
  failed: number;
  /** Leads another sender held (or had just sent). */
  busy: number;
  /** Leads still unsent after this run. */
  unsent: number;
  /** Age of the oldest of those, in seconds (0 when none): the alarm watches it. */
  oldestUnsentAgeSeconds: number;
}

export async function retryUnsent(
  courier: Courier,
  owner = `retrier-${randomUUID()}`,
): Promise<RetryReport> {
  const queue = await courier.store.unsent();
  const report: RetryReport = { sent: 0, failed: 0, busy: 0, unsent: 0, oldestUnsentAgeSeconds: 0 };
  let oldest: number | undefined;
  for (const { id, receivedAt } of queue) {
    const outcome = await sendUnsent(id, owner, courier);
    report[outcome] += 1;
    if (outcome !== 'sent') {
      report.unsent += 1;
      oldest = Math.min(oldest ?? Infinity, Date.parse(receivedAt));
    }
  }
  if (oldest !== undefined) {
    const age = clock(courier).getTime() - oldest;
    report.oldestUnsentAgeSeconds = Math.max(0, Math.round(age / 1000));
  }
  if (queue.length > 0) courier.logger.info('retry_run', { ...report });
  return report;
}
