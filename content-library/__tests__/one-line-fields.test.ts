// A text that goes where a line break would start something new (a calendar file's name, the
// club's name, a class's name) is refused with a line break, by file and field, in the words
// an editor reads; the CMS's form of such a field is one line, so the CMS never writes one.
import fs from 'node:fs';
import { validateContent } from '../validate';
import { contentFixture, edit } from './content-fixture';

describe('a one-line field', () => {
  let dir: string;
  beforeEach(() => {
    dir = contentFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    [
      'schedule.yaml',
      /^calendarName: Bridge City Fitness team classes$/m,
      'calendarName',
      undefined,
    ],
    ['site.yaml', /^name: Bridge City Fitness$/m, 'name', undefined],
    ['classes/bootcamp.yaml', /^name: Bootcamp$/m, 'class bootcamp (Bootcamp', 'name'],
  ])('with a line break in %s is refused at its field', (file, line, entry, field) => {
    // A double-quoted YAML string with \r\n, as a hand edit could write it.
    edit(dir, file, (t) =>
      t.replace(line, (kept) => `${kept.replace(': ', ': "')}\\r\\nBEGIN:VEVENT"`),
    );
    // (A class's name is also looked for in the schedule, which says so apart.)
    const problems = validateContent(dir, dir).filter((p) => p.file === file);
    expect(problems).toEqual([
      expect.objectContaining({
        entry: expect.stringContaining(entry),
        field,
        message: 'has a line break; write it on one line',
      }),
    ]);
  });

  it('with a line break from a block of text is refused too', () => {
    edit(dir, 'classes/bootcamp.yaml', (t) =>
      t.replace(/^name: Bootcamp$/m, 'name: |-\n  Bootcamp\n  X-EXTRA: 1'),
    );
    const problems = validateContent(dir, dir).filter((p) => p.file === 'classes/bootcamp.yaml');
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['name', 'has a line break; write it on one line'],
    ]);
  });
});
