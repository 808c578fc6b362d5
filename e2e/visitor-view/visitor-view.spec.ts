// What a visitor sees, on every route, in two runs:
// - the main run, on the fixture build, compares the still page at 375 and 1280 px with its
//   committed screenshot, one per template: one trainer's pages stand for all. The screenshots are
//   of the fixture content (fixtures/content/), so only a code change can move them: after a
//   deliberate layout change, review the diff in the HTML report and accept it with
//   `npx playwright test e2e/visitor-view/visitor-view.spec.ts --update-snapshots` (see
//   docs/testing.md);
// - the content guards' run, on the real content as it deploys (public/), checks every route (or
//   those in GUARD_ROUTES) at 320, 375, 768 and 1280 px (e2e/support/visitor-view/check-route.ts):
//   no sideways scroll, nothing against the screen's edges, a visible focus, a short keyboard path
//   and no axe violation, then that every address the page names resolves
//   (e2e/support/content-guards/addresses.ts), a problem naming the content file and field its
//   text comes from.
import { test, expect } from '../support/fixtures';
import { E2E_CONTENT_DIR } from '../support/content';
import { contentTexts, describeOrigin } from '../support/content-guards/content-origin';
import { checkAddresses } from '../support/content-guards/addresses';
import { guardedRoutes } from '../support/content-guards/guarded-routes';
import { GUARDS } from '../support/projects';
import { ROUTE_CASES } from '../support/routes';
import { checkRoute, screenshotRoute } from '../support/visitor-view/check-route';
import { FIXTURE_CONTENT } from '../../fixtures';

/** The committed screenshots are the fixture's: the real content is the editors' to change. */
const onFixture = E2E_CONTENT_DIR === FIXTURE_CONTENT;
/**
 * A screenshot per template, not per record: every trainer's page (current and /old) is the
 * same template, so only the first trainer's is compared.
 */
const FIRST_TRAINER = ROUTE_CASES.find((r) => r.trainer)?.trainer;
const comparesScreenshot = (path: string) => {
  const trainer = ROUTE_CASES.find((r) => r.path === path)?.trainer;
  return trainer === undefined || trainer === FIRST_TRAINER;
};
const screenshotName = (path: string, width: number) =>
  `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${width}.png`;

test.use({ allowedConsoleErrors: [/status of 404/], reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

if (onFixture) {
  for (const path of guardedRoutes().filter(comparesScreenshot)) {
    test(`${path}: looks as its committed screenshots at 375 and 1280 px`, async ({ page }) => {
      await screenshotRoute(page, path, (width) =>
        expect.soft(page).toHaveScreenshot(screenshotName(path, width), { fullPage: true }),
      );
    });
  }
} else {
  const texts = contentTexts(E2E_CONTENT_DIR);
  // The guards' report reads the route from the title, before its ': ' (tools/pipeline/).
  for (const path of guardedRoutes()) {
    test(
      `${path}: what a visitor sees at 320 to 1280 px, and every address it names resolves`,
      GUARDS,
      async ({ page }) => {
        await checkRoute(page, path, (text) => `${text}${describeOrigin(text, texts)}`);
        // On the same page load: the addresses are the same at every width.
        await test.step('375 px: every address it names resolves', async () => {
          await page.setViewportSize({ width: 375, height: 812 });
          await checkAddresses(page, texts);
        });
      },
    );
  }
}
