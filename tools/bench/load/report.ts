// The load run's part of the bench report: one object for report.json and its markdown section
// for report.md, from the same figures.
import { MAIL_TIMEOUT_MS } from '../../../lambda/lib/time-budget';
import { describeFaults, type SesFaults } from '../../local/ses-faults';
import { paddedTable } from '../table';
import type { Tally } from './account';
import type { LoadResult, LoadSettings } from './run';

export type LoadReport = LoadResult & {
  visitors: number;
  /** The visitors' time limit (the run also ends at maxLeads). */
  plannedMs: number;
  maxLeads: number;
  faults: Omit<SesFaults, 'draw'>;
};

export function loadReport(settings: LoadSettings, result: LoadResult): LoadReport {
  const { delayMs, errorShare, timeoutShare } = settings.faults;
  return {
    visitors: settings.visitors,
    plannedMs: settings.durationMs,
    maxLeads: settings.maxLeads,
    faults: { delayMs, errorShare, timeoutShare },
    ...result,
  };
}

/** The books' lines: label, and the figure in a tally. */
const ROWS: readonly [string, (t: Tally) => number | string][] = [
  ['leads sent', (t) => t.leads],
  ['requests (repeats)', (t) => `${t.requests} (${t.repeats})`],
  ['accepted', (t) => t.accepted],
  ['refused requests', (t) => t.refused],
  ['stored', (t) => t.stored],
  ['duplicates in the store', (t) => t.duplicates],
  ['strays in the store', (t) => t.strays],
  ['mailed', (t) => t.mailed],
  ['second copies mailed', (t) => t.extraMails],
  ['queued for the retrier', (t) => t.queued],
  ['lost', (t) => t.lost],
];

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([what, n]) => `${what} × ${n}`)
    .join('; ') || 'none';

export function loadMarkdown(load: LoadReport): string {
  const { pace, drain, final } = load;
  const body = ROWS.map(([label, pick]) => [label, String(pick(load.atEnd)), String(pick(final))]);
  return [
    '## Load: leads held, nothing lost',
    '',
    `${load.visitors} visitors for ${load.plannedMs / 1000} s (at most ${load.maxLeads} leads) on the ` +
      'local stand-ins of `npm run serve` (form API, dynalite, SES emulator, the retrier every ' +
      `${load.retryMs / 1000} s), loopback only. ${describeFaults(load.faults)}. Visitors and stand-ins share one Node ` +
      'process and this machine, so the figures are a floor, not a capacity.',
    '',
    paddedTable(['', 'load done', 'queue drained'], body),
    '',
    `- Throughput: ${pace.leadsPerMinute} accepted leads/min (${pace.requestsPerMinute} requests/min) ` +
      `over ${Math.round(load.durationMs / 100) / 10} s. Latency of every request, refused ones ` +
      `included: p50 ${pace.p50Ms} ms, p99 ${pace.p99Ms} ms, max ${pace.maxMs} ms (a send never ` +
      `answered holds its visitor until the e-mail's deadline, ${MAIL_TIMEOUT_MS} ms).`,
    `- Refused: ${list(final.refusedReasons)}.`,
    `- Retrier until the queue was empty: ${drain.runs} runs, ${drain.sent} sent, ` +
      `${drain.failed} failed again, ${drain.busy} busy, ${Math.round(drain.ms / 100) / 10} s.`,
    `- Log lines: ${list(load.logged)}.`,
    '',
    '### Per sender',
    '',
    `Beside them, three senders post ${load.senders['curl bot'].sent} contact forms each without a ` +
      'script: visitors whose browser posts the form itself, a bot posting as curl does, and one ' +
      "forging every header a browser sends. Then the staff's summaries list the leads to review " +
      'and the staff release the real ones.',
    '',
    paddedTable(
      ['sender', 'sent', 'thanked', 'stored', 'mailed one by one', 'listed in a summary', 'lost'],
      [
        [
          'visitor with script',
          final.leads,
          final.accepted,
          final.stored,
          final.mailed,
          0,
          final.lost,
        ],
        ...Object.entries(load.senders).map(([sender, row]) => [
          sender,
          row.sent,
          row.thanked,
          row.stored,
          row.mailedOneByOne,
          row.listed,
          row.lost,
        ]),
      ].map((cells) => cells.map(String)),
    ),
    '',
    final.lost === 0
      ? `- Nothing lost: every accepted lead is stored once and ${final.queued === 0 ? 'mailed' : `mailed or queued (${final.queued} still queued when the drain's limit came)`}.`
      : `- **${final.lost} LOST**: ${final.lostIds.join(', ')}.`,
    '',
  ].join('\n');
}

/** The run fails when a real lead is lost or a bot's post is mailed on its own. */
export function loadFailed({ final, senders }: LoadReport): boolean {
  const botMailed = senders['curl bot'].mailedOneByOne + senders['forging bot'].mailedOneByOne;
  return final.lost + senders['no-script visitor'].lost + botMailed > 0;
}
