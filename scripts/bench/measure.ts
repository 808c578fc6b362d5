// One mobile Lighthouse run (the default config: Moto G Power, simulated slow 4G and 4x CPU
// slowdown) of one URL, reduced to the figures the bench compares.
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

export function toRow(route: string, lhr: Result): Row {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    thirdPartyBytes: thirdPartyBytes(lhr.finalDisplayedUrl, details?.items ?? []),
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
): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    skipAudits: [...skipAudits],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}
