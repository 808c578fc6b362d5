// Playwright: the e2e suite runs Debian's Chromium against the production build, served by the
// same local server as `npm run serve` (so the edge rules and headers are production's).
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_SES_PORT } from './e2e/ports';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium';

const BASE_URL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // Committed screenshots (e2e/visitor-view.spec.ts), made with Debian's Chromium: one file per
  // route and width, without the platform in its name, since only that browser makes them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: BASE_URL,
    env: { PORT: String(E2E_PORT), SES_PORT: String(E2E_SES_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
