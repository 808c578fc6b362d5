// The footer's links about the site (the FAQ, the accessibility statement, the privacy policy).
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { accessibility, pageText, privacy } from '../support/content';

test(
  'the footer of every page links to the FAQ and the accessibility statement',
  ONE_WIDTH,
  async ({ page }) => {
    await gotoHydrated(page, '/classes/');
    const about = page.getByRole('contentinfo').getByRole('list', { name: 'About this site' });
    await expect(about.getByRole('link', { name: accessibility.footerLinkLabel })).toHaveAttribute(
      'href',
      '/accessibility/',
    );
    await about.getByRole('link', { name: pageText.faq.footerLinkLabel }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  },
);

test('the footer links to the policy', ONE_WIDTH, async ({ page }) => {
  await gotoHydrated(page, '/classes/');
  await page.getByRole('contentinfo').getByRole('link', { name: privacy.footerLinkLabel }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
