/**
 * @jest-environment jsdom
 */
// Book a Tour: the intro, then the scheduling widget's link with the club's own tour request in
// its place, or the request alone when no scheduler is set.
import React from 'react';
import { screen } from '@testing-library/react';
import { BookTourView } from '../book-tour-view';
import { asQuery, fixtureQuery, loadFormCodeFirst, outline, renderPage } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query) {
  return renderPage(<BookTourView data={asQuery<Queries.BookTourViewDataFragment>(data)} />);
}

loadFormCodeFirst(() => renderView());

it("puts the tour request first, right under the page's hero", () => {
  renderView();

  expect(outline()).toEqual(['h2 Ask for a tour']);
  expect(screen.getByRole('button', { name: 'Request my tour' })).toBeInTheDocument();
  expect(screen.getByLabelText('Preferred day')).toBeInTheDocument();
});

it("links to the scheduler's own page, and offers the request alone when none is set", () => {
  const { unmount } = renderView();
  expect(screen.getByRole('link', { name: /^Open the tour booking page/ })).toHaveAttribute(
    'href',
    'https://calendly.com/example-club/30min',
  );
  unmount();

  const { tourScheduling: _none, ...external } = query.linksYaml.external;
  renderView({ ...query, linksYaml: { ...query.linksYaml, external } as typeof query.linksYaml });

  expect(screen.queryByRole('link', { name: /^Open the tour booking page/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Request my tour' })).toBeInTheDocument();
});
