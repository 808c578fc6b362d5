// HTML invoker commands (`<button commandfor="id" command="show-modal">`) open and close a dialog
// without a script (Chromium 135, Firefox 144, Safari 26.2); elsewhere React's onClick does.
export const runsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/** `action` only where the browser does not run the command itself (both would do it twice). */
export const unlessInvokerCommands = (action: () => void) => () => {
  if (!runsInvokerCommands()) action();
};
