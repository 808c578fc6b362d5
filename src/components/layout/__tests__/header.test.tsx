/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { installMatchMedia, resizeTo } from '../../../__tests__/support/match-media';

const LOGO = {
  alt: 'Bridge City Fitness',
  src: { publicURL: '/logo.svg', svgDataUri: null, svgInline: null },
};

const nav = [
  { label: 'Home', to: '/' },
  { label: 'Membership', to: '/membership/' },
  { label: 'Personal Training', to: '/personal-training/' },
  { label: 'Amenities', to: '/amenities/' },
  { label: 'Classes', to: '/classes/' },
  { label: 'Book a Tour', to: '/book-tour/' },
  { label: 'Contact', to: '/contact/' },
];

const renderHeader = (tourUrl = 'https://calendly.com/example/30min') =>
  render(<Header logo={LOGO} nav={nav} tourUrl={tourUrl} />);

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

  it("leads to the club's own tour request, in the same tab, when no scheduler is set", () => {
    renderHeader('/book-tour/');

    // The navigation's own Book a Tour link is the other one.
    const action = document.querySelector('.site-tour-action');

    expect(action).toHaveTextContent(/^Book a Tour$/);
    expect(action).toHaveAttribute('href', '/book-tour/');
    expect(action).not.toHaveAttribute('target');
  });

  it('has the drawer in its HTML, closed, opened and closed by invoker commands', () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    const drawer = document.getElementById('site-drawer')!;

    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer).not.toHaveAttribute('open');
    expect(drawer).toHaveAttribute('closedby', 'any');
    expect(burger).toHaveAttribute('commandfor', 'site-drawer');
    expect(burger).toHaveAttribute('command', 'show-modal');
    const close = within(drawer).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'site-drawer');
    expect(close).toHaveAttribute('command', 'close');
  });

  // jsdom has no invoker commands, so these go through the fallback a browser without them uses.
  it('opens the drawer from the burger and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(nav.map((n) => n.label));
    await user.click(within(drawer).getByRole('link', { name: 'Classes' }));

    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer from its close button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the drawer open when it was opened before the header hydrated', () => {
    // Prepare: the burger's invoker command opened it while no script ran.
    const dialogs = jest.spyOn(HTMLDialogElement.prototype, 'open', 'get').mockReturnValue(true);

    // Act
    renderHeader();
    dialogs.mockRestore();

    // Assess
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leaves opening to the browser where it runs invoker commands', async () => {
    const user = userEvent.setup();
    Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', {
      value: null,
      configurable: true,
    });
    try {
      renderHeader();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));

      // jsdom runs no command, and React's handler must not open it a second way.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    }
  });

  it('closes the drawer when the window grows to 1025 px', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('dialog', { name: 'Menu' });

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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
