// A part of the page whose code loads later, lost on the way (a blocker, a dropped connection):
// the page never goes blank, the server's HTML of that part stays and keeps working, and what
// the visitor typed stays. The form then posts without its script; a later interaction tries
// its code again.
import type { Page, Route } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { pageEntry, pageText } from '../support/content';
import { leadOf, leadsCli } from '../support/leads';
import { mailFor, uniqueVisitor } from '../support/mailbox';
import { E2E_PORT } from '../support/ports';

const { labels: LABELS, success: SUCCESS } = pageText.forms;

const siteScript = (url: URL) =>
  url.host === `localhost:${E2E_PORT}` && url.pathname.endsWith('.js');

/**
 * Blocks the site's scripts that `holds` picks, as a blocker would, while `blocking()` says so
 * (a promise: lost after a while). Each is known by what it holds, not by a file name webpack
 * may change. Routed for the whole context, so that a worker's own script is caught too.
 */
async function blockScripts(
  page: Page,
  holds: (body: string) => boolean,
  blocking: () => boolean | Promise<boolean> = () => true,
) {
  const blocked: string[] = [];
  await page.context().route(siteScript, async (route: Route) => {
    // A page that moved on (a form posted) disposes of what was still on its way.
    const response = await route.fetch().catch(() => undefined);
    const body = await response?.text().catch(() => undefined);
    if (response === undefined || body === undefined) return route.abort().catch(() => {});
    if (holds(body) && (await blocking())) {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    }
    return route.fulfill({ response, body });
  });
  return blocked;
}

/** The form's code: Formik. */
const FORM_CODE = (body: string) => body.includes('validateOnBlur');
/** The fireworks' worker: the show, but not the page's code that starts the worker. */
const FIREWORKS_WORKER = (body: string) => body.includes('rockets') && !body.includes('new Worker');
/** The classes page's own code: its day tabs' script. */
const CLASSES_PAGE = (body: string) => body.includes('schedule-days--live');

/**
 * What a lost chunk leaves in the console: webpack's error, and React's word that it coped. One
 * pattern: Playwright would read a pair in `test.use` as a value and its options.
 */
const CHUNK_LOST = /ChunkLoadError|Minified React error #422/;

async function expectPageWhole(page: Page, path: string) {
  await expect(page.getByRole('main').locator('h1')).toHaveText(pageEntry(path).hero!.heading);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('the form’s code lost', () => {
  test('the page stays, what was typed stays, and the form is sent without its script', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Lost chunk', testInfo.project.name);
    const blocked = await blockScripts(page, FORM_CODE);
    await gotoHydrated(page, '/contact/');
    const form = page.locator('form', { has: page.locator('#contact-form-name') });

    await form.getByLabel(LABELS.name).pressSequentially(visitor);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await form.getByLabel(LABELS.email).fill('lost@example.com');
    await form.getByLabel(LABELS.phone).fill('306-555-0123');

    await expectPageWhole(page, '/contact/');
    await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
    await form.getByRole('button', { name: pageText.forms.contact.submitLabel }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/sent/');
    // Posted by the browser itself: a lead to review, mailed once the staff release it.
    const lead = await leadOf(visitor);
    expect(lead).toMatchObject({
      form: 'contact',
      via: 'no-script',
      review: { status: 'pending' },
    });
    await leadsCli(['release', '--id', lead.id]);
    await mailFor(visitor);
  });

  test('a press on Send held for its code goes to the browser once the code is lost', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Held then lost', testInfo.project.name);
    let lose = () => {};
    const lost = new Promise<void>((resolve) => (lose = resolve));
    await blockScripts(page, FORM_CODE, () => lost.then(() => true));
    await gotoHydrated(page, '/contact/');
    const form = page.locator('form', { has: page.locator('#contact-form-name') });
    await form.getByLabel(LABELS.name).fill(visitor);
    await form.getByLabel(LABELS.email).fill('held@example.com');
    await form.getByLabel(LABELS.phone).fill('306-555-0123');

    const send = form.getByRole('button', { name: pageText.forms.contact.submitLabel });
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    lose();

    await expect(page).toHaveURL((url) => url.pathname === '/sent/');
    expect(await leadOf(visitor)).toMatchObject({ form: 'contact', via: 'no-script' });
  });

  test('on a later interaction its code is tried again, and the form runs as usual', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueVisitor('Retried chunk', testInfo.project.name);
    let lost = true;
    const blocked = await blockScripts(page, FORM_CODE, () => lost);
    await gotoHydrated(page, '/');
    const form = page.locator('form', { has: page.locator('#lead-form-name') });
    // An interaction before the page has seen the failure is not yet "later".
    const caught = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('A part of the page failed to load'),
    });

    await form.getByLabel(LABELS.name).pressSequentially(visitor);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await caught;
    lost = false;
    await form.getByLabel(LABELS.email).fill('retried@example.com');

    // The script has taken the form over (it leaves validation to itself), with what was typed.
    await expect(form).toHaveJSProperty('noValidate', true);
    await expect(form.getByLabel(LABELS.name)).toHaveValue(visitor);
    await expect(form.getByLabel(LABELS.email)).toHaveValue('retried@example.com');
    // And sends it its own way: no reload, the green box.
    await form.getByLabel(LABELS.phone).fill('306-555-0123');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await leadOf(visitor)).toMatchObject({ form: 'lead', via: 'script' });
  });
});

test('the fireworks’ worker lost: the promo overlay stays, and its form sends', async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor('No fireworks', testInfo.project.name);
  const blocked = await blockScripts(page, FIREWORKS_WORKER);
  await gotoHydrated(page, '/promo/');
  const overlay = page.getByRole('dialog', { name: 'First Month Free' });
  await expect.poll(() => blocked.length).toBeGreaterThan(0);

  await overlay.getByLabel(LABELS.name).fill(visitor);
  await overlay.getByLabel(LABELS.email).fill('promo@example.com');
  await overlay.getByLabel(LABELS.phone).fill('306-555-0123');
  await overlay.getByRole('button', { name: pageText.forms.promo.submitLabel }).click();

  await expect(overlay.getByText(SUCCESS)).toBeVisible();
  expect(await leadOf(visitor)).toMatchObject({ form: 'promo' });
});

test.describe('the classes page’s own code lost', () => {
  // Gatsby's runtime then leaves the server's page as it is, and says so.
  test.use({
    allowedConsoleErrors: [
      new RegExp(`${CHUNK_LOST.source}|page resources for /classes/ not found`),
    ],
  });

  test('the page stays whole, and its day tabs still work', async ({ page }) => {
    const blocked = await blockScripts(page, CLASSES_PAGE);
    await page.goto('/classes/');
    await expect.poll(() => blocked.length).toBeGreaterThan(0);

    await expectPageWhole(page, '/classes/');
    const tabs = page.locator('.schedule-tabs a');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/#schedule-/);
    await expectPageWhole(page, '/classes/');
  });
});
