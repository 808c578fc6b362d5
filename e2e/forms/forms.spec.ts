// The three forms end to end: the browser, the local server's handlers and the SES emulator.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated, holdScripts } from '../support/fixtures';
import { fillText } from '../../contracts/fill-text';
import { UUID_V4 } from '../../contracts/forms/schemas';
import { pageText, privacy, site } from '../support/content';
import { mailCountFor, mailFor, uniqueVisitor } from '../support/mailbox';
import { E2E_PORT } from '../support/ports';

const { success: SUCCESS, error: ERROR, labels: LABELS } = pageText.forms;
const LOCAL_TOKEN = 'local-development-captcha-token';

async function fill(
  scope: ReturnType<Page['locator']>,
  visitor: string,
  email = 'visitor@example.com',
) {
  await scope.getByLabel(LABELS.name).fill(visitor);
  await scope.getByLabel(LABELS.email).fill(email);
  await scope.getByLabel(LABELS.phone).fill('306-555-0123');
}

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

test.describe('promo', () => {
  // The closing links go to / through the router once the page runs, not by reloading it: a
  // mark left in the window survives.
  const markPage = (page: Page) =>
    page.evaluate(() => Object.assign(window, { promoPageMark: true }));
  const expectSamePage = async (page: Page) =>
    expect(await page.evaluate(() => 'promoPageMark' in window)).toBe(true);

  /** Two moments of the fireworks' area differ: rockets and sparks move. */
  const expectAnimating = (page: Page, fireworks: Locator) =>
    expect
      .poll(async () => {
        const before = await fireworks.screenshot();
        await page.waitForTimeout(250);
        return before.equals(await fireworks.screenshot());
      })
      .toBe(false);

  test('the overlay shows the offer, with fireworks, and "Go to Homepage" goes home', async ({
    page,
  }) => {
    await gotoHydrated(page, '/promo/');
    const overlay = page.getByRole('dialog', { name: 'First Month Free' });

    await expect(overlay).toBeVisible();
    await expect(
      overlay.getByText('Plus 3 Free Personal Training Sessions, valued at $240.00'),
    ).toBeVisible();
    await expect(overlay.getByText('Cancel within 14 days with no obligation')).toBeVisible();
    await expect(page.getByTestId('fireworks')).toHaveCount(1);

    await markPage(page);
    await overlay.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('fireworks')).toHaveCount(0);
    await expectSamePage(page);
  });

  for (const { how, close } of [
    {
      how: 'the close button',
      close: (page: Page) => page.getByRole('link', { name: 'Close the offer' }).click(),
    },
    { how: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
  ]) {
    test(`closing the overlay with ${how} goes home too`, async ({ page }) => {
      await gotoHydrated(page, '/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await expect(overlay).toBeVisible();
      // The overlay is in the page as served; it hydrates in its own Suspense boundary, after
      // the root, and takes the focus once it works as a dialog (Escape is listened for then).
      await expect(overlay).toBeFocused();

      await markPage(page);
      await close(page);

      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(overlay).toBeHidden();
      await expectSamePage(page);
    });
  }

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the overlay is open in the page as served', async ({ page }) => {
      await page.goto('/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText('Cancel within 14 days with no obligation')).toBeVisible();
      await expect(overlay.getByLabel(LABELS.personal_training)).toBeVisible();
      await expect(overlay.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
    });
  });

  test('once open, the dialog keeps the focus and the page behind it does not scroll', async ({
    page,
  }) => {
    await gotoHydrated(page, '/promo/');
    const overlay = page.getByRole('dialog', { name: 'First Month Free' });
    await expect(overlay).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await page.locator('.skip-link').focus();
    await expect(overlay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(overlay.getByRole('link', { name: 'Close the offer' })).toBeFocused();
  });

  test("the fireworks are drawn by a worker, off the page's main thread, and end with the overlay", async ({
    page,
  }) => {
    const started = page.waitForEvent('worker');
    await gotoHydrated(page, '/promo/');
    const worker = await started;
    expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);
    const fireworks = page.getByTestId('fireworks');
    // The page handed its canvas over: it can no longer draw on it itself.
    expect(
      await fireworks.evaluate((canvas: HTMLCanvasElement) => {
        try {
          canvas.getContext('2d');
          return 'the page can draw';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('InvalidStateError');
    // And the worker draws.
    await expectAnimating(page, fireworks);

    const ended = new Promise<void>((resolve) => worker.once('close', () => resolve()));
    await page.keyboard.press('Escape');
    await expect(fireworks).toHaveCount(0);
    await ended;
  });

  test('a browser that cannot hand a canvas to a worker draws the fireworks on the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // As in a browser without OffscreenCanvas.
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoHydrated(page, '/promo/');
    const fireworks = page.getByTestId('fireworks');
    await expectAnimating(page, fireworks);
    expect(workers).toEqual([]);
  });

  test('no fireworks for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/promo/');
    await expect(page.getByRole('dialog', { name: 'First Month Free' })).toBeVisible();
    await page.waitForTimeout(800); // past the 500 ms start
    await expect(page.getByTestId('fireworks')).toHaveCount(0);
  });

  for (const { ticked, destination } of [
    { ticked: true, destination: /\/personal-training\/$/ },
    { ticked: false, destination: /\/membership\/$/ },
  ]) {
    test(`a sign-up in the overlay ${ticked ? 'with' : 'without'} the sessions goes to ${destination} after the green box`, async ({
      page,
    }, testInfo) => {
      const visitor = uniqueVisitor('Promo', testInfo.project.name);
      await gotoHydrated(page, '/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await fill(overlay, visitor);
      if (ticked) await overlay.getByLabel(LABELS.personal_training).check();

      await overlay.getByRole('button', { name: 'Claim my free month' }).click();

      await expect(overlay.getByText(SUCCESS)).toBeVisible();
      await expect(page).toHaveURL(/\/promo\/$/);
      await expect(page).toHaveURL(destination, { timeout: 8000 });
      await expect(overlay).toBeHidden();
      const mail = await mailFor(visitor);
      expect(mail.subject).toBe(`Promo sign-up from ${visitor}`);
      expect(mail.body.text).toMatch(ticked ? /Yes/ : /No/);
    });
  }

  // Closing the overlay on /promo/ goes home, so the page's own promo form is the one on
  // /old/promo/, which has no overlay.
  test('the promo form on the page sends too', async ({ page }, testInfo) => {
    const visitor = uniqueVisitor('PromoPage', testInfo.project.name);
    await gotoHydrated(page, '/old/promo/');
    const form = page.locator('#promo-form');
    await fill(form, visitor);

    await form.getByRole('button', { name: 'Claim my free month' }).click();

    await expect(form.getByText(SUCCESS)).toBeVisible();
    await mailFor(visitor);
    await expect(page).toHaveURL(/\/old\/promo\/$/);
  });
});
