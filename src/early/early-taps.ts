// A click on a `data-early-tap` control before its component has hydrated is held (marked busy)
// and replayed on the same element once the component claims its part of the page.
import { runsInvokerCommands } from '../lib/invoker-commands';

export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set on a root by `claim`: the controls inside it are live. */
export const CLAIMED_ATTRIBUTE = 'data-early-taps-claimed';

export type EarlyTaps = {
  /** Marks `root` live and replays, in order, the taps held on controls inside it. */
  claim(root: Element): void;
};

declare global {
  interface Window {
    /** Set by the page's first script; absent where it did not run (tests, a blocked script). */
    __earlyTaps?: EarlyTaps;
  }
}

export function holdEarlyTaps(doc: Document): EarlyTaps {
  let held: HTMLElement[] = [];

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const control = target.closest<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
      if (!control || control.closest(`[${CLAIMED_ATTRIBUTE}]`)) return;
      // A browser that runs the control's invoker command needs no script for it.
      if (control.hasAttribute('commandfor') && runsInvokerCommands()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(control);
      control.setAttribute('aria-busy', 'true');
    },
    true,
  );

  return {
    claim(root) {
      root.setAttribute(CLAIMED_ATTRIBUTE, '');
      const mine: HTMLElement[] = [];
      held = held.filter((control) => {
        if (control.isConnected && !root.contains(control)) return true;
        // A control the component put anew in the place of the one tapped (the script's form
        // replacing the stand-in, say) is known by its id.
        const current = control.isConnected
          ? control
          : control.id && root.querySelector<HTMLElement>(`#${CSS.escape(control.id)}`);
        if (current) mine.push(current);
        return false;
      });
      for (const control of mine) control.removeAttribute('aria-busy');
      for (const control of mine) control.click();
    },
  };
}
