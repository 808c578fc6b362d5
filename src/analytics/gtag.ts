// Google Analytics 4 through gtag.js: a no-op without a measurement id; calls queue in dataLayer
// until (and unless) gtag.js arrives, so a blocked or slow script never breaks the site.
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Loads gtag.js once the page has loaded and the browser is idle. */
export function initAnalytics(measurementId: string, win: Window = window): boolean {
  if (!measurementId || win.gtag) return false;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  win.gtag = function gtag() {
    // gtag.js only understands the `arguments` object itself, not an array copy of it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Page views are sent by trackPageView on each navigation, including the first.
  win.gtag('config', measurementId, { send_page_view: false });

  const load = () => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
    win.document.head.appendChild(script);
  };
  // Safari has no requestIdleCallback.
  const idle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = () => (idle ? idle.call(win, load, { timeout: 3000 }) : win.setTimeout(load, 1));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return true;
}

export type PageView = { title: string; path: string; url: string };

export function trackPageView(view: PageView, win: Window = window): void {
  win.gtag?.('event', 'page_view', {
    page_title: view.title,
    page_path: view.path,
    page_location: view.url,
  });
}

/** Once the green success box shows. */
export function trackConversion(form: string, win: Window = window): void {
  win.gtag?.('event', 'generate_lead', { form_name: form });
}
