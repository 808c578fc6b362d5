// What the CMS specs do in /admin/ on a working copy: open it on the copy's folder, open a
// collection or an entry, save and wait for the file, and see the copy's own build.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { pickedFileText, standInFolderPicker } from './folder-picker';

/** The list of a collection: its entries, or a file collection's files. */
export const entryList = (page: Page) => page.getByRole('grid', { name: /Entries|Files/ });

/** Opens /admin/ on the working copy in `dir`, as an editor does after choosing its folder. */
export async function openOnWorkingCopy(page: Page, dir: string) {
  await page.goto('/admin/');
  await standInFolderPicker(page, dir);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  // The CMS reads every file of the copy first, images too: on a busy machine, many seconds.
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens a collection (Personal trainers, Site content, ...) from the CMS's list of them. */
export async function openCollection(page: Page, label: string) {
  await page.getByRole('treeitem', { name: new RegExp(`^${label}`) }).click();
  await expect(entryList(page)).toBeVisible();
}

/** Opens one content file's (or entry's) form from a collection's list, by its label. */
export async function openFile(page: Page, label: string, collection = 'Site content') {
  await openCollection(page, collection);
  await entryList(page).getByRole('gridcell', { name: label, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/**
 * Saves, and waits until the picked folder's `file` holds `expected`, or fails with the CMS's own
 * words when it refuses ("One field has an error").
 */
export async function save(page: Page, file: string, expected: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByText(/fields? ha(s|ve) (an )?errors?/);
  await expect
    .poll(
      async () =>
        (await refusal.isVisible())
          ? `The CMS refused to save: ${await refusal.innerText()}`
          : // Read while the CMS writes it, the file may be unreadable for a moment.
            pickedFileText(page, file).catch((error: Error) => `(not readable: ${error.message})`),
      { timeout: 15_000 },
    )
    .toContain(expected);
  // Once saved, the CMS goes back to the list.
  await expect(entryList(page)).toBeVisible();
}

/** Serves the working copy's build (its public/) to `page` under an origin of its own. */
export async function serveBuild(page: Page, dir: string): Promise<string> {
  const site = 'http://working-copy.localhost';
  await page.route(`${site}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(dir, 'public', decodeURIComponent(pathname));
    const served =
      fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    return fs.existsSync(served) ? route.fulfill({ path: served }) : route.fulfill({ status: 404 });
  });
  return site;
}
