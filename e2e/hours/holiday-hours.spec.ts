// Holiday hours (site.yaml hours.exceptions) on the fixture build, with the page's clock set to
// a holiday: the badges in the contact page and its footer, the list of the coming holidays,
// and the gym's JSON-LD say what the fixture's content says. The fixture build's today is
// FIXTURE_TODAY, so all its holidays are still to come there.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { site } from '../support/content';
import { fillText } from '../../contracts/fill-text';
import { parseTimeRange, spokenClock } from '../../contracts/hours/hours';

const { groups, exceptions } = site.hours;
const holidays = exceptions.days ?? [];
/** The fixture's holiday that closes every group (Christmas Day), and the one before it. */
const closedIndex = holidays.findIndex(
  (h) => h.staffed?.length === groups.length && h.staffed.every((c) => c.closed),
);
const closedDay = holidays[closedIndex]!;
const dayBefore = holidays[closedIndex - 1]!;

/** Noon, or another hour, on `date` in Saskatoon (UTC-6 all year). */
const clubTime = (date: string, time = '12:00') => new Date(`${date}T${time}:00-06:00`);

test('on a closed holiday every badge says so, with its name', ONE_WIDTH, async ({ page }) => {
  await page.clock.setFixedTime(clubTime(closedDay.date));
  await gotoHydrated(page, '/contact/');

  const hoursCard = page.locator('main section', {
    has: page.getByRole('heading', { name: exceptions.heading }),
  });
  const footer = page.getByRole('contentinfo');
  for (const where of [hoursCard, footer]) {
    await expect(where.getByTestId('hours-badge')).toHaveText(
      groups.map((g) => fillText(g.badge.closedToday, { label: closedDay.label })),
    );
  }
});

test(
  'the day before, the badge skips the closed holiday to the next day it is staffed',
  ONE_WIDTH,
  async ({ page }) => {
    const office = groups[0]!;
    const change = dayBefore.staffed!.find((c) => c.group === office.name)!;
    const holidayRange = parseTimeRange(change.time!)!;
    // An hour after the shorter holiday hours end.
    const after = `${String(holidayRange.closes / 60 + 1).padStart(2, '0')}:00`;
    await page.clock.setFixedTime(clubTime(dayBefore.date, after));
    await gotoHydrated(page, '/contact/');

    const usual = parseTimeRange(office.times[0]!.time!)!;
    const twoDaysOn = new Date(`${closedDay.date}T12:00:00Z`);
    twoDaysOn.setUTCDate(twoDaysOn.getUTCDate() + 1);
    const weekday = twoDaysOn.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    await expect(page.getByRole('contentinfo').getByTestId('hours-badge').first()).toHaveText(
      fillText(office.badge.opensOn, { day: weekday, time: spokenClock(usual.opens) }),
    );
  },
);

test(
  'the contact page lists the coming holidays from the visitor’s day on',
  ONE_WIDTH,
  async ({ page }) => {
    await page.clock.setFixedTime(clubTime(closedDay.date));
    await gotoHydrated(page, '/contact/');

    const list = page.locator('.holiday-hours');
    // The build listed the day before too; by the club's clock it has passed.
    await expect(list.locator('dt')).toHaveCount(3);
    await expect(list.locator('dt').first()).toContainText(closedDay.label);
    await expect(list).not.toContainText(dayBefore.label);
    await expect(list.locator('dd').first()).toHaveText(
      groups.map((g) => `${g.name}: ${exceptions.closed}`).join(''),
    );
    await expect(list.locator('time').first()).toHaveAttribute('datetime', closedDay.date);

    const results = await new AxeBuilder({ page })
      .include('.holiday-hours')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  },
);

// Members' 24/7 access beside them is head.spec.ts' (the club's JSON-LD).
test('the JSON-LD gives each staffed group its holiday hours', ONE_WIDTH, async ({ page }) => {
  await page.goto('/contact/');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );

  for (const [i, group] of groups.entries()) {
    expect(data.department[i].name).toContain(group.name);
    expect(data.department[i].specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: closedDay.date,
      validThrough: closedDay.date,
      opens: '00:00',
      closes: '00:00',
    });
  }
});
