// The content check of holiday hours (content/site.yaml hours.exceptions): what it refuses, at
// the file, line and field of the mistake, and the past dates it only reminds an editor of.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../fixtures';
import { formatWarnings } from '../locate';
import { contentWarnings, validateContent } from '../validate';

const SITE = 'site.yaml';
let dir: string;

beforeEach(() => {
  // Prepare: the fixture content beside the real schemas.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'holidays-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.cpSync(path.resolve(__dirname, '../../content/schema'), path.join(dir, 'schema'), {
    recursive: true,
  });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function edit(change: (text: string) => string) {
  const file = path.join(dir, SITE);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error('the edit of site.yaml changed nothing');
  fs.writeFileSync(file, after);
}

/** The 1-based line of site.yaml that holds `text` (its `nth` occurrence, from 0). */
function lineOf(text: string, nth = 0): number {
  const lines = fs.readFileSync(path.join(dir, SITE), 'utf8').split('\n');
  const found = lines.flatMap((l, i) => (l.includes(text) ? [i + 1] : []));
  return found[nth] ?? 0;
}

const check = () => validateContent(dir, dir, { only: SITE });

/** The first holiday of the fixture, and the lines that make it. */
const firstHoliday = /( {6}- date: )(\S+)(\n {8}label: )(.+)/;

it('accepts the fixture holidays: closed, shorter hours, and staffed as usual', () => {
  expect(check()).toEqual([]);
});

it('refuses a date given twice, at the second one', () => {
  edit((t) => t.replace('- date: 2027-01-01', '- date: 2026-12-25'));

  expect(check()).toEqual([
    expect.objectContaining({
      file: SITE,
      line: lineOf('- date: 2026-12-25', 1),
      entry: 'hours',
      field: 'exceptions.days[3].date',
      message: '"2026-12-25" is already used by entry #2; each date must be unique',
    }),
  ]);
});

it('reports a repeated date and a rule problem of the same save together, not one save each', () => {
  edit((t) => t.replace('- date: 2027-01-01', '- date: 2026-12-25'));
  edit((t) => t.replace('            time: 10AM-2PM\n', '            time: 2PM-10AM\n'));

  expect(check().map((p) => p.message)).toEqual([
    '"2026-12-25" is already used by entry #2; each date must be unique',
    'must open before it closes, e.g. 10AM-2PM',
  ]);
});

it('refuses a date the calendar does not have', () => {
  edit((t) => t.replace('- date: 2027-01-01', '- date: 2027-02-29'));

  expect(check()).toEqual([
    expect.objectContaining({
      line: lineOf('2027-02-29'),
      field: 'exceptions.days[3].date',
      message: '2027-02-29 is not a day of the calendar',
    }),
  ]);
});

it('refuses a holiday that would close the club: the doors stay open to members 24/7', () => {
  edit((t) => t.replace(firstHoliday, '$1$2$3Club closed'));
  edit((t) =>
    t.replace(
      '- group: Sales hours\n            time: 10AM-2PM',
      '- group: Access\n            time: 10AM-2PM',
    ),
  );

  expect(check()).toEqual([
    expect.objectContaining({
      line: lineOf('label: Club closed'),
      field: 'exceptions.days[0].label',
      message: expect.stringMatching(
        /^says the club is closed, but the doors stay open to members 24\/7/,
      ),
    }),
    expect.objectContaining({
      line: lineOf('- group: Access'),
      field: 'exceptions.days[0].staffed[1].group',
      message: expect.stringMatching(
        /^names no hours group: use Office hours or Sales hours\. The doors stay open/,
      ),
    }),
  ]);
});

it('refuses a change that is both closed and timed, or neither, and a time that runs backwards', () => {
  edit((t) => t.replace('            time: 10AM-2PM\n', '            time: 2PM-10AM\n'));
  edit((t) =>
    t.replace(
      '            closed: true\n          - group: Sales hours\n            closed: true',
      '            closed: true\n            time: 10AM-2PM\n          - group: Sales hours\n            closed: false',
    ),
  );

  expect(check().map((p) => [p.line, p.field, p.message])).toEqual([
    [
      lineOf('time: 2PM-10AM'),
      'exceptions.days[0].staffed[0].time',
      'must open before it closes, e.g. 10AM-2PM',
    ],
    [
      lineOf('- group: Office hours', 1),
      'exceptions.days[1].staffed[0]',
      'needs either closed or a time (10AM-2PM), not both',
    ],
    [
      lineOf('- group: Sales hours', 1),
      'exceptions.days[1].staffed[1]',
      'needs either closed or a time (10AM-2PM), not both',
    ],
  ]);
});

it('refuses a group listed twice on one date', () => {
  edit((t) =>
    t.replace(
      '          - group: Sales hours\n            time: 10AM-2PM',
      '          - group: Office hours\n            time: 10AM-3PM',
    ),
  );

  expect(check()).toEqual([
    expect.objectContaining({
      line: lineOf('- group: Office hours', 1),
      field: 'exceptions.days[0].staffed[1].group',
      message: '"Office hours" is already used by entry #1; each group must be unique',
    }),
  ]);
});

describe('a holiday that has passed', () => {
  it('is no problem, so an ageing list never stops a build, but a reminder to remove it', () => {
    // The day after the fixture's first two holidays.
    const warnings = contentWarnings(dir, dir, { today: '2026-12-26' });

    expect(check()).toEqual([]);
    expect(warnings).toEqual([
      {
        file: SITE,
        line: lineOf('- date: 2026-12-24'),
        entry: 'hours',
        field: 'exceptions.days[0].date',
        message: '2026-12-24 has passed, so the site no longer shows it: remove this holiday',
      },
      expect.objectContaining({
        line: lineOf('- date: 2026-12-25'),
        field: 'exceptions.days[1].date',
      }),
    ]);
    expect(formatWarnings(warnings)).toMatch(
      /^The content has 2 reminders \(nothing is refused\):\n {2}site\.yaml:\d+: hours, field "exceptions\.days\[0\]\.date" 2026-12-24 has passed/,
    );
  });

  it('is not yet past on its own day', () => {
    expect(contentWarnings(dir, dir, { today: '2026-12-24' })).toEqual([]);
  });
});
