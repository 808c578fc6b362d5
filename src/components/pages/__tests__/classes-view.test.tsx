/**
 * @jest-environment jsdom
 */
// The classes page: the week's schedule as a table of days and times, its image and calendar
// links, and each class with its contact link and, when it is on the schedule, its own calendar.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ClassesView, webcalUrl } from '../classes-view';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query) {
  return render(<ClassesView data={asQuery<Queries.ClassesViewDataFragment>(data)} />);
}

beforeEach(() => installMatchMedia(1280));

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

it('outlines the page: schedule, its calendar, the classes in entry order, the tip, joining', () => {
  renderView();

  expect(outline()).toEqual([
    'h2 Team class schedule',
    // The phone's day view (DaySchedule): its class filter, then a list per day.
    'h3 Show classes',
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (day) => `h3 ${day}`,
    ),
    'h3 Take the schedule with you',
    'h2 Our classes',
    'h3 Yoga',
    'h3 Zumba',
    'h3 Circuit Training',
    'h3 Bootcamp',
    'h3 Cardio Kickboxing',
    'h3 Cardio Abs & Core Workout',
    'h2 First time?',
    'h2 Ready to join a class?',
  ]);
});

it("lays the week out as a table: a day per column, a time per row with its length, each slot's class", () => {
  renderView();

  const table = screen.getByRole('table', { name: 'Team class schedule' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Time', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Array.from(tr.children).map((cell) => cell.textContent));
  expect(rows[0]).toEqual([
    '6:00 AM45 min',
    'Bootcamp',
    'No class',
    'Bootcamp',
    'No class',
    'Circuit Training',
    'No class',
    'No class',
  ]);
  expect(rows.map((row) => row[0])).toEqual([
    '6:00 AM45 min',
    '9:30 AM60 min',
    '12:10 PM45 min',
    '5:30 PM60 min',
    '7:00 PM60 min',
  ]);
  // "No class" is for screen readers alone: the empty cell shows nothing.
  expect(within(table).getAllByText('No class')[0]).toHaveClass('visually-hidden');
});

it('offers the schedule as an image, a calendar file and a subscription', () => {
  renderView();

  expect(
    screen.getByRole('link', { name: /^Print or save the schedule as an image/ }),
  ).toHaveAttribute('href', '/static/schedule.png');
  expect(screen.getByRole('link', { name: 'Add the schedule to your calendar' })).toHaveAttribute(
    'href',
    '/classes/schedule.ics',
  );
  expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    'webcal://www.example.com/classes/schedule.ics',
  );
  expect(webcalUrl('https://club.example')).toBe('webcal://club.example/classes/schedule.ics');
});

it('gives a class on the schedule its own calendar, and every class a contact link', () => {
  // Zumba taken off the schedule: its card keeps its contact link but has no calendar.
  const slots = query.scheduleYaml.slots.map((slot) => ({
    ...slot,
    classes: slot.classes.map((name) => (name === 'Zumba' ? 'none' : name)),
  }));
  renderView({ ...query, scheduleYaml: { ...query.scheduleYaml, slots } });

  const yoga = within(card('Yoga')).getByRole('link', { name: 'Add to calendar: Yoga' });
  expect(yoga).toHaveAttribute('href', '/classes/yoga.ics');
  expect(within(card('Zumba')).queryByRole('link', { name: /calendar/ })).toBeNull();
  const ask = within(card('Zumba')).getByRole('link', { name: /^Ask about this class/ });
  expect(ask).toHaveTextContent(/^Ask about this class: Zumba$/);
  expect(ask).toHaveAttribute('href', '/contact/');
  expect(screen.getByRole('link', { name: 'View memberships' })).toHaveAttribute(
    'href',
    '/membership/',
  );
});
