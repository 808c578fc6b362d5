// Controls that work from the server's HTML: with scripts off, or before they have come and run
// ("the page works the moment it shows").
import type { Page } from '@playwright/test';
import { test, expect, withScriptsHeld } from '../support/fixtures';
import { faq, FOOTER_SITE_LINKS, navigation, pageEntry, pageText, site } from '../support/content';
import { expectUnderHeader } from '../support/viewport';

const guestPasses = faq.flatMap((g) => g.questions).find((q) => q.id === 'guest-passes')!;
const CLOSE = 'Close the offer';
const HOME = 'Go to Homepage';

/** The home page, reached by a real navigation: its URL and its heading. */
async function expectHome(page: Page) {
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('main').locator('h1')).toHaveText(site.name);
}

/** The page at `path` (a route of content/pages.yaml), reached: its URL and its heading. */
async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('main').locator('h1')).toHaveText(pageEntry(path).hero!.heading);
}

const burger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

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

  test('the burger opens the menu, whose Membership link navigates', async ({ page }) => {
    await page.goto('/');
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await menu(page).getByRole('link', { name: 'Membership' }).click();

    await expectPage(page, '/membership/');
    await expect(menu(page)).toBeHidden();
  });

  test('Close menu closes the menu, and focus is back on the burger', async ({ page }) => {
    await page.goto('/');
    await burger(page).click();

    await menu(page).getByRole('button', { name: 'Close menu' }).click();

    await expect(menu(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });

  test('a tap beside the menu, on the dimmed page, closes it', async ({ page }) => {
    // At 375 px the menu covers the whole width; here it leaves the page beside it.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    await burger(page).click();
    await expect(menu(page)).toBeVisible();

    await page.mouse.click(100, 400);

    await expect(menu(page)).toBeHidden();
  });

  // Each from a page none of the links names, so each one is a real navigation.
  test('each link of the menu and of the footer leads to its page', async ({ page }) => {
    test.slow();
    const FROM = '/faq/';
    for (const item of navigation) {
      await test.step(`"${item.label}" leads to ${item.to}`, async () => {
        await page.goto(FROM);
        await burger(page).click();
        await menu(page).getByRole('link', { name: item.label, exact: true }).click();
        await expectPage(page, item.to);

        await page.goto(FROM);
        const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
        await footer.getByRole('link', { name: item.label, exact: true }).click();
        await expectPage(page, item.to);
      });
    }
  });

  test('the footer’s links about the site lead to their pages', async ({ page }) => {
    for (const item of FOOTER_SITE_LINKS) {
      await page.goto('/');
      const links = page.getByRole('contentinfo').getByRole('list', { name: 'About this site' });
      await links.getByRole('link', { name: item.label, exact: true }).click();
      await expectPage(page, item.to);
    }
  });

  test(`on /promo/, the overlay's "${CLOSE}" and "${HOME}" go home`, async ({ page }) => {
    for (const name of [CLOSE, HOME]) {
      await test.step(name, async () => {
        await page.goto('/promo/');
        const overlay = page.getByRole('dialog', { name: 'First Month Free' });

        await overlay.getByRole('link', { name, exact: true }).click();

        await expectHome(page);
      });
    }
  });
});

test('a tap on the overlay’s close button before the page’s scripts have run goes home', async ({
  page,
}) => {
  await withScriptsHeld(page, async () => {
    await page.goto('/promo/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(CLOSE).tap();

    await expectHome(page);
  });
});

test('a tap on the burger before the page’s scripts have run opens the menu at once', async ({
  page,
}) => {
  await withScriptsHeld(page, async () => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await burger(page).tap();

    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  });
  // Once the header has hydrated, it knows the menu is open.
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
});

test('a tap on the carousel’s Next before its script has run is honoured once it has', async ({
  page,
}) => {
  // Reduced motion: no auto-advance, so only the tap moves the carousel.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = page.getByRole('region', { name: 'Photos of the club' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const selected = carousel.getByRole('tab', { selected: true });
  await withScriptsHeld(page, async () => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await next.tap();

    // Held meanwhile, and shown as not yet ready.
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(selected).toHaveAccessibleName('Slide 1');
  });
  await expect(selected).toHaveAccessibleName('Slide 2');
  await expect(carousel.locator('.carousel-item').nth(1)).toHaveClass(/\bactive\b/);
  await expect(next).not.toHaveAttribute('aria-busy');
});

test('a tap on “Show map” before the page’s scripts have run shows the map once they have', async ({
  page,
}) => {
  const { showLabel, title } = pageText.contact.directions.map;
  const show = page.getByRole('button', { name: showLabel });
  await withScriptsHeld(page, async () => {
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
    await show.tap();

    await expect(show).toHaveAttribute('aria-busy', 'true');
  });
  // The map's host is blocked in the suite; the frame is what the tap asked for.
  await expect(page.getByTitle(title)).toBeVisible();
});
