/**
 * @jest-environment jsdom
 */
// The home page (and the promo page's body): the first calls to action, the welcome, the trial,
// the page's form, the tour with the club's own request in the widget's place, the partners,
// the alumni special and the membership block.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { HomeView } from '../home-view';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import {
  asQuery,
  fixturePage,
  fixtureQuery,
  loadFormCodeFirst,
  outline,
  renderPage,
} from './fixture-query';

const query = fixtureQuery();
const data = asQuery<Queries.HomeViewDataFragment>(query);

beforeEach(() => installMatchMedia(1280));
loadFormCodeFirst(() => {
  installMatchMedia(1280);
  renderPage(<HomeView data={data} page={fixturePage('/')} />);
});

it('outlines the page, the tour request a level under its section', () => {
  renderPage(<HomeView data={data} page={fixturePage('/')} />);

  expect(outline()).toEqual([
    'h1 Bridge City Fitness',
    'h2 Welcome to Bridge City Fitness',
    'h2 Try 24/7 self-serve access',
    'h2 Get in touch',
    'h2 Book a free 30-minute tour',
    'h3 Ask for a tour',
    'h2 Our partners',
    'h2 University alumni?',
    'h2 Membership',
  ]);
});

it('leads from the hero to the membership page and down to the tour', () => {
  renderPage(<HomeView data={data} page={fixturePage('/')} />);

  expect(screen.getByRole('link', { name: 'See membership options' })).toHaveAttribute(
    'href',
    '/membership/',
  );
  const toTour = screen.getByRole('link', { name: 'Book a free 30-minute tour' });
  expect(document.querySelector(toTour.getAttribute('href')!)).toHaveAccessibleName(
    'Book a free 30-minute tour',
  );
  const tour = screen.getByRole('region', { name: 'Book a free 30-minute tour' });
  expect(within(tour).getByRole('button', { name: 'Request my tour' })).toBeInTheDocument();
});

it('sends the lead form on home, the promo form on the promo page', () => {
  const { unmount } = renderPage(<HomeView data={data} page={fixturePage('/')} />);
  const lead = screen.getByRole('region', { name: 'Get in touch' });
  expect(within(lead).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(within(lead).getByLabelText('I am interested in personal training')).toBeInTheDocument();
  unmount();

  renderPage(
    <HomeView
      data={data}
      page={fixturePage('/promo/')}
      formKind="promo"
      overlay={<dialog aria-label="First Month Free" />}
    />,
  );
  const promo = screen.getByRole('region', { name: 'Claim your first month free' });
  expect(within(promo).getByRole('button', { name: 'Claim my free month' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Get in touch' })).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Together we can achieve');
  expect(document.querySelector('dialog')).toHaveAttribute('aria-label', 'First Month Free');
});

it('opens the trial booking and each partner in a new tab, and the alumni special in place', () => {
  renderPage(<HomeView data={data} page={fixturePage('/')} />);

  const trial = screen.getByRole('region', { name: 'Try 24/7 self-serve access' });
  expect(within(trial).getByRole('link')).toHaveAttribute(
    'href',
    'https://members.example.com/booking/trial',
  );
  const partners = screen.getByRole('region', { name: 'Our partners' });
  expect(
    within(partners)
      .getAllByRole('link')
      .map((a) => [a.querySelector('img')?.alt, a.getAttribute('href'), a.getAttribute('target')]),
  ).toEqual([
    ['Prairie Sports Nutrition Academy', 'https://nutrition-academy.example.com', '_blank'],
    ['University Alumni Association', 'https://alumni.example.com', '_blank'],
  ]);
  expect(screen.getByRole('link', { name: 'See the alumni special' })).toHaveAttribute(
    'href',
    '/membership/#usask_alumni',
  );
  expect(screen.getByRole('link', { name: 'View memberships' })).toHaveAttribute(
    'href',
    '/membership/',
  );
});
