// The load run's books, pure: what the visitors were told against what the lead store and the
// SES stand-in hold, lead by lead. A lead the visitor was told is sent must be stored once and
// either mailed or waiting in the retrier's queue; anything else is lost.
import { percentile } from '../percentile';

/** One request a visitor made, and what it was told. */
export interface Submission {
  /** The body's submissionId: the lead's id in the store. */
  id: string;
  /** The same id sent again (the form's retry, a double click). */
  repeat: boolean;
  /** From sending to the whole answer (or to giving up). */
  ms: number;
  /** Undefined when the answer was {"sent":true}; else why not, e.g. "HTTP 502". */
  refusedFor?: string;
}

/** What the store and the mailbox hold for the run's leads, by lead id. */
export interface Observation {
  storedCount: ReadonlyMap<string, number>;
  /** In the retrier's queue: the Unsent index, mail status unsent. */
  queued: ReadonlySet<string>;
  /** By the lead id each mail names ("reference <id>"). */
  mailCount: ReadonlyMap<string, number>;
}

/** The books; `lost` counts accepted leads not stored, and stored ones neither mailed nor queued. */
export interface Tally {
  /** Different submission ids sent. */
  leads: number;
  requests: number;
  repeats: number;
  /** Leads told sent at least once. */
  accepted: number;
  refused: number;
  refusedReasons: Record<string, number>;
  stored: number;
  /** Items beyond the first of one id. */
  duplicates: number;
  /** Items no visitor sent. */
  strays: number;
  mailed: number;
  /** Mails beyond the first of one lead. */
  extraMails: number;
  queued: number;
  lost: number;
  /** The first few lost ids, to look them up. */
  lostIds: string[];
}

const LOST_IDS_SHOWN = 10;

export function tally(submissions: readonly Submission[], seen: Observation): Tally {
  const sent = new Set(submissions.map((s) => s.id));
  const accepted = new Set(submissions.filter((s) => !s.refusedFor).map((s) => s.id));
  const refusedReasons: Record<string, number> = {};
  for (const { refusedFor } of submissions) {
    if (refusedFor) refusedReasons[refusedFor] = (refusedReasons[refusedFor] ?? 0) + 1;
  }
  const count = (map: ReadonlyMap<string, number>, id: string) => map.get(id) ?? 0;
  let stored = 0;
  let duplicates = 0;
  let mailed = 0;
  let extraMails = 0;
  let queued = 0;
  const lost: string[] = [];
  for (const id of sent) {
    const items = count(seen.storedCount, id);
    if (items === 0) {
      if (accepted.has(id)) lost.push(id);
      continue;
    }
    stored += 1;
    duplicates += items - 1;
    const mails = count(seen.mailCount, id);
    if (mails > 0) {
      mailed += 1;
      extraMails += mails - 1;
    } else if (seen.queued.has(id)) queued += 1;
    else lost.push(id);
  }
  const strays = [...seen.storedCount.keys()].filter((id) => !sent.has(id)).length;
  return {
    leads: sent.size,
    requests: submissions.length,
    repeats: submissions.filter((s) => s.repeat).length,
    accepted: accepted.size,
    refused: submissions.length - submissions.filter((s) => !s.refusedFor).length,
    refusedReasons,
    stored,
    duplicates,
    strays,
    mailed,
    extraMails,
    queued,
    lost: lost.length,
    lostIds: lost.slice(0, LOST_IDS_SHOWN),
  };
}

export interface Pace {
  /** Accepted leads per minute. */
  leadsPerMinute: number;
  requestsPerMinute: number;
  /** Over every request, refused and given up on included. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function pace(submissions: readonly Submission[], durationMs: number): Pace {
  const minutes = durationMs / 60_000;
  const sorted = submissions.map((s) => s.ms).sort((a, b) => a - b);
  const accepted = new Set(submissions.filter((s) => !s.refusedFor).map((s) => s.id)).size;
  const perMinute = (n: number) => (minutes > 0 ? Math.round(n / minutes) : 0);
  return {
    leadsPerMinute: perMinute(accepted),
    requestsPerMinute: perMinute(submissions.length),
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

/** The lead id a mail's text names: the line "(reference <id>)" every lead mail ends with. */
export function referencedId(text: string | undefined): string | undefined {
  return /\(reference ([^)\s]+)\)/.exec(text ?? '')?.[1];
}

/** How often each value occurs. */
export function countBy(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
