// Playwright: the e2e suite, in Debian's Chromium, on the fixture content's production build
// (e2e/support/builds.ts) served as `npm run serve` serves it, so no editor's change can fail it;
// the real content's guards are playwright.guards.config.ts.
import { defineConfig } from '@playwright/test';
import { FIXTURE_BUILD_DIR, useFixtureContent } from './e2e/support/builds';
import {
  DEAD_ENDPOINT,
  E2E_LEADS_PORT,
  E2E_PORT,
  E2E_SES_DOWN_LEADS_PORT,
  E2E_SES_DOWN_PORT,
  E2E_SES_PORT,
  E2E_STORE_DOWN_PORT,
  E2E_STORE_DOWN_SES_PORT,
} from './e2e/support/ports';
import {
  BROWSER_USE,
  DESKTOP,
  localServer,
  ONE_WIDTH_TAG,
  OTHER_RUNS_ONLY,
  PHONE,
  RUN_DEFAULTS,
} from './e2e/support/projects';

const BASE_URL = `http://localhost:${E2E_PORT}`;

// The tests read the content they assert through e2e/support/content.ts: here, the fixture's.
useFixtureContent();

// Journeys whose outcome does not depend on the window's width (HTTP headers, the <head>, the
// forms' round trip, content) run at phone width only.
const ONE_WIDTH =
  /\/(analytics|collection-pages|forms|head|leads|lost-chunks|native-forms|no-script|page-loader|pages|privacy|promo-overlay|booking-widget|security-headers)\.spec\.ts$/;
// Journeys that set their own window sizes, and the carousel's, driven by mouse and keys (its
// layout at every width is visitor-view's), run once, in the desktop project.
const DESKTOP_ONLY = /\/(carousel|keyboard-focus|layout|visitor-view)\.spec\.ts$/;

export default defineConfig({
  ...RUN_DEFAULTS,
  // The site-key build's run, the CMS's run and the real content's guards have their own servers
  // and configs (playwright.captcha.config.ts, playwright.cms.config.ts,
  // playwright.guards.config.ts): their tests carry their run's tag (e2e/support/projects.ts).
  grepInvert: OTHER_RUNS_ONLY,
  fullyParallel: true,
  workers: 2,
  // The HTML report (playwright-report/) is what CI keeps as an artifact when a test fails.
  reporter: [['list'], ['html', { open: 'never' }]],
  // Committed screenshots (e2e/visitor-view/visitor-view.spec.ts), made with Debian's Chromium:
  // beside their spec, one file per route and width, without the platform in its name, since
  // only that browser makes them.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: BASE_URL,
    ...BROWSER_USE,
  },
  projects: [
    {
      name: 'mobile',
      use: PHONE,
      testIgnore: DESKTOP_ONLY,
    },
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: ONE_WIDTH,
      // Single tests elsewhere whose outcome does not depend on the width
      // (e2e/support/projects.ts); a project's grepInvert replaces the run's, so it repeats it.
      grepInvert: [...OTHER_RUNS_ONLY, new RegExp(ONE_WIDTH_TAG)],
    },
  ],
  // The fixture build with its local SES emulator and lead store (kept in memory), and two outage twins.
  webServer: [
    { PORT: E2E_PORT, SES_PORT: E2E_SES_PORT, LEADS_PORT: E2E_LEADS_PORT },
    { PORT: E2E_SES_DOWN_PORT, SES_ENDPOINT: DEAD_ENDPOINT, LEADS_PORT: E2E_SES_DOWN_LEADS_PORT },
    { PORT: E2E_STORE_DOWN_PORT, SES_PORT: E2E_STORE_DOWN_SES_PORT, LEADS_ENDPOINT: DEAD_ENDPOINT },
  ].map((env, index) => ({
    ...localServer({ ...env, SITE_DIR: FIXTURE_BUILD_DIR }),
    // The twins log their outage every few seconds (the retrier keeps trying): not news.
    stderr: index === 0 ? 'pipe' : 'ignore',
  })),
});
