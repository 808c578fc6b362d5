// Playwright: the content guards (`npm run test:guards`, tagged GUARDS) on the real
// content's build, public/: what protects visitors from bad content (overflow, edges, focus, axe,
// addresses, images). No text or screenshot is compared: those are the fixture run's.
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { E2E_GUARDS_LEADS_PORT, E2E_GUARDS_PORT, E2E_GUARDS_SES_PORT } from './e2e/support/ports';
import { localServer, taggedRun } from './e2e/support/projects';

const run = taggedRun(
  'guards',
  localServer({
    PORT: E2E_GUARDS_PORT,
    SES_PORT: E2E_GUARDS_SES_PORT,
    LEADS_PORT: E2E_GUARDS_LEADS_PORT,
  }),
);

export default defineConfig({
  ...run,
  fullyParallel: true,
  workers: 2,
  reporter: [
    ...run.reporter,
    // GUARD_REPORT: a JSON report too, from which the content lane tells the editor what each
    // failed guard found (tools/pipeline/guard-findings.ts).
    ...(process.env.GUARD_REPORT
      ? [['json', { outputFile: process.env.GUARD_REPORT }] as ReporterDescription]
      : []),
  ],
  // The visitor view sets its own window sizes.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testMatch: /visitor-view\.spec/ },
  ],
});
