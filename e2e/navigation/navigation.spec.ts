// Anchor scrolling to the alumni special, and scroll restoration on back and forward.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { expectUnderHeader } from '../support/viewport';

// The router records the scroll position on the frame after a scroll; a person never navigates
// again within that frame, so the test lets two frames pass after every scroll.
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function scrollAndSettle(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

async function expectScrollY(page: Page, y: number) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await nextFrames(page);
}

test('/membership/#usask_alumni scrolls to the alumni special on a first load', async ({
  page,
}) => {
  await page.goto('/membership/#usask_alumni');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expectUnderHeader(page, '#usask_alumni');
});

test('an in-site link to /membership/#usask_alumni scrolls to the special', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'See the alumni special' }).click();
  await expect(page).toHaveURL(/\/membership\/#usask_alumni$/);
  await expect(page.locator('main h1')).toHaveText('Membership');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expectUnderHeader(page, '#usask_alumni');
});

test(
  'a new page starts at the top; back and forward restore the scroll position',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/amenities/');
    // The carousel offers "Pause" only once the page has hydrated and the router records scrolling.
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await scrollAndSettle(page, 900);
    // The logo sits in the fixed header, so clicking it does not scroll the page first.
    await page.getByRole('banner').getByRole('link', { name: 'Bridge City Fitness' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectScrollY(page, 0);
    await scrollAndSettle(page, 400);

    await page.goBack();
    await expect(page).toHaveURL(/\/amenities\/$/);
    await expectScrollY(page, 900);

    await page.goForward();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  },
);
