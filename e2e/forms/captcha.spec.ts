// The deployed captcha path in a browser (`npm run test:e2e:captcha`): the build with a site key
// (e2e/support/captcha/build-site.ts), whose forms load Google's script under the page's own
// Content-Security-Policy and ask it for a token, served with the deployed verifier
// (lambda/lib/captcha.ts), which sends the token and the secret to siteverify. Google's ends are
// stand-ins (./stand-ins.ts); everything between them is what ships.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_ACTION } from '../../contracts/forms/captcha-constants';
import { escapeHtml } from '../../contracts/escape-html';
import { pageText } from '../support/content';
import { recordCspViolations, type CspViolation } from '../support/csp-violations';
import { expect, gotoHydrated, test as base } from '../support/fixtures';
import { leadOf, leadsOf } from '../support/leads';
import { mailCountFor, mailFor, uniqueVisitor } from '../support/mailbox';
import { E2E_CAPTCHA_LEADS_PORT, E2E_SITEVERIFY_PORT } from '../support/ports';
import { CAPTCHA_RUN } from '../support/projects';
import {
  CAPTCHA_BASE_URL,
  CAPTCHA_MAILBOX_URL,
  E2E_SECRET,
  E2E_SITE_KEY,
} from '../support/captcha/settings';
import {
  serveRecaptchaStandIns,
  SiteverifyStandIn,
  type SiteverifyCall,
} from '../support/captcha/stand-ins';

const { success: SUCCESS, error: ERROR, labels: LABELS } = pageText.forms;

const SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=${E2E_SITE_KEY}`;
/** The source the pages' script-src allows reCAPTCHA's script by (edge/). */
const GOOGLE_SCRIPTS = 'https://www.google.com/recaptcha/';
/** The policy of a page's CSP meta tag (plugins/post-build-html/add-csp-meta.ts). */
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;
/** Chromium's console line for a script the page's policy refuses (older and newer wording). */
const SCRIPT_REFUSED =
  /(Refused to load|Loading) the script 'https:\/\/www\.google\.com\/recaptcha\/api\.js.* Content Security Policy/;

interface Recaptcha {
  /** Every token of this test starts with it. */
  nonce: string;
  /** The URLs of Google's that the page requested (each answered by a stand-in). */
  requested: string[];
  /** What siteverify was asked about this test's tokens. */
  calls(): SiteverifyCall[];
  /** From now on siteverify rejects this test's tokens (forged or expired). */
  revoke(): void;
}

const test = base.extend<
  { recaptcha: Recaptcha; cspViolations: CspViolation[] },
  { siteverify: SiteverifyStandIn }
>({
  siteverify: [
    async ({}, use) => {
      const siteverify = new SiteverifyStandIn(E2E_SECRET, E2E_SITE_KEY);
      await siteverify.listen(E2E_SITEVERIFY_PORT);
      await use(siteverify);
      await siteverify.close();
    },
    { scope: 'worker' },
  ],
  // After the suite's block of third parties (blockedRequests), so the stand-ins' routes win.
  recaptcha: async ({ page, siteverify, blockedRequests: _ }, use) => {
    const nonce = randomUUID();
    siteverify.issue(nonce);
    const requested = await serveRecaptchaStandIns(page, nonce);
    await use({
      nonce,
      requested,
      calls: () => siteverify.calls.filter((call) => call.response?.startsWith(`${nonce}.`)),
      revoke: () => siteverify.revoke(nonce),
    });
  },
  cspViolations: async ({ page }, use) => use(await recordCspViolations(page)),
});

async function fillLead(form: Locator, visitor: string) {
  await form.getByLabel(LABELS.name).fill(visitor);
  await form.getByLabel(LABELS.email).fill('captcha@example.com');
  await form.getByLabel(LABELS.phone).fill('306-555-0123');
}

/** Sends the home page's lead form; returns the form and the token it posted, if it did. */
async function sendLead(page: Page, visitor: string) {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/lead')) posted.push(request.postDataJSON().recaptchaToken);
  });
  await gotoHydrated(page, '/');
  const form = page.locator('#lead-form');
  await fillLead(form, visitor);
  await form.getByRole('button', { name: 'Send' }).click();
  return { form, posted };
}

test(
  'a lead goes through Google’s script, under the page’s CSP, and siteverify to the club',
  CAPTCHA_RUN,
  async ({ page, recaptcha, cspViolations }, testInfo) => {
    const visitor = uniqueVisitor('Captcha', testInfo.project.name);

    const { form, posted } = await sendLead(page, visitor);

    await expect(form.getByText(SUCCESS)).toBeVisible();
    // The build asks for the script with its key; the script's own parts loaded under the policy.
    expect(recaptcha.requested).toEqual([
      SCRIPT_URL,
      expect.stringMatching(/^https:\/\/www\.gstatic\.com\/recaptcha\/releases\//),
      expect.stringMatching(/^https:\/\/www\.google\.com\/recaptcha\/api2\/anchor\?/),
    ]);
    expect(posted).toEqual([expect.stringMatching(new RegExp(`^${recaptcha.nonce}\\.`))]);
    // The handler sent that token with the secret to siteverify, which passed it.
    expect(recaptcha.calls()).toEqual([
      expect.objectContaining({
        secret: E2E_SECRET,
        response: posted[0],
        answer: expect.objectContaining({
          success: true,
          action: CAPTCHA_ACTION,
          hostname: 'localhost',
        }),
      }),
    ]);
    // Stored as checked, and mailed without the "bot check not run" flag.
    expect((await leadOf(visitor, E2E_CAPTCHA_LEADS_PORT)).botCheck).toEqual({ status: 'passed' });
    expect((await mailFor(visitor, CAPTCHA_MAILBOX_URL)).subject).toBe(
      `Home page enquiry from ${visitor}`,
    );
    expect(cspViolations).toEqual([]);
  },
);

test.describe('a policy without Google’s script host', () => {
  test.use({ allowedConsoleErrors: [SCRIPT_REFUSED] });

  // The check above bites: the same build and server, with www.google.com taken out of the
  // pages' script-src, as a change to edge/content-security-policy.ts would.
  test(
    'refuses the script before any request: the violation is reported, nothing is sent',
    CAPTCHA_RUN,
    async ({ page, recaptcha, cspViolations }, testInfo) => {
      const visitor = uniqueVisitor('Blocked', testInfo.project.name);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (SCRIPT_REFUSED.test(message.text())) refused.push(message.text());
      });
      await page.route(`${CAPTCHA_BASE_URL}/`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const written = META_POLICY.exec(html)?.[1] ?? '';
        const policy = unescapeHtml(written);
        expect(policy, 'the page’s CSP allows Google’s script').toContain(GOOGLE_SCRIPTS);
        const body = html.replace(written, escapeHtml(withoutGoogleScripts(policy)));
        await route.fulfill({ response, body });
      });

      const { form, posted } = await sendLead(page, visitor);

      await expect(form.getByRole('alert')).toHaveText(ERROR);
      await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
      // What the first test finds empty: a violation event and Chromium's console error.
      await expect
        .poll(() => cspViolations)
        .toContainEqual(
          expect.objectContaining({
            blockedURI: SCRIPT_URL,
            effectiveDirective: 'script-src-elem',
          }),
        );
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      // page.route never saw the script: the browser applied the policy before any request.
      expect(recaptcha.requested).toEqual([]);
      expect(posted).toEqual([]);
      expect(recaptcha.calls()).toEqual([]);
      expect(await leadsOf(visitor, E2E_CAPTCHA_LEADS_PORT)).toEqual([]);
      expect(await mailCountFor(visitor, CAPTCHA_MAILBOX_URL)).toBe(0);
    },
  );
});

test.describe('a token siteverify rejects', () => {
  // The handler's 403, which Chromium logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .* 403/] });

  test(
    'gives the visitor the red box, keeps the input, and stores and mails nothing',
    CAPTCHA_RUN,
    async ({ page, recaptcha, cspViolations }, testInfo) => {
      const visitor = uniqueVisitor('Rejected', testInfo.project.name);
      recaptcha.revoke();

      const { form, posted } = await sendLead(page, visitor);

      await expect(form.getByRole('alert')).toHaveText(ERROR);
      await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
      expect(recaptcha.calls()).toEqual([
        expect.objectContaining({
          secret: E2E_SECRET,
          response: posted[0],
          answer: { success: false, 'error-codes': ['invalid-input-response'] },
        }),
      ]);
      expect(await leadsOf(visitor, E2E_CAPTCHA_LEADS_PORT)).toEqual([]);
      expect(await mailCountFor(visitor, CAPTCHA_MAILBOX_URL)).toBe(0);
      expect(cspViolations).toEqual([]);
    },
  );
});

/** An attribute's text as the browser reads it: the inverse of contracts/escape-html.ts. */
function unescapeHtml(written: string): string {
  const chars: Record<string, string> = { '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' };
  return written.replace(/&(#39|quot|lt|gt|amp);/g, (_, name: string) => chars[name]!);
}

/** The policy with www.google.com taken out of its script-src. */
function withoutGoogleScripts(policy: string): string {
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('script-src ')
        ? directive
            .split(' ')
            .filter((source) => source !== GOOGLE_SCRIPTS)
            .join(' ')
        : directive,
    )
    .join('; ');
}
