import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportJson, reportMarkdown, writeReport, type BenchRun } from '../report';
import type { Row } from '../targets';
import { RESULT } from './load-fixture';
import { row } from './row';

const run = (floor: Row, rows: Row[], over: Partial<BenchRun> = {}): BenchRun => ({
  startedAt: '2026-11-27T08:00:00.000Z',
  finishedAt: '2026-11-27T08:05:00.000Z',
  machine: {
    cores: 2,
    cpu: 'Test CPU',
    memoryGiB: 4,
    platform: 'linux 6',
    node: 'v24',
    loadAtStart: 0.5,
  },
  lighthouseVersion: '12.8.2',
  browser: 'HeadlessChrome/142',
  floorDir: '/shared/perf-floor/public',
  runs: 2,
  notes: ['How it was measured.'],
  floor,
  floorRuns: [row('floor', { tbtMs: 90 }), row('floor', { tbtMs: 110, cpuTbtMs: undefined })],
  rows,
  noindex: ['/old/'],
  cpuErrors: [],
  builds: { cold: undefined, warm: undefined },
  ...over,
});

/** The markdown table's rows, each a map from column to cell (a ratio column as "<name> x"). */
function markdownRows(markdown: string): Record<string, string>[] {
  const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[0]!).map((name, i, all) => (name === 'x' ? `${all[i - 1]} x` : name));
  return lines
    .slice(2)
    .map((line) => Object.fromEntries(cells(line).map((c, i) => [header[i], c])));
}

describe('the bench report', () => {
  const floor = row('floor');
  const rows = [
    row('/', { tbtMs: 162.4, cpuTbtMs: 13.2, lcpMs: 760.6, respondsMs: 1010.4, bytes: 168 * 1024 }),
    row('/promo/', { performance: 0.93, tbtMs: 313, cls: 0.0124 }),
    row('/old/', { cpuTbtMs: undefined }),
  ];
  const json = reportJson(run(floor, rows));
  const markdown = reportMarkdown(json);

  it('tabulates each route’s figures and its ratios to the floor, the floor first without any', () => {
    expect(markdownRows(markdown)).toEqual([
      expect.objectContaining({ route: 'floor', 'TBT ms': '100', 'TBT ms x': '', 'KiB x': '' }),
      expect.objectContaining({
        route: '/',
        'TBT ms': '162',
        'TBT ms x': '1.62',
        'cpu TBT x': '0.33',
        'LCP ms x': '0.76',
        KiB: '168',
        'KiB x': '1.68',
        'resp. ms x': '1.01',
      }),
      expect.objectContaining({ route: '/promo/', perf: '0.93', 'TBT ms x': '3.13', CLS: '0.012' }),
      expect.objectContaining({ route: '/old/', 'cpu TBT': '', 'cpu TBT x': '' }),
    ]);
  });

  it('says n/a where the floor measured 0', () => {
    const quiet = reportJson(run(row('floor', { tbtMs: 0 }), [row('/', { tbtMs: 20 })]));
    expect(markdownRows(reportMarkdown(quiet))[1]!['TBT ms x']).toBe('n/a');
  });

  it('gives the verdicts, naming the routes that missed a target', () => {
    expect(markdown).toContain('- met: accessibility = 1.00\n');
    expect(markdown).toContain(
      '- **NOT MET**: TBT <= 1.5x floor (150 ms): / 162 ms, 1.62x, /promo/ 313 ms, 3.13x\n',
    );
  });

  it('states the machine, the floor’s own runs and the noindex pages', () => {
    expect(markdown).toContain('2 cores (Test CPU)');
    expect(markdown).toContain('Its TBT in its runs: 90, 110 ms; cpu TBT: 40, – ms');
    expect(markdown).toContain('noindex on purpose: /old/');
  });

  it('adds the load run when it ran, and nothing when it did not', () => {
    const withLoad = reportMarkdown(reportJson(run(floor, rows, { load: RESULT })));
    expect(withLoad).toContain('## Load: leads held, nothing lost');
    expect(markdown).not.toContain('## Load');
  });

  it("lists an earlier commit's routes after today's, as ratios to the same floor, outside the verdicts", () => {
    const today = [row('/')];
    const beside = reportJson(
      run(floor, today, { baseline: [row('/ @2922bd1', { respondsMs: 2000 })] }),
    );
    const table = markdownRows(reportMarkdown(beside));
    expect(table.map((r) => r.route)).toEqual(['floor', '/', '/ @2922bd1']);
    expect(table[2]).toMatchObject({ 'resp. ms x': '2.00' });
    expect(beside.verdicts).toEqual(reportJson(run(floor, today)).verdicts);
  });

  it('writes both files in a folder named for the start time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    try {
      const folder = writeReport(dir, json, markdown);
      expect(path.basename(folder)).toBe('20261127T080000Z');
      expect(fs.readFileSync(path.join(folder, 'report.md'), 'utf8')).toBe(markdown);
      expect(JSON.parse(fs.readFileSync(path.join(folder, 'report.json'), 'utf8'))).toEqual(json);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
