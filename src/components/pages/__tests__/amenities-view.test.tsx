/**
 * @jest-environment jsdom
 */
// The amenities page: the photos, a card per amenity in the file's order with its list where it
// has one, and the membership block.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { AmenitiesView } from '../amenities-view';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query) {
  return render(<AmenitiesView data={asQuery<Queries.AmenitiesViewDataFragment>(data)} />);
}

beforeEach(() => installMatchMedia(1280));

it('outlines the page: an h2 per amenity, in the order of amenities.yaml, then membership', () => {
  renderView();

  expect(outline()).toEqual([
    'h2 Strength Equipment',
    'h2 Cardio Equipment',
    'h2 Juice Bar',
    'h2 Towel and Locker Services',
    'h2 Unlimited Access to Club Facility',
    'h2 Membership',
  ]);
});

it('anchors each amenity by its id, and lists its items only where it has some', () => {
  // The juice bar's list emptied, as the CMS leaves it: `items: []`.
  const nodes = query.allAmenitiesYaml.nodes.map((n) =>
    n.yamlId === 'juice-bar' ? { ...n, items: [] } : n,
  );
  renderView({ ...query, allAmenitiesYaml: { nodes } });

  const towels = document.getElementById('towel-and-locker-services')!;
  expect(towels).toHaveAccessibleName('Towel and Locker Services');
  expect(
    within(towels)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Full towel service', 'Daily lockers']);
  const juice = screen.getByRole('region', { name: 'Juice Bar' });
  expect(within(juice).queryByRole('list')).toBeNull();
  expect(juice.querySelectorAll('p')).toHaveLength(2);
});

it("shows the amenities' photos and leads to the membership page", () => {
  renderView();

  const photos = screen.getByRole('region', { name: 'Photos of the amenities' });
  expect(within(photos).getAllByRole('group')).toHaveLength(21);
  expect(within(photos).getAllByRole('img')[0]).toHaveAttribute(
    'alt',
    'Six power racks with platforms',
  );
  expect(screen.getByRole('link', { name: 'View memberships' })).toHaveAttribute(
    'href',
    '/membership/',
  );
});
