// The page's scripts, asked for once its first screen is painted: kept, as the bench shows pages
// respond sooner with it (docs/performance.md). Inlined in place of Gatsby's bundle tags.
import { PLAN_ID, type Plan } from '../../contracts/page-plan';

function loadingInView(doc: Document, win: Window): HTMLImageElement[] {
  return Array.from(doc.images).filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return (
      box.bottom > 0 && box.right > 0 && box.top < win.innerHeight && box.left < win.innerWidth
    );
  });
}

/** Calls `then` after the first contentful paint, the images in view and one more frame (which
 * paints what the parser added since), or after `latestMs` (a tab opened in the background). */
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

/** Adds the preloads, then Gatsby's bundle tags, each in a task of its own: in one task they were
 * a long task of 50–220 ms on a slow phone, just before it hydrates. */
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

/** An error if the build left no plan (never in silence). */
export function readPlan(doc: Document = document): Plan {
  const text = doc.getElementById(PLAN_ID)?.textContent;
  if (!text) throw new Error(`No #${PLAN_ID} on this page: its scripts cannot be loaded`);
  return JSON.parse(text) as Plan;
}
