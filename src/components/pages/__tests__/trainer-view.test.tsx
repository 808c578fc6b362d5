/**
 * @jest-environment jsdom
 */
// A trainer's page: the name as its heading, the photo, the qualifications and biography with
// their details, how to book, and the way back to all trainers.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TrainerView } from '../trainer-view';
import { asQuery, fixtureQuery, outline } from './fixture-query';

function renderView() {
  const data = asQuery<Queries.TrainerViewDataFragment>(fixtureQuery());
  return render(<TrainerView data={data} />);
}

/** A section's list as text: each item, with its details after a colon. */
const items = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return Array.from(section.querySelectorAll(':scope > ul > li')).map((li) => {
    const details = Array.from(li.querySelectorAll('li')).map((d) => d.textContent);
    const own = li.firstChild?.textContent;
    return details.length > 0 ? `${own}: ${details.join(' / ')}` : own;
  });
};

it('outlines the page: the name, then qualifications, biography, contact, and all trainers', () => {
  renderView();

  expect(outline()).toEqual([
    'h1 Alex Martel',
    'h2 Qualifications',
    'h2 Personal Biography',
    'h2 Contact information',
    'h2 Personal training',
  ]);
  expect(screen.getByRole('img')).toHaveAttribute(
    'alt',
    'Alex Martel, personal trainer, smiling in the free-weight area',
  );
});

it('lists each qualification and biography line with its details nested under it', () => {
  renderView();

  expect(items('Qualifications')).toEqual([
    'Certified Personal Trainer (CSEP-CPT)',
    'Bachelor of Science in Kinesiology: Minor in nutrition',
    'Certified strength and conditioning coach: Olympic lifting, level 1 / Kettlebell instructor',
  ]);
  expect(items('Personal Biography')).toEqual([
    'Alex has coached members of Bridge City Fitness for eight years, from first-time lifters to provincial powerlifters.',
    'Specialties:: Muscle building and strength / Athletic conditioning',
  ]);
});

it("books by e-mail to the club's address and leads back to all trainers", () => {
  renderView();

  const contact = screen.getByRole('region', { name: 'Contact information' });
  expect(within(contact).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
    'href',
    'mailto:info@example.com',
  );
  expect(screen.getByRole('link', { name: 'All personal trainers' })).toHaveAttribute(
    'href',
    '/personal-training/',
  );
  expect(screen.queryByRole('link', { name: 'Go to the current page' })).toBeNull();
});
