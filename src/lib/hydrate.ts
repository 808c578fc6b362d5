// How the browser takes over a server-rendered page (gatsby-browser's replaceHydrateFunction).
// As a transition, React renders the page's root in slices of about 5 ms and yields to the
// browser between them, as it already does for each Suspense boundary. Gatsby's own hydrateRoot
// renders the root (its router, the layout's shell) at default priority, in one blocking task:
// the longest of a page load on a slow phone. A tap or a key meanwhile still hydrates what it
// reaches at once. Every page is server-rendered, so no client-only page needs a plain render.
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateInSlices(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
