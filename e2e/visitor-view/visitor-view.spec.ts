// What a visitor sees, on every route of the fixture build at 320, 375, 768 and 1280 px
// (e2e/support/visitor-view/check-route.ts), and at 375 and 1280 px the full page compared with its
// committed screenshot (one trainer's stands for the template they all share). The screenshots are
// of the fixture content (fixtures/content/), so only a code change can move them: after a
// deliberate layout change, review the diff in the HTML report and accept it with `npx playwright
// test e2e/visitor-view/visitor-view.spec.ts --update-snapshots` (see docs/development.md). The
// same checks run on the real content in e2e/content-guards/.
import { test, expect } from '../support/fixtures';
import { ROUTE_CASES } from '../support/routes';
import { checkRoute } from '../support/visitor-view/check-route';

const paths = [...ROUTE_CASES.map((r) => r.path), '/no-such-page/'];
/**
 * A screenshot per template, not per record: every trainer's page (current and /old) is the
 * same template, so only the first trainer's is compared. Every route keeps all its other checks.
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
  test(`${path} at 320, 375, 768, 1280 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await checkRoute(page, path, {
      screenshot: comparesScreenshot(path)
        ? (shown, width) =>
            expect.soft(shown).toHaveScreenshot(screenshotName(path, width), { fullPage: true })
        : undefined,
    });
  });
}
