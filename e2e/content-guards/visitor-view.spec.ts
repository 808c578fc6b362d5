// The visitor view's checks on the real content, as it deploys (public/): no sideways scroll,
// nothing against the screen's edges, a visible focus, a short keyboard path and no axe violation
// on every route (or the routes in GUARD_ROUTES) at every width. A problem names the content file
// and field its text comes from, so a too-long word or an unlabelled link in an editor's save fails
// with what to change. The fixture run (e2e/visitor-view/visitor-view.spec.ts) adds the
// screenshots.
import { test } from '../support/fixtures';
import { checkRoute } from '../support/visitor-view/check-route';
import { GUARDS_ONLY } from '../support/projects';
import { contentTexts, describeOrigin } from '../support/content-guards/content-origin';
import { guardedRoutes } from '../support/content-guards/guarded-routes';

const texts = contentTexts();

test.use({ allowedConsoleErrors: [/status of 404/], reducedMotion: 'reduce' });

for (const path of guardedRoutes()) {
  test(`${path}: the real content at every width`, GUARDS_ONLY, async ({ page }) => {
    test.setTimeout(90_000);
    await checkRoute(page, path, { origin: (text) => describeOrigin(text, texts) });
  });
}
