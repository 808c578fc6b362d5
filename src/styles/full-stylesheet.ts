// Each page's HTML inlines only the CSS that page can use (plugins/post-build-html/page-css.ts). The whole
// stylesheet, which Gatsby writes beside the pages and names on the inlined <style> (data-href),
// is fetched once the page is idle, under a media query that matches nothing, and applied at the
// first navigation inside the site, so the next page finds its rules. Applied at once, it made
// the browser restyle the whole page it changes nothing on: a phone's longest task after
// hydration (~80 ms at Lighthouse's 4x CPU slowdown). In `gatsby develop` nothing is inlined:
// no-op.
const INLINED = 'style[data-identity="gatsby-global-css"][data-href]';

/** Held from the screen until applied (fetched all the same, at a low priority). */
export const HELD_MEDIA = 'not all';

/** The whole stylesheet's <link>, added to <head> once (held); null where nothing is inlined. */
export function loadFullStylesheet(doc: Document = document): HTMLLinkElement | null {
  const href = doc.querySelector<HTMLStyleElement>(INLINED)?.dataset.href;
  if (!href) return null;
  const added = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (added) return added;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.media = HELD_MEDIA;
  link.href = href;
  doc.head.appendChild(link);
  return link;
}

/** Applies the whole stylesheet (fetching it first if the page was not yet idle). */
export function applyFullStylesheet(doc: Document = document): void {
  const link = loadFullStylesheet(doc);
  if (link) link.media = 'all';
}

/** Fetches it, held, once the page has loaded and the browser is idle (within 3 s of the load). */
export function loadFullStylesheetWhenIdle(): void {
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  const start = () => whenIdle(() => loadFullStylesheet());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
