/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { installMatchMedia, resizeTo } from '../../../test-utils/match-media';

const nav = [
  { label: 'Home', to: '/' },
  { label: 'Membership', to: '/membership/' },
  { label: 'Personal Training', to: '/personal-training/' },
  { label: 'Amenities', to: '/amenities/' },
  { label: 'Classes', to: '/classes/' },
  { label: 'Book a Tour', to: '/book-tour/' },
  { label: 'Contact', to: '/contact/' },
];

const renderHeader = () =>
  render(
    <Header
      logo={{ url: '/logo.svg', alt: 'Bridge City Fitness' }}
      nav={nav}
      tourUrl="https://calendly.com/example/30min"
    />,
  );

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => installMatchMedia(375));

describe('Header', () => {
  it('lists the navigation in the order given', () => {
    renderHeader();

    const inline = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(inline)
      .getAllByRole('link')
      .map((a) => a.textContent);

    expect(labels).toEqual(nav.map((n) => n.label));
  });

  it('opens the Book a Tour scheduler in a new tab', () => {
    renderHeader();

    const action = screen.getByRole('link', { name: /Book a Tour \(opens in a new tab\)/ });

    expect(action).toHaveAttribute('href', 'https://calendly.com/example/30min');
    expect(action).toHaveAttribute('target', '_blank');
    expect(action.getAttribute('rel')).toContain('noopener');
  });

  it('opens the drawer from the burger and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    const drawer = await screen.findByRole('dialog');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Classes' }));

    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when the window grows to 1025 px', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');

    act(() => resizeTo(1024));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    act(() => resizeTo(1025));

    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the header as scrolled only past 50 px, and reverts', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header')!;

    scrollTo(50);
    expect(header).not.toHaveClass('site-header--scrolled');
    scrollTo(51);
    expect(header).toHaveClass('site-header--scrolled');
    scrollTo(10);
    expect(header).not.toHaveClass('site-header--scrolled');
  });
});
