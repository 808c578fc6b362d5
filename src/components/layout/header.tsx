// The site header: logo, the navigation inline from 1025 px (a burger and drawer below), and the
// Book a Tour action. Scrolled, the logo shrinks and the toolbar grows.
import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useEarlyTaps } from '../../early/use-early-taps';
import { unlessInvokerCommands } from '../../lib/invoker-commands';
import { ExternalLink } from '../external-link';
import { Drawer, DRAWER_ID, useDrawer } from './drawer';
import { NavLinks, type NavItem } from './nav-links';
import { SiteLogo, type LogoImage } from './site-logo';

const DESKTOP_QUERY = '(min-width: 1025px)';
const SCROLL_THRESHOLD_PX = 50;

type HeaderProps = {
  logo: LogoImage;
  nav: readonly NavItem[];
  /** The scheduler's booking page, or the site's own tour request (a path). */
  tourUrl: string;
};

export const Header = ({ logo, nav, tourUrl }: HeaderProps) => {
  const [scrolled, setScrolled] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const { open, show, close } = useDrawer(drawerRef);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    // Grown past the breakpoint, the inline navigation takes the drawer's place.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = (event: MediaQueryListEvent) => event.matches && close();
    desktop.addEventListener('change', onWiden);
    return () => {
      window.removeEventListener('scroll', onScroll);
      desktop.removeEventListener('change', onWiden);
    };
  }, [close]);
  // Where the browser lacks invoker commands, a tap on the burger before hydration is held
  // (src/early/) and opens the drawer once this runs.
  const root = useRef<HTMLElement>(null);
  useEarlyTaps(root);

  return (
    <header ref={root} className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-toolbar" data-testid="site-toolbar">
        <Link to="/" className="site-logo-link">
          <SiteLogo logo={logo} />
        </Link>
        <nav className="site-nav-inline" aria-label="Main">
          <NavLinks items={nav} className="site-nav-list" />
        </nav>
        {tourUrl.startsWith('/') ? (
          <Link to={tourUrl} className="btn btn-primary site-tour-action">
            Book a Tour
          </Link>
        ) : (
          <ExternalLink href={tourUrl} className="btn btn-primary site-tour-action">
            Book a Tour
          </ExternalLink>
        )}
        <button
          type="button"
          className="site-burger"
          aria-label="Open menu"
          aria-controls={DRAWER_ID}
          // Chromium exposes no expanded state for a dialog's invoker (only a popover's): ours.
          aria-expanded={open}
          commandfor={DRAWER_ID}
          command="show-modal"
          data-early-tap
          onClick={unlessInvokerCommands(show)}
        >
          <span className="site-burger-bars" aria-hidden="true" />
        </button>
      </div>
      <Drawer ref={drawerRef} nav={nav} onClose={close} />
    </header>
  );
};
