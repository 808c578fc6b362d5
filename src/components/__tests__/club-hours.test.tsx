/**
 * @jest-environment jsdom
 */
// One change to the club's clock shows wherever it is read. Each consumer gets the ClubHours
// fragment's data made from the fixture's site.yaml; a holiday added there, or a group's hours
// moved, must then show in the badge, the holiday list, the JSON-LD and the tour request's days.
// A consumer that kept its own copy of the hours would show the old ones and fail here.
import React from 'react';
import { render, screen } from '@testing-library/react';
import { FIXTURE_CONTENT, FIXTURE_TODAY } from '../../../fixtures';
import { loadContent } from '../../../content-library';
import { tourDays } from '../../../contracts/forms/tour';
import { clubHoursOf, type ClubHoursFixture } from '../../__tests__/support/club-hours';
import { ClubHoursList } from '../club-facts';
import { HolidayHours } from '../holiday-hours';
import { SeoTags } from '../seo';
import { clubTourCalendar } from '../tour-request';

const site = loadContent('site', FIXTURE_CONTENT);
const { hoursGroup } = loadContent('page-text', FIXTURE_CONTENT).bookTour.request;

/** Tuesday 1 December 2026, noon in Saskatoon: a usual staffed day in the fixture. */
const DAY = '2026-12-01';
const NOON = new Date(`${DAY}T12:00:00-06:00`);

/** The fixture's site.yaml with a holiday on DAY that closes every group. */
const withHoliday: typeof site = {
  ...site,
  hours: {
    ...site.hours,
    exceptions: {
      ...site.hours.exceptions,
      days: [
        {
          date: DAY,
          label: "Founders' Day",
          staffed: site.hours.groups.map(({ name }) => ({ group: name, closed: true })),
        },
        ...(site.hours.exceptions.days ?? []),
      ],
    },
  },
};

/** The fixture's site.yaml with every group opening an hour earlier, at 9 AM, every day. */
const openingAtNine: typeof site = {
  ...site,
  hours: {
    ...site.hours,
    groups: site.hours.groups.map((group) => ({
      ...group,
      times: [{ days: 'Every day', time: '9AM-5PM' }],
    })),
  },
};

const clockOf = (content: typeof site) => clubHoursOf(content, FIXTURE_TODAY);

/** The badges' words are the footer's own (ClubFactsData); the hours are the clock's. */
function badges(clock: ClubHoursFixture, now: Date) {
  jest.useFakeTimers({ now });
  const hours = {
    ...clock.hours,
    access: site.hours.access,
    groups: clock.hours.groups.map((group, i) => ({
      ...group,
      badge: site.hours.groups[i]!.badge,
    })),
  };
  const { unmount } = render(<ClubHoursList hours={hours} timeZone={clock.location.timeZone} />);
  const texts = screen.getAllByTestId('hours-badge').map((badge) => badge.textContent);
  unmount();
  return texts;
}

function holidayList(clock: ClubHoursFixture) {
  jest.useFakeTimers({ now: new Date(`${FIXTURE_TODAY}T12:00:00-06:00`) });
  const { heading, closed, asUsual } = site.hours.exceptions;
  const upcoming = clock.hours.exceptions.upcoming.map((d) => ({ ...d, displayDate: d.date }));
  const data = {
    ...clock,
    hours: { ...clock.hours, exceptions: { heading, closed, asUsual, upcoming } },
  };
  const { unmount } = render(<HolidayHours site={data} />);
  const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
  unmount();
  return terms;
}

/** The JSON-LD's departments: each group's name, its usual opening and its holidays. */
function jsonLd(clock: ClubHoursFixture) {
  const seoSite = {
    name: site.name,
    siteUrl: site.siteUrl,
    language: site.language,
    description: site.description,
    socialImage: { alt: site.socialImage.alt, src: { publicURL: '/social-card.jpg' } },
  };
  const gym = {
    ...clock,
    contact: site.contact,
    location: { ...clock.location, latitude: 52.1, longitude: -106.7 },
  };
  const { container, unmount } = render(
    <SeoTags site={seoSite} title="Contact" description="" path="/contact/" gymJsonLd={gym} />,
  );
  const script = container.querySelector('script[type="application/ld+json"]');
  unmount();
  const data = JSON.parse(script!.innerHTML) as {
    department: {
      name: string;
      openingHoursSpecification: { opens: string }[];
      specialOpeningHoursSpecification?: { validFrom: string; closes: string }[];
    }[];
  };
  return data.department.map((d) => ({
    opens: d.openingHoursSpecification.map((spec) => spec.opens),
    holidays: (d.specialOpeningHoursSpecification ?? []).map((h) => h.validFrom),
  }));
}

const tourDates = (clock: ClubHoursFixture) =>
  tourDays(clubTourCalendar(clock, hoursGroup), '2026-11-30').map((day) => day.date);

afterEach(() => jest.useRealTimers());

describe('a holiday added to the clock', () => {
  const usual = clockOf(site);
  const holiday = clockOf(withHoliday);

  it('turns the badges', () => {
    expect(badges(usual, NOON)).toEqual([
      'Staff on site now until 5 PM',
      'Sales desk open now until 8 PM',
    ]);
    expect(badges(holiday, NOON)).toEqual([
      "Office closed today (Founders' Day)",
      "Sales desk closed today (Founders' Day)",
    ]);
  });

  it('heads the holiday list', () => {
    expect(holidayList(usual)[0]).toBe('Christmas Eve2026-12-24');
    expect(holidayList(holiday)[0]).toBe(`Founders' Day${DAY}`);
  });

  it("is in each department's JSON-LD", () => {
    expect(jsonLd(usual).map((d) => d.holidays.includes(DAY))).toEqual([false, false]);
    expect(jsonLd(holiday).map((d) => d.holidays.includes(DAY))).toEqual([true, true]);
  });

  it("leaves the day out of the tour request's days", () => {
    expect(tourDates(usual)).toContain(DAY);
    expect(tourDates(holiday)).not.toContain(DAY);
  });
});

describe("a group's hours moved on the clock", () => {
  const usual = clockOf(site);
  const early = clockOf(openingAtNine);
  const nineThirty = new Date(`${DAY}T09:30:00-06:00`);

  it('turns the badges', () => {
    expect(badges(usual, nineThirty)).toEqual([
      'Office opens at 10 AM',
      'Sales desk opens at 10 AM',
    ]);
    expect(badges(early, nineThirty)).toEqual([
      'Staff on site now until 5 PM',
      'Sales desk open now until 5 PM',
    ]);
  });

  it("changes each department's JSON-LD", () => {
    expect(jsonLd(usual).map((d) => d.opens)).toEqual([['10:00'], ['10:00', '10:00']]);
    expect(jsonLd(early).map((d) => d.opens)).toEqual([['09:00'], ['09:00']]);
  });

  it("changes the tour request's first time", () => {
    const first = (clock: ClubHoursFixture) =>
      tourDays(clubTourCalendar(clock, hoursGroup), '2026-11-30')[0]!.starts[0];
    expect(first(usual)).toBe('10:00');
    expect(first(early)).toBe('09:00');
  });
});
