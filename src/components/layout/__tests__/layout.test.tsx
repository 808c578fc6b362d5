/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { Layout } from '../layout';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { FOOTER_FACTS } from '../../../__tests__/support/footer-facts';

const props = {
  siteName: 'Bridge City Fitness',
  logo: { url: '/logo.svg', alt: 'Bridge City Fitness' },
  copyrightYear: 2017,
  nav: [{ label: 'Home', to: '/' }],
  social: [],
  siteLinks: [{ label: 'Privacy policy', to: '/privacy/' }],
  tourUrl: 'https://calendly.com/example/30min',
  pageKey: '/under_maintenance/',
  facts: FOOTER_FACTS,
};

beforeEach(() => {
  installMatchMedia(1280);
  (navigate as jest.Mock).mockClear();
});

describe('Layout for the maintenance page (bare)', () => {
  it('has no navigation, and its logo reloads the page instead of navigating in the app', async () => {
    render(
      <Layout {...props} bare>
        <h1>Under Maintenance! We Will Be Right Back</h1>
      </Layout>,
    );

    expect(screen.queryByRole('navigation')).toBeNull();
    const logo = screen.getByRole('link', { name: 'Bridge City Fitness' });
    expect(logo).toHaveAttribute('href', '/');
    // jsdom cannot load pages; what matters is that the app's router is not used.
    logo.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(logo);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the skip link and the main landmark', () => {
    render(
      <Layout {...props} bare>
        <p>Text us</p>
      </Layout>,
    );

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveTextContent('Text us');
  });
});
