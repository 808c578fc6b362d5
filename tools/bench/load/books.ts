// The load run's books, pure: what each sender was told against what the lead store and the SES
// stand-in hold, lead by lead (each lead has an address of its own). A lead its sender was thanked
// for must be stored once and mailed, queued for the retrier or listed for review; else it is lost.
import type { Lead } from '../../../lambda/lib/leads/lead';
import { percentile } from '../percentile';

export const SENDERS = [
  'visitor with script',
  'no-script visitor',
  'curl bot',
  'forging bot',
] as const;
export type Sender = (typeof SENDERS)[number];

/** One request a sender made, and what it was told. */
export interface Post {
  sender: Sender;
  /** The lead's own address; the same one again is a repeat (the form's retry, a double click). */
  email: string;
  /** From sending to the whole answer (or to giving up). */
  ms: number;
  /** Undefined when thanked; else why not, e.g. "HTTP 502". */
  refusedFor?: string;
}

/** What the store and the mailbox hold. */
export interface Seen {
  /** The stored items by address. */
  leads: ReadonlyMap<string, readonly Lead[]>;
  /** In the retrier's queue (the Unsent index), by lead id. */
  unsent: ReadonlySet<string>;
  /** Mails by the lead id each names ("reference <id>"). */
  mails: ReadonlyMap<string, number>;
}

export type Books = ReturnType<typeof books>;

/**
 * One sender's books: leads sent (by the requests), thanked for at least once, stored (items
 * beyond one a duplicate), mailed (mails beyond one extra), listed, queued, lost (the first few named).
 */
export function books(posts: readonly Post[], seen: Seen) {
  const emails = new Set(posts.map((p) => p.email));
  const thanked = new Set(posts.filter((p) => !p.refusedFor).map((p) => p.email));
  const figures = { stored: 0, duplicates: 0, mailed: 0, extraMails: 0, listed: 0, queued: 0 };
  const lost: string[] = [];
  for (const email of emails) {
    const items = seen.leads.get(email) ?? [];
    const [lead] = items;
    if (!lead) {
      if (thanked.has(email)) lost.push(email);
      continue;
    }
    figures.stored += 1;
    figures.duplicates += items.length - 1;
    const mails = seen.mails.get(lead.id) ?? 0;
    figures.mailed += Math.min(1, mails);
    figures.extraMails += Math.max(0, mails - 1);
    if (lead.review?.listedAt) figures.listed += 1;
    if (!mails && seen.unsent.has(lead.id)) figures.queued += 1;
    else if (!mails && !lead.review?.listedAt) lost.push(email);
  }
  const sent = emails.size;
  const [requests, lostEmails] = [posts.length, lost.slice(0, 10)];
  return { sent, requests, thanked: thanked.size, ...figures, lost: lost.length, lostEmails };
}

/** Thanked leads and requests per minute; the latency over every request, refusals included. */
export function pace(posts: readonly Post[], durationMs: number) {
  const minutes = durationMs / 60_000;
  const sorted = posts.map((p) => p.ms).sort((a, b) => a - b);
  const thanked = new Set(posts.filter((p) => !p.refusedFor).map((p) => p.email)).size;
  const perMinute = (n: number) => (minutes > 0 ? Math.round(n / minutes) : 0);
  return {
    leadsPerMinute: perMinute(thanked),
    requestsPerMinute: perMinute(posts.length),
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

/** The lead id a mail's text names: the line "(reference <id>)" every lead mail ends with. */
export function referencedId(text: string | undefined): string | undefined {
  return /\(reference ([^)\s]+)\)/.exec(text ?? '')?.[1];
}
