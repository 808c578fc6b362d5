// A load run's settings and figures, for the report tests.
import type { Tally } from '../load/account';
import type { LoadResult, LoadSettings } from '../load/run';

/** The books of a run that lost nothing, unless `over` says otherwise. */
export const books = (over: Partial<Tally> = {}): Tally => ({
  leads: 300,
  requests: 320,
  repeats: 20,
  accepted: 298,
  refused: 4,
  refusedReasons: { 'HTTP 502 {"sent":false}': 3, 'no answer within 10 s': 1 },
  stored: 299,
  duplicates: 0,
  strays: 0,
  mailed: 280,
  extraMails: 0,
  queued: 19,
  lost: 0,
  lostIds: [],
  ...over,
});

export const SETTINGS: LoadSettings = {
  visitors: 40,
  durationMs: 60_000,
  maxLeads: 20_000,
  thinkMs: 500,
  repeatShare: 0.05,
  faults: { delayMs: 250, errorShare: 0.2, timeoutShare: 0.05, draw: () => 0.5 },
  drainLimitMs: 120_000,
  senderPosts: 100,
};

export const RESULT: LoadResult = {
  retryMs: 5000,
  durationMs: 64_500,
  pace: { leadsPerMinute: 277, requestsPerMinute: 298, p50Ms: 310, p99Ms: 5020, maxMs: 5100 },
  atEnd: books(),
  drain: { runs: 3, sent: 19, failed: 4, busy: 1, ms: 9400 },
  final: books({ mailed: 299, queued: 0 }),
  logged: { mail_send_failed: 40, duplicate_submission: 20 },
  senders: {
    'no-script visitor': {
      sent: 100,
      thanked: 100,
      stored: 100,
      mailedOneByOne: 100,
      listed: 100,
      lost: 0,
    },
    'curl bot': { sent: 100, thanked: 0, stored: 0, mailedOneByOne: 0, listed: 0, lost: 0 },
    'forging bot': {
      sent: 100,
      thanked: 100,
      stored: 100,
      mailedOneByOne: 0,
      listed: 100,
      lost: 0,
    },
  },
};
