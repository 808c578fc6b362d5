// The load run: the stand-ins `npm run serve` starts (the form API in the local server, the
// lead store in dynalite, the SES emulator, the retrier every few seconds), all on loopback
// ports of their own with the leads in memory and the SES emulator slowed and failing a share
// of its sends (tools/local/ses-faults.ts). Dozens of visitors send leads for about a minute;
// then the books are read (./account), the retrier runs until its queue is empty, and they are
// read again. Bounded in time and count, it stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Email } from 'aws-ses-v2-local/dist/store';
import { LeadStore } from '../../../lambda/lib/leads/store';
import { silentLogger, type Logger } from '../../../lambda/lib/log';
import { localDynamoClient, LOCAL_LEADS_TABLE, LOCAL_REGION } from '../../local/leads-store';
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
import { SESClient } from '@aws-sdk/client-ses';
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
  /** Retrier runs until the queue was empty (or the limit came). */
  runs: number;
  sent: number;
  failed: number;
  busy: number;
  ms: number;
}

export interface LoadResult {
  /** How often the local server's own retrier ran during the load. */
  retryMs: number;
  /** How long the visitors sent, until the last answer. */
  durationMs: number;
  pace: Pace;
  /** The books right after the last answer. */
  atEnd: Tally;
  drain: Drain;
  /** The books once the retrier's queue was empty. */
  final: Tally;
  /** The handlers' and retriers' log lines by event, e.g. mail_send_failed. */
  logged: Record<string, number>;
  /** The senders without a script, once summaries listed their leads and staff released the real ones. */
  senders: Record<Sender, SenderRow>;
}

/** What the store and the SES stand-in hold now. */
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

/** Runs the retrier until nothing is unsent or `limitMs` has passed. */
async function drain(backend: LocalBackend, store: LeadStore, limitMs: number): Promise<Drain> {
  const started = performance.now();
  const totals = { runs: 0, sent: 0, failed: 0, busy: 0 };
  while ((await store.unsent()).length > 0 && performance.now() - started < limitMs) {
    const report = await backend.retry();
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
  store: LeadStore,
  thanked: Record<Sender, number>,
  settings: LoadSettings,
): Promise<Record<Sender, SenderRow>> {
  const ses = new SESClient({
    region: LOCAL_REGION,
    endpoint: backend.sesEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const courier = { store, ses, mail: SUMMARY_MAIL, logger: silentLogger };
  for (let tries = 0; tries < SUMMARY_TRIES; tries += 1) {
    const report = await summarizeReview(courier);
    if (report.mail !== 'failed' && report.waiting === 0) break;
  }
  for (const lead of leadsOf('no-script visitor', await store.all())) {
    await releaseLead(store, lead.id, new Date());
  }
  await drain(backend, store, settings.drainLimitMs);
  const leads = await store.all();
  const { mailCount } = await observe(store, backend.sesEndpoint);
  return Object.fromEntries(
    SENDERS.map((s) => [s, senderRow(s, settings.senderPosts, thanked[s], leads, mailCount)]),
  ) as Record<Sender, SenderRow>;
}

const SUMMARY_MAIL = { recipient: 'club@example.com', sender: 'website@example.com' };

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
  const client = localDynamoClient(backend.leadsEndpoint);
  const store = new LeadStore(client, LOCAL_LEADS_TABLE);
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
    const drained = await drain(backend, store, settings.drainLimitMs);
    const senders = await review(backend, store, thanked, settings);
    const final = tally(submissions, await observe(store, backend.sesEndpoint));
    progress(`retrier: ${drained.runs} runs, ${drained.sent} sent in ${drained.ms} ms`);
    const measured = { durationMs, pace: pace(submissions, durationMs) };
    return { retryMs, ...measured, atEnd, drain: drained, final, logged, senders };
  } finally {
    server.closeAllConnections();
    server.close();
    client.destroy();
    await backend.stop();
    rmSync(publicDir, { recursive: true, force: true });
  }
}
