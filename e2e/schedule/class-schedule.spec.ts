// The class schedule on a phone (375 px): one day at a time under day tabs that work without
// JavaScript, today's day (in the club's time zone) once the scripts run, a choice of class
// that lives in the address, taps made before hydration kept, and the calendar files: the whole
// schedule's and one per class.
// Every text and class comes from the fixture content (e2e/support/content.ts).
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, withScriptsHeld } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { classes, pageText, schedule, site } from '../support/content';
import { classIcsPath } from '../../contracts/routes';
import { isClass, NO_CLASS } from '../../contracts/schedule';

const text = pageText.classes.days;
const days: readonly string[] = schedule.days;
/** The classes of day `i` of the schedule, in time order. */
const classesOn = (i: number) => schedule.slots.map((s) => s.classes[i]!).filter(isClass);
/** A class the schedule shows, with its file's id. */
const shownClasses = classes.filter((c) => schedule.slots.some((s) => s.classes.includes(c.name)));
const chosen = shownClasses[0]!;

const tabs = (page: Page) => page.getByRole('list', { name: text.tabsLabel });
const tab = (page: Page, day: string) => tabs(page).getByRole('link', { name: day, exact: true });
const filter = (page: Page) => page.getByRole('list', { name: text.filterLabel }).getByRole('link');
/** The class names the visitor sees in the day panel now shown. */
const shownNames = (page: Page) =>
  page.locator(
    '.schedule-day:visible .schedule-entry:visible .schedule-entry-class > a:first-child',
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'shows one day at a time, and each day tab shows its own day',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/classes/');
      await expect(page.locator('.schedule-table')).toBeHidden();
      await expect(page.getByRole('heading', { name: days[0], exact: true })).toBeVisible();
      await expect(shownNames(page)).toHaveText(classesOn(0));

      for (const [i, day] of days.entries()) {
        await tab(page, day).click();
        await expect(page).toHaveURL(new RegExp(`#schedule-${day.toLowerCase()}$`));
        await expect(page.getByRole('heading', { name: day, exact: true })).toBeVisible();
        await expect(page.locator('.schedule-day:visible')).toHaveCount(1);
        const names = classesOn(i);
        if (names.length > 0) await expect(shownNames(page)).toHaveText(names);
        else await expect(page.getByText(text.noClasses).filter({ visible: true })).toBeVisible();
      }
    },
  );
});

test.describe('with JavaScript', () => {
  // A visitor in Tokyo, where it is already Friday when it is Thursday evening in Saskatoon.
  test.use({ timezoneId: 'Asia/Tokyo' });
  const THURSDAY_EVENING_IN_SASKATOON = new Date('2026-11-26T23:30:00-06:00');

  test("opens on today's tab, in the club's time zone", ONE_WIDTH, async ({ page }) => {
    const today = new Intl.DateTimeFormat('en-CA', {
      weekday: 'long',
      timeZone: site.location.timeZone,
    }).format(THURSDAY_EVENING_IN_SASKATOON);
    expect(today).toBe('Thursday');
    expect(days.indexOf(today)).toBeGreaterThan(0); // not the day shown without a script
    await page.clock.setFixedTime(THURSDAY_EVENING_IN_SASKATOON);
    await gotoHydrated(page, '/classes/');

    await expect(tab(page, today)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: today, exact: true })).toBeVisible();
    await expect(shownNames(page)).toHaveText(classesOn(days.indexOf(today)));
  });

  test('opens on the day the address names', ONE_WIDTH, async ({ page }) => {
    const day = days.at(-1)!;
    await page.clock.setFixedTime(THURSDAY_EVENING_IN_SASKATOON);
    await gotoHydrated(page, `/classes/#schedule-${day.toLowerCase()}`);
    await expect(tab(page, day)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: day, exact: true })).toBeVisible();
  });

  test(
    `?class=${chosen.id} shows that class alone, across days, reloads and history`,
    ONE_WIDTH,
    async ({ page }) => {
      const withClass = days.findIndex((_, i) => classesOn(i).includes(chosen.name));
      await gotoHydrated(
        page,
        `/classes/?class=${chosen.id}#schedule-${days[withClass]!.toLowerCase()}`,
      );
      await expect(filter(page).filter({ hasText: chosen.name })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(shownNames(page)).toHaveText(
        classesOn(withClass).filter((n) => n === chosen.name),
      );
      for (const [i, day] of days.entries()) {
        await tab(page, day).click();
        const expected = classesOn(i).filter((n) => n === chosen.name);
        if (expected.length > 0) await expect(shownNames(page)).toHaveText(expected);
        else await expect(page.getByText(text.noClasses).filter({ visible: true })).toBeVisible();
      }

      await page.reload();
      await expect(filter(page).filter({ hasText: chosen.name })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Every class again, said aloud; Back returns to the class alone, Forward to every class.
      await filter(page).filter({ hasText: text.allClasses }).click();
      await expect(
        page.locator('#schedule').getByRole('status').filter({ hasText: text.showingAll }),
      ).toBeAttached();
      expect(new URL(page.url()).searchParams.get('class')).toBeNull();
      await expect(shownNames(page)).toHaveText(classesOn(days.length - 1));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?class=${chosen.id}`));
      await expect(filter(page).filter({ hasText: chosen.name })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.goForward();
      await expect(filter(page).filter({ hasText: text.allClasses })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
  );

  test('a choice of class says what it shows', ONE_WIDTH, async ({ page }) => {
    await gotoHydrated(page, '/classes/');
    await filter(page).filter({ hasText: chosen.name }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/\\?class=${chosen.id}$`));
    await expect(page.locator('#schedule').getByRole('status')).toHaveText(
      text.showing.replace('{class}', chosen.name),
    );
  });

  test('a tap on a day tab or a class before hydration is kept', ONE_WIDTH, async ({ page }) => {
    const day = days.at(-2)!;
    await withScriptsHeld(page, async () => {
      await page.goto('/classes/');
      await tab(page, day).click();
      await filter(page).filter({ hasText: chosen.name }).click();
      await expect(filter(page).filter({ hasText: chosen.name })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    await expect(page).toHaveURL(
      new RegExp(`\\?class=${chosen.id}#schedule-${day.toLowerCase()}$`),
    );
    await expect(tab(page, day)).toHaveAttribute('aria-current', 'true');
    await expect(filter(page).filter({ hasText: chosen.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test(
  'each class links to its description and its own calendar, which holds it alone, from its entry and its card, on a wide screen too',
  ONE_WIDTH,
  async ({ page }) => {
    const calendarLink = (c: (typeof classes)[number]) => `${text.calendarLabel}: ${c.name}`;
    for (const c of shownClasses) {
      // The first day the class is on, whose panel the address opens.
      const day = days[days.findIndex((_, i) => classesOn(i).includes(c.name))]!;
      await gotoHydrated(page, `/classes/#schedule-${day.toLowerCase()}`);
      const entry = page
        .locator(`#schedule-${day.toLowerCase()} .schedule-entry`, { hasText: c.name })
        .first();
      await expect(entry.getByRole('link', { name: c.name, exact: true })).toHaveAttribute(
        'href',
        `#${c.id}`,
      );
      await expect(page.locator(`#${c.id}`).getByRole('heading', { name: c.name })).toBeAttached();
      await expect(entry.getByRole('link', { name: calendarLink(c) })).toHaveAttribute(
        'href',
        classIcsPath(c.id),
      );

      const response = await page.request.get(classIcsPath(c.id));
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const summaries = calendar
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).summary);
      const expected = schedule.slots.flatMap((s) => s.classes.filter((n) => n === c.name));
      expect(summaries).toEqual(expected.map(() => c.name));
    }

    // The table a wide screen shows has no links in its cells: the cards below carry them, on a
    // phone and on a wide screen alike.
    for (const viewport of [page.viewportSize()!, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      for (const c of classes) {
        const link = page.locator(`#${c.id}`).getByRole('link', { name: calendarLink(c) });
        if (shownClasses.includes(c)) {
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', classIcsPath(c.id));
        } else {
          await expect(link).toHaveCount(0);
        }
      }
    }
  },
);

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
