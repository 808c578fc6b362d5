// A route's figures from one run, and the bench's targets: ratios to the bare-Gatsby floor
// measured in the same run.

export type Lhr = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

/** One run's figures of a route (or the floor), or their medians (medianRow). */
export type Row = ReturnType<typeof figures>;

/**
 * A run's figures: Lighthouse's; cpu TBT, from the main thread's CPU time in the same trace
 * (cpu-blocking.ts), not a target; when the first control responds on the throttled phone
 * (responds.ts); third-party bytes, from any origin but the site's, before the visitor acts.
 */
export function figures(route: string, lhr: Lhr, cpuTbtMs?: number, respondsMs?: number) {
  const { origin } = new URL(lhr.finalDisplayedUrl);
  type Item = { url: string; transferSize?: number };
  const items = (lhr.audits['network-requests']?.details as { items?: Item[] }).items ?? [];
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: value('total-blocking-time'),
    cpuTbtMs,
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    thirdPartyBytes: items
      .filter((item) => /^https?:/.test(item.url) && new URL(item.url).origin !== origin)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    respondsMs,
  };
}

export const LIMITS = {
  performanceBelowFloor: 0.02,
  tbtRatio: 1.5,
  lcpRatio: 1.3,
  cls: 0.01,
  homeBytesRatio: 2,
  respondsRatio: 1.2,
} as const;

/** value / floor; null over a floor of 0 (a quiet machine's TBT), where only 0 meets a limit. */
export const ratio = (value: number, floor: number): number | null =>
  floor === 0 ? null : value / floor;

type Test = [target: string, ok: (r: Row) => boolean, show: (r: Row) => string];
type Check = Test | [...Test, homeOnly: true];

export function verdicts(floor: Row, rows: readonly Row[]) {
  /** A figure held to `limit` x the floor's, shown in `unit` and as a ratio. */
  const within = (name: string, key: keyof Row, limit: number, unit = 'ms', scale = 1): Test => {
    const base = floor[key] as number;
    return [
      `${name} <= ${limit}x floor (${Math.round((base * limit) / scale)} ${unit})`,
      (r) => r[key] !== undefined && (r[key] as number) <= limit * base + 1e-9,
      (r) => {
        if (r[key] === undefined) return 'not measured';
        const x = ratio(r[key] as number, base);
        return `${Math.round((r[key] as number) / scale)} ${unit}${x === null ? '' : `, ${x.toFixed(2)}x`}`;
      },
    ];
  };
  const minPerf = floor.performance - LIMITS.performanceBelowFloor;
  const checks: Check[] = [
    [
      `performance >= floor - ${LIMITS.performanceBelowFloor} (${minPerf.toFixed(2)})`,
      (r) => r.performance >= minPerf - 1e-9,
      (r) => r.performance.toFixed(2),
    ],
    ...(['accessibility', 'bestPractices', 'seo'] as const).map((key): Check => [
      `${key === 'bestPractices' ? 'best practices' : key} = 1.00`,
      (r) => r[key] >= 1,
      (r) => r[key].toFixed(2),
    ]),
    within('TBT', 'tbtMs', LIMITS.tbtRatio),
    within('LCP', 'lcpMs', LIMITS.lcpRatio),
    [`CLS <= ${LIMITS.cls}`, (r) => r.cls <= LIMITS.cls, (r) => r.cls.toFixed(3)],
    within('responds', 'respondsMs', LIMITS.respondsRatio),
    [...within('home bytes', 'bytes', LIMITS.homeBytesRatio, 'KiB', 1024), true],
    [
      'home: no third-party byte before the visitor interacts',
      (r) => r.thirdPartyBytes === 0,
      (r) => `${r.thirdPartyBytes} bytes`,
      true,
    ],
  ];
  const home = rows.filter((row) => row.route === '/');
  return checks
    .filter(([, , , homeOnly]) => !homeOnly || home.length)
    .map(([target, ok, show, homeOnly]) => {
      const failing = (homeOnly ? home : rows).filter((row) => !ok(row));
      const detail = failing.map((row) => `${row.route} ${show(row)}`).join(', ');
      return { target, met: !failing.length, detail: detail || 'every route' };
    });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over one route's runs (left out if a run lacks it); third-party bytes' most. */
export function medianRow(runs: readonly Row[]): Row {
  const row: Record<string, unknown> = { route: runs[0]!.route };
  for (const key of Object.keys(runs[0]!) as (keyof Row)[]) {
    const values = runs.map((run) => run[key]);
    if (key !== 'route' && values.every((v) => typeof v === 'number')) row[key] = median(values);
  }
  return { ...row, thirdPartyBytes: Math.max(...runs.map((run) => run.thirdPartyBytes)) } as Row;
}
