/**
 * @jest-environment jsdom
 */
// The membership page as a visitor reads it: its plans with their prices and first-year totals,
// the actions each plan offers, the add-ons, the alumni special and the ways to join.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { MembershipView } from '../membership-view';
import { asQuery, fixturePage, fixtureQuery, outline } from './fixture-query';

const REGISTER = 'https://members.example.com/register';

function renderView() {
  const data = asQuery<Queries.MembershipViewDataFragment>(fixtureQuery());
  return render(<MembershipView data={data} page={fixturePage('/membership/')} />);
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

it('outlines the page: the plans in their order, the add-ons, the alumni special, joining', () => {
  renderView();

  expect(outline()).toEqual([
    'h1 Membership',
    'h2 Memberships',
    'h3 Month to Month',
    'h3 Active-Lifestyle Club (1 year)',
    'h3 Corporate memberships',
    'h3 Punch Passes',
    'h2 Add-ons',
    'h3 Family Add-On',
    'h3 Platinum Club',
    'h2 Month-to-Month Special for University Alumni',
    'h2 Ready to join?',
  ]);
  expect(document.getElementById('usask_alumni')).toHaveTextContent('No registration fee');
});

it("gives each plan's card its price line and its facts, the first year's total last", () => {
  renderView();

  const facts = (title: string) =>
    within(card(title))
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
  expect(card('Month to Month').querySelector('.plan-price')).toHaveTextContent(
    /^\$49\.99 \/ month$/,
  );
  expect(facts('Month to Month')).toEqual([
    '$49.99 / month',
    '$49.99',
    'None',
    'None',
    '30 days',
    'Extra (GST and PST)',
    '$649.87',
  ]);
  expect(facts('Active-Lifestyle Club (1 year)')).toEqual([
    '$39.99 / month',
    '$49.99',
    '$29.99',
    '12 months',
    '30 days',
    'Extra (GST and PST)',
    '$559.86',
  ]);
  expect(facts('Corporate memberships')[0]).toBe('from $34.99 / month per employee');
  expect(facts('Corporate memberships')[6]).toBe('from $469.87 per employee');
  expect(facts('Punch Passes')[0]).toBe('$120.00 for 10 visits');
  expect(facts('Punch Passes')[6]).toBe('Does not apply: you pay per pack');
});

it('compares the plans in a table whose first-year row points at the note that explains it', () => {
  renderView();

  const table = screen.getByRole('table', { name: 'Compare the plans' });
  const columns = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(columns).toEqual([
    'Month to Month',
    'Active-Lifestyle Club (1 year)',
    'Corporate memberships',
    'Punch Passes',
  ]);
  const firstYear = within(table).getByRole('rowheader', { name: 'First year in total' });
  const row = firstYear.closest('tr') as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual([
    '$649.87',
    '$559.86',
    'from $469.87 per employee',
    'Does not apply: you pay per pack',
  ]);
  expect(firstYear).toHaveAccessibleDescription(/^First year in total: the price times/);
});

it("names each plan's actions after the plan: joining opens the registration, asking the contact page", () => {
  renderView();

  const join = within(card('Month to Month')).getByRole('link', { name: /^Join online/ });
  // jsdom's accessible names put a space before each inner span; the text is what is read.
  expect(join).toHaveTextContent(/^Join online: Month to Month \(opens in a new tab\)$/);
  expect(join).toHaveAttribute('href', REGISTER);
  expect(join).toHaveAttribute('target', '_blank');
  const ask = within(card('Month to Month')).getByRole('link', { name: /^Ask about this plan/ });
  expect(ask).toHaveTextContent(/^Ask about this plan: Month to Month$/);
  expect(ask).toHaveAttribute('href', '/contact/');
  // A plan with only an enquiry offers no registration link.
  expect(
    within(card('Punch Passes'))
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Ask about punch passes: Punch Passes']);
});

it('links the alumni enquiry to the contact page, and joining to the registration and login', () => {
  renderView();

  expect(
    screen.getByRole('link', { name: /^here to ask about Month-to-Month Special/ }),
  ).toHaveAttribute('href', '/contact/');
  const join = screen.getByRole('region', { name: 'Ready to join?' });
  expect(
    within(join)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Join Now (opens in a new tab)', REGISTER],
    ['Member login (opens in a new tab)', 'https://members.example.com/login'],
  ]);
});
