// The scheduling widget: reserved height, loaded only near the screen, and a working link when
// the third party is blocked, on the home page. (On /book-tour/, tour-request.spec.ts checks the
// same box, with the club's own request form in it.)
import { test, expect } from '../support/fixtures';
import { links } from '../support/content';

const HEIGHT = 800;

test(`/: the widget keeps ${HEIGHT} px, and with the script blocked the link remains`, async ({
  page,
  blockedRequests,
}) => {
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Tour booking calendar' });
  const size = await box.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    minWidth: getComputedStyle(el).minWidth,
  }));
  expect(size).toEqual({ height: HEIGHT, minWidth: '320px' });

  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-status', 'failed');
  expect(blockedRequests).toContain(links.schedulingWidget!.script);
  await expect(box.getByText('The booking calendar could not be loaded here.')).toBeVisible();
  const link = box.getByRole('link', { name: 'Open the tour booking page (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', links.external.tourScheduling!.url);
  expect(await box.evaluate((el) => el.getBoundingClientRect().height)).toBe(HEIGHT);
});

test('the widget script is not requested until the widget nears the screen', async ({
  page,
  blockedRequests,
}) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(blockedRequests).not.toContain(links.schedulingWidget!.script);

  await page.getByRole('region', { name: 'Tour booking calendar' }).scrollIntoViewIfNeeded();
  await expect.poll(() => blockedRequests).toContain(links.schedulingWidget!.script);
});
