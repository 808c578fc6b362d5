// The side drawer below 1025 px: a native modal <dialog> that invoker commands open and close, and
// a tap on the backdrop or Escape (closedby="any"), before and without scripts.
import React, { forwardRef, useCallback, useEffect, useState, type RefObject } from 'react';
import { unlessInvokerCommands } from '../../lib/invoker-commands';
import { NavLinks, type NavItem } from './nav-links';

export const DRAWER_ID = 'site-drawer';

/** Keeps Tab inside the open drawer, which the browser would move out of the page, to its toolbar. */
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

/** Whether the drawer is open (however it was), and open and close where HTML cannot. */
export function useDrawer(drawerRef: RefObject<HTMLDialogElement>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = drawerRef.current;
    if (!dialog) return;
    const update = () => setOpen(dialog.open);
    update();
    const listening = new AbortController();
    dialog.addEventListener('toggle', update, { signal: listening.signal });
    dialog.addEventListener('close', update, { signal: listening.signal });
    return () => listening.abort();
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
  /** Also on a chosen link: it navigates in the page, which leaves a dialog open. */
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
