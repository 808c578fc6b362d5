// The site header: logo, the navigation inline from 1025 px, a burger and side drawer below it,
// and the Book a Tour action. Past 50 px of scrolling the logo shrinks and the toolbar grows.
import React, { useCallback, useState } from 'react';
import { Link } from 'gatsby';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ExternalLink } from '../external-link';
import { NavLinks, type NavItem } from './nav-links';
import { useOnMediaMatch } from './use-media-query';
import { useScrolled } from './use-scrolled';

/** From 1025 px wide the navigation is shown inline; below, it is in the drawer. */
export const DESKTOP_QUERY = '(min-width: 1025px)';
export const SCROLL_THRESHOLD_PX = 50;

export type LogoImage = { url: string; alt: string };

/**
 * Keeps Tab inside the open drawer: from its last link to its close button and back with
 * Shift+Tab. The dialog's own focus trap only reacts once focus has left, so without this one
 * Tab after the last link lands on an invisible stop (the page behind) first.
 */
function wrapFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const stops = event.currentTarget.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled])',
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  }
}

type HeaderProps = {
  logo: LogoImage;
  nav: readonly NavItem[];
  tourUrl: string;
};

export const Header = ({ logo, nav, tourUrl }: HeaderProps) => {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useOnMediaMatch(DESKTOP_QUERY, closeDrawer);

  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-toolbar" data-testid="site-toolbar">
        <Link to="/" className="site-logo-link">
          <img className="site-logo" src={logo.url} alt={logo.alt} width={140} height={112} />
        </Link>
        <nav className="site-nav-inline" aria-label="Main">
          <NavLinks items={nav} className="site-nav-list" />
        </nav>
        <ExternalLink href={tourUrl} className="btn btn-primary site-tour-action">
          Book a Tour
        </ExternalLink>
        <button
          type="button"
          className="site-burger"
          aria-label="Open menu"
          aria-controls="site-drawer"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <span className="site-burger-bars" aria-hidden="true" />
        </button>
      </div>
      <Offcanvas
        id="site-drawer"
        show={drawerOpen}
        onHide={closeDrawer}
        placement="end"
        aria-labelledby="site-drawer-title"
        onKeyDown={wrapFocus}
      >
        <Offcanvas.Header closeButton closeLabel="Close menu">
          <Offcanvas.Title id="site-drawer-title">Menu</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <nav aria-label="Main (menu)">
            <NavLinks items={nav} className="site-drawer-list" onNavigate={closeDrawer} />
          </nav>
        </Offcanvas.Body>
      </Offcanvas>
    </header>
  );
};
