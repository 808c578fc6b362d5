// The side drawer with the navigation, below 1025 px: a native modal <dialog>, in the server's
// HTML and closed. The burger opens it and its close button closes it with invoker commands, a
// tap on the backdrop or Escape too (closedby="any"), so it works before the scripts have run
// and without them; the browser makes the page behind inert and gives focus back to the burger.
// The script adds what HTML cannot: see useDrawer.
import React, { forwardRef, useCallback, useEffect, useState, type RefObject } from 'react';
import { unlessInvokerCommands } from '../../lib/invoker-commands';
import { NavLinks, type NavItem } from './nav-links';

export const DRAWER_ID = 'site-drawer';

/**
 * Keeps Tab inside the open drawer: from its last link to its close button and back with
 * Shift+Tab. Past the dialog's last stop the browser would otherwise move focus out of the page,
 * to its own toolbar.
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

/**
 * The drawer's state once the script runs: whether it is open (however it was opened, before
 * hydration too), and open/close for the burger's fallback, a chosen link and a wider window.
 */
export function useDrawer(drawerRef: RefObject<HTMLDialogElement>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = drawerRef.current;
    if (!dialog) return;
    const update = () => setOpen(dialog.open);
    update();
    // `toggle` on opening (and closing) in the browsers with invoker commands; `close` in all.
    dialog.addEventListener('toggle', update);
    dialog.addEventListener('close', update);
    return () => {
      dialog.removeEventListener('toggle', update);
      dialog.removeEventListener('close', update);
    };
  }, [drawerRef]);
  const show = useCallback(() => {
    const dialog = drawerRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  }, [drawerRef]);
  const close = useCallback(() => drawerRef.current?.close(), [drawerRef]);
  return { open, show, close };
}

type DrawerProps = {
  nav: readonly NavItem[];
  /** Closes the drawer (a chosen link navigates in the page, which leaves a dialog open). */
  onClose: () => void;
};

export const Drawer = forwardRef<HTMLDialogElement, DrawerProps>(function Drawer(
  { nav, onClose },
  ref,
) {
  return (
    <dialog
      ref={ref}
      id={DRAWER_ID}
      className="site-drawer"
      aria-labelledby="site-drawer-title"
      closedby="any"
      onKeyDown={wrapFocus}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog itself; closedby="any" closes it, and where
        // a browser lacks closedby, this does.
        if (event.target === event.currentTarget && !('closedBy' in HTMLDialogElement.prototype))
          onClose();
      }}
    >
      <div className="site-drawer-header">
        <div id="site-drawer-title" className="site-drawer-title">
          Menu
        </div>
        <button
          type="button"
          className="btn-close"
          aria-label="Close menu"
          commandfor={DRAWER_ID}
          command="close"
          onClick={unlessInvokerCommands(onClose)}
        />
      </div>
      <nav className="site-drawer-body" aria-label="Main (menu)">
        <NavLinks items={nav} className="site-drawer-list" onNavigate={onClose} />
      </nav>
    </dialog>
  );
});
