// The load run's part of the bench report: its markdown section for report.md, from the object
// runLoad returns (report.json's `load`), and whether the run failed.
import { MAIL_TIMEOUT_MS } from '../../../lambda/lib/time-budget';
import { describeFaults } from '../../local/ses-faults';
import { paddedTable } from '../table';
import type { Books } from './books';
import type { LoadResult } from './run';

/** A sender's figures in the order books() gives them, all but the lost addresses. */
const figures = (b: Books) => Object.entries(b).filter(([key]) => key !== 'lostEmails');

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([what, n]) => `${what} × ${n}`)
    .join('; ') || 'none';

/** The run fails when a lead is lost or a bot's post is mailed on its own. */
export function loadFailed({ final }: LoadResult): boolean {
  const lost = Object.values(final).reduce((sum, b) => sum + b.lost, 0);
  return lost + final['curl bot'].mailed + final['forging bot'].mailed > 0;
}

export function loadMarkdown(load: LoadResult): string {
  const { pace, drain, final } = load;
  const rows = [['visitor with script, load done', load.atEnd] as const, ...Object.entries(final)];
  const lost = Object.values(final).flatMap((b) => b.lostEmails);
  return [
    '## Load: leads held, nothing lost',
    '',
    `${load.visitors} visitors with a script for ${load.plannedMs / 1000} s (at most ${load.maxLeads} ` +
      `leads) and ${load.senderPosts} contact forms posted without a script by each of: visitors ` +
      'whose browser posts the form itself, a bot posting as curl does, and one forging every header a browser sends; on the local stand-ins of `npm run serve` (form API, dynalite, SES emulator, the retrier every ' +
      `${load.retryMs / 1000} s), loopback only. ${describeFaults(load.faults)}. Then the staff's ` +
      'summaries list the leads to review, the staff release the real ones and the retrier drains ' +
      'its queue. Senders and stand-ins share one Node process and this machine, so the figures ' +
      'are a floor, not a capacity.',
    '',
    paddedTable(
      [
        'sender',
        ...figures(load.atEnd).map(([key]) => (key === 'extraMails' ? 'second mails' : key)),
      ],
      rows.map(([sender, b]) => [sender, ...figures(b).map(([, n]) => String(n))]),
    ),
    '',
    `- Throughput: ${pace.leadsPerMinute} thanked leads/min (${pace.requestsPerMinute} requests/min) ` +
      `over ${Math.round(load.durationMs / 100) / 10} s. Latency of every request, refused ones ` +
      `included: p50 ${pace.p50Ms} ms, p99 ${pace.p99Ms} ms, max ${pace.maxMs} ms (a send never ` +
      `answered holds its visitor until the e-mail's deadline, ${MAIL_TIMEOUT_MS} ms).`,
    `- Refused: ${list(load.refused)}.`,
    `- Retrier until the queue was empty: ${drain.runs} runs, ${drain.sent} sent, ` +
      `${drain.failed} failed again, ${drain.busy} busy, ${Math.round(drain.ms / 100) / 10} s.`,
    `- Log lines: ${list(load.logged)}.`,
    loadFailed(load)
      ? `- **FAILED**: ${lost.length} lost (${lost.join(', ') || 'none'}); bots mailed one by one: ${final['curl bot'].mailed + final['forging bot'].mailed}.`
      : `- Nothing lost: every thanked lead is stored once and ${final['visitor with script'].queued === 0 ? 'mailed or listed' : "mailed, listed or queued (some still queued when the drain's limit came)"}; no bot's post mailed on its own.`,
    '',
  ].join('\n');
}
