/**
 * @jest-environment jsdom
 */
// The contact page: the address, phone and e-mail, the hours with the coming holidays, the FAQ's
// most asked questions linked to their answers, the directions and the contact form's section.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { FIXTURE_TODAY } from '../../../../fixtures';
import { ContactView } from '../contact-view';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { asQuery, fixtureQuery, outline, renderPage } from './fixture-query';

const query = fixtureQuery();
type Data = typeof query;

function renderView(data: Data = query) {
  return renderPage(<ContactView data={asQuery<Queries.ContactViewDataFragment>(data)} />);
}

/** The fixture's site with no holiday to come. */
const withoutHolidays = (): Data => ({
  ...query,
  siteYaml: {
    ...query.siteYaml,
    hours: {
      ...query.siteYaml.hours,
      exceptions: { ...query.siteYaml.hours.exceptions, upcoming: [] },
    },
  },
});

beforeEach(() => {
  installMatchMedia(1280);
  // The fixture's day, before its holidays: the hours badge and the holiday list read the clock.
  jest.useFakeTimers({ now: new Date(`${FIXTURE_TODAY}T18:00:00Z`) });
});
afterEach(() => jest.useRealTimers());

it('outlines the page: contact, hours with the holidays, questions, directions, the form', async () => {
  renderView();

  expect(outline()).toEqual([
    'h2 Visit or call us',
    'h2 Club hours',
    'h3 Office hours',
    'h3 Sales hours',
    'h3 Holiday hours',
    'h2 Questions before you join?',
    'h2 Getting here',
    'h2 Send us a message',
  ]);
  // The contact form, where the site's links to /contact/#form-section land.
  const section = document.getElementById('form-section')!;
  expect(section).toHaveAccessibleName('Send us a message');
  // The form without its script, as after a client-side navigation: its code comes a moment later.
  expect(await within(section).findByLabelText('Subject')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
});

it('gives the address, and the phone and e-mail as links that call and write', () => {
  renderView();

  const info = screen.getByRole('region', { name: 'Visit or call us' });
  expect(info.querySelector('address')).toHaveTextContent(
    'Bridge City Fitness2215 Prairie LaneSaskatoon, SK S7K 0A1',
  );
  expect(within(info).getByRole('link', { name: '306-555-0142' })).toHaveAttribute(
    'href',
    'tel:+13065550142',
  );
  expect(within(info).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
    'href',
    'mailto:info@example.com',
  );
});

it("links the most asked questions to their answers on the FAQ, in page-text's order", () => {
  renderView();

  const faq = screen.getByRole('region', { name: 'Questions before you join?' });
  expect(
    within(faq)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Can I bring a guest, or try the club with a free pass?', '/faq/#guest-passes'],
    ['What is a key fob, and how does 24/7 access work?', '/faq/#key-fob'],
    ['How do I cancel my membership?', '/faq/#cancel-membership'],
    ['Read the FAQ', '/faq/'],
  ]);
});

it('stops the build on a most asked question the FAQ does not have', () => {
  const pageTextYaml = {
    ...query.pageTextYaml,
    contact: {
      ...query.pageTextYaml.contact,
      faq: { ...query.pageTextYaml.contact.faq, popular: ['no-such-question'] },
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});

  expect(() => renderView({ ...query, pageTextYaml })).toThrow(
    'content/page-text.yaml contact.faq.popular names "no-such-question", which content/faq/ does not have',
  );
});

it('lists the coming holidays under the hours, and leaves the list out when none is to come', () => {
  const { unmount } = renderView();
  const hours = screen.getByRole('region', { name: 'Club hours' });
  expect(within(hours).getByRole('heading', { name: 'Holiday hours' })).toBeInTheDocument();
  expect(within(hours).getByText('Thursday, December 24')).toBeInTheDocument();
  unmount();

  renderView(withoutHolidays());

  const without = screen.getByRole('region', { name: 'Club hours' });
  expect(within(without).queryByRole('heading', { name: 'Holiday hours' })).toBeNull();
  expect(within(without).getAllByRole('heading', { level: 3 })).toHaveLength(2);
});

it('gives directions in words and in both map apps, in new tabs', () => {
  renderView();

  const directions = screen.getByRole('region', { name: 'Getting here' });
  expect(
    within(directions)
      .getAllByRole('term')
      .map((dt) => dt.textContent),
  ).toEqual(['Cross streets', 'Parking', 'By bus', 'Accessible entrance']);
  const google = within(directions).getByRole('link', { name: /^Directions in Google Maps/ });
  expect(google).toHaveAttribute('target', '_blank');
  expect(google.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
});
