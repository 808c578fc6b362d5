// React 18 passes lowercase attributes it does not know to the DOM as they are; these are the
// HTML invoker commands' (src/lib/invoker-commands.ts), which @types/react 18 does not list yet.
// (<dialog closedby> it does.)
import 'react';

declare module 'react' {
  // Merging with React's own declaration needs its type parameter, by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the command acts on. */
    commandfor?: string | undefined;
    /** The built-in commands the site uses, or a custom one (`--name`). */
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined;
  }
}
