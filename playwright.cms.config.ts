// Playwright: the run of the editors' CMS (`npm run test:e2e:cms`, e2e/admin/). The built site's
// /admin/ edits a working copy of this repository, which is then checked and built again; it
// runs on its own, after the main run, so its build does not compete with other tests.
import { defineConfig, devices } from '@playwright/test';
import { E2E_CMS_LEADS_PORT, E2E_CMS_PORT, E2E_CMS_SES_PORT } from './e2e/support/ports';
import { BROWSER_USE, RUN_GREP, SPEC_FILES } from './e2e/support/projects';

export default defineConfig({
  // The tests tagged CMS_RUN (e2e/support/projects.ts).
  testDir: './e2e',
  testMatch: SPEC_FILES,
  grep: RUN_GREP.cms,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One working copy at a time, and a Gatsby build needs both cores.
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/cms' }]],
  outputDir: 'test-results/cms',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${E2E_CMS_PORT}`,
    ...BROWSER_USE,
  },
  // An editor at a desk; the phone's view is one test of its own, which sets its width.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx tools/serve.ts',
    url: `http://localhost:${E2E_CMS_PORT}`,
    stderr: 'pipe',
    env: {
      PORT: String(E2E_CMS_PORT),
      SES_PORT: String(E2E_CMS_SES_PORT),
      LEADS_PORT: String(E2E_CMS_LEADS_PORT),
      LEADS_DIR: ':memory:',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
