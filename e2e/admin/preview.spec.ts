// The preview pane of /admin/ (plugins/cms-admin/preview/): each entry shown with the site's own
// components and stylesheet as it is typed, its "View on live site" address, and a delete that
// commits the deleted entry's file alone.
import type { Locator, Page } from '@playwright/test';
import { loadContent } from '../../content-library';
import { renderMarkdown } from '../../contracts/markdown';
import { ROUTES, trainerPath } from '../../contracts/routes';
import { expect, test } from '../support/fixtures';
import { CMS_RUN } from '../support/projects';
import { entryList, openCollection, openFile, openOnWorkingCopy } from '../support/cms/cms-page';
import { makeWorkingCopy, type WorkingCopy } from '../support/cms/working-copy';

let copy: WorkingCopy;
test.beforeEach(() => {
  copy = makeWorkingCopy();
});
test.afterEach(() => copy.remove());

/** The preview pane: a frame the CMS writes, holding the site's markup. */
const preview = (page: Page) => page.frameLocator('iframe.preview');

/** Each file of the picked folder's content/<folder>/ and its text, as the CMS left it. */
const folderFiles = (page: Page, folder: string) =>
  page.evaluate(async (name: string) => {
    const root = await navigator.storage.getDirectory();
    const dir = await (await root.getDirectoryHandle('content')).getDirectoryHandle(name);
    const out: Record<string, string> = {};
    for await (const [file, handle] of (
      dir as unknown as { entries(): AsyncIterable<[string, FileSystemFileHandle]> }
    ).entries()) {
      out[file] = await (await handle.getFile()).text();
    }
    return out;
  }, folder);

test(
  'typing a new amount changes the plan card’s price as /membership/ writes it',
  CMS_RUN,
  async ({ page }) => {
    const plan = loadContent('membership-plans').find((p) => p.price.per === 'month')!;
    const { amount, joiningFee, annualFee } = plan.price;
    const cad = (dollars: number) =>
      new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(dollars);
    // Twelve months and the fees, in cents, as content/README.md says the page adds them up.
    const firstYear = (monthly: number) =>
      (Math.round(monthly * 100) * 12 +
        Math.round(joiningFee * 100) +
        Math.round(annualFee * 100)) /
      100;
    const text = (locator: Locator) => locator.evaluate((el) => el.textContent);

    // The plan's card on /membership/, built from the same content.
    await page.goto(ROUTES.membership);
    const siteCard = page.locator(`article#${plan.id}`);
    const [siteText, siteLine, siteFacts] = await Promise.all(
      [siteCard, siteCard.locator('.plan-price'), siteCard.locator('.plan-facts')].map(text),
    );
    expect(siteLine).toContain(cad(amount));
    expect(siteFacts).toContain(cad(firstYear(amount)));

    await openOnWorkingCopy(page, copy.dir);
    await openFile(page, plan.title, 'Membership plans');
    const card = preview(page).locator(`article#${plan.id}.content-card`);
    await expect(card.getByRole('heading', { name: plan.title })).toBeVisible();
    expect(await text(card)).toBe(siteText);

    // A dollar and a cent more, in whole cents: the price line and the first year follow.
    const newAmount = Math.round(amount * 100 + 101) / 100;
    await page.getByRole('spinbutton', { name: 'Amount (CAD)' }).fill(String(newAmount));
    await expect(card.locator('.plan-price')).toHaveText(
      siteLine!.replace(cad(amount), cad(newAmount)),
    );
    await expect(card.locator('.plan-facts')).toHaveText(
      siteFacts!
        .replace(cad(amount), cad(newAmount))
        .replace(cad(firstYear(amount)), cad(firstYear(newAmount))),
    );
    // To look at: the editor with the preview at a desk's width and a phone's.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 812 });
      // A phone shows one pane at a time: the form, or (its eye button) the preview.
      if (width < 768) await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(card.getByRole('heading', { name: plan.title })).toBeVisible();
      const path = test.info().outputPath(`plan-preview-${width}.png`);
      await page.screenshot({ path });
      await test.info().attach(`plan preview at ${width} px`, { path, contentType: 'image/png' });
    }
  },
);

test(
  'a trainer and a question are previewed in the site’s markup and stylesheet',
  CMS_RUN,
  async ({ page }) => {
    const [trainer] = loadContent('trainers');
    const questions = loadContent('faq').flatMap((group) => group.questions);
    // A question whose answer has Markdown (a link or bold), if there is one.
    const question = questions.find((q) => /\[|\*\*/.test(q.answer)) ?? questions[0]!;
    await openOnWorkingCopy(page, copy.dir);

    await openFile(page, question.question, 'FAQ questions');
    const item = preview(page).locator('details.faq-item[open]');
    await expect(item.locator('summary')).toHaveText(question.question);
    expect(await item.locator('.faq-answer').innerHTML()).toBe(renderMarkdown(question.answer));
    await page.getByRole('button', { name: 'Cancel Editing' }).click();

    await openFile(page, trainer!.name, 'Personal trainers');
    const frame = preview(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(trainer!.name);
    await expect(frame.locator('.trainer-detail img:not([aria-hidden])')).toHaveAttribute(
      'alt',
      trainer!.img.alt,
    );
    await expect(frame.locator('.trainer-detail .detail-list').first()).toContainText(
      trainer!.qualification[0]!.info,
    );
    // The site's stylesheet applies: the photo and the text side by side, not one block.
    expect(
      await frame.locator('.trainer-detail').evaluate((el) => getComputedStyle(el).display),
    ).not.toBe('block');
    await page.getByRole('textbox', { name: 'Name' }).fill(`${trainer!.name} Jr`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${trainer!.name} Jr`);
    const path = test.info().outputPath('trainer-preview-1280.png');
    await page.screenshot({ path });
    await test.info().attach('trainer preview', { path, contentType: 'image/png' });
  },
);

test('“View on live site” opens the entry’s page on the site', CMS_RUN, async ({ page }) => {
  const [trainer] = loadContent('trainers');
  const site = new URL(loadContent('site').siteUrl).origin;
  // The live site, stood in for: the popup lands on the address the CMS opened.
  await page.context().route(`${site}/**`, (route) => route.fulfill({ body: 'the live site' }));
  await openOnWorkingCopy(page, copy.dir);
  await openFile(page, trainer!.name, 'Personal trainers');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View on Live Site' }).click();
  expect((await popup).url()).toBe(`${site}${trainerPath(trainer!.id)}`);
  // And a question its anchor on /faq/.
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  const [question] = loadContent('faq').flatMap((group) => group.questions);
  await openFile(page, question!.question, 'FAQ questions');
  const faqPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View on Live Site' }).click();
  expect((await faqPopup).url()).toBe(`${site}${ROUTES.faq}#${question!.id}`);
});

test('deleting a question commits its file alone', CMS_RUN, async ({ page }) => {
  const questions = loadContent('faq').flatMap((group) => group.questions);
  const target = questions[Math.floor(questions.length / 2)]!;
  await openOnWorkingCopy(page, copy.dir);
  await openCollection(page, 'FAQ questions');
  const before = await folderFiles(page, 'faq');
  await entryList(page)
    .getByRole('row')
    .filter({ hasText: target.question })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Delete Selected Entry' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect
    .poll(
      // Read while the CMS deletes, a file may vanish under the listing: read again.
      async () => Object.keys(await folderFiles(page, 'faq').catch(() => before)).length,
      { timeout: 15_000 },
    )
    .toBe(Object.keys(before).length - 1);
  const after = await folderFiles(page, 'faq');
  const { [`${target.id}.yaml`]: deleted, ...rest } = before;
  expect(deleted).toBeDefined();
  expect(after).toEqual(rest);
});
