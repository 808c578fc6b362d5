// A load run's report (its settings and figures), for the report tests.
import type { Books } from '../load/books';
import type { LoadResult } from '../load/run';

/** The books of a sender that lost nothing, unless `over` says otherwise. */
export const books = (over: Partial<Books> = {}): Books => ({
  sent: 300,
  requests: 320,
  thanked: 298,
  stored: 299,
  duplicates: 0,
  mailed: 280,
  extraMails: 0,
  listed: 0,
  queued: 19,
  lost: 0,
  lostEmails: [],
  ...over,
});

const bot = (over: Partial<Books>) =>
  books({ sent: 100, requests: 100, thanked: 0, stored: 0, mailed: 0, queued: 0, ...over });

export const RESULT: LoadResult = {
  visitors: 40,
  plannedMs: 60_000,
  maxLeads: 20_000,
  senderPosts: 100,
  faults: { delayMs: 250, errorShare: 0.2, timeoutShare: 0.05 },
  retryMs: 5000,
  durationMs: 64_500,
  pace: { leadsPerMinute: 277, requestsPerMinute: 298, p50Ms: 310, p99Ms: 5020, maxMs: 5100 },
  atEnd: books(),
  drain: { runs: 3, sent: 19, failed: 4, busy: 1, ms: 9400 },
  final: {
    'visitor with script': books({ mailed: 299, queued: 0 }),
    'no-script visitor': bot({ thanked: 100, stored: 100, mailed: 100, listed: 100 }),
    'curl bot': bot({}),
    'forging bot': bot({ thanked: 100, stored: 100, listed: 100 }),
  },
  refused: { 'HTTP 502 {"sent":false}': 3, 'no answer within 10 s': 1 },
  logged: { mail_send_failed: 40, duplicate_submission: 20 },
};
