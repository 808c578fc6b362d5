// Each page's HTML inlines only the CSS that page can use (scripts/css/page-css.ts). The whole
// stylesheet, which Gatsby writes beside the pages and names on the inlined <style> (data-href),
// is added once the page is idle, or at the first navigation inside the site if that comes
// sooner, so the next page finds its rules. In `gatsby develop` nothing is inlined: no-op.
const INLINED = 'style[data-identity="gatsby-global-css"][data-href]';

/** Adds the whole stylesheet to <head>, once. */
export function addFullStylesheet(doc: Document = document): void {
  const href = doc.querySelector<HTMLStyleElement>(INLINED)?.dataset.href;
  if (!href || doc.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.appendChild(link);
}

/** Adds it once the page has loaded and the browser is idle (within 3 s of the load). */
export function addFullStylesheetWhenIdle(): void {
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  const start = () => whenIdle(() => addFullStylesheet());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
