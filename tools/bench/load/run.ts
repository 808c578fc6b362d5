// The load run: dozens of visitors send leads for about a minute to `npm run serve`'s stand-ins
// (leads in memory, SES slowed and failing a share of sends); the books (./account) are read, the
// retrier drains its queue, and they are read again. Bounded in time and count.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Email } from 'aws-ses-v2-local/dist/store';
import { retryUnsent } from '../../../lambda/lib/leads/retrier';
import type { LeadStore } from '../../../lambda/lib/leads/store';
import { silentLogger, type Logger } from '../../../lambda/lib/log';
import { LOCAL_RETRY_MS, startLocalBackend, type LocalBackend } from '../../local/local-backend';
import type { SesFaults } from '../../local/ses-faults';
import { createSiteServer } from '../../serve';
import {
  countBy,
  pace,
  referencedId,
  tally,
  type Observation,
  type Pace,
  type Tally,
} from './account';
import { tourCalendar } from '../bodies';
import { releaseLead, summarizeReview } from '../../../lambda/lib/leads/review';
import { leadsOf, runSenders, senderRow, SENDERS, type Sender, type SenderRow } from './senders';
import { runVisitors, type VisitorSettings } from './visitors';

export type LoadSettings = Omit<VisitorSettings, 'base'> & {
  faults: SesFaults;
  /** The retrier's drain ends after this long; what is left stays queued (and is reported). */
  drainLimitMs: number;
  /** How often the local server's own retrier runs meanwhile. @default LOCAL_RETRY_MS */
  retryMs?: number;
  /** Forms each sender without a script (./senders) posts, one after another. */
  senderPosts: number;
};

/** The bench's run: 40 visitors for a minute, SES slowed by 250 ms and failing one send in four. */
export const LOAD_SETTINGS: LoadSettings = {
  visitors: 40,
  durationMs: 60_000,
  maxLeads: 20_000,
  thinkMs: 500,
  repeatShare: 0.05,
  faults: { delayMs: 250, errorShare: 0.2, timeoutShare: 0.05 },
  // Past the lease (LEASE_MS) a sender that died mid-send holds a lead for.
  drainLimitMs: 120_000,
  senderPosts: 100,
};

export interface Drain {
  runs: number;
  sent: number;
  failed: number;
  busy: number;
  ms: number;
}

export interface LoadResult {
  retryMs: number;
  /** How long the visitors sent, until the last answer. */
  durationMs: number;
  pace: Pace;
  /** The books right after the last answer. */
  atEnd: Tally;
  drain: Drain;
  /** The books once the retrier's queue was empty. */
  final: Tally;
  /** The log lines by event, e.g. mail_send_failed. */
  logged: Record<string, number>;
  senders: Record<Sender, SenderRow>;
}

async function observe(store: LeadStore, sesEndpoint: string): Promise<Observation> {
  // The senders without a script have books of their own (./senders).
  const leads = (await store.all()).filter((lead) => lead.via !== 'no-script');
  const unsent = new Set((await store.unsent()).map((lead) => lead.id));
  const response = await fetch(`${sesEndpoint}/store`);
  const { emails } = (await response.json()) as { emails: Email[] };
  return {
    storedCount: countBy(leads.map((lead) => lead.id)),
    queued: new Set(
      leads.filter((l) => l.mail.status === 'unsent' && unsent.has(l.id)).map((l) => l.id),
    ),
    mailCount: countBy(emails.flatMap((mail) => referencedId(mail.body.text) ?? [])),
  };
}

const DRAIN_PAUSE_MS = 1000;

/** Runs the retrier until nothing is unsent or `limitMs` has passed (racing the timer is safe). */
async function drain({ runtime }: LocalBackend, limitMs: number): Promise<Drain> {
  const started = performance.now();
  const totals = { runs: 0, sent: 0, failed: 0, busy: 0 };
  while ((await runtime.store.unsent()).length > 0 && performance.now() - started < limitMs) {
    const report = await retryUnsent(runtime);
    totals.runs += 1;
    totals.sent += report.sent;
    totals.failed += report.failed;
    totals.busy += report.busy;
    if (report.unsent > 0) await sleep(DRAIN_PAUSE_MS);
  }
  return { ...totals, ms: Math.round(performance.now() - started) };
}

const SUMMARY_TRIES = 30;

/**
 * The staff's side: summaries until every lead to review is listed (SES fails a share of them),
 * the real no-script visitors' leads released, the retrier drained again; then each sender's books.
 */
async function review(
  backend: LocalBackend,
  thanked: Record<Sender, number>,
  settings: LoadSettings,
): Promise<Record<Sender, SenderRow>> {
  const { store } = backend.runtime;
  const courier = { ...backend.runtime, logger: silentLogger };
  for (let tries = 0; tries < SUMMARY_TRIES; tries += 1) {
    const report = await summarizeReview(courier);
    if (report.mail !== 'failed' && report.waiting === 0) break;
  }
  for (const lead of leadsOf('no-script visitor', await store.all())) {
    await releaseLead(store, lead.id, new Date());
  }
  await drain(backend, settings.drainLimitMs);
  const leads = await store.all();
  const { mailCount } = await observe(store, backend.sesEndpoint);
  return Object.fromEntries(
    SENDERS.map((s) => [s, senderRow(s, settings.senderPosts, thanked[s], leads, mailCount)]),
  ) as Record<Sender, SenderRow>;
}

export async function runLoad(
  settings: LoadSettings,
  progress: (line: string) => void = () => {},
): Promise<LoadResult> {
  const logged: Record<string, number> = {};
  const count = (event: unknown, ..._: unknown[]) =>
    void (logged[String(event)] = (logged[String(event)] ?? 0) + 1);
  const logger: Logger = { info: count, warn: count, error: count, addContext() {} };
  const retryMs = settings.retryMs ?? LOCAL_RETRY_MS;
  const backend = await startLocalBackend(
    // The club's hours from content, as `npm run serve` has them, so /api/tour is served too.
    {
      sesPort: 0,
      leadsPort: 0,
      leadsDir: null,
      sesFaults: settings.faults,
      retryMs,
      logger,
      tourCalendar,
    },
    progress,
  );
  // The site server of `npm run serve` with no pages: only its /api/* is asked.
  const publicDir = mkdtempSync(path.join(tmpdir(), 'load-run-'));
  const server = createSiteServer({ publicDir, api: backend.api, notFoundPage: 'Not found' });
  const { store } = backend.runtime;
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    progress(`${settings.visitors} visitors for up to ${settings.durationMs / 1000} s...`);
    const started = performance.now();
    const [submissions, thanked] = await Promise.all([
      runVisitors({ ...settings, base }),
      runSenders(base, settings.senderPosts),
    ]);
    const durationMs = Math.round(performance.now() - started);
    const atEnd = tally(submissions, await observe(store, backend.sesEndpoint));
    progress(`${atEnd.requests} requests in ${durationMs} ms; ${atEnd.queued} leads queued`);
    const drained = await drain(backend, settings.drainLimitMs);
    const senders = await review(backend, thanked, settings);
    const final = tally(submissions, await observe(store, backend.sesEndpoint));
    progress(`retrier: ${drained.runs} runs, ${drained.sent} sent in ${drained.ms} ms`);
    const measured = { durationMs, pace: pace(submissions, durationMs) };
    return { retryMs, ...measured, atEnd, drain: drained, final, logged, senders };
  } finally {
    server.closeAllConnections();
    server.close();
    await backend.stop();
    rmSync(publicDir, { recursive: true, force: true });
  }
}
