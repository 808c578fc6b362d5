import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadReport } from '../load/report';
import { reportJson, reportMarkdown, writeReport, type BenchRun, type TableRow } from '../report';
import type { Row } from '../targets';
import { RESULT, SETTINGS } from './load-fixture';
import { row as baseRow } from './row';

/** A route measured by every method: cpu TBT and responds too. */
const row = (route: string, over: Partial<Row> = {}): Row =>
  baseRow(route, { cpuTbtMs: 40, respondsMs: 3000, ...over });

const run = (floor: Row, rows: Row[]): BenchRun => ({
  startedAt: '2026-11-27T08:00:00.000Z',
  finishedAt: '2026-11-27T08:05:00.000Z',
  machine: {
    cores: 2,
    cpu: 'Test CPU',
    memoryGiB: 4,
    platform: 'linux 6',
    node: 'v24.11.0',
    loadAtStart: 0.5,
    loadAtEnd: 1.25,
  },
  lighthouseVersion: '13.5.0',
  browser: 'HeadlessChrome/142',
  floorDir: '/shared/perf-floor/public',
  lighthouseRuns: 3,
  respondsRuns: 5,
  notes: ['How it was measured.'],
  floor,
  rows,
  floorRuns: { tbtMs: [90, 100, 130], cpuTbtMs: [30, 40, null], respondsMs: [2900, 3000, 3100] },
  skippedAudits: { audits: ['is-crawlable'], why: 'noindex pages', routes: ['/old/'] },
  cpuErrors: [],
  builds: {},
});

/** The markdown table's rows, each a map from column (with its ratio column as "<name> x"). */
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

/** What the markdown must show for a JSON figure: its digits, blank where it is missing. */
const shown = (value: number | null, digits: number) =>
  value === null ? '' : value.toFixed(digits);

/** JSON field, markdown column, decimals, and for a ratio the figure it is the ratio of. */
const FIGURES: [keyof TableRow, string, number, (keyof TableRow)?][] = [
  ['performance', 'perf', 2],
  ['accessibility', 'a11y', 2],
  ['bestPractices', 'b.pr.', 2],
  ['seo', 'SEO', 2],
  ['tbtMs', 'TBT ms', 0],
  ['tbtRatio', 'TBT ms x', 2, 'tbtMs'],
  ['cpuTbtMs', 'cpu TBT', 0],
  ['cpuTbtRatio', 'cpu TBT x', 2, 'cpuTbtMs'],
  ['lcpMs', 'LCP ms', 0],
  ['lcpRatio', 'LCP ms x', 2, 'lcpMs'],
  ['cls', 'CLS', 3],
  ['kib', 'KiB', 0],
  ['bytesRatio', 'KiB x', 2, 'kib'],
  ['respondsMs', 'resp. ms', 0],
  ['respondsRatio', 'resp. ms x', 2, 'respondsMs'],
];

describe('the bench report', () => {
  const floor = row('floor');
  const rows = [
    row('/', { tbtMs: 162.4, cpuTbtMs: 13.2, lcpMs: 760.6, respondsMs: 3021.7, bytes: 168_000 }),
    row('/promo/', { performance: 0.93, tbtMs: 313, lcpMs: 1450, cls: 0.0124 }),
    row('/old/', { cpuTbtMs: undefined, respondsMs: undefined, unreachableHosts: ['x.example'] }),
  ];
  const json = reportJson(run(floor, rows));
  const markdown = reportMarkdown(json);

  it('shows in its markdown table every figure and ratio of its JSON, route by route', () => {
    const table = markdownRows(markdown);
    expect(table.map((cells) => cells.route)).toEqual(['floor', '/', '/promo/', '/old/']);
    json.table.forEach((line, i) => {
      expect(table[i]!.route).toBe(line.route);
      for (const [field, column, digits, of] of FIGURES) {
        const value = line[field] as number | null;
        // Missing: blank, but for a route's ratio to a figure it has (n/a: the floor's was 0).
        const missing = i > 0 && of !== undefined && line[of] !== null ? 'n/a' : '';
        expect(table[i]![column]).toBe(value === null ? missing : shown(value, digits));
      }
    });
  });

  it('carries the ratios to the floor of the same run, blank for the floor itself', () => {
    const [floorLine, home, promo, old] = json.table;
    expect(floorLine).toMatchObject({ tbtRatio: null, lcpRatio: null, respondsRatio: null });
    expect(home).toMatchObject({ tbtMs: 162, tbtRatio: 1.62, cpuTbtRatio: 0.33, lcpRatio: 0.76 });
    expect(home!.respondsRatio).toBe(1.01);
    expect(promo).toMatchObject({ tbtRatio: 3.13, cls: 0.012 });
    expect(old).toMatchObject({ cpuTbtMs: null, cpuTbtRatio: null, respondsMs: null });
  });

  it('says n/a in the markdown where the floor measured 0, and null in the JSON', () => {
    const quiet = reportJson(run(row('floor', { tbtMs: 0 }), [row('/', { tbtMs: 20 })]));
    expect(quiet.table[1]!.tbtRatio).toBeNull();
    expect(markdownRows(reportMarkdown(quiet))[1]!['TBT ms x']).toBe('n/a');
  });

  it('gives the same verdicts in both, with the routes that missed a target', () => {
    const lines = markdown.split('\n').filter((line) => /^- (met|\*\*NOT MET\*\*): /.test(line));
    expect(lines).toHaveLength(json.verdicts.length);
    json.verdicts.forEach((verdict, i) => {
      expect(lines[i]!.startsWith(verdict.met ? '- met: ' : '- **NOT MET**: ')).toBe(true);
      expect(lines[i]).toContain(verdict.target);
      if (!verdict.met) expect(lines[i]).toContain(verdict.detail);
    });
    const missed = json.verdicts.filter((v) => !v.met).map((v) => v.target.split(' (')[0]);
    expect(missed).toEqual(
      expect.arrayContaining(['performance >= floor - 0.02', 'TBT <= 1.5x floor', 'CLS <= 0.01']),
    );
    expect(markdown).toContain(
      '- **NOT MET**: TBT <= 1.5x floor (150 ms): / 1.62x, /promo/ 3.13x\n',
    );
  });

  it("states the machine and the run's facts in both", () => {
    expect(json.machine).toMatchObject({ cores: 2, loadAtStart: 0.5, loadAtEnd: 1.25 });
    expect(json.unreachableHosts).toEqual([{ route: '/old/', hosts: ['x.example'] }]);
    expect(markdown).toContain('2 cores (Test CPU)');
    expect(markdown).toContain('load 0.5 at the start, 1.25 at the end');
    expect(markdown).toContain('Lighthouse 13.5.0');
    expect(markdown).toContain("The floor's TBT in its runs: 90, 100, 130 ms");
    expect(markdown).toContain('its cpu TBT: 30, 40, – ms');
    expect(markdown).toContain('/old/ (x.example)');
  });

  it('adds the load run to both when it ran, and nothing when it did not', () => {
    // Prepare
    const load = loadReport(SETTINGS, RESULT);

    // Act
    const withLoad = reportJson({ ...run(row('floor'), [row('/')]), load });
    const without = reportJson(run(row('floor'), [row('/')]));

    // Assess
    expect(withLoad.load).toEqual(load);
    expect(reportMarkdown(withLoad)).toContain('## Load: leads held, nothing lost');
    expect(reportMarkdown(withLoad)).toContain('p50 310 ms, p99 5020 ms');
    expect(without.load).toBeUndefined();
    expect(reportMarkdown(without)).not.toContain('## Load');
  });

  it("lists an earlier commit's routes after today's, as ratios to the same floor, outside the verdicts", () => {
    // Prepare
    const floor = row('floor');
    const today = [row('/', { bytes: 150 * 1024 })];
    const slow = row('/ @2922bd1', { respondsMs: 6000, tbtMs: 900 });

    // Act
    const beside = reportJson({ ...run(floor, today), baseline: [slow] });

    // Assess
    expect(beside.table.map((r) => r.route)).toEqual(['floor', '/', '/ @2922bd1']);
    expect(beside.table[2]).toMatchObject({ respondsRatio: 2, tbtRatio: 9 });
    expect(beside.verdicts).toEqual(reportJson(run(floor, today)).verdicts);
    expect(markdownRows(reportMarkdown(beside)).at(-1)).toMatchObject({ route: '/ @2922bd1' });
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
