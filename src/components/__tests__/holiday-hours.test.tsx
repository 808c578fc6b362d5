/**
 * @jest-environment jsdom
 */
// The coming holidays under the contact page's hours: the build's list as the server renders it,
// then, in the browser, without a holiday that has passed on the club's clock since the build.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { FIXTURE_CONTENT, FIXTURE_TODAY } from '../../../fixtures';
import { clubHoursOf } from '../../__tests__/support/club-hours';
import { loadContent } from '../../../content-library';
import { HolidayHours, HOLIDAYS_SHOWN, type HolidayHoursData } from '../holiday-hours';

const content = loadContent('site', FIXTURE_CONTENT);
const { exceptions } = content.hours;
const clock = clubHoursOf(content, FIXTURE_TODAY);
const site: HolidayHoursData = {
  ...clock,
  hours: {
    ...clock.hours,
    exceptions: {
      ...exceptions,
      upcoming: clock.hours.exceptions.upcoming.map((d) => ({
        ...d,
        displayDate: `date of ${d.date}`,
      })),
    },
  },
};

afterEach(() => jest.useRealTimers());

const rows = () =>
  screen.getAllByRole('term').map((dt) => {
    const dd = dt.nextElementSibling as HTMLElement;
    return [dt.textContent, dd.textContent];
  });

it("lists the next holidays with each changed group's hours, or staffed as usual", () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T18:00:00Z') });

  render(<HolidayHours site={site} />);

  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(exceptions.heading);
  expect(rows()).toEqual([
    ['Christmas Evedate of 2026-12-24', 'Office hours: 10AM-2PMSales hours: 10AM-2PM'],
    [
      'Christmas Daydate of 2026-12-25',
      `Office hours: ${exceptions.closed}Sales hours: ${exceptions.closed}`,
    ],
    ['Boxing Daydate of 2026-12-26', `Sales hours: ${exceptions.closed}`],
  ]);
  expect(rows()).toHaveLength(HOLIDAYS_SHOWN);
  const [first] = screen.getAllByRole('term');
  expect(within(first!).getByText('date of 2026-12-24')).toHaveAttribute('datetime', '2026-12-24');
});

it('leaves out, in the browser, a holiday that has passed since the build', () => {
  // Christmas Day, 9 PM in Saskatoon: already the 26th in UTC, but Christmas Day still counts.
  jest.useFakeTimers({ now: new Date('2026-12-26T03:00:00Z') });

  render(<HolidayHours site={site} />);

  expect(rows().map(([term]) => term)).toEqual([
    'Christmas Daydate of 2026-12-25',
    'Boxing Daydate of 2026-12-26',
    "New Year's Daydate of 2027-01-01",
  ]);
  expect(rows()[2]![1]).toBe(exceptions.asUsual);
});

it('shows nothing, not even its heading, when no holiday is to come', () => {
  const none = { ...site.hours.exceptions, upcoming: [] };
  const { container } = render(
    <HolidayHours site={{ ...site, hours: { ...site.hours, exceptions: none } }} />,
  );
  expect(container).toBeEmptyDOMElement();
});
