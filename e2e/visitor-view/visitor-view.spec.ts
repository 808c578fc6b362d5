// What a visitor sees, on every route at 320, 375, 768 and 1280 px
// (e2e/support/visitor-view/check-route.ts): no sideways scroll, nothing against the screen's
// edges, a visible focus, a short keyboard path and no axe violation. A problem names the content
// file and field its text comes from. One spec, in two runs:
// - the main run, on the fixture build, also compares the full page at 375 and 1280 px with its
//   committed screenshot, and checks only the routes it compares: one trainer's pages stand for
//   the template they all share (each trainer's words are the guards' to check). The screenshots
//   are of the fixture content (fixtures/content/), so only a code change can move them: after a
//   deliberate layout change, review the diff in the HTML report and accept it with
//   `npx playwright test e2e/visitor-view/visitor-view.spec.ts --update-snapshots` (see
//   docs/testing.md);
// - the content guards' run (GUARDS), on the real content as it deploys (public/), checks every
//   route or the routes in GUARD_ROUTES, so a too-long word or an unlabelled link in an editor's
//   save fails with what to change.
import { test, expect } from '../support/fixtures';
import { E2E_CONTENT_DIR } from '../support/content';
import { contentTexts, describeOrigin } from '../support/content-guards/content-origin';
import { guardedRoutes } from '../support/content-guards/guarded-routes';
import { GUARDS } from '../support/projects';
import { ROUTE_CASES } from '../support/routes';
import { checkRoute } from '../support/visitor-view/check-route';
import { FIXTURE_CONTENT } from '../../fixtures';

const texts = contentTexts(E2E_CONTENT_DIR);
/** The committed screenshots are the fixture's: the real content is the editors' to change. */
const onFixture = E2E_CONTENT_DIR === FIXTURE_CONTENT;
/**
 * A screenshot per template, not per record: every trainer's page (current and /old) is the
 * same template, so only the first trainer's is compared, and checked.
 */
const FIRST_TRAINER = ROUTE_CASES.find((r) => r.trainer)?.trainer;
const comparesScreenshot = (path: string) => {
  const trainer = ROUTE_CASES.find((r) => r.path === path)?.trainer;
  return onFixture && (trainer === undefined || trainer === FIRST_TRAINER);
};
const screenshotName = (path: string, width: number) =>
  `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${width}.png`;

test.use({ allowedConsoleErrors: [/status of 404/], reducedMotion: 'reduce' });

const routes = onFixture ? guardedRoutes().filter(comparesScreenshot) : guardedRoutes();

// The guards' report reads the route from the title, before its ': ' (tools/pipeline/).
for (const path of routes) {
  test(`${path}: what a visitor sees at 320, 375, 768 and 1280 px`, GUARDS, async ({ page }) => {
    test.setTimeout(90_000);
    await checkRoute(page, path, {
      origin: (text) => describeOrigin(text, texts),
      screenshot: onFixture
        ? (shown, width) =>
            expect.soft(shown).toHaveScreenshot(screenshotName(path, width), { fullPage: true })
        : undefined,
    });
  });
}
