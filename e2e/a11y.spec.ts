// axe (WCAG 2.1 A and AA) on every route, at 375 px and then 1280 px in the same visit.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated, untilStill } from './fixtures';
import { ROUTE_CASES } from './routes';

const paths = [...ROUTE_CASES.map((r) => r.path), '/no-such-page/'];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

test.describe('accessibility', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of paths) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      // Two full axe runs (375 and 1280 px) in one visit: twice the default budget.
      test.setTimeout(60_000);
      await gotoHydrated(page, path);
      // The promo overlay is served open; check it once hydrated, when it has taken the focus.
      if (path === '/promo/') await expect(page.getByRole('dialog')).toBeFocused();
      const violations = [];
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        // Measure the page at rest: mid-fade, text is partly transparent and its contrast lower.
        await untilStill(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        violations.push(
          ...results.violations.map((v) => ({
            width: viewport.width,
            id: v.id,
            help: v.help,
            nodes: v.nodes.map((n) => n.target),
          })),
        );
      }

      expect(violations).toEqual([]);
    });
  }
});
