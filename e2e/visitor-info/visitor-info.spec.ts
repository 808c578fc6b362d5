// What visitors look up before they join: a FAQ question by its link, the map only on request,
// the class schedule as a calendar file, and whether the office is staffed right now.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated, untilStill } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { accessibility, faq, pageText, schedule, site } from '../support/content';
import { expectUnderHeader } from '../support/viewport';
import { NO_CLASS } from '../../contracts/schedule';

const guestPasses = faq.flatMap((g) => g.questions).find((q) => q.id === 'guest-passes')!;
// The question whose answer holds the id (faq-view.tsx).
const GUEST_PASSES = 'details:has(#guest-passes)';

test.describe('FAQ anchors', () => {
  test('/faq/#guest-passes opens that question and shows it on a first load', async ({ page }) => {
    await gotoHydrated(page, '/faq/#guest-passes');

    const question = page.locator(GUEST_PASSES);
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByRole('link', { name: /Platinum Club/ })).toBeVisible();
    await expectUnderHeader(page, GUEST_PASSES);
    await expect(page.locator('details[open]')).toHaveCount(1);
  });

  test('an in-site link opens the question and scrolls to it', async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    await page.getByRole('link', { name: guestPasses.question }).click();

    await expect(page).toHaveURL(/\/faq\/#guest-passes$/);
    await expect(page.locator(GUEST_PASSES)).toHaveAttribute('open', '');
    await expect(page.locator(`${GUEST_PASSES} > summary`)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expectUnderHeader(page, GUEST_PASSES);
  });

  test('every answer, open, passes axe', ONE_WIDTH, async ({ page }) => {
    await gotoHydrated(page, '/faq/');
    await page
      .locator('details')
      .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

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

test('the map loads only when asked, shows the club, and the page copes with it blocked', async ({
  page,
  blockedRequests,
}) => {
  const mapHost = (url: string) => new URL(url).hostname.endsWith('openstreetmap.org');
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (mapHost(request.url())) mapRequests.push(request.url());
  });
  await gotoHydrated(page, '/contact/');
  const frame = page.locator('.map-frame');
  await frame.scrollIntoViewIfNeeded();
  expect(mapRequests).toEqual([]);
  const [crossStreets] = site.location.directions;
  await expect(frame.getByText(crossStreets!.text)).toBeVisible();
  const reserved = await frame.boundingBox();

  await page.getByRole('button', { name: pageText.contact.directions.map.showLabel }).click();

  const map = page.getByTitle(pageText.contact.directions.map.title);
  await expect(map).toBeVisible();
  const src = new URL((await map.getAttribute('src'))!);
  const { latitude, longitude } = site.location;
  expect(src.origin).toBe('https://www.openstreetmap.org');
  expect(src.searchParams.get('marker')).toBe(`${latitude},${longitude}`);
  await expect.poll(() => blockedRequests.filter(mapHost)).toEqual([src.href]);
  // The frame kept its place and size, and the rest of the page still works without the map.
  expect(await frame.boundingBox()).toEqual(reserved);
  await expect(
    page.getByRole('link', {
      name: `${pageText.contact.directions.googleMapsLabel} (opens in a new tab)`,
    }),
  ).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`,
  );
  await page.getByLabel(pageText.forms.labels.name).fill('Sam');
  await expect(page.getByLabel(pageText.forms.labels.name)).toHaveValue('Sam');
});

test(
  '/classes/ offers the schedule as a calendar file, served as text/calendar',
  ONE_WIDTH,
  async ({ page }) => {
    await gotoHydrated(page, '/classes/');
    const { calendar } = pageText.classes;
    await expect(page.getByRole('link', { name: calendar.subscribeLabel })).toHaveAttribute(
      'href',
      `${site.siteUrl.replace('https:', 'webcal:')}/classes/schedule.ics`,
    );
    const link = page.getByRole('link', { name: calendar.downloadLabel });
    await expect(link).toHaveAttribute('href', '/classes/schedule.ics');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/classes/schedule.ics')),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    const ics = await (await page.request.get('/classes/schedule.ics')).text();
    const classCount = schedule.slots.flatMap((s) =>
      s.classes.filter((c) => c !== NO_CLASS),
    ).length;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(classCount);
  },
);

test.describe('the staffed-hours badge', () => {
  // A visitor in Tokyo, where Monday 11 AM in Saskatchewan is already Tuesday 2 AM.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('shows the club clock after hydration, in the space kept for it', async ({
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
  });
});

test(
  'the footer of every page says whether the desk is staffed now, in the club time',
  ONE_WIDTH,
  async ({ page }) => {
    // 8 AM on a Monday in Saskatoon, before the office and the sales desk open.
    await page.clock.setFixedTime(new Date('2025-06-02T08:00:00-06:00'));
    await gotoHydrated(page, '/amenities/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Office opens at 10 AM')).toBeVisible();
    await expect(footer.getByText('Sales desk opens at 10 AM')).toBeVisible();
  },
);
