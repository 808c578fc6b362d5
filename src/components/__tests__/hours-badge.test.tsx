/**
 * @jest-environment jsdom
 */
// The badge is not in the server's HTML (it cannot know the visitor's moment); it appears after
// hydration in a slot that is already there, and turns when the office closes.
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { FIXTURE_CONTENT } from '../../../fixtures';
import { loadContent } from '../../../content-library';
import { HoursBadge } from '../hours-badge';

const site = loadContent('site', FIXTURE_CONTENT);
const office = site.hours.groups[0]!;
const ZONE = site.location.timeZone;

afterEach(() => jest.useRealTimers());

it('renders an empty slot on the server, so the plain hours stand alone before JavaScript', () => {
  // react-dom/server wants TextEncoder, which jsdom leaves out.
  Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
  const { renderToString } = jest.requireActual(
    'react-dom/server',
  ) as typeof import('react-dom/server');
  const html = renderToString(<HoursBadge group={office} timeZone={ZONE} />);
  expect(html).toBe('<p class="hours-badge-slot" data-testid="hours-badge"></p>');
});

it('fills the slot in the browser and follows the clock past closing time', () => {
  jest.useFakeTimers({ now: new Date('2025-06-02T16:59:00-06:00') }); // Monday, 4:59 PM in Regina

  render(<HoursBadge group={office} timeZone={ZONE} />);
  expect(screen.getByTestId('hours-badge')).toHaveTextContent('Staff on site now until 5 PM');

  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByTestId('hours-badge')).toHaveTextContent('Office opens Tuesday at 10 AM');
});

it("turns to the holiday's words at midnight when the next day is a closed holiday", () => {
  jest.useFakeTimers({ now: new Date('2026-12-24T23:59:45-06:00') }); // Christmas Eve, Regina
  const holidays = site.hours.exceptions.days;

  render(<HoursBadge group={office} timeZone={ZONE} exceptions={holidays} />);
  expect(screen.getByTestId('hours-badge')).toHaveTextContent('Office opens Saturday at 10 AM');

  act(() => jest.advanceTimersByTime(30_000));
  expect(screen.getByTestId('hours-badge')).toHaveTextContent(
    'Office closed today (Christmas Day)',
  );
});
