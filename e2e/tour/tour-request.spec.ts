// The tour request in the scheduling widget's place: with the scheduler's host blocked (the
// suite blocks every third party) the box holds the club's own form at the widget's height, and
// a request sent from it is stored as a "tour" lead and mailed; with the widget's script served
// by a stand-in, the widget takes the box and nothing else changes.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { E2E_CONTENT_DIR, links, pageText } from '../support/content';
import { leadOf, leadsCli } from '../support/leads';
import { mailFor, uniqueVisitor } from '../support/mailbox';
import { clubDate, spokenSlot, tourDays, TOUR_WINDOW_DAYS } from '../../contracts/forms/tour';
import { addDays } from '../../contracts/hours/exceptions';
import { contentTourCalendar } from '../../content-library';

const HEIGHT = 630;
const LABELS = pageText.forms.labels;
const REQUEST = pageText.bookTour.request;
const calendar = contentTourCalendar(E2E_CONTENT_DIR);

/** The first day and start the club offers from today, on its own calendar. */
function firstSlot() {
  const [day] = tourDays(calendar, clubDate(new Date(), calendar.timeZone));
  if (!day) throw new Error('The fixture offers no tour in the next two weeks');
  return { day: day.date, time: day.starts[0]! };
}

const box = (page: Page) => page.getByRole('region', { name: 'Tour booking calendar' });
const heightOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().height);

async function fillRequest(scope: Locator, visitor: string, slot: { day: string; time: string }) {
  await scope.getByLabel(LABELS.name).fill(visitor);
  await scope.getByLabel(LABELS.email).fill('tour@example.com');
  await scope.getByLabel(LABELS.phone).fill('306-555-0177');
  await scope.getByLabel(LABELS.day).fill(slot.day);
  await scope.getByLabel(LABELS.time).selectOption(slot.time);
}

test('with the scheduler blocked, the request takes its place at its height, and is sent, stored and mailed', async ({
  page,
  blockedRequests,
}, testInfo) => {
  await gotoHydrated(page, '/book-tour/');
  const region = box(page);
  expect(await heightOf(region)).toBe(HEIGHT);
  expect(await region.evaluate((el) => getComputedStyle(el).minWidth)).toBe('320px');
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-status', 'failed');
  expect(blockedRequests).toContain(links.schedulingWidget!.script);
  // The widget's failure line and its link to the booking page stay, above the request.
  await expect(region.getByText('The booking calendar could not be loaded here.')).toBeVisible();
  await expect(
    region.getByRole('link', { name: 'Open the tour booking page (opens in a new tab)' }),
  ).toHaveAttribute('href', links.external.tourScheduling!.url);
  await expect(region.getByRole('heading', { name: REQUEST.heading })).toBeVisible();
  expect(await heightOf(region)).toBe(HEIGHT);

  const visitor = uniqueVisitor('Tour Visitor', testInfo.project.name);
  const slot = firstSlot();
  await fillRequest(region, visitor, slot);
  // The form's script runs it by now (the club's date has set the day's limits): this is the
  // scripted path, answered in place.
  await expect(region.getByLabel(LABELS.day)).toHaveAttribute('min', /\d/, { timeout: 15_000 });
  await region.getByRole('button', { name: REQUEST.submitLabel }).click();

  await expect(region.getByText(REQUEST.confirmation)).toBeVisible();
  expect(await heightOf(region)).toBe(HEIGHT);
  const lead = await leadOf(visitor);
  expect(lead).toMatchObject({
    form: 'tour',
    page: '/book-tour/',
    fields: { name: visitor, email: 'tour@example.com', day: slot.day, time: slot.time },
  });
  const mail = await mailFor(visitor);
  expect(mail.subject).toBe(`Tour request for ${spokenSlot(slot.day, slot.time)} from ${visitor}`);
});

test(
  'the day offers tomorrow to two weeks ahead, and a day outside is refused',
  ONE_WIDTH,
  async ({ page }) => {
    await gotoHydrated(page, '/book-tour/');
    const region = box(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-status', 'failed');
    const day = region.getByLabel(LABELS.day);
    // The first tap loads the form's script; once it runs, the club's date sets the limits the
    // date picker offers (a loaded machine may take a while to fetch it).
    await day.click();
    const today = clubDate(new Date(), calendar.timeZone);
    await expect(day).toHaveAttribute('min', addDays(today, 1), { timeout: 15_000 });
    await expect(day).toHaveAttribute('max', addDays(today, TOUR_WINDOW_DAYS));
    await day.fill('2020-01-01');
    await day.blur();
    await expect(region.getByText(pageText.forms.errors.dayOutsideWindow)).toBeVisible();
  },
);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the served box already holds the request form, at the widget's height", async ({
    page,
  }) => {
    await page.goto('/book-tour/');
    const region = box(page);
    expect(await heightOf(region)).toBe(HEIGHT);
    await expect(region.getByLabel(LABELS.day)).toHaveAttribute('type', 'date');
    await expect(region.getByLabel(LABELS.time)).toBeVisible();
    await expect(region.getByLabel(LABELS.name)).toBeVisible();
    await expect(region.getByRole('button', { name: REQUEST.submitLabel })).toBeVisible();
  });

  test(
    'the request is filled, sent, stored to review and mailed once released',
    ONE_WIDTH,
    async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await page.goto('/book-tour/');
      const region = box(page);
      const visitor = uniqueVisitor('No-script Tour', testInfo.project.name);
      const slot = firstSlot();
      await fillRequest(region, visitor, slot);
      await region.getByRole('button', { name: REQUEST.submitLabel }).click();
      // The browser posts the form itself; the handler answers with the thank-you page, which
      // says in the club's words when they will hear back.
      await page.waitForURL('**/sent/#tour');
      await expect(page.getByText(REQUEST.confirmation)).toBeVisible();
      await expect(page.getByText(pageText.formAnswers.sent.text)).toBeHidden();
      const lead = await leadOf(visitor);
      expect(lead).toMatchObject({
        form: 'tour',
        page: '/book-tour/',
        review: { status: 'pending' },
        fields: { day: slot.day, time: slot.time },
      });
      await leadsCli(['release', '--id', lead.id]);
      expect((await mailFor(visitor)).subject).toContain(spokenSlot(slot.day, slot.time));
    },
  );
});

test('with the widget loaded, the widget has the box and the form stays out of sight', async ({
  page,
}) => {
  // A stand-in for the scheduler's script: the same global, drawing a marked calendar.
  await page.route(links.schedulingWidget!.script, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Calendly = { initInlineWidget({ parentElement }) {
        const calendar = document.createElement('p');
        calendar.textContent = 'Stand-in calendar';
        parentElement.append(calendar);
      } };`,
    }),
  );
  await gotoHydrated(page, '/book-tour/');
  const region = box(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-status', 'ready');
  await expect(region.getByText('Stand-in calendar')).toBeVisible();
  await expect(region.getByLabel(LABELS.name)).toBeHidden();
  await expect(region.getByText('The booking calendar could not be loaded here.')).toBeHidden();
  expect(await heightOf(region)).toBe(HEIGHT);
});
