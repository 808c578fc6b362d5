/**
 * @jest-environment jsdom
 */
// The phone schedule: every day's list is in the server's HTML with no day chosen (CSS's
// :target picks one); in the browser the address chooses the day and the class, and a choice
// of class is a step in the history that Back undoes.
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FIXTURE_CONTENT } from '../../../../fixtures';
import { loadContent } from '../../../../content-library';
import { isClass } from '../../../../contracts/schedule';
import { DaySchedule } from '../day-schedule';

const schedule = loadContent('schedule', FIXTURE_CONTENT);
const site = loadContent('site', FIXTURE_CONTENT);
const text = loadContent('page-text', FIXTURE_CONTENT).classes;
const classes = loadContent('classes', FIXTURE_CONTENT).map(({ id, name }) => ({ id, name }));
const shown = classes.filter((c) => schedule.slots.some((s) => s.classes.includes(c.name)));
const chosen = shown[0]!;

const view = (
  <DaySchedule
    days={schedule.days}
    slots={schedule.slots}
    classes={classes}
    text={text.days}
    minutesText={text.minutes}
    timeZone={site.location.timeZone}
  />
);

/** The class names listed for `day` and not hidden. */
const listed = (day: string) =>
  [
    ...document.querySelectorAll(`#schedule-${day.toLowerCase()} .schedule-entry:not([hidden])`),
  ].map(
    (li) =>
      li.querySelector('.schedule-entry-class > a, .schedule-entry-class')!.firstChild!.textContent,
  );

afterEach(() => window.history.replaceState(null, '', '/classes/'));

it('puts every day in the server HTML, none chosen, the choice of class on every class', () => {
  Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
  const { renderToString } = jest.requireActual(
    'react-dom/server',
  ) as typeof import('react-dom/server');
  const html = renderToString(view);
  for (const day of schedule.days) expect(html).toContain(`id="schedule-${day.toLowerCase()}"`);
  expect(html).not.toContain('schedule-days--live');
  expect(html).not.toContain('schedule-day--selected');
  expect(html).toMatch(
    /<a href="\.\/" class="schedule-filter-link schedule-filter-link--selected" aria-current="true"/,
  );
});

it('shows the class the address names alone, and a choice is a step Back undoes', () => {
  window.history.replaceState(null, '', `/classes/?class=${chosen.id}`);
  render(view);
  const filter = screen.getByRole('list', { name: text.days.filterLabel });
  expect(within(filter).getByRole('link', { name: chosen.name })).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const [i, day] of schedule.days.entries()) {
    const expected = schedule.slots
      .map((s) => s.classes[i]!)
      .filter((name) => isClass(name) && name === chosen.name);
    expect(listed(day)).toEqual(expected);
  }

  const before = window.history.length;
  fireEvent.click(within(filter).getByRole('link', { name: text.days.allClasses }));
  expect(window.location.search).toBe('');
  expect(window.history.length).toBe(before + 1);
  expect(screen.getByRole('status')).toHaveTextContent(text.days.showingAll);
  expect(listed(schedule.days[0]!)).toEqual(
    schedule.slots.map((s) => s.classes[0]!).filter(isClass),
  );

  act(() => {
    window.history.replaceState(null, '', `/classes/?class=${chosen.id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(within(filter).getByRole('link', { name: chosen.name })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    text.days.showing.replace('{class}', chosen.name),
  );
});

it('a day tab chooses its day in place, without a step in the history', () => {
  render(view);
  const day = schedule.days.at(-1)!;
  const before = window.history.length;
  fireEvent.click(
    within(screen.getByRole('list', { name: text.days.tabsLabel })).getByRole('link', {
      name: day,
    }),
  );
  expect(window.location.hash).toBe(`#schedule-${day.toLowerCase()}`);
  expect(window.history.length).toBe(before);
  expect(document.querySelector('.schedule-day--selected')).toHaveAttribute(
    'id',
    `schedule-${day.toLowerCase()}`,
  );
});
