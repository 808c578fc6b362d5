/**
 * @jest-environment jsdom
 */
// The accessibility statement: the standard, the checks, the known limits (one h3 each), how to
// report a barrier by e-mail or phone, and the date of its last review.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { AccessibilityView } from '../accessibility-view';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query) {
  return render(<AccessibilityView data={asQuery<Queries.AccessibilityViewDataFragment>(data)} />);
}

it('outlines the statement: standard, checks, each known limit, reporting', () => {
  renderView();

  expect(outline()).toEqual([
    'h2 The standard we aim for',
    'h2 How we check it',
    'h2 Known limits',
    'h3 The tour booking widget',
    'h3 The spam check on forms (reCAPTCHA)',
    'h2 Report a barrier',
  ]);
  const checks = screen.getByRole('region', { name: 'How we check it' });
  expect(within(checks).getAllByRole('listitem')).toHaveLength(3);
});

it("renders the build's HTML of the Markdown fields, links included", () => {
  const { limits } = query.accessibilityYaml;
  renderView({
    ...query,
    accessibilityYaml: {
      ...query.accessibilityYaml,
      limits: {
        ...limits,
        items: [{ name: 'The widget', text: '<p>Use the <a href="/contact/">form</a>.</p>' }],
      },
    },
  });

  const limit = screen.getByRole('heading', { name: 'The widget' }).parentElement!;
  expect(within(limit).getByRole('link', { name: 'form' })).toHaveAttribute('href', '/contact/');
  expect(limit).not.toHaveTextContent('<a');
});

it('gives the e-mail and phone to report a barrier, and dates the last review', () => {
  renderView();

  const report = screen.getByRole('region', { name: 'Report a barrier' });
  expect(
    within(report)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['info@example.com', 'mailto:info@example.com'],
    ['306-555-0142', 'tel:+13065550142'],
  ]);
  const review = screen.getByText('June 2, 2025');
  expect(review.tagName).toBe('TIME');
  expect(review).toHaveAttribute('datetime', '2025-06-02');
  expect(review.parentElement).toHaveTextContent(
    'This statement was last reviewed on June 2, 2025.',
  );
});
