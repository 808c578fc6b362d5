// Playwright: the run of the site-key build (`npm run test:e2e:captcha`,
// e2e/forms/captcha.spec.ts). The build in .e2e-builds/captcha/ (npm run build:captcha) is served
// like `npm run serve` serves public/, on ports of its own, with the deployed bot check: the real
// verifier, with a test secret, asking the stand-in siteverify the tests run on
// E2E_SITEVERIFY_PORT.
import { defineConfig } from '@playwright/test';
import {
  E2E_CAPTCHA_LEADS_PORT,
  E2E_CAPTCHA_PORT,
  E2E_CAPTCHA_SES_PORT,
} from './e2e/support/ports';
import {
  CAPTCHA_BASE_URL,
  CAPTCHA_BUILD_DIR,
  E2E_SECRET,
  STAND_IN_SITEVERIFY_URL,
} from './e2e/support/captcha/settings';
import { BROWSER_USE, PHONE, RUN_GREP, SPEC_FILES } from './e2e/support/projects';
import { useFixtureContent } from './e2e/support/builds';

// The site-key build is made from the fixture content (e2e/support/builds.ts): the tests read it
// too.
useFixtureContent();

export default defineConfig({
  // The tests tagged CAPTCHA_RUN (e2e/support/projects.ts).
  testDir: './e2e',
  testMatch: SPEC_FILES,
  grep: RUN_GREP.captcha,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The stand-in siteverify listens on one port, in the worker.
  workers: 1,
  // Beside the main run's report, which CI keeps when a test fails.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/captcha' }]],
  outputDir: 'test-results/captcha',
  timeout: 30_000,
  use: {
    baseURL: CAPTCHA_BASE_URL,
    ...BROWSER_USE,
  },
  // The forms' round trip does not depend on the width: the phone, as the main suite runs it.
  projects: [{ name: 'mobile', use: PHONE }],
  webServer: {
    command: 'npx tsx tools/serve.ts',
    url: CAPTCHA_BASE_URL,
    stderr: 'pipe',
    env: {
      PORT: String(E2E_CAPTCHA_PORT),
      SES_PORT: String(E2E_CAPTCHA_SES_PORT),
      LEADS_PORT: String(E2E_CAPTCHA_LEADS_PORT),
      LEADS_DIR: ':memory:',
      SITE_DIR: CAPTCHA_BUILD_DIR,
      CAPTCHA_SECRET: E2E_SECRET,
      CAPTCHA_SITEVERIFY_URL: STAND_IN_SITEVERIFY_URL,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
