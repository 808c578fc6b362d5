// The step that keeps a lead once it is let in: stored before any mail (lib/leads/deliver.ts),
// so a failing SES loses nothing.
import type { FormKind } from '../../../contracts/forms/schemas';
import { answers } from '../http';
import { clock, LEASE_MS } from '../leads/deliver';
import { buildLead, type BotCheck, type Lead, type LeadChannel } from '../leads/lead';
import { describeError } from '../log';
import { STORE_BUDGET_MS } from '../time-budget';
import type { RequestValues } from '../validation';
import { goOn, stop, type FormRuntime, type Step, type Trace } from './step';

/** A lead just stored, leased to this request's e-mail attempt. */
export interface StoredLead {
  lead: Lead;
  owner: string;
}

/** Guarantees a lead is stored before any mail (else 502); a repeated submissionId is a duplicate. */
export async function storeLead<K extends FormKind>(
  kind: K,
  values: RequestValues<K>,
  { botCheck, via }: { botCheck: BotCheck; via: LeadChannel },
  runtime: Pick<FormRuntime, 'store' | 'consentShown' | 'logger' | 'now'>,
  trace: Trace,
): Promise<Step<StoredLead | 'duplicate'>> {
  const { logger } = runtime;
  const { submissionId } = values;
  const now = clock(runtime);
  const { consentShown } = runtime;
  const lead = buildLead(kind, values, {
    receivedAt: now,
    botCheck,
    via,
    ...(consentShown ? { consentShown } : {}),
  });
  const owner = `request-${trace.requestId ?? lead.id}`;
  let stored: boolean;
  try {
    stored = await runtime.store.putNew(
      lead,
      { owner, until: now.getTime() + LEASE_MS },
      { abortSignal: AbortSignal.timeout(STORE_BUDGET_MS) },
    );
  } catch (error) {
    // No personal data here: the visitor still has what they typed and can send it again.
    logger.error('lead_store_failed', { ...trace, submissionId, ...describeError(error) });
    return stop(answers.storeFailed());
  }
  if (stored) return goOn({ lead, owner });
  logger.info('duplicate_submission', { ...trace, submissionId });
  return goOn('duplicate');
}
