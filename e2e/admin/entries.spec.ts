// Editing entries through /admin/ on a working copy (the CMS's "Work with Local Repository", as on
// a laptop): three fields change in exactly their lines, a trainer is added with a phone-sized
// photo, which the upload makes a web-sized WebP, typing no size and no id, and one build of the
// copy shows all of it; one trainer of the list is edited; and every image field of the content
// takes an upload, or a Replace, and saves without an error into the folder the CMS config names.
// The assertions read the copy's own entries, so they hold whatever trainers it holds.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { loadContent } from '../../content-library';
import { FIXTURE_CONTENT } from '../../fixtures';
import { expect, test } from '../support/fixtures';
import { CMS_RUN } from '../support/projects';
import {
  entryList,
  openCollection,
  openFile,
  openOnWorkingCopy,
  save,
  serveBuild,
} from '../support/cms/cms-page';
import { copyBack, pickedFileText } from '../support/cms/folder-picker';
import { changedLines, makeWorkingCopy, type WorkingCopy } from '../support/cms/working-copy';

let copy: WorkingCopy;
test.beforeEach(() => {
  copy = makeWorkingCopy();
});
test.afterEach(() => copy.remove());

/** A small JPEG, made here, as an editor's photo. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

/** A 12-megapixel JPEG as a phone takes it: a fixture photo at 4000 × 3000. */
const phonePhoto = () =>
  sharp(path.join(FIXTURE_CONTENT, 'images', 'home', '01-strength-floor.jpg'))
    .resize(4000, 3000)
    .jpeg({ quality: 90 })
    .toBuffer();

/** What the CMS names an uploaded photo: it re-encodes it as WebP (plugins/cms-admin/config.ts). */
const stored = (name: string) => name.replace(/\.jpe?g$/, '.webp');

/** The group of the field labelled `label` (the CMS names it “Label” Field). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^“\\W*${label}\\W*” Field$`) }).first();

/** Uploads `name` through an image field's Browse (empty) or Replace (filled) and inserts it. */
async function upload(page: Page, button: Locator, name: string, bytes: Buffer) {
  await button.click({ timeout: 10_000 });
  const dialog = page.getByRole('dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  const insert = dialog.getByRole('button', { name: 'Insert' });
  if (await insert.isVisible()) {
    await dialog.getByRole('option', { name }).click();
    await insert.click();
  }
  await expect(dialog).toBeHidden();
}

/**
 * The CMS lists `trainers` (in the site's order) as the site does: those without a position
 * first (`unnumbered` among them), then the others by position. The CMS lists the first in the
 * order it read their files, the site by id: only their set is compared.
 */
async function expectSiteOrder(
  page: Page,
  trainers: { name: string; order?: number }[],
  unnumbered?: string,
) {
  const rows = entryList(page).getByRole('row');
  await expect(rows).toHaveCount(trainers.length);
  const listed = (await rows.allInnerTexts()).map((text) => text.trim());
  const first = trainers.filter((t) => t.order === undefined).map((t) => t.name);
  if (unnumbered) expect(first).toContain(unnumbered);
  expect(listed.slice(0, first.length).sort()).toEqual(first.sort());
  expect(listed.slice(first.length)).toEqual(trainers.slice(first.length).map((t) => t.name));
}

test(
  'an editor changes three fields and adds a trainer with a photo, typing no size and no id; one build shows them all',
  CMS_RUN,
  async ({ page }) => {
    test.setTimeout(12 * 60_000);
    const trainers = loadContent('trainers');
    const trainer = trainers[0]!;
    const yoga = loadContent('classes')[0]!;
    const plan = loadContent('membership-plans').find((p) => p.price.per === 'month')!;
    const newName = `${trainer.name}-Okafor`;
    const newDescription = 'Slow, steady flow for every body. Mats and blocks are provided.';
    // A dollar more, in whole cents.
    const newAmount = Math.round(plan.price.amount * 100 + 100) / 100;
    const free = (names: string[]) => names.find((n) => !trainers.some((t) => t.name === n))!;
    const name = free(['Jordan Lee', 'Jordan Lee-Tanaka']);
    const id = name.toLowerCase().replace(/\W+/g, '-');
    const photoName = `${id}-portrait.jpg`;
    const photoFile = path.join(copy.dir, 'content', 'images', 'trainers', stored(photoName));
    // An earlier editor's trainer, saved as the CMS saves a new one (no position), whose id
    // comes before the new one's: both come before the numbered trainers, by id.
    const earlier = free(['Avery Blake', 'Avery Blake-Singh']);
    fs.writeFileSync(
      path.join(
        copy.dir,
        'content',
        'trainers',
        `${earlier.toLowerCase().replace(/\W+/g, '-')}.yaml`,
      ),
      stringify({
        name: earlier,
        img: { src: trainer.img.src, alt: `${earlier}, personal trainer` },
        qualification: [{ info: 'Certified Personal Trainer (CSEP-CPT)' }],
        biography: [{ info: `${earlier} joined the club this year.` }],
      }),
    );
    await openOnWorkingCopy(page, copy.dir);

    await test.step('change a trainer’s name, a class’s description and a plan’s price', async () => {
      await openFile(page, trainer.name, 'Personal trainers');
      await page.getByRole('textbox', { name: 'Name' }).fill(newName);
      await save(page, `content/trainers/${trainer.id}.yaml`, newName);
      await openFile(page, yoga.name, 'Group classes');
      await page.getByRole('textbox', { name: 'Description' }).fill(newDescription);
      await save(page, `content/classes/${yoga.id}.yaml`, newDescription);

      await openFile(page, plan.title, 'Membership plans');
      await page.getByRole('spinbutton', { name: 'Amount (CAD)' }).fill(String(newAmount));
      // Each number says its unit. The form draws its fields as they scroll into view.
      await page.getByRole('group', { name: /^Edit .* Content$/ }).hover();
      for (const label of [
        'Joining fee (CAD)',
        'Annual fee (CAD)',
        'Minimum term (months)',
        'Notice to cancel (days)',
      ]) {
        const box = page.getByRole('spinbutton', { name: label });
        for (let step = 0; step < 20 && (await box.count()) === 0; step += 1) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(100);
        }
        await expect(box).toBeVisible();
      }
      await save(page, `content/membership-plans/${plan.id}.yaml`, `amount: ${newAmount}\n`);
      await copyBack(page, copy.dir);
    });

    await test.step('the YAML changed in exactly those three lines', () => {
      // The earlier trainer's file is new, so not in the diff.
      expect(changedLines(copy.diff())).toEqual({
        [`content/trainers/${trainer.id}.yaml`]: {
          removed: [`name: ${trainer.name}`],
          added: [`name: ${newName}`],
        },
        [`content/classes/${yoga.id}.yaml`]: {
          removed: [`description: ${yoga.description}`],
          added: [`description: ${newDescription}`],
        },
        [`content/membership-plans/${plan.id}.yaml`]: {
          removed: [`  amount: ${plan.price.amount}`],
          added: [`  amount: ${newAmount}`],
        },
      });
    });

    await test.step('create a trainer through /admin/', async () => {
      await openCollection(page, 'Personal trainers');
      await page.getByRole('button', { name: 'Create New Entry' }).click();
      await upload(
        page,
        field(page, 'Photo').getByRole('button', { name: 'Browse' }),
        photoName,
        await phonePhoto(),
      );
      await page.getByRole('textbox', { name: 'Alt text' }).fill(`${name}, personal trainer`);
      // No width, height or id to type: the form has no such field.
      await expect(page.getByRole('spinbutton', { name: /Width|Height/ })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: /^ID$/ })).toHaveCount(0);
      for (const list of ['Qualifications', 'Biography']) {
        await field(page, list).getByRole('button', { name: /^Add/ }).click();
        await field(page, list).getByRole('textbox', { name: 'Info' }).first().fill(`${list} line`);
      }
      // The name last, once the new form has settled, as the preview shows.
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      const preview = page.frameLocator('iframe.preview');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(name);
      // The uploaded photo is in the preview before it is saved.
      expect(
        await preview
          .getByRole('img', { name: `${name}, personal trainer` })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0);
      await save(page, `content/trainers/${id}.yaml`, `name: ${name}`);
      await copyBack(page, copy.dir);
      // No position typed, none written: the new trainer is listed among the entries without
      // one, before the numbered, as on the site (contracts/entries.ts).
      await openCollection(page, 'Personal trainers');
      await expectSiteOrder(page, loadContent('trainers', path.join(copy.dir, 'content')), name);
    });

    await test.step('the new file names the uploaded photo, web-sized, in the trainers’ folder', async () => {
      const data = parse(
        fs.readFileSync(path.join(copy.dir, 'content', 'trainers', `${id}.yaml`), 'utf8'),
      ) as { img: Record<string, unknown> };
      expect(data).not.toHaveProperty('order');
      expect(data.img).toEqual({
        src: `./images/trainers/${stored(photoName)}`,
        alt: `${name}, personal trainer`,
      });
      const { format, width, height } = await sharp(photoFile).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 2048, height: 1536 });
      test.info().annotations.push({
        type: 'committed photo',
        description: `${fs.statSync(photoFile).size} bytes`,
      });
    });

    await test.step('npm run check:content passes', () => {
      const check = copy.run(['tsx', 'tools/check-content.ts'], 120_000);
      expect(check.output).toContain('Content OK');
      expect(check.status).toBe(0);
    });

    await test.step('after one build, the pages show every change', async () => {
      const build = copy.run(['tsx', 'tools/build.ts'], 10 * 60_000);
      expect(build.status, build.output.slice(-3000)).toBe(0);
      // The working copy's build, served from its public/ to this page under its own origin.
      const site = await serveBuild(page, copy.dir);
      await page.goto(`${site}/personal-trainer/${trainer.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
      await page.goto(`${site}/classes/`);
      await expect(page.getByText(newDescription)).toBeVisible();
      // The plan’s price line, shown on this wide window.
      await page.goto(`${site}/membership/`);
      await expect(page.locator(`#${plan.id} .plan-price`)).toContainText(
        `$${newAmount.toFixed(2)}`,
      );
      await page.goto(`${site}/personal-trainer/${id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      const img = page.getByRole('img', { name: `${name}, personal trainer` });
      await expect(img).toBeVisible();
      expect(await img.getAttribute('src')).toContain(`${id}-portrait`);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    });
  },
);

test(
  'an editor picks one trainer from the list and edits only that file',
  CMS_RUN,
  async ({ page }) => {
    const trainers = loadContent('trainers');
    const trainer = trainers[Math.floor(trainers.length / 2)]!;
    await openOnWorkingCopy(page, copy.dir);
    await openCollection(page, 'Personal trainers');
    // The list shows every trainer by name, in the site's order, each with its photo.
    await expectSiteOrder(page, trainers);
    const rows = entryList(page).getByRole('row');
    await expect(rows.first().locator('img')).toBeVisible();

    await rows.filter({ hasText: trainer.name }).click();
    // The form is the trainer's own: its name is the first field, in view without scrolling.
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await expect(nameBox).toHaveValue(trainer.name);
    await expect(nameBox).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(1);
    await nameBox.fill(`${trainer.name} Jr`);
    await save(page, `content/trainers/${trainer.id}.yaml`, `name: ${trainer.name} Jr`);
    await copyBack(page, copy.dir);

    expect(changedLines(copy.diff())).toEqual({
      [`content/trainers/${trainer.id}.yaml`]: {
        removed: [`name: ${trainer.name}`],
        added: [`name: ${trainer.name} Jr`],
      },
    });
  },
);

test(
  'every image field takes an upload (Replace) and saves into its own folder',
  CMS_RUN,
  async ({ page }) => {
    test.setTimeout(4 * 60_000);
    type Config = {
      collections: {
        name: string;
        label: string;
        folder?: string;
        media_folder?: string;
        public_folder?: string;
        files?: {
          name: string;
          label: string;
          file: string;
          media_folder: string;
          public_folder: string;
        }[];
      }[];
    };
    const config = parse(await (await page.request.get('/admin/config.yml')).text()) as Config;
    const hasImage = (file: string) => /src: \.\/images\//.test(fs.readFileSync(file, 'utf8'));
    // Every file, and one entry of every folder, whose content names an image.
    const targets = config.collections.flatMap((c) =>
      c.files
        ? c.files
            .filter((f) => hasImage(path.join(copy.dir, f.file)))
            .map((f) => ({ ...f, collection: c.label, entry: f.label }))
        : fs
            .readdirSync(path.join(copy.dir, c.folder!))
            .map((f) => `${c.folder!}/${f}`)
            .filter((f) => hasImage(path.join(copy.dir, f)))
            .slice(0, 1)
            .map((file) => ({
              file,
              collection: c.label,
              entry: (parse(fs.readFileSync(path.join(copy.dir, file), 'utf8')) as { name: string })
                .name,
              media_folder: c.media_folder!,
              public_folder: c.public_folder!,
            })),
    );
    expect(targets.map((t) => t.file)).toEqual(
      expect.arrayContaining(['content/site.yaml', 'content/carousels.yaml']),
    );
    await openOnWorkingCopy(page, copy.dir);

    for (const target of targets) {
      await test.step(`${target.file}`, async () => {
        const uploaded = `upload-${path.basename(target.file, '.yaml')}.jpg`;
        await openCollection(page, target.collection);
        await page
          .getByRole('grid', { name: /Entries|Files/ })
          .getByRole('gridcell', { name: target.entry, exact: true })
          .click();
        // A list's items may be folded: unfold them all, then replace the first image.
        for (const unfold of await page.getByRole('button', { name: 'Expand All' }).all()) {
          if (await unfold.isEnabled()) await unfold.click();
        }
        // The form draws a list's items as they scroll into view: scroll until an image shows.
        const replace = page.getByRole('button', { name: /^Replace/ }).first();
        await page.getByRole('group', { name: /^Edit .* Content$/ }).hover();
        for (let step = 0; step < 40 && (await replace.count()) === 0; step += 1) {
          await page.mouse.wheel(0, 400);
          await page.waitForTimeout(100);
        }
        await upload(page, replace, uploaded, await photo(64, 48));
        const written = `${target.public_folder}/${stored(uploaded)}`;
        await save(page, target.file, written);
        const picked = await pickedFileText(
          page,
          `${target.media_folder.replace(/^\//, '')}/${stored(uploaded)}`,
        );
        expect(picked.length).toBeGreaterThan(0);
        await expect(entryList(page)).toBeVisible();
      });
    }
  },
);

test('at a phone’s width, no control of a trainer’s form is cut off', CMS_RUN, async ({ page }) => {
  const width = 375;
  await page.setViewportSize({ width, height: 812 });
  const [trainer] = loadContent('trainers');
  await openOnWorkingCopy(page, copy.dir);
  await openCollection(page, 'Personal trainers');
  await entryList(page).getByText(trainer!.name, { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(trainer!.name);
  // Every control drawn in the form, from top to bottom, lies within the screen's width.
  const form = page.getByRole('group', { name: /^Edit .* Content$/ });
  const controls = form.getByRole('button').or(form.getByRole('textbox'));
  const boxes = await controls.evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim(),
          left: r.left,
          right: r.right,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThan(5);
  expect(boxes.filter((b) => b.left < 0 || b.right > width)).toEqual([]);
  await test.info().attach('trainer form at 375 px', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
