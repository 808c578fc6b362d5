// Playwright: the run of the site-key build (`npm run test:e2e:captcha`, tagged CAPTCHA_RUN), made
// from the fixture content in .e2e-builds/captcha/, with the deployed bot check: the real verifier,
// with a test secret, asking the stand-in siteverify the tests run on E2E_SITEVERIFY_PORT.
import { defineConfig } from '@playwright/test';
import {
  E2E_CAPTCHA_LEADS_PORT,
  E2E_CAPTCHA_PORT,
  E2E_CAPTCHA_SES_PORT,
} from './e2e/support/ports';
import {
  CAPTCHA_BUILD_DIR,
  E2E_SECRET,
  STAND_IN_SITEVERIFY_URL,
} from './e2e/support/captcha/settings';
import { localServer, PHONE, taggedRun } from './e2e/support/projects';
import { useFixtureContent } from './e2e/support/builds';

useFixtureContent();

const server = localServer({
  PORT: E2E_CAPTCHA_PORT,
  SES_PORT: E2E_CAPTCHA_SES_PORT,
  LEADS_PORT: E2E_CAPTCHA_LEADS_PORT,
  SITE_DIR: CAPTCHA_BUILD_DIR,
  CAPTCHA_SECRET: E2E_SECRET,
  CAPTCHA_SITEVERIFY_URL: STAND_IN_SITEVERIFY_URL,
});

export default defineConfig({
  ...taggedRun('captcha', server),
  // The stand-in siteverify listens on one port, in the worker.
  workers: 1,
  // The forms' round trip does not depend on the width: the phone, as the main suite runs it.
  projects: [{ name: 'mobile', use: PHONE }],
});
