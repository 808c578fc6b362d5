// Playwright: the run of the editors' CMS (`npm run test:e2e:cms`, e2e/admin/, tagged CMS_RUN). Its
// /admin/ edits a working copy of this repository, checked and built again; it runs after the main
// run, on its own, so its build competes with no other test.
import { defineConfig } from '@playwright/test';
import { E2E_CMS_LEADS_PORT, E2E_CMS_PORT, E2E_CMS_SES_PORT } from './e2e/support/ports';
import { DESKTOP, localServer, taggedRun } from './e2e/support/projects';

const server = localServer({
  PORT: E2E_CMS_PORT,
  SES_PORT: E2E_CMS_SES_PORT,
  LEADS_PORT: E2E_CMS_LEADS_PORT,
});

export default defineConfig({
  ...taggedRun('cms', server),
  // One working copy at a time, and a Gatsby build needs both cores.
  workers: 1,
  timeout: 60_000,
  // An editor at a desk; the phone's view is one test of its own, which sets its width.
  projects: [{ name: 'desktop', use: DESKTOP }],
});
