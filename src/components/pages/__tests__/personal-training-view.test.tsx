/**
 * @jest-environment jsdom
 */
// The personal training page: the specialties, the trainers (each card a link to the trainer's
// page, in the /old/ design to the /old/ page), the booking link and the way to the contact form.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { PersonalTrainingView } from '../personal-training-view';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query, old = false) {
  return render(
    <PersonalTrainingView
      data={asQuery<Queries.PersonalTrainingViewDataFragment>(data)}
      old={old}
    />,
  );
}

beforeEach(() => installMatchMedia(1280));

const trainerLinks = () =>
  within(screen.getByRole('region', { name: 'Meet our trainers' }))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

it('outlines the page: specialties, trainers, booking, then the contact block', () => {
  renderView();

  expect(outline()).toEqual([
    'h2 What our trainers specialise in',
    'h2 Meet our trainers',
    'h2 Discounted personal training sessions',
    'h2 Questions about personal training?',
  ]);
  const specialties = screen.getByRole('region', { name: 'What our trainers specialise in' });
  expect(within(specialties).getAllByRole('listitem')).toHaveLength(9);
});

it('lists the trainers in entry order, each linking to their page, with their first qualification', () => {
  renderView();

  expect(trainerLinks()).toEqual([
    ['Alex Martel', '/personal-trainer/1/'],
    ['Priya Nair', '/personal-trainer/2/'],
    ['Jordan Whitecalf', '/personal-trainer/3/'],
    ['Megan Kowalchuk', '/personal-trainer/4/'],
    ['Daniel Okafor', '/personal-trainer/5/'],
    ['Sophie Tremblay', '/personal-trainer/6/'],
    ['Ryan Chen', '/personal-trainer/7/'],
  ]);
  const third = screen.getByRole('link', { name: 'Jordan Whitecalf' }).closest('li')!;
  expect(third).toHaveTextContent('Certified Exercise Physiologist (CSEP-CEP)');
  // The photo is decoration beside the name, which the link already says.
  expect(within(third).getByRole('presentation')).toHaveAttribute('alt', '');
});

it('links the /old/ design to the /old/ trainer pages', () => {
  renderView(query, true);

  expect(trainerLinks()[0]).toEqual(['Alex Martel', '/old/personal-trainer/1/']);
});

it('shows the trainers heading with an empty grid when there is no trainer', () => {
  renderView({ ...query, allTrainersYaml: { nodes: [] } });

  expect(trainerLinks()).toEqual([]);
  const grid = screen.getByRole('region', { name: 'Meet our trainers' }).querySelector('ul');
  expect(grid).toHaveAttribute('data-count', '0');
  expect(grid).toBeEmptyDOMElement();
});

it('books online in a new tab, and leads to the contact form and the contact page', () => {
  renderView();

  const booking = screen.getByRole('region', { name: 'Discounted personal training sessions' });
  expect(
    within(booking)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
  ).toEqual([
    [
      'Book discounted personal training sessions (opens in a new tab)',
      'https://members.example.com/booking/personal-training',
      '_blank',
    ],
    ['Ask us about personal training', '/contact/#form-section', null],
  ]);
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
});
