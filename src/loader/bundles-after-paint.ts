// The page's scripts, asked for once its first screen is painted. After the build,
// plugins/post-build-html/bundles-after-paint.ts puts page-loader.ts (this module's entry), bundled by
// esbuild, in each page in place of Gatsby's <script async> tags, after the page's plan.
//
// The first screen is painted when the browser has reported its first contentful paint (a frame,
// where it cannot), then the images in view have loaded or failed, then one more frame has come:
// that paints what the parser added after the first paint. Or after 1 s if that never comes (a
// tab opened in the background). Then, one after another without waiting (each in a task of its
// own), preloads of everything Gatsby's runtime needs before it hydrates, in the order it needs
// them (its bundles, the page's chunks, the page's data and static query results), and Gatsby's
// own bundle tags, as it wrote them.

import { PLAN_ID, type Plan } from '../../contracts/page-plan';

/** The images the visitor sees now that are still loading. */
function loadingInView(doc: Document, win: Window): HTMLImageElement[] {
  return Array.from(doc.images).filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return (
      box.bottom > 0 && box.right > 0 && box.top < win.innerHeight && box.left < win.innerWidth
    );
  });
}

/** Calls `then` once the first screen is painted (see above), or after `latestMs`. */
export function afterFirstScreen(
  then: () => void,
  win: Window & typeof globalThis = window,
  latestMs = 1000,
): void {
  const doc = win.document;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const imagesThenFrame = () => {
    const waiting = loadingInView(doc, win);
    let left = waiting.length + 1;
    const settled = () => {
      left -= 1;
      if (left === 0) win.requestAnimationFrame(() => win.setTimeout(once, 0));
    };
    for (const image of waiting) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    }
    settled();
  };
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      win.setTimeout(imagesThenFrame, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.setTimeout(imagesThenFrame, 0));
  }
  win.setTimeout(once, latestMs);
}

/**
 * Adds the preloads, then Gatsby's bundle tags, each in a task of its own. Asking for a resource
 * costs Chromium a few milliseconds of the main thread (2–10 ms each at 4x CPU, in traces): a
 * page's dozen in one task were one long task of 50–220 ms on a slow phone, just before it
 * hydrates. The timers run in the order they were set, with nothing to wait for between them.
 */
export function addScripts(plan: Plan, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const preload = (href: string, as: string) => () => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    // The runtime's XMLHttpRequest is a same-origin CORS request: only a CORS preload matches.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  };
  const bundle = (url: string) => () => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    doc.body.appendChild(script);
  };
  const steps = [
    ...plan.scripts.map((url) => preload(url, 'script')),
    ...plan.data.map((url) => preload(url, 'fetch')),
    ...plan.bundles.map(bundle),
  ];
  for (const step of steps) win.setTimeout(step, 0);
}

export function loadAfterPaint(plan: Plan, win: Window & typeof globalThis = window): void {
  afterFirstScreen(() => addScripts(plan, win), win);
}

/** The page's plan, from its data block; an error if the build left none (never in silence). */
export function readPlan(doc: Document = document): Plan {
  const text = doc.getElementById(PLAN_ID)?.textContent;
  if (!text) throw new Error(`No #${PLAN_ID} on this page: its scripts cannot be loaded`);
  return JSON.parse(text) as Plan;
}
