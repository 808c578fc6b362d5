/**
 * @jest-environment jsdom
 */
// The carousel's server HTML, tapped before React hydrates it, as on a slow phone. In a file of
// its own: the recorder holds taps in this document for the rest of the file.
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IMAGE } from '../../../__tests__/support/test-image';
import { holdEarlyTaps } from '../../../early/early-taps';
import { SlideCarousel } from '../carousel';

// react-dom/server wants TextEncoder, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
const { renderToString } = jest.requireActual(
  'react-dom/server',
) as typeof import('react-dom/server');

const image = TEST_IMAGE;
const slides = [
  { image, alt: 'The strength floor' },
  { image, alt: 'The cardio deck' },
  { image, alt: 'The juice bar' },
];
const carousel = <SlideCarousel slides={slides} label="Photos" />;

beforeAll(() => {
  // Reduced motion: no auto-advance, so only the tap moves the carousel.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  window.__earlyTaps = holdEarlyTaps(document);
  // React's development build notes the busy mark the recorder set before hydration; its
  // production build, which pages run, says nothing.
  const log = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!/Extra attributes from the server/.test(String(args[0]))) log(...args);
  });
});

it('honours a tap on Next made before it hydrated, once it has', async () => {
  // Prepare
  const user = userEvent.setup();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(carousel);
  const next = screen.getByRole('button', { name: 'Next slide' });

  // Act
  await user.click(next);
  const busyMeanwhile = next.getAttribute('aria-busy');
  const selectedMeanwhile = screen.getByRole('tab', { selected: true }).getAttribute('aria-label');
  await act(async () => {
    hydrateRoot(container, carousel);
  });

  // Assess
  expect(busyMeanwhile).toBe('true');
  expect(selectedMeanwhile).toBe('Slide 1');
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Slide 2');
  expect(next).not.toHaveAttribute('aria-busy');
  // The same element: hydration kept the server's node.
  expect(screen.getByRole('button', { name: 'Next slide' })).toBe(next);
});
