import { loadMarkdown, loadReport, type LoadReport } from '../load/report';
import { books, RESULT, SETTINGS } from './load-fixture';

/** The markdown's books: label to the two figures. */
function rows(markdown: string): Record<string, [string, string]> {
  const lines = markdown
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2);
  return Object.fromEntries(
    lines.map((line) => {
      const [label, atEnd, final] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return [label!, [atEnd!, final!]];
    }),
  );
}

describe('the load report', () => {
  it('keeps the settings beside the figures, without the fault draw', () => {
    // Act
    const report = loadReport(SETTINGS, RESULT);

    // Assess
    expect(report).toMatchObject({ visitors: 40, plannedMs: 60_000, maxLeads: 20_000 });
    expect(report.faults).toEqual({ delayMs: 250, errorShare: 0.2, timeoutShare: 0.05 });
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('shows the books when the load was done and once the queue was drained', () => {
    // Act
    const markdown = loadMarkdown(loadReport(SETTINGS, RESULT));

    // Assess
    expect(rows(markdown)).toMatchObject({
      'leads sent': ['300', '300'],
      'requests (repeats)': ['320 (20)', '320 (20)'],
      stored: ['299', '299'],
      mailed: ['280', '299'],
      'queued for the retrier': ['19', '0'],
      lost: ['0', '0'],
    });
    expect(markdown).toContain('p50 310 ms, p99 5020 ms, max 5100 ms');
    expect(markdown).toContain('277 accepted leads/min (298 requests/min) over 64.5 s');
    expect(markdown).toContain('HTTP 502 {"sent":false} × 3; no answer within 10 s × 1');
    expect(markdown).toContain('3 runs, 19 sent, 4 failed again, 1 busy, 9.4 s');
    expect(markdown).toContain('the retrier every 5 s');
    expect(markdown).toContain('every send waits 250 ms; 20 % answered 503, 5 % never answered');
    expect(markdown).toContain('- Nothing lost: every accepted lead is stored once and mailed.');
  });

  it('gives each sender its books: sent, thanked, stored, mailed one by one, listed, lost', () => {
    // Act
    const markdown = loadMarkdown(loadReport(SETTINGS, RESULT));

    // Assess
    const line = (sender: string) =>
      markdown
        .split('\n')
        .find((l) => l.startsWith(`| ${sender} `))
        ?.split('|')
        .slice(2, -1)
        .map((cell) => cell.trim());
    expect(line('visitor with script')).toEqual(['300', '298', '299', '299', '0', '0']);
    expect(line('curl bot')).toEqual(['100', '0', '0', '0', '0', '0']);
    expect(line('forging bot')).toEqual(['100', '100', '100', '0', '100', '0']);
  });

  it('names the lost leads', () => {
    // Prepare
    const lost: LoadReport = loadReport(SETTINGS, {
      ...RESULT,
      final: books({ lost: 2, lostIds: ['id-1', 'id-2'] }),
    });

    // Act and assess
    expect(loadMarkdown(lost)).toContain('- **2 LOST**: id-1, id-2.');
  });
});
