// A save through /admin/ on a working copy (the CMS's "Work with Local Repository") changes only
// the line of the field the editor edited, in every content file and one entry of every folder.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test } from '../support/fixtures';
import { CMS_RUN } from '../support/projects';
import { openFile, openOnWorkingCopy, save } from '../support/cms/cms-page';
import { pickedFileText } from '../support/cms/folder-picker';
import { makeWorkingCopy, type WorkingCopy } from '../support/cms/working-copy';

let copy: WorkingCopy;
test.beforeEach(() => {
  copy = makeWorkingCopy();
});
test.afterEach(() => copy.remove());

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
