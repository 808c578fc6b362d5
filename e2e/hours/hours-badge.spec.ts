// The staffed-hours badges say, by the club's clock, whether the office and the sales desk are
// staffed now (a holiday's words are holiday-hours.spec.ts').
import { test, expect, gotoHydrated, untilStill } from '../support/fixtures';
import { pageText } from '../support/content';

test.describe('the staffed-hours badges', () => {
  // A visitor in Tokyo, where Monday 11 AM in Saskatchewan is already Tuesday 2 AM.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('show the club clock after hydration: on the contact page, in the space kept for them, and in a footer', async ({
    page,
    browser,
  }) => {
    const html = await (await page.request.get('/contact/')).text();
    expect(html).toContain('10AM-5PM');
    expect(html).not.toContain('Staff on site now');

    // Where the hours sit before any JavaScript runs. The page-enter slide is CSS and plays
    // without scripts too, where nothing can wait for it to end: this page is seen without
    // motion, the hydrated one below once it has come to rest.
    const plain = await browser.newPage({
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
      viewport: page.viewportSize(),
    });
    await plain.goto('/contact/');
    const plainBox = await plain.locator('.hours-list').first().boundingBox();
    await plain.close();

    await page.clock.setFixedTime(new Date('2025-06-02T11:00:00-06:00'));
    await gotoHydrated(page, '/contact/');
    const hours = page
      .getByRole('main')
      .getByRole('region', { name: pageText.contact.hoursHeading });
    await expect(hours.getByText('Staff on site now until 5 PM')).toBeVisible();
    await expect(hours.getByText('Sales desk open now until 8 PM')).toBeVisible();
    await untilStill(page);
    expect(await page.locator('.hours-list').first().boundingBox()).toEqual(plainBox);

    // 8 AM on a Monday in Saskatoon, before the office and the sales desk open: another page's
    // footer says so.
    await page.clock.setFixedTime(new Date('2025-06-02T08:00:00-06:00'));
    await gotoHydrated(page, '/amenities/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Office opens at 10 AM')).toBeVisible();
    await expect(footer.getByText('Sales desk opens at 10 AM')).toBeVisible();
  });
});
