/**
 * @jest-environment jsdom
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { RichText } from '../rich-text';

const html =
  '<p>See <a href="/membership/#platinum">Platinum</a>, <a href="https://example.com/" target="_blank" rel="noopener noreferrer">a partner</a> or <a href="mailto:info@example.com">e-mail us</a>.</p>';

// jsdom cannot follow links; stop it trying once the component has seen the click.
const stopNavigation = (event: Event) => event.preventDefault();
beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  document.addEventListener('click', stopNavigation);
});
afterEach(() => document.removeEventListener('click', stopNavigation));

it('follows a link to a page of the site through the router, like a Link', async () => {
  render(<RichText html={html} />);
  await userEvent.click(screen.getByRole('link', { name: 'Platinum' }));
  expect(navigate).toHaveBeenCalledWith('/membership/#platinum');
});

it('leaves links to other sites and e-mail links to the browser', async () => {
  render(<RichText html={html} />);
  // jsdom does not navigate; what matters is that the router is not asked to.
  await userEvent.click(screen.getByRole('link', { name: 'e-mail us' }));
  await userEvent.click(screen.getByRole('link', { name: 'a partner' }));
  expect(navigate).not.toHaveBeenCalled();
});

it('leaves a click with a modifier key to the browser (open in a new tab)', async () => {
  render(<RichText html={html} />);
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Platinum' }));
  expect(navigate).not.toHaveBeenCalled();
});
