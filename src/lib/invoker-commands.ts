// HTML invoker commands (`<button commandfor="id" command="show-modal">`): the browser opens and
// closes a dialog from its markup alone, before any script and without one (Chromium 135,
// Firefox 144, Safari 26.2). A browser without them runs the same action from React's onClick.

/** Whether this browser runs invoker commands itself. */
export const runsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/**
 * An onClick for a command button: `action` where the browser lacks invoker commands, nothing
 * where it runs the command itself (doing both would open and close at once, or twice).
 */
export const unlessInvokerCommands = (action: () => void) => () => {
  if (!runsInvokerCommands()) action();
};
