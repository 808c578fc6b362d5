// The suite's `test`: third parties are blocked (as for a visitor behind a blocker, and because
// this machine has no internet), and any console error or uncaught exception fails the test.
import { test as base, expect } from '@playwright/test';
import { E2E_PORT } from './ports';

type Fixtures = {
  /** Console errors a test expects, e.g. the browser's own line about a 404 response. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  blockedRequests: string[];
};

export const test = base.extend<Fixtures>({
  // A route handler still in flight when a test ends (a held script, a fetch through the route)
  // would otherwise throw "Response has been disposed" into whichever test the worker runs next.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  allowedConsoleErrors: [[], { option: true }],
  blockedRequests: async ({ page }, use) => {
    const blocked: string[] = [];
    // A pattern, not a function: Playwright matches it in its driver, so the site's own requests
    // are not each sent to the test process to be asked about.
    await page.route(/^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:)/, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await use(blocked);
  },
  consoleErrors: [
    async ({ page, blockedRequests: _, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A blocked third party is expected; the page must cope with it, silently.
      const allowed = [/ERR_BLOCKED_BY_CLIENT/, ...allowedConsoleErrors];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed.some((re) => re.test(msg.text())))
          errors.push(msg.text());
      });
      // React reports the errors it recovered from (a lost chunk, say) as uncaught ones.
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors.some((re) => re.test(String(error)))) errors.push(String(error));
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits until React has hydrated it (its root then carries React's event
 * listener marker), so a click reaches the component, as it does for a person a moment later.
 */
export async function gotoHydrated(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('___gatsby') ?? {}).some((k) =>
      k.startsWith('_reactListening'),
    ),
  );
  return response;
}

/** Waits until no animation runs (the page-enter slide, fades), so what is measured is at rest. */
export async function untilStill(page: import('@playwright/test').Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/**
 * Holds back every script of the site (a slow phone: the served HTML is on screen, nothing
 * listens yet) until `release` is called.
 */
export async function holdScripts(page: import('@playwright/test').Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.host === `localhost:${E2E_PORT}` && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

/**
 * Runs `body` with every script of the site held back (holdScripts), and releases them after it,
 * whether it passed or failed, so the page is never left waiting.
 */
export async function withScriptsHeld(
  page: import('@playwright/test').Page,
  body: () => Promise<void>,
): Promise<void> {
  const scripts = await holdScripts(page);
  try {
    await body();
  } finally {
    scripts.release();
  }
}
