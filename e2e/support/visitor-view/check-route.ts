// The content guards' visitor-view checks of one route, on the real content: no sideways
// scrolling (also while the page slides in), no text or control within 12 px of the screen's side
// edges, a visible focus indicator on every focusable element, a short keyboard path to the main
// content, and at 375 and 1280 px no WCAG 2.1 A or AA violation that axe finds in the page at rest.
// The fixture run only compares the still page with its committed screenshots (screenshotRoute).
//
// One page load per route: the widths are visited by resizing the window, and each check runs
// inside the page in one call.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../fixtures';
import { inspectPage, VISITOR_LIMITS as LIMITS } from './inspect-page';
import { settleForScreenshot, tabToMainContent, widthDuringPageEnter } from './page-steps';

const WIDTHS = [
  { width: 320, height: 640, inspect: false },
  { width: 375, height: 812, inspect: true },
  { width: 768, height: 1024, inspect: false },
  { width: 1280, height: 800, inspect: true },
];
/**
 * The moment every page is seen at: a Monday noon in Saskatoon, when both staffed-hours badges
 * show their longest text ("... open now until 8 PM"), the same on every run.
 */
const SEEN_AT = new Date('2026-11-23T18:00:00Z');
/** Skip link, logo, seven navigation links and Book a Tour come first on a desktop. */
const MAX_TAB_STOPS_TO_MAIN = 12;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The elements wider than the screen that make it scroll sideways, innermost first. */
function widerThanScreen(): string[] {
  const limit = document.documentElement.clientWidth + 0.5;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= limit) continue;
    // An ancestor of an offender is listed only if none of its descendants is one.
    const inner = [...el.children].some((c) => c.getBoundingClientRect().right > limit);
    if (inner) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 120)}"`);
    if (found.length === 5) break;
  }
  return found;
}

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.clock.setFixedTime(SEEN_AT);
  await page.setViewportSize(size);
  await gotoHydrated(page, path);
  // The promo overlay is served open and takes the focus once hydrated (its own boundary).
  if (path === '/promo/') await expect(page.getByRole('dialog')).toBeFocused();
}

/** At 375 and 1280 px, the page made still, compared by `compare` with its committed screenshot. */
export async function screenshotRoute(
  page: Page,
  path: string,
  compare: (width: number) => Promise<void>,
) {
  const shotWidths = WIDTHS.filter((w) => w.inspect);
  await open(page, path, shotWidths[0]!);
  for (const { width, height } of shotWidths) {
    await page.setViewportSize({ width, height });
    await settleForScreenshot(page);
    await compare(width);
  }
}

/**
 * Runs every check of the visitor view on `path`, each a soft assertion; `from` adds to a
 * problem's text the content file and field it comes from, so an editor knows what to change.
 */
export async function checkRoute(page: Page, path: string, from: (text: string) => string) {
  await open(page, path, WIDTHS[0]!);

  // Looking first: focusing the form fields below marks them touched, which shows errors.
  for (const { width, height, inspect } of WIDTHS) {
    await test.step(`${width} px: overflow, edges, keyboard path, axe`, async () => {
      await page.setViewportSize({ width, height });

      expect.soft(await widthDuringPageEnter(page), 'document width while sliding in').toBe(width);
      const report = await page.evaluate(inspectPage, { ...LIMITS, focus: false });
      const wider = report.documentWidth > width ? await page.evaluate(widerThanScreen) : [];
      expect
        .soft(report.documentWidth, `document width; wider than the screen: ${wider.map(from)}`)
        .toBe(width);
      expect
        .soft(
          report.edges.map((e) => ({ ...e, what: from(e.what) })),
          `text or controls within 12 px of the edge at ${width} px`,
        )
        .toEqual([]);

      const keys = await tabToMainContent(page, MAX_TAB_STOPS_TO_MAIN);
      expect
        .soft(keys.stops, 'Tab presses from the top to the main content')
        .toBeLessThanOrEqual(MAX_TAB_STOPS_TO_MAIN);
      expect.soft(keys.arrived, `${keys.stops} Tab presses reach ${keys.reached}`).toBe(true);

      if (inspect) {
        // Still, as a screenshot sees it, so axe judges the page at rest.
        await settleForScreenshot(page);
        // A heading level skipped (an h3 under the h1) misleads a screen reader's outline; axe
        // files the rule under best practices, not WCAG, so it is enabled by name, in the same run.
        // Legacy mode runs axe in the page itself rather than gathering its partial results in a
        // new page (which is for cross-origin frames, and the pages have none): half the time.
        const { violations } = await new AxeBuilder({ page })
          .options({ rules: { 'heading-order': { enabled: true } }, resultTypes: ['violations'] })
          .withTags(WCAG_AA)
          .setLegacyMode(true)
          .analyze();
        expect
          .soft(
            violations.map((v) => ({
              id: v.id,
              help: v.help,
              nodes: v.nodes.map((n) => n.target),
              text: v.nodes.map((n) => from(n.html.slice(0, 120))),
            })),
            `WCAG 2.1 AA violations at ${width} px`,
          )
          .toEqual([]);
      }
    });
  }

  for (const { width, height } of WIDTHS) {
    await test.step(`${width} px: focus indicators`, async () => {
      await page.setViewportSize({ width, height });
      // Keyboard mode, in which the page shows focus as it would to a keyboard user.
      await page.keyboard.press('Tab');
      const report = await page.evaluate(inspectPage, { ...LIMITS, focus: true });
      expect.soft(report.focusChecked, 'focusable elements checked').toBeGreaterThan(0);
      expect
        .soft(
          report.focus.map((f) => ({ ...f, what: from(f.what) })),
          `focus indicators at ${width} px`,
        )
        .toEqual([]);
    });
  }
}
