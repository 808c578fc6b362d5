// Sending a stored lead's e-mail to the club, by whoever holds its lease (the form handler, the
// retrier, `npm run leads -- resend`); the outcome is written back to the lead.
import { SendEmailCommand, type SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { describeError, type Logger } from '../log';
import { composeMail, type MailSettings } from '../mail';
import { MAIL_TIMEOUT_MS, MARK_RESERVE_MS, STORE_BUDGET_MS } from '../time-budget';
import type { Lead } from './lead';
import type { LeadStore } from './store';

/** How long a sender holds a lead before another may try it (covers SES and its retries). */
export const LEASE_MS = 60_000;

/** The part of an SES client a sender uses (an `SESClient` fits). */
export interface MailClient {
  send(
    command: SendEmailCommand,
    options?: { abortSignal?: AbortSignal },
  ): Promise<SendEmailCommandOutput>;
}

/** What sending needs: SES, the addresses, the store and a clock. */
export interface Courier {
  ses: MailClient;
  mail: MailSettings;
  store: LeadStore;
  logger: Logger;
  now?: () => Date;
  mailTimeoutMs?: number;
}

export type Delivery = 'sent' | 'failed';

/** The courier's time: its own clock (tests, the bench) or the real one. */
export const clock = (courier: Pick<Courier, 'now'>) => courier.now?.() ?? new Date();

/** Sends a lead `owner` holds the lease of, by `deadline` (epoch ms). Never throws. */
export async function deliver(
  lead: Lead,
  owner: string,
  courier: Courier,
  deadline?: number,
): Promise<Delivery> {
  const { store, logger } = courier;
  const about = { leadId: lead.id, form: lead.form, attempt: lead.mail.attempts + 1 };
  const left = () => (deadline === undefined ? Infinity : deadline - clock(courier).getTime());
  const within = (limit: number) => AbortSignal.timeout(Math.max(0, Math.min(limit, left())));
  const marking = () => ({ abortSignal: within(STORE_BUDGET_MS) });
  try {
    const mailTimeout = courier.mailTimeoutMs ?? MAIL_TIMEOUT_MS;
    const abortSignal = within(Math.min(mailTimeout, left() - MARK_RESERVE_MS));
    await courier.ses.send(new SendEmailCommand(composeMail(lead, courier.mail)), { abortSignal });
  } catch (error) {
    const problem = describeError(error);
    logger.error('mail_send_failed', { ...about, ...problem });
    const detail = `${problem.errorName}: ${problem.errorMessage}`.slice(0, 500);
    await store
      .recordAttempt(lead.id, owner, clock(courier), detail, marking())
      .catch((storeError: unknown) =>
        logger.error('mark_failed_failed', { ...about, ...describeError(storeError) }),
      );
    return 'failed';
  }
  // SES has the mail. If this write fails the lease runs out and the lead is sent again: the
  // club may get a second copy, never none.
  const marked = await store
    .recordAttempt(lead.id, owner, clock(courier), undefined, marking())
    .catch((error: unknown) => {
      logger.error('mark_sent_failed', { ...about, ...describeError(error) });
      return true;
    });
  if (!marked) logger.warn('lease_lost_after_send', { ...about });
  return 'sent';
}

export type SendOutcome = Delivery | 'busy';

/** Takes the lease of one unsent lead and sends it; 'busy' if it is sent or someone holds it. */
export async function sendUnsent(
  id: string,
  owner: string,
  courier: Courier,
): Promise<SendOutcome> {
  const now = clock(courier).getTime();
  const lead = await courier.store.claim(id, { owner, until: now + LEASE_MS }, now);
  if (!lead) return 'busy';
  return deliver(lead, owner, courier);
}
