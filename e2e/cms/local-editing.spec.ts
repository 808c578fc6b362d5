// An editor's change through /admin/ on a laptop (the CMS's "Work with Local Repository"): the
// built site's CMS edits a working copy of this repository. Two fields are changed and saved;
// the YAML on disk changes in exactly those lines, the content check passes, and a build of the
// working copy shows the change on the site.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test } from '../fixtures';
import { copyBack, pickedFileText, standInFolderPicker } from './folder-picker';
import { changedLines, makeWorkingCopy, type WorkingCopy } from './working-copy';

const ROOT = path.resolve(__dirname, '..', '..');
const readContent = <T>(name: string) =>
  parse(fs.readFileSync(path.join(ROOT, 'content', `${name}.yaml`), 'utf8')) as T;

let copy: WorkingCopy;
test.beforeEach(() => {
  copy = makeWorkingCopy();
});
test.afterEach(() => copy.remove());

/** Opens /admin/ on the working copy, as an editor does after choosing its folder. */
async function openOnWorkingCopy(page: Page) {
  await page.goto('/admin/');
  await standInFolderPicker(page, copy.dir);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
}

/** Opens one content file's form from the collection's list, by its label. */
async function openFile(page: Page, label: string) {
  await page
    .getByRole('grid', { name: 'Files' })
    .getByRole('gridcell', { name: label, exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Saves, and waits until the picked folder's file holds `expected`, or the CMS says why not. */
async function save(page: Page, file: string, expected: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByText(/fields? ha(s|ve) errors/);
  await expect
    .poll(
      async () =>
        (await refusal.isVisible())
          ? `The CMS refused to save: ${await refusal.innerText()}`
          : // Read while the CMS writes it, the file may be unreadable for a moment.
            pickedFileText(page, file).catch((error: Error) => `(not readable: ${error.message})`),
      { timeout: 10_000 },
    )
    .toContain(expected);
  // Once saved, the CMS goes back to the list of files.
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
}

test('an editor changes a trainer’s name and a class’s description; the site shows them after a build', async ({
  page,
}) => {
  test.setTimeout(12 * 60_000);
  const [trainer] = readContent<{ id: number; name: string }[]>('trainers');
  const [yoga] = readContent<{ name: string; description: string }[]>('classes');
  const newName = `${trainer!.name}-Okafor`;
  const newDescription = 'Slow, steady flow for every body. Mats and blocks are provided.';

  await test.step('edit and save through /admin/', async () => {
    await openOnWorkingCopy(page);
    await openFile(page, 'Personal trainers');
    await page.getByRole('textbox', { name: 'Name' }).first().fill(newName);
    await save(page, 'content/trainers.yaml', newName);
    await openFile(page, 'Group classes');
    await page.getByRole('textbox', { name: 'Description' }).first().fill(newDescription);
    await save(page, 'content/classes.yaml', newDescription);
    await copyBack(page, copy.dir);
  });

  await test.step('the YAML changed in exactly those two lines', () => {
    expect(changedLines(copy.diff())).toEqual({
      'content/trainers.yaml': {
        removed: [`  name: ${trainer!.name}`],
        added: [`  name: ${newName}`],
      },
      'content/classes.yaml': {
        removed: [`  description: ${yoga!.description}`],
        added: [`  description: ${newDescription}`],
      },
    });
  });

  await test.step('npm run check:content passes', () => {
    const check = copy.run(['tsx', 'tools/check-content.ts'], 120_000);
    expect(check.output).toContain('Content OK');
    expect(check.status).toBe(0);
  });

  await test.step('after a build, the trainer’s page and /classes/ show the change', async () => {
    const build = copy.run(['tsx', 'tools/build.ts'], 10 * 60_000);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    // The working copy's build, served from its public/ to this page under its own origin.
    const site = 'http://working-copy.localhost';
    await page.route(`${site}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(copy.dir, 'public', decodeURIComponent(pathname));
      const served =
        fs.existsSync(file) && fs.statSync(file).isDirectory()
          ? path.join(file, 'index.html')
          : file;
      return fs.existsSync(served)
        ? route.fulfill({ path: served })
        : route.fulfill({ status: 404 });
    });
    await page.goto(`${site}/personal-trainer/${trainer!.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
    await page.goto(`${site}/classes/`);
    await expect(page.getByText(newDescription)).toBeVisible();
  });
});

test('a save of any content file changes only the line of the edited field', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  // The CMS's own labels of the files, in its list.
  const files = await (await page.request.get('/admin/config.yml')).text();
  const entries = (
    parse(files) as { collections: { files: { file: string; label: string }[] }[] }
  ).collections.flatMap((c) => c.files);
  await openOnWorkingCopy(page);

  for (const { file, label } of entries) {
    await test.step(label, async () => {
      const before = fs.readFileSync(path.join(copy.dir, file), 'utf8');
      await openFile(page, label);
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
});
