// Playwright: the content guards (`npm run test:guards`, e2e/content-guards/) on the real content's
// build, public/, as it deploys: what protects visitors from bad content (overflow, edges, focus,
// axe, addresses that resolve, images that decode), on every route or on those GUARD_ROUTES lists.
// Nothing here compares a text or a screenshot: those are the fixture run's (playwright.config.ts).
import { defineConfig, devices } from '@playwright/test';
import { E2E_GUARDS_LEADS_PORT, E2E_GUARDS_PORT, E2E_GUARDS_SES_PORT } from './e2e/support/ports';
import { BROWSER_USE, PHONE, RUN_GREP, SPEC_FILES } from './e2e/support/projects';

const BASE_URL = `http://localhost:${E2E_GUARDS_PORT}`;

export default defineConfig({
  // The tests tagged GUARDS or GUARDS_ONLY (e2e/support/projects.ts).
  testDir: './e2e',
  testMatch: SPEC_FILES,
  grep: RUN_GREP.guards,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report/guards' }],
    // GUARD_REPORT: a JSON report too, from which the content lane tells the editor what each
    // failed guard found (tools/pipeline/guard-findings.ts).
    ...(process.env.GUARD_REPORT
      ? [['json', { outputFile: process.env.GUARD_REPORT }] as ['json', { outputFile: string }]]
      : []),
  ],
  outputDir: 'test-results/guards',
  timeout: 30_000,
  use: { baseURL: BASE_URL, ...BROWSER_USE },
  projects: [
    // The visitor view sets its own window sizes; the addresses are the same at every width.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testMatch: /visitor-view\.spec/ },
    { name: 'mobile', use: PHONE, testMatch: /links\.spec/ },
  ],
  webServer: {
    command: 'npx tsx tools/serve.ts',
    url: BASE_URL,
    stderr: 'pipe',
    env: {
      PORT: String(E2E_GUARDS_PORT),
      SES_PORT: String(E2E_GUARDS_SES_PORT),
      LEADS_PORT: String(E2E_GUARDS_LEADS_PORT),
      LEADS_DIR: ':memory:',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
