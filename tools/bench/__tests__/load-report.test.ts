import { loadFailed, loadMarkdown } from '../load/report';
import { books, RESULT } from './load-fixture';

/** A sender's line of the table: its figures. */
const line = (markdown: string, sender: string) =>
  markdown
    .split('\n')
    .find((l) => l.startsWith(`| ${sender} `))
    ?.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());

describe('the load report', () => {
  it("gives each sender's books, and the visitors' when the load was done", () => {
    // Act
    const markdown = loadMarkdown(RESULT);

    // Assess: the columns, then each sender's figures under them.
    expect(line(markdown, 'sender')).toEqual([
      'sent',
      'requests',
      'thanked',
      'stored',
      'duplicates',
      'mailed',
      'second mails',
      'listed',
      'queued',
      'lost',
    ]);
    expect(line(markdown, 'visitor with script, load done')).toEqual([
      '300',
      '320',
      '298',
      '299',
      '0',
      '280',
      '0',
      '0',
      '19',
      '0',
    ]);
    expect(line(markdown, 'visitor with script')).toEqual([
      '300',
      '320',
      '298',
      '299',
      '0',
      '299',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(line(markdown, 'curl bot')).toEqual([
      '100',
      '100',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(line(markdown, 'forging bot')).toEqual([
      '100',
      '100',
      '100',
      '100',
      '0',
      '0',
      '0',
      '100',
      '0',
      '0',
    ]);
    expect(markdown).toContain('p50 310 ms, p99 5020 ms, max 5100 ms');
    expect(markdown).toContain('277 thanked leads/min (298 requests/min) over 64.5 s');
    expect(markdown).toContain('HTTP 502 {"sent":false} × 3; no answer within 10 s × 1');
    expect(markdown).toContain('3 runs, 19 sent, 4 failed again, 1 busy, 9.4 s');
    expect(markdown).toContain('the retrier every 5 s');
    expect(markdown).toContain('every send waits 250 ms; 20 % answered 503, 5 % never answered');
    expect(markdown).toContain(
      '- Nothing lost: every thanked lead is stored once and mailed or listed',
    );
    expect(loadFailed(RESULT)).toBe(false);
  });

  it('names the lost leads, and fails', () => {
    // Prepare
    const final = {
      ...RESULT.final,
      'no-script visitor': books({ lost: 2, lostEmails: ['a@x', 'b@x'] }),
    };
    const lost = { ...RESULT, final };

    // Act and assess
    expect(loadMarkdown(lost)).toContain('- **FAILED**: 2 lost (a@x, b@x)');
    expect(loadFailed(lost)).toBe(true);
  });

  it("fails when a bot's post is mailed on its own", () => {
    // Prepare
    const final = { ...RESULT.final, 'forging bot': books({ mailed: 1, queued: 0 }) };

    // Act and assess
    expect(loadFailed({ ...RESULT, final })).toBe(true);
  });
});
