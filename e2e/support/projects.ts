// Where a journey runs. The mobile project (375 px, touch) is the default; the desktop project
// (1280 px) repeats what can differ with the width. A test whose outcome cannot depend on the
// width says so with this tag (`test(title, ONE_WIDTH, body)`) and runs at phone width only.
import { devices, type ReporterDescription } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../../tools/chromium';

export const ONE_WIDTH_TAG = '@one-width';
export const ONE_WIDTH = { tag: ONE_WIDTH_TAG };

// Without a network route Chromium thinks it is offline and lazy-loads from much further away:
// the tests see a phone on 4G wherever they run.
const BROWSER_ARGS = [...CHROME_FLAGS, '--force-effective-connection-type=4G'];

/** What every run's browser uses. */
export const BROWSER_USE = {
  // Recording a trace costs about a fifth of the suite's CPU time even for tests that pass, so
  // it is off; a failure still saves a screenshot, and `--trace retain-on-failure` records one.
  trace: 'off',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: CHROME_PATH,
    args: BROWSER_ARGS,
  },
} as const;

/** The phone: 375 px wide, with touch. */
export const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
};

/** The desktop: 1280 px wide. */
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

// Which run a test belongs to. The runs that need a build or a server of their own pick their
// tests by tag (`test(title, CMS_RUN, body)`), wherever the spec's feature folder is; the main
// run (playwright.config.ts, the fixture build) runs every test but those.
/** The editors' CMS run (`npm run test:e2e:cms`): /admin/ on a working copy of this repository. */
export const CMS_RUN = { tag: '@cms' };
/** The site-key build's run (`npm run test:e2e:captcha`): reCAPTCHA as deployed. */
export const CAPTCHA_RUN = { tag: '@captcha' };
/** The content guards' run (`npm run test:guards`): a check of the real content's build. */
export const GUARDS = { tag: '@guards' };

/** What each of those runs picks (Playwright's grep). */
export const RUN_GREP = { cms: /@cms\b/, captcha: /@captcha\b/, guards: /@guards\b/ };
/** What the main run leaves to the others (grepInvert). */
export const OTHER_RUNS_ONLY = Object.values(RUN_GREP);

/** What every run's config shares: the specs, no retries, no `.only` on CI. */
export const RUN_DEFAULTS = {
  testDir: './e2e',
  // The specs: Jest's tests of the helpers are *.test.ts.
  testMatch: '**/*.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
} as const;

/** What a tagged run's config shares: its tests, its one server, and its own results and
 * report beside the main run's (which CI keeps when a test fails). */
export function taggedRun(run: keyof typeof RUN_GREP, server: ReturnType<typeof localServer>) {
  return {
    ...RUN_DEFAULTS,
    grep: RUN_GREP[run],
    reporter: [
      ['list'],
      ['html', { open: 'never', outputFolder: `playwright-report/${run}` }],
    ] as ReporterDescription[],
    outputDir: `test-results/${run}`,
    use: { baseURL: server.url, ...BROWSER_USE },
    webServer: server,
  };
}

/** `npm run serve`'s server on a run's own ports, its lead store in memory. */
export function localServer(env: Record<string, string | number | undefined>) {
  return {
    command: 'npx tsx tools/serve.ts',
    url: `http://localhost:${env.PORT}`,
    stderr: 'pipe' as 'pipe' | 'ignore',
    env: {
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
      LEADS_DIR: ':memory:',
      // A refused post's warning is the test's subject, not news: only errors reach the run's output.
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}
