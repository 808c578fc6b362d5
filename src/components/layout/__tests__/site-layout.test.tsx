/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, useStaticQuery } from 'gatsby';
import { SiteLayout } from '../site-layout';
import { installMatchMedia } from '../../../__tests__/support/match-media';
import { fixtureQuery } from '../../pages/__tests__/fixture-query';

const { siteYaml } = fixtureQuery();
const renderBare = (children: React.ReactNode) => {
  jest.mocked(useStaticQuery).mockReturnValue(fixtureQuery());
  return render(<SiteLayout pathname="/under_maintenance/">{children}</SiteLayout>);
};

beforeEach(() => {
  installMatchMedia(1280);
  (navigate as jest.Mock).mockClear();
});

describe('SiteLayout for the maintenance page (bare)', () => {
  it('has no navigation, and its logo reloads the page instead of navigating in the app', async () => {
    renderBare(<h1>Under Maintenance! We Will Be Right Back</h1>);

    expect(screen.queryByRole('navigation')).toBeNull();
    const logo = screen.getByRole('link', { name: siteYaml.logo.alt });
    expect(logo).toHaveAttribute('href', '/');
    // jsdom cannot load pages; what matters is that the app's router is not used.
    logo.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(logo);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the skip link and the main landmark', () => {
    renderBare(<p>Text us</p>);

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveTextContent('Text us');
  });
});
