// Controls that work from the server's HTML: with scripts off, or before they have come and run
// (issue 20, "the page works the moment it shows").
import type { Page } from '@playwright/test';
import { test, expect, holdScripts } from './fixtures';
import { faq, site } from './content';
import { expectUnderHeader } from './viewport';

const guestPasses = faq.flatMap((g) => g.questions).find((q) => q.id === 'guest-passes')!;
const CLOSE = 'Close the offer';
const HOME = 'Go to Homepage';

/** The home page, reached by a real navigation: its URL and its heading. */
async function expectHome(page: Page) {
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('main').locator('h1')).toHaveText(site.name);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/faq/#guest-passes opens that question, and only that one, with its line in view', async ({
    page,
  }) => {
    await page.goto('/faq/#guest-passes');

    const question = page.locator('details', {
      has: page.locator('summary', { hasText: guestPasses.question }),
    });
    await expect(question).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(question.getByRole('link', { name: /Platinum Club/ })).toBeVisible();
    await expectUnderHeader(page, 'details[open] > summary');
  });

  for (const name of [CLOSE, HOME]) {
    test(`on /promo/, the overlay's "${name}" goes home`, async ({ page }) => {
      await page.goto('/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });

      await overlay.getByRole('link', { name, exact: true }).click();

      await expectHome(page);
    });
  }
});

test('a tap on the overlay’s close button before the page’s scripts have run goes home', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  try {
    await page.goto('/promo/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(CLOSE).tap();

    await expectHome(page);
  } finally {
    scripts.release();
  }
});
