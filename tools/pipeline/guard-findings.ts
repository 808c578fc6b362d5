// What the content guards found, for the editor's message, from their Playwright JSON report
// (GUARD_REPORT): each problem names the content it comes from ("(from content/trainers/3.yaml,
// Jordan Whitecalf, field name)", e2e/support/content-guards/content-origin.ts).
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSpec, JSONReportSuite } from '@playwright/test/reporter';
import { markdownText } from './markdown-text';

export type GuardReport = Partial<Pick<JSONReport, 'suites'>>;

/** A JSON string of the received value that names its content, as the assertion printed it. */
const WITH_ORIGIN = /"((?:[^"\\]|\\.)*\(from content\/(?:[^"\\]|\\.)*\))"/g;

const specsOf = (suites: JSONReportSuite[] = []): JSONReportSpec[] =>
  suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);

/**
 * Markdown list lines, content as plain text, those naming it first: for each failed assertion
 * of every failed guard, its route (from the test's title, `/faq/: what a visitor sees ...`),
 * what it says (`text or controls within 12 px of the edge at 320 px`) and each text or address
 * it names with the content that text comes from.
 */
export function guardFindingLines(report: GuardReport): string[] {
  // The same text fails at several widths: one line, with the widths.
  const lines = new Map<string, { line: string; widths: string[]; named: boolean }>();
  for (const spec of specsOf(report.suites)) {
    const route = markdownText(spec.title.split(': ')[0] ?? spec.title);
    for (const result of (spec.tests ?? []).flatMap((t) => t.results ?? [])) {
      if (result.status === 'passed' || result.status === 'skipped') continue;
      for (const error of result.errors ?? []) {
        const message = stripVTControlCharacters(error.message ?? '');
        const check = markdownText(/^Error: (.+)$/m.exec(message)?.[1] ?? 'a guard failed');
        const items = [...message.matchAll(WITH_ORIGIN)].map(([, quoted]) =>
          markdownText(JSON.parse(`"${quoted}"`) as string),
        );
        const [, what, width] = /^(.*?)(?: at (\d+) px)?$/.exec(check)!;
        for (const item of items.length > 0 ? new Set(items) : ['']) {
          const line = `- ${route}: ${what}${item ? `: ${item}` : ''}`;
          const entry = lines.get(line) ?? { line, widths: [], named: item !== '' };
          if (width) entry.widths.push(width);
          lines.set(line, entry);
        }
      }
    }
  }
  return [...lines.values()]
    .sort((a, b) => Number(b.named) - Number(a.named))
    .map(({ line, widths }) => (widths.length > 0 ? `${line} (at ${widths.join(', ')} px)` : line));
}
