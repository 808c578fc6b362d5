// Where a journey runs. The mobile project (375 px, touch) is the default; the desktop project
// (1280 px) repeats what can differ with the width. A test whose outcome cannot depend on the
// width says so with this tag (`test(title, ONE_WIDTH, body)`) and runs at phone width only.
import { devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../tools/chromium';

export const ONE_WIDTH_TAG = '@one-width';
export const ONE_WIDTH = { tag: ONE_WIDTH_TAG };

/** What every run's browser uses (playwright.config.ts and playwright.captcha.config.ts). */
export const BROWSER_USE = {
  // Recording a trace costs about a fifth of the suite's CPU time even for tests that pass, so
  // it is off; a failure still saves a screenshot, and `--trace retain-on-failure` records one.
  trace: 'off',
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
} as const;

/** The phone: 375 px wide, with touch. */
export const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
};
