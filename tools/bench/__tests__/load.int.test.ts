// The load run against the real stand-ins (form API, dynalite, SES emulator behind its fault
// proxy, the retrier), tiny and bounded: one lead of each form, the tour request included, the
// first one's e-mail failing twice (the SDK's retry included), so it waits for the retrier. The books must balance; no timing here.
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import { runLoad, type LoadSettings } from '../load/run';

/** Draws that fail the first two SES calls and pass every later one. */
function failFirstCalls(calls: number): () => number {
  let drawn = 0;
  return () => (drawn++ < calls ? 0 : 0.99);
}

const TINY: LoadSettings = {
  visitors: 1,
  durationMs: 60_000,
  maxLeads: FORM_KINDS.length,
  thinkMs: 0,
  repeatShare: 0,
  faults: { delayMs: 0, errorShare: 0.5, timeoutShare: 0, draw: failFirstCalls(2) },
  drainLimitMs: 20_000,
  // Only the drain's own retrier runs, so the failed lead is still queued when the load ends.
  retryMs: 600_000,
  senderPosts: 3,
};

describe('the load run', () => {
  it('stores each thanked lead once, mails, queues or lists it, and the retrier empties the queue', async () => {
    // Act
    const result = await runLoad(TINY);

    // Assess: the settings beside the figures, the faults without their draw (report.json's).
    expect(result).toMatchObject({ visitors: 1, plannedMs: 60_000, maxLeads: FORM_KINDS.length });
    expect(result.faults).toEqual({ delayMs: 0, errorShare: 0.5, timeoutShare: 0 });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    // Assess: when the load is done, one lead waits for the retrier and none is lost.
    const all = FORM_KINDS.length;
    expect(result.atEnd).toMatchObject({
      sent: all,
      requests: all,
      thanked: all,
      stored: all,
      duplicates: 0,
      mailed: all - 1,
      extraMails: 0,
      queued: 1,
      lost: 0,
    });
    expect(result.logged).toMatchObject({ mail_send_failed: 1 });
    // Assess: the retrier sent it, once, and the released no-script visitors' leads.
    expect(result.drain).toMatchObject({ sent: 1 + 3, failed: 0 });
    expect(result.final['visitor with script']).toMatchObject({
      stored: all,
      mailed: all,
      extraMails: 0,
      queued: 0,
      lost: 0,
    });
    // Assess: without a script, the curl bot is refused, the forging bot only listed; the real
    // visitors' leads are listed, then mailed once released.
    const row = (thanked: number, mailed: number, listed: number) => ({
      sent: 3,
      requests: 3,
      thanked,
      stored: thanked,
      duplicates: 0,
      mailed,
      extraMails: 0,
      listed,
      queued: 0,
      lost: 0,
      lostEmails: [],
    });
    expect(result.final['no-script visitor']).toEqual(row(3, 3, 3));
    expect(result.final['curl bot']).toEqual(row(0, 0, 0));
    expect(result.final['forging bot']).toEqual(row(3, 0, 3));
    expect(result.refused).toEqual({ 'HTTP 303 /not-sent/#origin': 3 });
  }, 60_000);
});
