/**
 * @jest-environment jsdom
 */
// The FAQ: its questions as native disclosures in their groups, the topics' links, and the
// question a link's hash names opened, in view and focused.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { FaqView } from '../faq-view';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(hash = '') {
  const data = asQuery<Queries.FaqViewDataFragment>(query);
  return render(<FaqView data={data} hash={hash} />);
}

const GROUPS = [
  'Membership and cancellation',
  '24/7 access and key fobs',
  'Guests and free passes',
  'Personal training',
  'Classes',
  'Parking and lockers',
  'Accessibility of the building',
];

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling; the call is what the view asks for.
  Element.prototype.scrollIntoView = jest.fn();
});

it("outlines the page by the groups of faq-groups.yaml, in that file's order", () => {
  renderView();

  expect(outline()).toEqual([...GROUPS.map((g) => `h2 ${g}`), 'h2 Still have a question?']);
});

it('shows each question as a closed <details> under its group, in entry order', () => {
  renderView();

  const group = screen.getByRole('region', { name: 'Membership and cancellation' });
  const details = group.querySelectorAll('details');
  expect(Array.from(details).map((d) => d.querySelector('summary')?.textContent)).toEqual([
    'What kinds of membership do you offer?',
    'Is there a registration fee or a contract?',
    'How do I cancel my membership?',
    'Can I put my membership on hold?',
  ]);
  expect(Array.from(details).every((d) => !d.open)).toBe(true);
  expect(document.querySelectorAll('details')).toHaveLength(query.allFaqYaml.nodes.length);
  // The question's anchor sits inside its answer, so the browser opens it for a link's hash.
  expect(document.getElementById('guest-passes')?.closest('details')).toHaveTextContent(
    'Can I bring a guest, or try the club with a free pass?',
  );
});

it('links each topic to its group on the page, and the foot to the contact page', () => {
  renderView();

  const topics = screen.getByRole('navigation', { name: 'Topics' });
  const links = within(topics).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(GROUPS);
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target).toHaveAccessibleName(link.textContent!);
  }
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
});

it('opens the question the hash names, scrolls to it and moves focus to its question line', () => {
  renderView('#lost-fob');

  const details = document.getElementById('lost-fob')!.closest('details')!;
  expect(details.open).toBe(true);
  expect(details.scrollIntoView).toHaveBeenCalled();
  expect(document.activeElement).toBe(details.querySelector('summary'));
  expect(document.querySelectorAll('details[open]')).toHaveLength(1);
});

it("opens no question for a group's hash", () => {
  renderView('#classes');
  expect(document.querySelectorAll('details[open]')).toHaveLength(0);
});
