// The side drawer with the navigation, below 1025 px: react-bootstrap's Offcanvas. A chunk of
// its own (header.tsx loads it when the burger is first reached), so pages do not carry the
// dialog machinery for a menu most visitors never open.
import React from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLinks, type NavItem } from './nav-links';

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

type DrawerProps = { show: boolean; onHide: () => void; nav: readonly NavItem[] };

const Drawer = ({ show, onHide, nav }: DrawerProps) => (
  <Offcanvas
    id="site-drawer"
    show={show}
    onHide={onHide}
    placement="end"
    aria-labelledby="site-drawer-title"
    onKeyDown={wrapFocus}
  >
    <Offcanvas.Header closeButton closeLabel="Close menu">
      <Offcanvas.Title id="site-drawer-title">Menu</Offcanvas.Title>
    </Offcanvas.Header>
    <Offcanvas.Body>
      <nav aria-label="Main (menu)">
        <NavLinks items={nav} className="site-drawer-list" onNavigate={onHide} />
      </nav>
    </Offcanvas.Body>
  </Offcanvas>
);

export default Drawer;
