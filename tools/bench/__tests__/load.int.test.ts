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
  it('stores each accepted lead once, mails it or queues it, and the retrier empties the queue', async () => {
    // Act
    const result = await runLoad(TINY);

    // Assess: when the load is done, one lead waits for the retrier and none is lost.
    expect(result.atEnd).toMatchObject({
      leads: FORM_KINDS.length,
      requests: FORM_KINDS.length,
      accepted: FORM_KINDS.length,
      refused: 0,
      stored: FORM_KINDS.length,
      duplicates: 0,
      strays: 0,
      mailed: FORM_KINDS.length - 1,
      extraMails: 0,
      queued: 1,
      lost: 0,
    });
    expect(result.logged).toMatchObject({ mail_send_failed: 1 });
    // Assess: the retrier sent it, once.
    expect(result.drain).toMatchObject({ sent: 1, failed: 0 });
    expect(result.final).toMatchObject({
      stored: FORM_KINDS.length,
      mailed: FORM_KINDS.length,
      extraMails: 0,
      queued: 0,
      lost: 0,
    });
    // Assess: without a script, the curl bot is refused, the forging bot only listed; the real
    // visitors' leads are listed, then mailed once released.
    expect(result.senders).toEqual({
      'no-script visitor': {
        sent: 3,
        thanked: 3,
        stored: 3,
        mailedOneByOne: 3,
        listed: 3,
        lost: 0,
      },
      'curl bot': { sent: 3, thanked: 0, stored: 0, mailedOneByOne: 0, listed: 0, lost: 0 },
      'forging bot': { sent: 3, thanked: 3, stored: 3, mailedOneByOne: 0, listed: 3, lost: 0 },
    });
  }, 60_000);
});
