// The bench's report: one object (report.json) and its markdown (report.md, also printed), both
// from the same figures, so what a reader sees and what a script reads cannot disagree. Written to
// bench-results/<start time>/ (git-ignored), one folder a run, so runs can be compared later.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildTime } from '../build';
import { loadMarkdown, type LoadReport } from './load/report';
import { paddedTable } from './table';
import { ratio, verdicts, type Row, type Verdict } from './targets';

export type BenchRun = {
  startedAt: string;
  finishedAt: string;
  machine: MachineFacts;
  lighthouseVersion?: string;
  browser?: string;
  floorDir: string;
  lighthouseRuns: number;
  respondsRuns: number;
  notes: readonly string[];
  floor: Row;
  rows: readonly Row[];
  /** The same routes in an earlier commit's build (--baseline), measured in the same rounds. */
  baseline?: readonly Row[];
  /** The floor's figure in each of its runs, to judge the spread its ratios divide by. */
  floorRuns: { tbtMs: number[]; cpuTbtMs: (number | null)[]; respondsMs: number[] };
  skippedAudits: { audits: readonly string[]; why: string; routes: readonly string[] };
  cpuErrors: readonly string[];
  builds: { cold?: BuildTime; warm?: BuildTime };
  load?: LoadReport;
};

export type MachineFacts = {
  cores: number;
  cpu: string;
  memoryGiB: number;
  platform: string;
  node: string;
  loadAtStart: number;
  loadAtEnd?: number;
};

export const machineFacts = (): MachineFacts => ({
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  loadAtStart: round(os.loadavg()[0] ?? 0, 2),
});

/** A line of the table, rounded as shown, with ratios to the floor's (null where there is none). */
export type TableRow = Pick<
  Row,
  'route' | 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'tbtMs' | 'lcpMs' | 'cls'
> & {
  tbtRatio: number | null;
  cpuTbtMs: number | null;
  cpuTbtRatio: number | null;
  lcpRatio: number | null;
  kib: number;
  bytesRatio: number | null;
  thirdPartyBytes: number;
  respondsMs: number | null;
  respondsRatio: number | null;
};

export type ReportJson = Omit<BenchRun, 'floor' | 'rows' | 'baseline'> & {
  /** The floor first (its ratios null), then each route, then the baseline's. */
  table: TableRow[];
  verdicts: Verdict[];
  unreachableHosts: { route: string; hosts: string[] }[];
};

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** A ratio as the table shows it: two decimals, null where the floor's figure is 0. */
const ratioOf = (value: number | undefined, floorValue: number | undefined) => {
  if (value === undefined || floorValue === undefined) return null;
  const r = ratio(value, floorValue);
  return Number.isFinite(r) ? round(r, 2) : null;
};

function tableRow(row: Row, floor: Row | undefined): TableRow {
  const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));
  const vs = (pick: (r: Row) => number | undefined) =>
    floor ? ratioOf(pick(row), pick(floor)) : null;
  return {
    route: row.route,
    performance: round(row.performance, 2),
    accessibility: round(row.accessibility, 2),
    bestPractices: round(row.bestPractices, 2),
    seo: round(row.seo, 2),
    tbtMs: Math.round(row.tbtMs),
    tbtRatio: vs((r) => r.tbtMs),
    cpuTbtMs: ms(row.cpuTbtMs),
    cpuTbtRatio: vs((r) => r.cpuTbtMs),
    lcpMs: Math.round(row.lcpMs),
    lcpRatio: vs((r) => r.lcpMs),
    cls: round(row.cls, 3),
    kib: Math.round(row.bytes / 1024),
    bytesRatio: vs((r) => r.bytes),
    thirdPartyBytes: row.thirdPartyBytes,
    respondsMs: ms(row.respondsMs),
    respondsRatio: vs((r) => r.respondsMs),
  };
}

export function reportJson(run: BenchRun): ReportJson {
  const { floor, rows, baseline = [], ...rest } = run;
  const whole = (values: readonly number[]) => values.map(Math.round);
  return {
    ...rest,
    floorRuns: {
      tbtMs: whole(rest.floorRuns.tbtMs),
      cpuTbtMs: rest.floorRuns.cpuTbtMs.map((v) => (v === null ? null : Math.round(v))),
      respondsMs: whole(rest.floorRuns.respondsMs),
    },
    table: [floor, ...rows, ...baseline].map((row, i) => tableRow(row, i ? floor : undefined)),
    verdicts: verdicts(floor, rows),
    unreachableHosts: rows
      .filter((row) => row.unreachableHosts?.length)
      .map((row) => ({ route: row.route, hosts: [...row.unreachableHosts!] })),
  };
}

/** A ratio's cell: blank for the floor's own row and a missing figure, n/a where the floor's is 0. */
const ratioCell = (value: number | null, figure: number | null, isFloor: boolean) =>
  value !== null ? value.toFixed(2) : isFloor || figure === null ? '' : 'n/a';

/** The table's columns: header, and the cell of a row (the floor's row is the table's first). */
const COLUMNS: readonly [string, (row: TableRow, isFloor: boolean) => string][] = [
  ['route', (r) => r.route],
  ['perf', (r) => r.performance.toFixed(2)],
  ['a11y', (r) => r.accessibility.toFixed(2)],
  ['b.pr.', (r) => r.bestPractices.toFixed(2)],
  ['SEO', (r) => r.seo.toFixed(2)],
  ['TBT ms', (r) => String(r.tbtMs)],
  ['x', (r, floor) => ratioCell(r.tbtRatio, r.tbtMs, floor)],
  ['cpu TBT', (r) => (r.cpuTbtMs === null ? '' : String(r.cpuTbtMs))],
  ['x', (r, floor) => ratioCell(r.cpuTbtRatio, r.cpuTbtMs, floor)],
  ['LCP ms', (r) => String(r.lcpMs)],
  ['x', (r, floor) => ratioCell(r.lcpRatio, r.lcpMs, floor)],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['KiB', (r) => String(r.kib)],
  ['x', (r, floor) => ratioCell(r.bytesRatio, r.kib, floor)],
  ['resp. ms', (r) => (r.respondsMs === null ? '' : String(r.respondsMs))],
  ['x', (r, floor) => ratioCell(r.respondsRatio, r.respondsMs, floor)],
];

/** The table of routes, the floor's first. */
export function markdownTable(table: readonly TableRow[]): string {
  const body = table.map((row, i) => COLUMNS.map(([, cell]) => cell(row, i === 0)));
  return paddedTable(
    COLUMNS.map(([name]) => name),
    body,
  );
}

/** One line per target: met, or NOT MET with the routes that missed it. */
export const verdictLine = (v: Verdict) =>
  `- ${v.met ? 'met' : '**NOT MET**'}: ${v.target}${v.met ? '' : `: ${v.detail}`}`;

function buildLine(kind: 'cold' | 'warm', time: BuildTime | undefined) {
  return time
    ? `${kind} build: ${time.seconds} s (${time.at}, load ${time.loadAtStart} on ${time.cores} cores)`
    : `${kind} build: not recorded yet (${kind === 'cold' ? '`npm run clean && npm run build`' : 'run `npm run build` twice'})`;
}

/** The machine, as each report states it. */
export const machineLine = (m: MachineFacts) =>
  `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, ${m.platform}, Node.js ${m.node}; load ${m.loadAtStart} at the start, ${m.loadAtEnd ?? '?'} at the end.`;

export function reportMarkdown(report: ReportJson): string {
  const skipped = report.skippedAudits;
  const list = (values: readonly (number | null)[]) =>
    values.map((v) => (v === null ? '–' : String(Math.round(v)))).join(', ');
  return [
    `# Bench, ${report.startedAt}`,
    '',
    ...report.notes,
    '',
    markdownTable(report.table),
    '',
    '## Targets',
    '',
    ...report.verdicts.map(verdictLine),
    '',
    '## The run',
    '',
    `- ${machineLine(report.machine)}`,
    `- ${report.startedAt} to ${report.finishedAt}; Lighthouse ${report.lighthouseVersion ?? '?'}, ${report.browser ?? 'browser unknown'}.`,
    `- Floor: ${report.floorDir}. Lighthouse rounds: ${report.lighthouseRuns}; "responds" loads: ${report.respondsRuns}.`,
    `- The floor's TBT in its runs: ${list(report.floorRuns.tbtMs)} ms (the TBT ratios divide by their median); its cpu TBT: ${list(report.floorRuns.cpuTbtMs)} ms; it responds at ${list(report.floorRuns.respondsMs)} ms.`,
    `- Skipped audits: "${skipped.audits.join('", "')}" on ${skipped.why} (${skipped.routes.length ? skipped.routes.join(' ') : 'no route measured is noindex'}).`,
    report.unreachableHosts.length
      ? `- Skipped: best practices' "errors-in-console" where its only errors are third-party hosts this machine cannot reach: ${report.unreachableHosts.map((u) => `${u.route} (${u.hosts.join(', ')})`).join(', ')}.`
      : '- No route logged an error for a third-party host it could not reach.',
    ...report.cpuErrors.map((error) => `- No cpu TBT (left blank): ${error}.`),
    `- ${buildLine('cold', report.builds.cold)}; ${buildLine('warm', report.builds.warm)}.`,
    '',
    ...(report.load ? [loadMarkdown(report.load)] : []),
  ].join('\n');
}

/** `<dir>/<start time>/report.json` and `report.md`; returns the folder. */
export function writeReport(dir: string, report: { startedAt: string }, markdown: string): string {
  // ISO 8601's basic format: no colons, which some file systems refuse in a name.
  const stamp = report.startedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const folder = path.join(dir, stamp);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(folder, 'report.md'), markdown);
  return folder;
}
