// The content lane re-checks, after an editor's save, only the pages the registry says the saved
// file shows on (tools/pipeline/routes.ts). This builds the fixture once with every file's free
// texts marked (../sentinels.ts) and reads which built pages hold which file's mark: each file's
// pages must be among those the lane re-checks (or a changed page would go unchecked), and each
// collection's must be exactly the registry's (or the registry names a page it does not show).
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../../fixtures';
import { CONTENT_DIR_OVERRIDE } from '../../../content-library';
import { affectedRoutes } from '../../../tools/pipeline/routes';
import { buildFromFixture } from '../../support/builds';
import { MARK, plantMarks } from '../sentinels';

const repo = path.resolve(__dirname, '..', '..', '..');
let root: string;
let marks: Map<string, string>;
/** The marks each built route holds, in its HTML or its page data. */
const shown = new Map<string, Set<string>>();

/** Each built page's route (`/faq/`), by its index.html. */
function builtRoutes(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${under}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'page-data' || entry.name === 'static' ? [] : builtRoutes(dir, rel);
    return entry.name === 'index.html' ? [`${under}/`] : [];
  });
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

beforeAll(async () => {
  // Beside the other test builds (git-ignored), so the finished build moves there in one rename.
  root = path.join(repo, '.e2e-builds', 'collection-pages');
  fs.rmSync(root, { recursive: true, force: true });
  const content = path.join(root, 'content');
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
  fs.cpSync(path.join(repo, 'content', 'schema'), path.join(content, 'schema'), {
    recursive: true,
  });
  marks = plantMarks(content);
  const into = path.join(root, 'public');
  const status = await buildFromFixture({
    into,
    env: { [CONTENT_DIR_OVERRIDE]: content },
    quiet: true,
  });
  if (status !== 0) throw new Error(`the marked fixture did not build (status ${status})`);
  for (const route of builtRoutes(into)) {
    const data = path.join(into, 'page-data', route === '/' ? 'index' : route, 'page-data.json');
    const text = readIfThere(path.join(into, route, 'index.html')) + readIfThere(data);
    shown.set(route, new Set(text.match(MARK)));
  }
}, 600_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const pagesWith = (mark: string) =>
  [...shown].filter(([, found]) => found.has(mark)).map(([route]) => route);

/** The routes the lane re-checks for `file`, or undefined for every route. */
function laneRoutes(file: string): string[] | undefined {
  const affected = affectedRoutes([file], root);
  return affected.all ? undefined : affected.routes;
}

describe('the content lane’s routes, against a build', () => {
  it('marks a text of every file, and each mark is on some page', () => {
    expect(marks.size).toBeGreaterThan(0);
    expect([...marks].filter(([, mark]) => pagesWith(mark).length === 0)).toEqual([]);
  });

  it('re-checks every page a file shows on', () => {
    const missed = [...marks].flatMap(([file, mark]) => {
      const listed = laneRoutes(file);
      if (listed === undefined) return [];
      const unlisted = pagesWith(mark).filter((route) => !listed.includes(route));
      return unlisted.length > 0 ? [`${file}: ${unlisted.join(', ')}`] : [];
    });
    expect(missed).toEqual([]);
  });

  it('re-checks, for each collection, only the pages that show it', () => {
    const byCollection = new Map<string, string[]>();
    for (const file of marks.keys()) {
      const collection = /^content\/([^/.]+)/.exec(file)![1]!;
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), file]);
    }
    const extra = [...byCollection].flatMap(([collection, files]) => {
      const listed = files.map(laneRoutes);
      if (listed.some((routes) => routes === undefined)) return [];
      const showing = new Set(files.flatMap((file) => pagesWith(marks.get(file)!)));
      const idle = [...new Set(listed.flat())].filter((route) => !showing.has(route!));
      return idle.length > 0 ? [`${collection}: ${idle.join(', ')}`] : [];
    });
    expect(extra).toEqual([]);
  });
});
