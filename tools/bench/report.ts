// The bench's report: one object (report.json) and its markdown (report.md, also printed), from
// the same figures, written to bench-results/<start time>/ (git-ignored), one folder a run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildTime } from '../build';
import { loadMarkdown } from './load/report';
import type { LoadResult } from './load/run';
import type { measurePages } from './pages';
import { paddedTable } from './table';
import { ratio, verdicts, type Row } from './targets';

/** A run's figures as measurePages() gives them, when and where they were measured, the load run's. */
export type BenchRun = Awaited<ReturnType<typeof measurePages>> & {
  startedAt: string;
  finishedAt: string;
  machine: MachineFacts;
  load?: LoadResult;
};

export type MachineFacts = ReturnType<typeof machineFacts> & { loadAtEnd?: number };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export const machineFacts = () => ({
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGiB: round(os.totalmem() / 2 ** 30, 1),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  loadAtStart: round(os.loadavg()[0] ?? 0, 2),
});

export const machineLine = (m: MachineFacts) =>
  `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, ${m.platform}, Node.js ${m.node}; load ${m.loadAtStart} at the start, ${m.loadAtEnd ?? '?'} at the end.`;

/** Header, figure, decimals, and whether a ratio to the floor's follows. */
const COLUMNS: [string, Exclude<keyof Row, 'route'>, number, boolean][] = [
  ['perf', 'performance', 2, false],
  ['a11y', 'accessibility', 2, false],
  ['b.pr.', 'bestPractices', 2, false],
  ['SEO', 'seo', 2, false],
  ['TBT ms', 'tbtMs', 0, true],
  ['cpu TBT', 'cpuTbtMs', 0, true],
  ['LCP ms', 'lcpMs', 0, true],
  ['CLS', 'cls', 3, false],
  ['KiB', 'bytes', 0, true],
  ['resp. ms', 'respondsMs', 0, true],
];

export function reportJson(run: BenchRun) {
  return { ...run, verdicts: verdicts(run.floor, run.rows) };
}
export type ReportJson = ReturnType<typeof reportJson>;

/** The floor first (no ratios), then each route, then the baseline's; n/a without a floor. */
function markdownTable({ floor, rows, baseline = [] }: BenchRun): string {
  const header = ['route', ...COLUMNS.flatMap(([name, , , x]) => (x ? [name, 'x'] : [name]))];
  const body = [floor, ...rows, ...baseline].map((row, i) => [
    row.route,
    ...COLUMNS.flatMap(([, key, digits, withRatio]) => {
      const value = row[key] as number | undefined;
      const base = floor[key] as number | undefined;
      if (value === undefined) return withRatio ? ['', ''] : [''];
      const shown = (key === 'bytes' ? value / 1024 : value).toFixed(digits);
      if (!withRatio) return [shown];
      const x = base === undefined ? null : ratio(value, base);
      return [shown, i === 0 ? '' : x === null ? 'n/a' : x.toFixed(2)];
    }),
  ]);
  return paddedTable(header, body);
}

function buildLine(kind: 'cold' | 'warm', time: BuildTime | undefined) {
  return time
    ? `${kind} build: ${time.seconds} s (${time.at}, load ${time.loadAtStart} on ${time.cores} cores)`
    : `${kind} build: not recorded yet`;
}

export function reportMarkdown(report: ReportJson): string {
  const list = (key: keyof Row) =>
    report.floorRuns
      .map((r) => (r[key] === undefined ? '–' : Math.round(r[key] as number)))
      .join(', ');
  return [
    `# Bench, ${report.startedAt}`,
    '',
    ...report.notes,
    '',
    markdownTable(report),
    '',
    '## Targets',
    '',
    ...report.verdicts.map(
      (v) => `- ${v.met ? 'met' : '**NOT MET**'}: ${v.target}${v.met ? '' : `: ${v.detail}`}`,
    ),
    '',
    '## The run',
    '',
    `- ${machineLine(report.machine)}`,
    `- ${report.startedAt} to ${report.finishedAt}; Lighthouse ${report.lighthouseVersion}, ${report.browser}; ${report.runs} rounds.`,
    `- Floor: ${report.floorDir}. Its TBT in its runs: ${list('tbtMs')} ms; cpu TBT: ${list('cpuTbtMs')} ms; responds: ${list('respondsMs')} ms.`,
    `- Skipped audit "is-crawlable" on pages marked noindex on purpose: ${report.noindex.join(' ') || 'none measured'}.`,
    ...report.cpuErrors.map((error) => `- No cpu TBT (left blank): ${error}.`),
    `- ${buildLine('cold', report.builds.cold)}; ${buildLine('warm', report.builds.warm)}.`,
    '',
    ...(report.load ? [loadMarkdown(report.load)] : []),
  ].join('\n');
}

/** `<dir>/<start time>/report.json` and `report.md`; returns the folder. */
export function writeReport(dir: string, report: { startedAt: string }, markdown: string): string {
  // ISO 8601's basic format: no colons, which some file systems refuse in a name.
  const folder = path.join(dir, report.startedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(folder, 'report.md'), markdown);
  return folder;
}
