// An editor's change through /admin/ on a laptop (the CMS's "Work with Local Repository"): the
// built site's CMS edits a working copy of this repository. Three fields are changed and saved
// (a text, a description and a plan's price, a number); the YAML on disk changes in exactly those
// lines, the content check passes, and a build of the working copy shows the change on the site.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadContent } from '../../content-library';
import { expect, test } from '../support/fixtures';
import { CMS_RUN } from '../support/projects';
import { openFile, openOnWorkingCopy, save, serveBuild } from '../support/cms/cms-page';
import { copyBack, pickedFileText } from '../support/cms/folder-picker';
import { changedLines, makeWorkingCopy, type WorkingCopy } from '../support/cms/working-copy';

let copy: WorkingCopy;
test.beforeEach(() => {
  copy = makeWorkingCopy();
});
test.afterEach(() => copy.remove());

test(
  'an editor changes a trainer’s name, a class’s description and a plan’s price; the site shows them after a build',
  CMS_RUN,
  async ({ page }) => {
    test.setTimeout(12 * 60_000);
    const [trainer] = loadContent('trainers');
    const [yoga] = loadContent('classes');
    const plan = loadContent('membership-plans').find((p) => p.price.per === 'month')!;
    const newName = `${trainer!.name}-Okafor`;
    const newDescription = 'Slow, steady flow for every body. Mats and blocks are provided.';
    // A dollar more, in whole cents.
    const newAmount = Math.round(plan.price.amount * 100 + 100) / 100;

    await test.step('edit and save through /admin/', async () => {
      await openOnWorkingCopy(page, copy.dir);
      await openFile(page, trainer!.name, 'Personal trainers');
      await page.getByRole('textbox', { name: 'Name' }).fill(newName);
      await save(page, `content/trainers/${trainer!.id}.yaml`, newName);
      await openFile(page, yoga!.name, 'Group classes');
      await page.getByRole('textbox', { name: 'Description' }).fill(newDescription);
      await save(page, `content/classes/${yoga!.id}.yaml`, newDescription);

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
      expect(changedLines(copy.diff())).toEqual({
        [`content/trainers/${trainer!.id}.yaml`]: {
          removed: [`name: ${trainer!.name}`],
          added: [`name: ${newName}`],
        },
        [`content/classes/${yoga!.id}.yaml`]: {
          removed: [`description: ${yoga!.description}`],
          added: [`description: ${newDescription}`],
        },
        [`content/membership-plans/${plan.id}.yaml`]: {
          removed: [`  amount: ${plan.price.amount}`],
          added: [`  amount: ${newAmount}`],
        },
      });
    });

    await test.step('npm run check:content passes', () => {
      const check = copy.run(['tsx', 'tools/check-content.ts'], 120_000);
      expect(check.output).toContain('Content OK');
      expect(check.status).toBe(0);
    });

    await test.step('after a build, the trainer’s page, /classes/ and /membership/ show the change', async () => {
      const build = copy.run(['tsx', 'tools/build.ts'], 10 * 60_000);
      expect(build.status, build.output.slice(-3000)).toBe(0);
      // The working copy's build, served from its public/ to this page under its own origin.
      const site = await serveBuild(page, copy.dir);
      await page.goto(`${site}/personal-trainer/${trainer!.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
      await page.goto(`${site}/classes/`);
      await expect(page.getByText(newDescription)).toBeVisible();
      // The plan’s price line, shown on this wide window.
      await page.goto(`${site}/membership/`);
      await expect(page.locator(`#${plan.id} .plan-price`)).toContainText(
        `$${newAmount.toFixed(2)}`,
      );
    });
  },
);

test(
  'a save of any content file or entry changes only the line of the edited field',
  CMS_RUN,
  async ({ page }) => {
    test.setTimeout(3 * 60_000);
    // The CMS's own labels of the files, in its list, and the first entry of each folder.
    const config = parse(await (await page.request.get('/admin/config.yml')).text()) as {
      collections: {
        label: string;
        folder?: string;
        identifier_field?: string;
        files?: { file: string; label: string }[];
      }[];
    };
    const entries = config.collections.flatMap((c) => {
      if (c.files) return c.files.map((f) => ({ ...f, collection: c.label }));
      const [first] = fs.readdirSync(path.join(copy.dir, c.folder!)).sort();
      const file = `${c.folder!}/${first!}`;
      const data = parse(fs.readFileSync(path.join(copy.dir, file), 'utf8')) as Record<
        string,
        string
      >;
      return [{ file, label: data[c.identifier_field!]!, collection: c.label }];
    });
    await openOnWorkingCopy(page, copy.dir);

    for (const { file, label, collection } of entries) {
      await test.step(file, async () => {
        const before = fs.readFileSync(path.join(copy.dir, file), 'utf8');
        await openFile(page, label, collection);
        // The first text that is words: not an address, an id, a time or a number, whose
        // patterns " (edited)" would break.
        const texts = page.getByRole('textbox').and(page.locator(':is(input, textarea)'));
        const words = (value: string) =>
          /[A-Za-z]{3,}/.test(value) && !/^[a-z0-9-]+$|[/@]|^\d|\.(com|ca)\b/.test(value);
        const count = await texts.count();
        let index = 0;
        while (index < count && !words(await texts.nth(index).inputValue())) index += 1;
        expect(index, `${file} has a text to edit`).toBeLessThan(count);
        const box = texts.nth(index);
        await box.fill(`${await box.inputValue()} (edited)`);
        await save(page, file, ' (edited)');

        const after = (await pickedFileText(page, file)).split('\n');
        const lines = before.split('\n');
        const changed = lines.flatMap((line, i) =>
          after[i] === line ? [] : [{ line: i + 1, was: line, is: after[i] }],
        );
        expect({ file, lines: after.length, changed }).toEqual({
          file,
          lines: lines.length,
          changed: [expect.objectContaining({ was: expect.any(String) })],
        });
        expect(changed[0]!.is).toBe(`${changed[0]!.was} (edited)`);
      });
    }
  },
);
