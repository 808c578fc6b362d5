// No lead is lost, seen from the browser: every submission is stored before anyone is told it
// was sent, an SES outage still says "sent" and keeps the lead for the retrier, a store outage
// says "try again" and keeps what was typed, a retry after a lost answer is stored once, and
// the visitor's marketing choice is stored, mailed and exported as shown.
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { fillText } from '../../contracts/fill-text';
import { privacy, site } from '../support/content';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { leadOf, leadsCli } from '../support/leads';
import { mailCountFor, mailFor, uniqueVisitor } from '../support/mailbox';
import {
  E2E_SES_DOWN_LEADS_PORT,
  E2E_SES_DOWN_PORT,
  E2E_STORE_DOWN_PORT,
  E2E_STORE_DOWN_SES_PORT,
} from '../support/ports';

const SUCCESS = 'Congratulations! Someone will get back to you shortly.';
const ERROR = 'Error. There was an error sending your message, kindly try again.';
const CONSENT = fillText(privacy.consent, { clubName: site.name });

async function fill(page: Page, form: string, visitor: string) {
  const scope = page.locator(form);
  await scope.getByLabel('Your Name (required)').fill(visitor);
  await scope.getByLabel('Your Email (required)').fill('visitor@example.com');
  await scope.getByLabel('Your Phone (required)').fill('306-555-0123');
  return scope;
}

test('consent is unticked; what was shown is stored, stated in the mail and exported', async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor('Consent', testInfo.project.name);
  await gotoHydrated(page, '/');
  const form = await fill(page, '#lead-form', visitor);
  const consent = form.getByLabel(CONSENT);
  await expect(consent).not.toBeChecked();

  await consent.check();
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(form.getByText(SUCCESS)).toBeVisible();
  const lead = await leadOf(visitor);
  expect(lead.consent).toMatchObject({ given: true, wording: CONSENT, at: lead.receivedAt });
  expect(lead).toMatchObject({ form: 'lead', page: '/', mail: { status: 'sent' } });
  const mail = await mailFor(visitor);
  expect(mail.body.text).toContain(`Marketing e-mail consent: YES. On ${lead.receivedAt}`);
  expect(mail.body.text).toContain(CONSENT);
  const csv = await leadsCli(['export', '--format', 'csv']);
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.find((row) => row.name === visitor)).toMatchObject({
    consentGiven: 'yes',
    consentWording: CONSENT,
    consentAt: lead.receivedAt,
  });
});

test.describe('lost answers and outages', () => {
  // The browser's own line about the failed request or the 502.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a retry after a lost answer is stored and mailed once', async ({ page }, testInfo) => {
    const visitor = uniqueVisitor('Retry', testInfo.project.name);
    // The first answer is lost on the way back (the server did store and mail the lead).
    let lost = false;
    await page.route('**/api/lead', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('failed');
    });
    await gotoHydrated(page, '/');
    const form = await fill(page, '#lead-form', visitor);
    const send = form.getByRole('button', { name: 'Send' });

    await send.click();
    await expect(form.getByRole('alert')).toHaveText(ERROR);
    await send.click();

    await expect(form.getByText(SUCCESS)).toBeVisible();
    await leadOf(visitor);
    await mailFor(visitor);
    expect(await mailCountFor(visitor)).toBe(1);
  });

  test('SES down: the visitor sees the green box and the lead waits, unsent', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('SesDown', testInfo.project.name);
    await gotoHydrated(page, `http://localhost:${E2E_SES_DOWN_PORT}/contact/`);
    const form = await fill(page, '#form-section', visitor);

    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByText(SUCCESS)).toBeVisible();
    const lead = await leadOf(visitor, E2E_SES_DOWN_LEADS_PORT);
    expect(lead.mail.status).toBe('unsent');
    expect(lead.mail.attempts).toBeGreaterThanOrEqual(1);
    expect(lead.mail.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  test('store down: the red box, what was typed is kept, and no e-mail', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('StoreDown', testInfo.project.name);
    // /old/promo/ has the page's promo form without the overlay (closing it goes home).
    await gotoHydrated(page, `http://localhost:${E2E_STORE_DOWN_PORT}/old/promo/`);
    const form = await fill(page, '#promo-form', visitor);
    const response = page.waitForResponse('**/api/promo');

    await form.getByRole('button', { name: 'Claim my free month' }).click();

    expect((await response).status()).toBe(502);
    await expect(form.getByRole('alert')).toHaveText(ERROR);
    await expect(form.getByLabel('Your Name (required)')).toHaveValue(visitor);
    expect(await mailCountFor(visitor, `http://localhost:${E2E_STORE_DOWN_SES_PORT}`)).toBe(0);
  });
});
