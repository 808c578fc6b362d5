// The three forms end to end: the browser, the local server's handlers and the SES emulator.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, holdScripts } from '../support/fixtures';
import { fillText } from '../../contracts/fill-text';
import { UUID_V4 } from '../../contracts/forms/schemas';
import { pageText, privacy, site } from '../support/content';
import { fill } from '../support/forms';
import { mailCountFor, mailFor, uniqueVisitor } from '../support/mailbox';
import { E2E_PORT } from '../support/ports';

const { success: SUCCESS, error: ERROR, labels: LABELS } = pageText.forms;
const LOCAL_TOKEN = 'local-development-captcha-token';

test.describe('home lead form', () => {
  test('validates, then sends: spinner, green box, reset, the mail, and the box hides', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Lead', testInfo.project.name);
    await gotoHydrated(page, '/');
    const form = page.locator('#lead-form');
    const send = form.getByRole('button', { name: 'Send' });

    // Not disabled in the page as served (a form without its script must be sendable): the
    // form's code disables it once it runs.
    await form.getByLabel(LABELS.email).fill('not-an-email');
    await form.getByLabel(LABELS.email).blur();
    await expect(
      form.getByText('Please enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(send).toBeDisabled();

    await fill(form, visitor, 'lead@example.com');
    await form.getByLabel(LABELS.trial).check();
    const request = page.waitForRequest('**/api/lead');
    await send.click();

    const body = (await request).postDataJSON();
    expect(body).toEqual({
      name: visitor,
      email: 'lead@example.com',
      phone: '306-555-0123',
      trial: true,
      consent: false,
      consentText: fillText(privacy.consent, { clubName: site.name }),
      recaptchaToken: LOCAL_TOKEN,
      submissionId: expect.stringMatching(UUID_V4),
      page: '/',
    });
    const box = form.getByText(SUCCESS);
    await expect(box).toBeVisible();
    await expect(form.getByLabel(LABELS.name)).toHaveValue('');
    // The emptied form is invalid again, so Send waits until it is filled in again.
    await expect(send).toBeDisabled();
    await expect(form.getByText(/^Please enter/)).toHaveCount(0);

    const mail = await mailFor(visitor);
    expect(mail.subject).toBe(`Home page enquiry from ${visitor}`);
    expect(mail.replyTo).toEqual(['lead@example.com']);
    expect(mail.body.text).toContain('306-555-0123');

    await expect(box).toBeHidden({ timeout: 8000 });
  });

  test('sent:false gives the red box, keeps the input, and the box closes', async ({ page }) => {
    await page.route('**/api/lead', (route) => route.fulfill({ json: { sent: false } }));
    await gotoHydrated(page, '/');
    const form = page.locator('#lead-form');
    await fill(form, 'Kept Visitor');

    await form.getByRole('button', { name: 'Send' }).click();

    await expect(form.getByRole('alert')).toHaveText(ERROR);
    await expect(form.getByLabel(LABELS.name)).toHaveValue('Kept Visitor');
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form.getByRole('alert')).toBeHidden();
  });

  test.describe('transport failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a network failure ends the spinner with the red box and keeps the input', async ({
      page,
    }) => {
      await page.route('**/api/lead', (route) => route.abort('failed'));
      await gotoHydrated(page, '/');
      const form = page.locator('#lead-form');
      await fill(form, 'Offline Visitor');

      await form.getByRole('button', { name: 'Send' }).click();

      await expect(form.getByRole('alert')).toHaveText(ERROR);
      await expect(form.getByRole('img', { name: 'Sending' })).toHaveCount(0);
      await expect(form.getByLabel(LABELS.name)).toHaveValue('Offline Visitor');
      await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    });

    test('a 502 from the mailer gives the red box', async ({ page }) => {
      await page.route('**/api/lead', (route) =>
        route.fulfill({ status: 502, json: { sent: false } }),
      );
      await gotoHydrated(page, '/');
      const form = page.locator('#lead-form');
      await fill(form, 'Unlucky Visitor');

      await form.getByRole('button', { name: 'Send' }).click();

      await expect(form.getByRole('alert')).toHaveText(ERROR);
    });
  });

  test('a double click sends one request', async ({ page }, testInfo) => {
    const visitor = uniqueVisitor('Double', testInfo.project.name);
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/lead')) requests += 1;
    });
    await gotoHydrated(page, '/');
    const form = page.locator('#lead-form');
    await fill(form, visitor);

    await form.getByRole('button', { name: 'Send' }).dblclick();

    await expect(form.getByText(SUCCESS)).toBeVisible();
    expect(requests).toBe(1);
    expect(await mailCountFor(visitor)).toBe(1);
  });
});

test.describe('the form’s code (Formik, yup) loads on the first interaction', () => {
  /**
   * Holds back the form's code until `release` is called, and counts the requests for it. The
   * code is known by what it holds (Formik), not by a file name: webpack may move it into a chunk
   * it shares with the promo overlay.
   */
  async function holdFormCode(page: Page) {
    const requests: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const siteScript = (url: URL) =>
      url.host === `localhost:${E2E_PORT}` && url.pathname.endsWith('.js');
    await page.route(siteScript, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('validateOnBlur')) {
        requests.push(route.request().url());
        await released;
      }
      await route.fulfill({ response, body });
    });
    return { requests, release };
  }

  test('a page that is only looked at never loads it', async ({ page }) => {
    const code = await holdFormCode(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');

    expect(code.requests).toEqual([]);
    await expect(page.locator('#lead-form').getByLabel(LABELS.name)).toBeVisible();
  });

  test('what the visitor types before it arrives is kept, and the form sends it', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Early', testInfo.project.name);
    const code = await holdFormCode(page);
    await gotoHydrated(page, '/');
    const form = page.locator('#lead-form');

    await fill(form, visitor, 'early@example.com');
    await form.getByLabel(LABELS.trial).check();
    await expect.poll(() => code.requests.length).toBe(1);
    code.release();

    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled();
    await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
    const request = page.waitForRequest('**/api/lead');
    await send.click();
    expect((await request).postDataJSON()).toMatchObject({
      name: visitor,
      email: 'early@example.com',
      phone: '306-555-0123',
      trial: true,
    });
    await expect(form.getByText(SUCCESS)).toBeVisible();
  });

  test('a field typed in and left before the page’s scripts ran shows its error once they have', async ({
    page,
  }) => {
    // A slow phone: the visitor fills in a field of the served HTML and moves on while the
    // page's scripts are still coming, so every interaction happens before anything listens.
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#lead-form');
    await form.getByLabel(LABELS.email).fill('not-an-email');
    await form.getByLabel(LABELS.email).blur();

    release();
    await expect(
      form.getByText('Please enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(form.getByLabel(LABELS.email)).toHaveValue('not-an-email');
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test('after a client-side navigation the form stands in without it, keeping what is typed', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Navigated', testInfo.project.name);
    const code = await holdFormCode(page);
    await gotoHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The tap on the link is the first interaction: the code is asked for, and held.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact/');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const form = page.locator('form', { has: page.locator('#contact-form-name') });
    await form.getByLabel(LABELS.name).fill(visitor);
    await expect(form).toHaveJSProperty('noValidate', false);
    expect(code.requests).toHaveLength(1);

    code.release();
    await expect(form).toHaveJSProperty('noValidate', true);
    await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
    await fill(form, visitor, 'navigated@example.com');
    await form.getByRole('button', { name: pageText.forms.contact.submitLabel }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
  });

  test.describe('a same-page link before it has come', () => {
    // React then renders the waiting form anew, in the browser, and reports that it did.
    test.use({ allowedConsoleErrors: [/Minified React error #421/] });

    test('keeps the form and what was typed', async ({ page }) => {
      const code = await holdFormCode(page);
      await gotoHydrated(page, '/');
      const form = page.locator('form', { has: page.locator('#lead-form-name') });
      await form.getByLabel(LABELS.name).fill('Typed before the link');

      await form.evaluate((served) => served.setAttribute('data-served', ''));
      await page.locator('a[href="#tour"]').click();
      await expect(page).toHaveURL((url) => url.hash === '#tour');

      // The stand-in in the served form's place, with what was typed, while the code is held.
      await expect(page.locator('form[data-served]')).toHaveCount(0);
      await expect(form).toHaveJSProperty('noValidate', false);
      await expect(form.getByLabel(LABELS.name)).toHaveValue('Typed before the link');
      expect(code.requests).toHaveLength(1);
      code.release();
      await expect(form).toHaveJSProperty('noValidate', true);
      await expect(form.getByLabel(LABELS.name)).toHaveValue('Typed before the link');
    });
  });

  test('the promo dialog, open as the page loads, does not load it either', async ({ page }) => {
    const code = await holdFormCode(page);
    await gotoHydrated(page, '/promo/');
    const overlay = page.getByRole('dialog', { name: 'First Month Free' });
    await expect(overlay).toBeFocused();
    await page.waitForLoadState('networkidle');

    expect(code.requests).toEqual([]);
    await expect(overlay.getByLabel(LABELS.name)).toBeVisible();
  });
});

test('the /old form sends the field trial', async ({ page }) => {
  await gotoHydrated(page, '/old/');
  const form = page.locator('#lead-form');
  await fill(form, 'Old Form Visitor');
  const request = page.waitForRequest('**/api/lead');
  await form.getByRole('button', { name: 'Send' }).click();

  expect((await request).postDataJSON()).toMatchObject({ trial: false });
  await expect(form.getByText(SUCCESS)).toBeVisible();
});

test('the contact form in #form-section sends subject and message with a real token', async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor('Contact', testInfo.project.name);
  await gotoHydrated(page, '/contact/');
  const form = page.locator('#form-section');
  await fill(form, visitor, 'contact@example.com');
  await form.getByLabel(LABELS.subject).fill('Membership question');
  await form.getByLabel(LABELS.message).fill('Do you have <b>squat racks</b> & bumper plates?');
  const request = page.waitForRequest('**/api/contact');

  await form.getByRole('button', { name: 'Send message' }).click();

  const body = (await request).postDataJSON();
  expect(body.recaptchaToken).toBe(LOCAL_TOKEN);
  expect(body.recaptchaToken).not.toBe('importantAction');
  await expect(form.getByText(SUCCESS)).toBeVisible();
  const mail = await mailFor(visitor);
  expect(mail.subject).toBe(`Contact message from ${visitor}`);
  expect(mail.body.text).toContain('Membership question');
  expect(mail.body.html).toContain('&lt;b&gt;squat racks&lt;/b&gt; &amp; bumper plates?');
});
