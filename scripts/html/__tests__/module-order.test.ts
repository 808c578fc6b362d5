// The module order the webpack plugin records, from a real webpack build of a small app.
import { buildFixture, type Fixture } from './webpack-fixture';

let separate: Fixture;
let concatenated: Fixture;

beforeAll(async () => {
  [separate, concatenated] = await Promise.all([buildFixture(false), buildFixture(true)]);
}, 60_000);

const named = (fixture: Fixture, group: string) =>
  fixture.order[group]!.map((id) => fixture.namesOf(id));

it('lists what the entry imports, each module after its own imports, and not the entry itself', () => {
  expect(named(separate, 'app')).toEqual([['util'], ['framework'], ['layout'], ['side']]);
});

it('leaves out a module required only in a branch, and the page behind import()', () => {
  const all = named(separate, 'app').flat();
  expect(all).not.toContain('service-worker');
  expect(all).not.toContain('page');
  expect(all).not.toContain('entry');
});

it('lists a page component’s own modules, the component last, not those of the app’s chunks', () => {
  expect(named(separate, 'component---page')).toEqual([['shared'], ['page']]);
});

it('follows modules webpack has concatenated into one', () => {
  // layout and side are concatenated into the entry: what is left are the modules they import.
  expect(named(concatenated, 'app')).toEqual([['util'], ['framework']]);
  expect(named(concatenated, 'component---page')).toEqual([['shared', 'page']]);
});
