// When a page responds: from navigation until React has attached its props to the first control
// (else its <h1>, as the floor has no control), polled once a frame, on a phone emulated with
// Lighthouse's own mobile throttling applied for real, with an empty cache each time.
import type { Browser } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;
export const CPU_SLOWDOWN = cpuSlowdownMultiplier;
export const PHONE_VIEWPORT = { width: 375, height: 667 } as const;

// Runs in the page before its own scripts: performance.now() at the first frame in which the
// first control (or the <h1>) carries React's props, in window.__responds.
const WATCH = `(() => {
  const owned = (el) => el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const first = () =>
    document.querySelector('#___gatsby :is(a[href], button, summary, input, select, textarea)') ??
    document.querySelector('#___gatsby h1');
  const frame = () => {
    const el = first();
    if (owned(el)) window.__responds = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** One cold load of `url` on the emulated phone: when its first control reacts. */
export async function respondsOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // What the bench cannot reach (third parties) fails at once, as for a visitor behind a blocker.
    const { origin } = new URL(url);
    await context.route(
      (target) => target.origin !== origin && target.protocol !== 'data:',
      (route) => route.abort('blockedbyclient'),
    );
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: requestLatencyMs,
      downloadThroughput: (downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start, in the page's clock.
    const handle = await page.waitForFunction(
      () => (window as { __responds?: number }).__responds,
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}
