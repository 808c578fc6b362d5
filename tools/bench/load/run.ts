// The load run: senders post leads for about a minute to `npm run serve`'s stand-ins (SES slowed
// and failing a share of sends); the books (./books) are read, the staff's summaries go out, the
// real no-script leads are released, the retrier drains its queue, and the books are read again.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Email } from 'aws-ses-v2-local/dist/store';
import type { Lead } from '../../../lambda/lib/leads/lead';
import { retryUnsent } from '../../../lambda/lib/leads/retrier';
import { releaseLead, summarizeReview } from '../../../lambda/lib/leads/review';
import { silentLogger, type Logger } from '../../../lambda/lib/log';
import { LOCAL_RETRY_MS, startLocalBackend, type LocalBackend } from '../../local/local-backend';
import type { SesFaults } from '../../local/ses-faults';
import { createSiteServer } from '../../serve';
import { tourCalendar } from '../bodies';
import { books, pace, referencedId, SENDERS, type Books, type Seen, type Sender } from './books';
import { runSenders, type SenderSettings } from './senders';

export type LoadSettings = Omit<SenderSettings, 'base'> & {
  faults: SesFaults;
  /** The retrier's drain ends after this long; what is left stays queued (and is reported). */
  drainLimitMs: number;
  /** How often the local server's own retrier runs meanwhile. @default LOCAL_RETRY_MS */
  retryMs?: number;
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

/** What runLoad returns, report.json's `load`: the run's settings beside its figures. */
export type LoadResult = Awaited<ReturnType<typeof runLoad>>;

const countInto = (counts: Record<string, number>, key: string) =>
  void (counts[key] = (counts[key] ?? 0) + 1);

async function observe({ runtime, sesEndpoint }: LocalBackend): Promise<Seen> {
  const leads = new Map<string, Lead[]>();
  for (const lead of await runtime.store.all()) {
    leads.set(lead.emailLower, [...(leads.get(lead.emailLower) ?? []), lead]);
  }
  const unsent = new Set((await runtime.store.unsent()).map((lead) => lead.id));
  const { emails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: Email[] };
  const mails: Record<string, number> = {};
  for (const mail of emails) countInto(mails, referencedId(mail.body.text) ?? '');
  return { leads, unsent, mails: new Map(Object.entries(mails)) };
}

const DRAIN_PAUSE_MS = 1000;
const SUMMARY_TRIES = 30;

/** Runs the retrier until nothing is unsent or `limitMs` has passed (racing the timer is safe). */
async function drain({ runtime }: LocalBackend, limitMs: number) {
  const started = performance.now();
  const totals = { runs: 0, sent: 0, failed: 0, busy: 0 };
  while ((await runtime.store.unsent()).length > 0 && performance.now() - started < limitMs) {
    const report = await retryUnsent(runtime);
    totals.runs += 1;
    for (const key of ['sent', 'failed', 'busy'] as const) totals[key] += report[key];
    if (report.unsent > 0) await sleep(DRAIN_PAUSE_MS);
  }
  return { ...totals, ms: Math.round(performance.now() - started) };
}

export async function runLoad(settings: LoadSettings, progress: (line: string) => void = () => {}) {
  const logged: Record<string, number> = {};
  const count = (event: unknown, ..._: unknown[]) => countInto(logged, String(event));
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
    const posts = await runSenders({ ...settings, base });
    const durationMs = Math.round(performance.now() - started);
    const of = (sender: string) => posts.filter((p) => p.sender === sender);
    const atEnd = books(of('visitor with script'), await observe(backend));
    progress(`${posts.length} requests in ${durationMs} ms; ${atEnd.queued} leads queued`);
    // The staff's side: summaries until every lead to review is listed (SES fails a share of
    // them), and the no-script visitors' leads released.
    const courier = { ...backend.runtime, logger: silentLogger };
    for (let tries = 0; tries < SUMMARY_TRIES; tries += 1) {
      const report = await summarizeReview(courier);
      if (report.mail !== 'failed' && report.waiting === 0) break;
    }
    const people = new Set(of('no-script visitor').map((p) => p.email));
    for (const lead of await store.all()) {
      if (people.has(lead.emailLower)) await releaseLead(store, lead.id, new Date());
    }
    const drained = await drain(backend, settings.drainLimitMs);
    progress(`retrier: ${drained.runs} runs, ${drained.sent} sent in ${drained.ms} ms`);
    const seen = await observe(backend);
    const final = Object.fromEntries(SENDERS.map((s) => [s, books(of(s), seen)]));
    const refused: Record<string, number> = {};
    for (const { refusedFor } of posts) if (refusedFor) countInto(refused, refusedFor);
    // The settings: plannedMs is the senders' limit (the visitors also stop at maxLeads), the
    // faults without their draw. durationMs lasts until the last answer; atEnd is the visitors'
    // books right then, final each sender's once the summaries went and the queue was empty.
    const { visitors, durationMs: plannedMs, maxLeads, senderPosts } = settings;
    const { draw: _, ...faults } = settings.faults;
    const planned = { visitors, plannedMs, maxLeads, senderPosts, retryMs, faults };
    const measured = { durationMs, pace: pace(posts, durationMs), atEnd, drain: drained };
    return { ...planned, ...measured, final: final as Record<Sender, Books>, refused, logged };
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    await backend.stop();
    rmSync(publicDir, { recursive: true, force: true });
  }
}
