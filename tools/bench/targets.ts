// The bench's targets, as ratios to the bare-Gatsby floor measured in the same run. Pure
// functions of the measured rows, so the bench's verdicts can be unit tested.

/** One route's (or the floor's) median figures. */
export type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  /** Blocking time from the main thread's CPU time, same trace (cpu-blocking.ts); not a target. */
  cpuTbtMs?: number;
  lcpMs: number;
  cls: number;
  bytes: number;
  /** Bytes from any origin other than the site's, before the visitor does anything. */
  thirdPartyBytes: number;
  /** Third-party hosts it could not reach, whose console errors best practices leaves out. */
  unreachableHosts?: readonly string[];
  /** When its first control reacts, on the emulated slow phone (responds.ts); not Lighthouse's. */
  respondsMs?: number;
};

export type Verdict = { target: string; met: boolean; detail: string };

export const LIMITS = {
  performanceBelowFloor: 0.02,
  tbtRatio: 1.5,
  lcpRatio: 1.3,
  cls: 0.01,
  homeBytesRatio: 2,
  respondsRatio: 1.2,
} as const;

/** value / floor; over a floor of 0 (a quiet machine's TBT), 1 for 0 and Infinity otherwise. */
export const ratio = (value: number, floor: number) =>
  floor === 0 ? (value === 0 ? 1 : Infinity) : value / floor;

/** A ratio for the table and the verdicts: "n/a" where the floor's figure is 0. */
export const formatRatio = (value: number, floor: number) => {
  const r = ratio(value, floor);
  return Number.isFinite(r) ? r.toFixed(2) : 'n/a';
};

/** Whether value <= limit x floor; with a floor of 0, only a value of 0 is. */
const withinRatio = (value: number, floor: number, limit: number) => value <= limit * floor + 1e-9;

const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** A verdict, naming each route that misses it. */
function check(
  target: string,
  rows: readonly Row[],
  ok: (row: Row) => boolean,
  show: (row: Row) => string,
): Verdict {
  const failing = rows.filter((row) => !ok(row));
  const detail = failing.length
    ? failing.map((row) => `${row.route} ${show(row)}`).join(', ')
    : `every route (${rows.length})`;
  return { target, met: failing.length === 0, detail };
}

export function verdicts(floor: Row, rows: readonly Row[]): Verdict[] {
  const home = rows.filter((row) => row.route === '/');
  const minPerf = floor.performance - LIMITS.performanceBelowFloor;
  const result = [
    check(
      `performance >= floor - ${LIMITS.performanceBelowFloor} (${fmt(minPerf)})`,
      rows,
      (r) => r.performance >= minPerf - 1e-9,
      (r) => fmt(r.performance),
    ),
    ...(['accessibility', 'bestPractices', 'seo'] as const).map((key) =>
      check(
        `${key === 'bestPractices' ? 'best practices' : key} = 1.00`,
        rows,
        (r) => r[key] >= 1,
        (r) => fmt(r[key]),
      ),
    ),
    check(
      `TBT <= ${LIMITS.tbtRatio}x floor (${Math.round(floor.tbtMs * LIMITS.tbtRatio)} ms)`,
      rows,
      (r) => withinRatio(r.tbtMs, floor.tbtMs, LIMITS.tbtRatio),
      (r) =>
        floor.tbtMs === 0 ? `${Math.round(r.tbtMs)} ms` : `${formatRatio(r.tbtMs, floor.tbtMs)}x`,
    ),
    check(
      `LCP <= ${LIMITS.lcpRatio}x floor (${Math.round(floor.lcpMs * LIMITS.lcpRatio)} ms)`,
      rows,
      (r) => withinRatio(r.lcpMs, floor.lcpMs, LIMITS.lcpRatio),
      (r) => `${formatRatio(r.lcpMs, floor.lcpMs)}x`,
    ),
    check(
      `CLS <= ${LIMITS.cls}`,
      rows,
      (r) => r.cls <= LIMITS.cls,
      (r) => fmt(r.cls, 3),
    ),
  ];
  if (floor.respondsMs !== undefined) {
    const floorMs = floor.respondsMs;
    result.push(
      check(
        `responds <= ${LIMITS.respondsRatio}x floor (${Math.round(floorMs * LIMITS.respondsRatio)} ms)`,
        rows,
        (r) =>
          r.respondsMs !== undefined && withinRatio(r.respondsMs, floorMs, LIMITS.respondsRatio),
        (r) =>
          r.respondsMs === undefined
            ? 'not measured'
            : `${Math.round(r.respondsMs)} ms, ${formatRatio(r.respondsMs, floorMs)}x`,
      ),
    );
  }
  if (home.length) {
    result.push(
      check(
        `home bytes <= ${LIMITS.homeBytesRatio}x floor (${Math.round((floor.bytes * LIMITS.homeBytesRatio) / 1024)} KiB)`,
        home,
        (r) => withinRatio(r.bytes, floor.bytes, LIMITS.homeBytesRatio),
        (r) => `${formatRatio(r.bytes, floor.bytes)}x`,
      ),
      check(
        'home: no third-party byte before the visitor interacts',
        home,
        (r) => r.thirdPartyBytes === 0,
        (r) => `${r.thirdPartyBytes} bytes`,
      ),
    );
  }
  return result;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs of one route (each figure on its own). */
export function medianRow(runs: readonly Row[]): Row {
  const first = runs[0];
  if (!first) throw new Error('no runs to take the median of');
  const of = (key: Exclude<keyof Row, 'route' | 'unreachableHosts' | 'respondsMs' | 'cpuTbtMs'>) =>
    median(runs.map((run) => run[key]));
  const cpu = runs.map((run) => run.cpuTbtMs);
  return {
    route: first.route,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
    ...(cpu.every((ms) => ms !== undefined) ? { cpuTbtMs: median(cpu as number[]) } : {}),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    thirdPartyBytes: Math.max(...runs.map((run) => run.thirdPartyBytes)),
    unreachableHosts: [...new Set(runs.flatMap((run) => run.unreachableHosts ?? []))],
  };
}
