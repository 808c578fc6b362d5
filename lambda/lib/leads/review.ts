// Leads to review (sent without a script, so no bot check): never mailed one by one, but listed
// in the retrier's summary; the staff release one (`npm run leads -- release`) or delete it.
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { marshall } from '@aws-sdk/util-dynamodb';
import { LEAD_RETENTION_DAYS, LEAD_TABLE } from '../../../contracts/lead-table';
import { describeError } from '../log';
import { consentLine, describeSubmission, mailToClub } from '../mail';
import { MAIL_TIMEOUT_MS } from '../time-budget';
import { clock, type Courier } from './deliver';
import { expiry, type Lead } from './lead';
import { fromItem, TO_LIST, UNSENT, type LeadStore } from './store';

/** The most leads one summary lists; the rest wait for the next. */
export const SUMMARY_LIMIT = 200;

export interface SummaryReport {
  listed: number;
  /** Leads to review still waiting for a summary after this run. */
  waiting: number;
  mail: 'sent' | 'failed' | 'none';
}

/** Reads a lead no summary has listed by an update that changes nothing: the retrier may not Get. */
async function readToList(store: LeadStore, id: string): Promise<Lead | undefined> {
  const output = await store.update(id, {
    UpdateExpression: 'SET reviewQueue = :new',
    ConditionExpression: 'reviewQueue = :new',
    ExpressionAttributeValues: marshall({ ':new': TO_LIST }),
    ReturnValues: 'ALL_NEW',
  });
  return output?.Attributes ? fromItem(output.Attributes) : undefined;
}

/** Records that a summary listed a lead to review: it leaves the summary's queue. */
async function markListed(store: LeadStore, id: string, at: Date): Promise<void> {
  await store.update(id, {
    UpdateExpression: 'SET review.listedAt = :at REMOVE reviewQueue',
    ConditionExpression: 'attribute_exists(reviewQueue)',
    ExpressionAttributeValues: marshall({ ':at': at.toISOString() }),
  });
}

/** One lead to review, in plain text: what it said and how to release or delete it. */
function describe(lead: Lead): string {
  return [
    `${lead.form} form, ${lead.receivedAt}, from ${lead.page}, id ${lead.id}`,
    ...describeSubmission(lead.form, lead.fields).map(({ label, value }) => `  ${label}: ${value}`),
    ...(lead.consent ? [`  ${consentLine(lead.consent)}`] : []),
    `  Release: npm run leads -- release --id ${lead.id}`,
    `  Delete:  npm run leads -- delete --id ${lead.id}`,
  ].join('\n');
}

/** Mails one summary of the leads not yet listed, then marks them: a failure lists them again. */
export async function summarizeReview(courier: Courier): Promise<SummaryReport> {
  const { store, logger } = courier;
  const ids = await store.queryIndex(LEAD_TABLE.reviewIndex, TO_LIST);
  const leads: Lead[] = [];
  for (const { id } of ids.slice(0, SUMMARY_LIMIT)) {
    const lead = await readToList(store, String(id));
    if (lead) leads.push(lead);
  }
  const waiting = ids.length - leads.length;
  if (leads.length === 0) return { listed: 0, waiting, mail: 'none' };
  const more = waiting > 0 ? `\n${waiting} more will be in the next summary.\n` : '';
  const text =
    `${leads.length} form(s) were sent from the website without its script, so no bot check ran. ` +
    'None was mailed on its own. Release the ones a person sent; the rest are deleted ' +
    'by themselves.\n\n' +
    leads.map(describe).join('\n\n') +
    '\n' +
    more;
  const subject = `[To review] ${leads.length} form(s) sent without the bot check`;
  try {
    await courier.ses.send(new SendEmailCommand(mailToClub(courier.mail, { subject, text })), {
      abortSignal: AbortSignal.timeout(courier.mailTimeoutMs ?? MAIL_TIMEOUT_MS),
    });
  } catch (error) {
    logger.error('review_summary_failed', { ...describeError(error) });
    return { listed: 0, waiting: ids.length, mail: 'failed' };
  }
  const at = clock(courier);
  for (const lead of leads) await markListed(store, lead.id, at);
  logger.info('review_summary_sent', { listed: leads.length, waiting });
  return { listed: leads.length, waiting, mail: 'sent' };
}

/** The staff's release: an unsent lead kept as any other; false if none waits for review. */
export async function releaseLead(store: LeadStore, id: string, at: Date): Promise<boolean> {
  const lead = await store.get(id);
  if (lead?.review?.status !== 'pending') return false;
  const consent = lead.consent && {
    ...lead.consent,
    botCheck: 'released',
    proven: lead.consent.version !== '',
  };
  const output = await store.update(id, {
    UpdateExpression:
      'SET review.#status = :released, review.releasedAt = :at, mailQueue = :unsent, ' +
      `expiresAt = :expires${consent ? ', consent = :consent' : ''} REMOVE reviewQueue`,
    ConditionExpression: 'review.#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: marshall(
      {
        ':released': 'released',
        ':pending': 'pending',
        ':at': at.toISOString(),
        ':unsent': UNSENT,
        ':expires': expiry(new Date(lead.receivedAt), LEAD_RETENTION_DAYS),
        ...(consent ? { ':consent': consent } : {}),
      },
      { removeUndefinedValues: true },
    ),
  });
  return output !== undefined;
}
