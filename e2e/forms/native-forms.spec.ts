// The forms without their script: with JavaScript off, or with the form's code lost on the way,
// the browser posts the form itself to the real local API, which stores it as a lead to review
// (listed in the staff's summary, mailed once released) and answers with a page: thanks, saying
// a person reads it first, or what was refused and how to go back.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { fillText } from '../../contracts/fill-text';
import { pageEntry, pageText, privacy, site } from '../support/content';
import { leadOf, leadsCli, leadsOf, summaryListing } from '../support/leads';
import { mailCountFor, mailFor, uniqueVisitor } from '../support/mailbox';

const { labels: LABELS, errors: ERRORS } = pageText.forms;
const { sent: SENT, refused: REFUSED } = pageText.formAnswers;
const CONSENT = fillText(privacy.consent, { clubName: site.name });

/** Each form, where a visitor meets it, with its send button's label. */
const FORMS = [
  { kind: 'lead', path: '/', form: '#lead-form', send: pageText.forms.lead.submitLabel },
  {
    kind: 'promo',
    path: '/promo/',
    form: '#promo-overlay',
    send: pageText.forms.promo.submitLabel,
  },
  {
    kind: 'contact',
    path: '/contact/',
    form: '#contact-form',
    send: pageText.forms.contact.submitLabel,
  },
] as const;

/** The form holding the field with this id prefix. */
const formOf = (page: Page, prefix: string) =>
  page.locator('form', { has: page.locator(`${prefix}-name`) });

async function fillPerson(page: Page, prefix: string, visitor: string) {
  const form = formOf(page, prefix);
  await form.getByLabel(LABELS.name).fill(visitor);
  await form.getByLabel(LABELS.email).fill('native@example.com');
  await form.getByLabel(LABELS.phone).fill('306-555-0123');
  return form;
}

async function expectThanked(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/sent/');
  await expect(page.getByRole('main').locator('h1')).toHaveText(pageEntry('/sent/').hero!.heading);
  await expect(page.getByText(SENT.text)).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { kind, path, form: prefix, send } of FORMS) {
    test(`the ${kind} form is sent, stored once to review, exported, listed in the summary, and mailed once released`, async ({
      page,
    }, testInfo) => {
      // The staff tool runs twice, each a process of its own.
      test.setTimeout(120_000);
      const visitor = uniqueVisitor(`Native ${kind}`, testInfo.project.name);
      await page.goto(path);
      const form = await fillPerson(page, prefix, visitor);
      if (kind === 'contact') await form.getByLabel(LABELS.message).fill('Open on holidays?');

      await form.getByRole('button', { name: send }).click();

      await expectThanked(page);
      const lead = await leadOf(visitor);
      expect(lead).toMatchObject({
        form: kind,
        page: path,
        via: 'no-script',
        botCheck: { status: 'skipped' },
        review: { status: 'pending' },
        fields: { name: visitor, email: 'native@example.com', phone: '306-555-0123' },
      });
      if (kind === 'contact') expect(lead.fields).toMatchObject({ message: 'Open on holidays?' });
      // The answer comes once the handler is done: no mail of its own is on its way.
      expect(await mailCountFor(visitor)).toBe(0);
      expect(await leadsCli(['export'])).toContain(visitor);
      expect((await summaryListing(visitor)).body.text).toContain(`release --id ${lead.id}`);

      await leadsCli(['release', '--id', lead.id]);
      expect((await mailFor(visitor)).subject).toContain(visitor);
    });
  }

  for (const ticked of [true, false]) {
    test(`the marketing consent, ${ticked ? 'ticked' : 'left unticked'}, is stored with its wording`, async ({
      page,
    }, testInfo) => {
      const visitor = uniqueVisitor(`Consent ${ticked}`, testInfo.project.name);
      await page.goto('/');
      const form = await fillPerson(page, '#lead-form', visitor);
      const consent = form.getByLabel(CONSENT);
      await expect(consent).not.toBeChecked();
      if (ticked) await consent.check();

      await form.getByRole('button', { name: 'Send' }).click();

      await expectThanked(page);
      // The wording is the site's, but no bot check ran: not proven until the staff release it.
      expect((await leadOf(visitor)).consent).toMatchObject({
        given: ticked,
        wording: CONSENT,
        proven: false,
      });
    });
  }

  test('a robot that fills the honeypot is thanked, and nothing is stored or mailed', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Robot', testInfo.project.name);
    await page.goto('/contact/');
    const form = await fillPerson(page, '#contact-form', visitor);
    // Out of sight: a pixel, clipped; out of reach: no tab stop, hidden from screen readers.
    // Layout measures in fractions of a pixel (1.0000009 at times), so a pixel to 3 places.
    const box = await form.locator('.enquiry-form-trap').boundingBox();
    expect(box?.width).toBeCloseTo(1, 3);
    expect(box?.height).toBeCloseTo(1, 3);
    const trap = form.locator('input[name=website]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(form.locator('[aria-hidden=true]').locator('input[name=website]')).toHaveCount(1);
    await trap.fill('https://spam.example', { force: true });

    await form.getByRole('button', { name: 'Send message' }).click();

    // The answer comes once the handler is done, so nothing can still be on its way.
    await expectThanked(page);
    expect(await leadsOf(visitor)).toEqual([]);
    expect(await mailCountFor(visitor)).toBe(0);
  });

  test('the browser refuses an empty required field before anything is posted', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await formOf(page, '#contact-form').getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/contact/');
    expect(posts).toEqual([]);
  });

  test('a missing field, the browser’s check bypassed, answers a page that names it and says how to go back', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Refused', testInfo.project.name);
    await page.goto('/contact/');
    const form = await fillPerson(page, '#contact-form', visitor);
    await form.getByLabel(LABELS.phone).fill('');

    // What a browser that does not check would post.
    await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/not-sent/');
    expect(new URL(page.url()).hash).toBe('#phoneRequired');
    await expect(page.getByText(ERRORS.phoneRequired)).toBeVisible();
    await expect(page.getByRole('main').locator('h1')).toBeInViewport();
    await expect(page.getByText(REFUSED.reasons.origin)).toBeHidden();
    await expect(page.getByText(REFUSED.back)).toBeVisible();
    expect(await leadsOf(visitor)).toEqual([]);

    await page.goBack();
    await expect(formOf(page, '#contact-form').getByLabel(LABELS.name)).toHaveValue(visitor);
  });
});

test('a post from another site’s page is refused with a page that says so', async ({
  page,
  request,
}, testInfo) => {
  const visitor = uniqueVisitor('Elsewhere', testInfo.project.name);
  const answer = await request.post('/api/contact', {
    form: { name: visitor, email: 'x@example.com', phone: '306-555-0123', page: '/contact/' },
    headers: { Origin: 'https://evil.example.net' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const location = answer.headers().location!;
  expect(location).toBe('/not-sent/#origin');

  await page.goto(location);
  await expect(page.getByText(REFUSED.reasons.origin)).toBeVisible();
  await expect(page.getByText(REFUSED.reasons.failed)).toBeHidden();
  expect(await leadsOf(visitor)).toEqual([]);
});

test('the form as served posts to its endpoint, and its button can be pressed', async ({
  request,
}) => {
  const html = await (await request.get('/contact/')).text();
  expect(html).toMatch(/<form action="\/api\/contact"[^>]* method="post"/);
  const button = /<button type="submit"[^>]*>Send message</.exec(html)?.[0];
  expect(button).toBeDefined();
  expect(button).not.toContain('disabled');
  expect(html).not.toMatch(/<form[^>]* novalidate/i);
});
