// The footer's links about the site (the FAQ, the accessibility statement, the privacy policy),
// once the page's scripts run: through the router (no-script.spec.ts follows them without).
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { FOOTER_SITE_LINKS, pageEntry } from '../support/content';

test(
  'the footer’s links about the site lead to their pages through the router',
  ONE_WIDTH,
  async ({ page }) => {
    for (const item of FOOTER_SITE_LINKS) {
      await gotoHydrated(page, '/classes/');
      const about = page.getByRole('contentinfo').getByRole('list', { name: 'About this site' });
      await about.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.to);
      await expect(page.getByRole('main').locator('h1')).toHaveText(
        pageEntry(item.to).hero!.heading,
      );
    }
  },
);
