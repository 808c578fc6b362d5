// What a visitor sees, on every route at 320, 375, 768 and 1280 px: no sideways scrolling (also
// while the page slides in), no text or control within 12 px of the screen's side edges, a
// visible focus indicator on every focusable element, and a short keyboard path to the main
// content. At 375 and 1280 px axe finds no WCAG 2.1 A or AA violation in the page at rest, and
// the full page is compared with its committed screenshot (one trainer's stands for the
// template they all share); after a deliberate layout change, review the diff in the HTML
// report and accept it with `npx playwright test e2e/visitor-view.spec.ts --update-snapshots`
// (see docs/development.md).
//
// One page load per route: the widths are visited by resizing the window, and each check runs
// inside the page in one call.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './fixtures';
import { ROUTE_CASES } from './routes';
import { inspectPage, VISITOR_LIMITS as LIMITS } from './visitor-view/inspect-page';
import {
  settleForScreenshot,
  tabToMainContent,
  widthDuringPageEnter,
} from './visitor-view/page-steps';

const WIDTHS = [
  { width: 320, height: 640, screenshot: false },
  { width: 375, height: 812, screenshot: true },
  { width: 768, height: 1024, screenshot: false },
  { width: 1280, height: 800, screenshot: true },
];
/**
 * The moment every page is seen at: a Monday noon in Saskatoon, when both staffed-hours badges
 * show their longest text ("... open now until 8 PM"), the same on every run.
 */
const SEEN_AT = new Date('2026-11-23T18:00:00Z');
/** Skip link, logo, seven navigation links and Book a Tour come first on a desktop. */
const MAX_TAB_STOPS_TO_MAIN = 12;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const paths = [...ROUTE_CASES.map((r) => r.path), '/no-such-page/'];
/**
 * A screenshot per template, not per record: every trainer's page (current and /old) is the
 * same template, so only the first trainer's is compared; a field's change then rewrites 4
 * baselines, not 28. Every route keeps all its other checks.
 */
const FIRST_TRAINER = ROUTE_CASES.find((r) => r.trainer)?.trainer;
const comparesScreenshot = (path: string) => {
  const trainer = ROUTE_CASES.find((r) => r.path === path)?.trainer;
  return trainer === undefined || trainer === FIRST_TRAINER;
};
const screenshotName = (path: string, width: number) =>
  `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${width}.png`;

test.use({ allowedConsoleErrors: [/status of 404/], reducedMotion: 'reduce' });

for (const path of paths) {
  test(`${path} at ${WIDTHS.map((w) => w.width).join(', ')} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.setFixedTime(SEEN_AT);
    await page.setViewportSize(WIDTHS[0]!);
    await gotoHydrated(page, path);
    // The promo overlay is served open and takes the focus once hydrated (its own boundary).
    if (path === '/promo/') await expect(page.getByRole('dialog')).toBeFocused();

    // Looking first: focusing the form fields below marks them touched, which shows errors.
    for (const { width, height, screenshot } of WIDTHS) {
      await test.step(`${width} px: overflow, edges, keyboard path, screenshot, axe`, async () => {
        await page.setViewportSize({ width, height });

        expect
          .soft(await widthDuringPageEnter(page), 'document width while sliding in')
          .toBe(width);
        const report = await page.evaluate(inspectPage, { ...LIMITS, focus: false });
        expect.soft(report.documentWidth, 'document width').toBe(width);
        expect
          .soft(report.edges, `text or controls within 12 px of the edge at ${width} px`)
          .toEqual([]);

        const keys = await tabToMainContent(page, MAX_TAB_STOPS_TO_MAIN);
        expect
          .soft(keys.stops, 'Tab presses from the top to the main content')
          .toBeLessThanOrEqual(MAX_TAB_STOPS_TO_MAIN);
        expect.soft(keys.arrived, `${keys.stops} Tab presses reach ${keys.reached}`).toBe(true);

        if (screenshot) {
          await settleForScreenshot(page);
          if (comparesScreenshot(path)) {
            await expect
              .soft(page)
              .toHaveScreenshot(screenshotName(path, width), { fullPage: true });
          }
          const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
          expect
            .soft(
              violations.map((v) => ({
                id: v.id,
                help: v.help,
                nodes: v.nodes.map((n) => n.target),
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
        expect.soft(report.focus, `focus indicators at ${width} px`).toEqual([]);
      });
    }
  });
}
