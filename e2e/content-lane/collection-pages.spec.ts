// The content lane re-checks, after an editor's save, only the pages the registry says the saved
// file shows on (tools/pipeline/routes.ts). This reads the fixture build for each fixture file's
// own words and images (./own-texts.ts): each file's pages must be among those the lane re-checks
// (or a changed page would go unchecked), and each collection's must be exactly the registry's.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIXTURE_CONTENT } from '../../fixtures';
import { affectedRoutes } from '../../tools/pipeline/routes';
import { FIXTURE_BUILD_DIR } from '../support/builds';
import { builtPages, ownTexts } from './own-texts';

/** The repository as the lane sees it: the fixture's files at content/. */
const root = path.dirname(FIXTURE_CONTENT);
const own = ownTexts(FIXTURE_CONTENT);
let pages: Map<string, string>;

test.beforeAll(() => {
  pages = builtPages(FIXTURE_BUILD_DIR);
});

const pagesOf = (file: string) =>
  [...pages]
    .filter(([, text]) => own.get(file)!.some((words) => text.includes(words)))
    .map(([route]) => route);

test.describe('the content lane’s routes, against the fixture build', () => {
  test('finds words or an image of every file, each on some page', () => {
    expect(own.size).toBeGreaterThan(0);
    expect([...own.keys()].filter((file) => pagesOf(file).length === 0)).toEqual([]);
  });

  test('re-checks every page a file shows on', () => {
    const missed = [...own.keys()].flatMap((file) => {
      const listed = affectedRoutes([file], root);
      if (listed === undefined) return [];
      const unlisted = pagesOf(file).filter((route) => !listed.includes(route));
      return unlisted.length > 0 ? [`${file}: ${unlisted.join(', ')}`] : [];
    });
    expect(missed).toEqual([]);
  });

  test('re-checks, for each collection, only the pages that show it', () => {
    const byCollection = new Map<string, string[]>();
    for (const file of own.keys()) {
      const collection = /^content\/([^/.]+)/.exec(file)![1]!;
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), file]);
    }
    const extra = [...byCollection].flatMap(([collection, files]) => {
      const listed = files.map((file) => affectedRoutes([file], root));
      if (listed.some((routes) => routes === undefined)) return [];
      const showing = new Set(files.flatMap(pagesOf));
      const idle = [...new Set(listed.flat())].filter((route) => !showing.has(route!));
      return idle.length > 0 ? [`${collection}: ${idle.join(', ')}`] : [];
    });
    expect(extra).toEqual([]);
  });
});
