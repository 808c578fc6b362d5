/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { withLegacyFrame } from '../legacy-frame';

const Page = withLegacyFrame(
  ({ pageContext }: { pageContext: { pagePath: string; old: boolean } }) => (
    <h1>{pageContext.pagePath}</h1>
  ),
);

it('frames the /old/ copy with a link back to the current page', () => {
  render(<Page pageContext={{ pagePath: '/classes/', old: true }} />);

  expect(screen.getByRole('heading', { name: '/classes/' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the current page' })).toHaveAttribute(
    'href',
    '/classes/',
  );
});

it('leaves the current page as it is', () => {
  const { container } = render(<Page pageContext={{ pagePath: '/classes/', old: false }} />);

  expect(container.innerHTML).toBe('<h1>/classes/</h1>');
});
