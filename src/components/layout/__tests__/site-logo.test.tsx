/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { SiteLogo } from '../site-logo';

const alt = 'Bridge City Fitness';

it("draws checked shapes as the page's own <svg>, named by the alt text", () => {
  render(
    <SiteLogo
      logo={{
        alt,
        src: {
          publicURL: '/static/abc/logo.svg',
          svgDataUri: 'data:image/svg+xml,x',
          svgInline: { viewBox: '0 0 350 200', markup: '<rect width="10" height="10"></rect>' },
        },
      }}
    />,
  );
  const logo = screen.getByRole('img', { name: alt });
  expect(logo.tagName.toLowerCase()).toBe('svg');
  expect(logo.getAttribute('viewBox')).toBe('0 0 350 200');
  expect(logo.getAttribute('class')).toBe('site-logo');
  expect(logo.querySelector('rect')?.getAttribute('width')).toBe('10');
});

it('shows any other logo as an <img>: a small SVG as its data: URI, else its file', () => {
  const { rerender } = render(
    <SiteLogo
      logo={{
        alt,
        src: { publicURL: '/static/abc/logo.svg', svgDataUri: 'data:x', svgInline: null },
      }}
    />,
  );
  const logo = screen.getByRole('img', { name: alt });
  expect(logo.tagName.toLowerCase()).toBe('img');
  expect(logo.getAttribute('src')).toBe('data:x');

  rerender(
    <SiteLogo
      logo={{ alt, src: { publicURL: '/static/abc/logo.png', svgDataUri: null, svgInline: null } }}
    />,
  );
  expect(screen.getByRole('img', { name: alt }).getAttribute('src')).toBe('/static/abc/logo.png');
});
