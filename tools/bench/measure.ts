// One mobile Lighthouse run (the default config: Moto G Power, simulated slow 4G and 4x CPU
// slowdown) of one URL, reduced to the figures the bench compares.
import { cpuBlockingMs, type TraceEvent } from './cpu-blocking';
import type { Row } from './targets';

type Lighthouse = typeof import('lighthouse').default;
type Result = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

/** Audits the bench leaves out, and why: printed with the table. */
export const SKIPPED_AUDITS = {
  noindex: {
    audits: ['is-crawlable'],
    why: 'pages marked noindex on purpose (/old/ copies, maintenance, 404): SEO "is-crawlable"',
  },
} as const;

type NetworkItem = { url: string; transferSize?: number };

/** Bytes fetched from any origin other than the page's own. */
export function thirdPartyBytes(pageUrl: string, items: readonly NetworkItem[]): number {
  const origin = new URL(pageUrl).origin;
  return items
    .filter((item) => /^https?:/.test(item.url) && new URL(item.url).origin !== origin)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

type ConsoleItem = { source?: string; url?: string; sourceLocation?: { url?: string } };
type ScoredLhr = {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; details?: unknown }>;
};

/** The other origins' hosts a page could not reach, when they are all `errors-in-console` found. */
export function unreachableThirdParties(lhr: ScoredLhr): string[] {
  const audit = lhr.audits['errors-in-console'];
  if (!audit || audit.score === null || audit.score >= 1) return [];
  const items = (audit.details as { items?: ConsoleItem[] } | undefined)?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const hosts = items.map((item) => {
    const url = item.sourceLocation?.url ?? item.url ?? '';
    return item.source === 'network' && /^https?:/.test(url) && new URL(url).origin !== origin
      ? new URL(url).host
      : undefined;
  });
  return items.length && hosts.every(Boolean) ? [...new Set(hosts as string[])] : [];
}

/** A category's score as Lighthouse weighs it, leaving out some audits. */
export function categoryScoreWithout(
  lhr: ScoredLhr,
  category: string,
  skipped: readonly string[],
): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !skipped.includes(ref.id) && lhr.audits[ref.id]?.score != null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
  return weight ? Math.round((total / weight) * 100) / 100 : 0;
}

/** One run: Lighthouse's report, and its trace's cpu TBT or why the trace could not give it. */
type Measured = { lhr: Result; cpuTbtMs?: number; cpuTbtError?: string };

export function toRow(route: string, { lhr, cpuTbtMs }: Measured): Row {
  // A host this machine cannot reach is no fault of the page: best practices leaves it out.
  const unreachable = unreachableThirdParties(lhr as unknown as ScoredLhr);
  const score = (id: string) =>
    id === 'best-practices' && unreachable.length
      ? categoryScoreWithout(lhr as unknown as ScoredLhr, id, ['errors-in-console'])
      : (lhr.categories[id]?.score ?? 0);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
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
    thirdPartyBytes: thirdPartyBytes(lhr.finalDisplayedUrl, details?.items ?? []),
    unreachableHosts: unreachable,
  };
}

/** Audits scored below 1 (binary ones), so a score under 1.00 says why. */
export function failingAudits(lhr: Result): string[] {
  const perfIds = new Set(lhr.categories.performance?.auditRefs.map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && !perfIds.has(audit.id))
    .filter((audit) => audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
}

export async function measure(
  lighthouse: Lighthouse,
  port: number,
  url: string,
  skipAudits: readonly string[],
): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    skipAudits: [...skipAudits],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
  try {
    return {
      lhr: result.lhr,
      cpuTbtMs: cpuBlockingMs(events, result.lhr.configSettings.throttling.cpuSlowdownMultiplier!),
    };
  } catch (error) {
    return { lhr: result.lhr, cpuTbtError: error instanceof Error ? error.message : String(error) };
  }
}
