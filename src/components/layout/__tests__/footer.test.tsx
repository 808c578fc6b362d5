/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Footer } from '../footer';
import { FOOTER_HEADINGS, FOOTER_SITE } from '../../../__tests__/support/footer-facts';

const social = [
  { kind: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example' },
  { kind: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
  { kind: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@example' },
];

describe('Footer', () => {
  beforeEach(() => {
    // Prepare
    render(
      <Footer
        site={FOOTER_SITE}
        headings={FOOTER_HEADINGS}
        nav={[
          { label: 'Home', to: '/' },
          { label: 'Contact', to: '/contact/' },
        ]}
        social={social}
        siteLinks={[
          { label: 'FAQ', to: '/faq/' },
          { label: 'Accessibility', to: '/accessibility/' },
          { label: 'Privacy policy', to: '/privacy/' },
        ]}
      />,
    );
  });

  it('links to the FAQ, the accessibility statement and the privacy policy', () => {
    const links = within(screen.getByRole('list', { name: 'About this site' })).getAllByRole(
      'link',
    );
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['FAQ', '/faq/'],
      ['Accessibility', '/accessibility/'],
      ['Privacy policy', '/privacy/'],
    ]);
  });

  it('shows the copyright line with the year and "All rights reserved"', () => {
    expect(
      screen.getByText(/© 2017 Bridge City Fitness\. All rights reserved\./),
    ).toBeInTheDocument();
  });

  it('gives the address, a phone link and the staffed hours, under their headings', () => {
    const contact = screen.getByRole('region', { name: 'Visit or call us' });
    expect(contact).toHaveTextContent('2215 Prairie Lane');
    expect(contact).toHaveTextContent('Saskatoon, SK S7K 0A1');
    expect(within(contact).getByRole('link', { name: '306-555-0142' })).toHaveAttribute(
      'href',
      'tel:+13065550142',
    );

    const hours = screen.getByRole('region', { name: 'Club hours' });
    expect(hours).toHaveTextContent('Open 24/7 self-serve for members');
    expect(within(hours).getByRole('heading', { name: 'Office hours' })).toBeInTheDocument();
    expect(hours).toHaveTextContent('Every day10AM-5PM');
  });

  it('repeats the navigation', () => {
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/contact/']);
  });

  it('links to the three social networks in new tabs with rel="noopener"', () => {
    const links = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');

    expect(links).toHaveLength(3);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', social[i]!.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link).toHaveAccessibleName(`${social[i]!.label} (opens in a new tab)`);
    });
  });
});
