import fs from 'node:fs';
import path from 'node:path';
import { cmsFormProblems } from '../cms-form';
import {
  collectionNames,
  contentDocuments,
  contentFiles,
  ENTRY_FOLDERS,
  entryFiles,
  loadContent,
} from '../load';
import { formatProblems } from '../locate';
import { validateContent } from '../validate';
import { contentFixture, edit } from './content-fixture';

/** The 1-based line of `file` that holds `text`. */
function lineOf(dir: string, file: string, text: string): number {
  return (
    fs
      .readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}

describe('validateContent', () => {
  let dir: string;
  beforeEach(() => {
    // Prepare
    dir = contentFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('accepts the content as committed', () => {
    expect(validateContent(dir, dir)).toEqual([]);
  });

  it('reports unparseable YAML with the file and line', () => {
    edit(dir, 'trainers/2.yaml', (t) => t.replace('  alt: Priya Nair', '  alt: [Priya Nair'));

    const problems = validateContent(dir, dir);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'trainers/2.yaml' });
    expect(problems[0]!.message).toMatch(/^is not valid YAML/);
    expect(problems[0]!.line).toBeGreaterThan(2);
  });

  it('names the trainer and the field when a required field is missing', () => {
    edit(dir, 'trainers/3.yaml', (t) => t.replace('name: Jordan Whitecalf\n', ''));

    const [problem, ...rest] = validateContent(dir, dir);

    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      file: 'trainers/3.yaml',
      entry: 'trainer 3',
      field: 'name',
      message: 'is missing; add it (it is required)',
    });
  });

  it('reports an empty nested field with its full path and line', () => {
    edit(dir, 'trainers/2.yaml', (t) =>
      t.replace('  - info: Registered yoga teacher (RYT 200)', "  - info: ''"),
    );

    const [problem] = validateContent(dir, dir);
    const line = fs
      .readFileSync(path.join(dir, 'trainers/2.yaml'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes("info: ''"));

    expect(problem).toMatchObject({
      entry: 'trainer 2 (Priya Nair)',
      field: 'qualification[1].info',
      message: 'is empty; it needs text',
      line: line + 1,
    });
  });

  it('catches a misspelt field name', () => {
    edit(dir, 'classes/zumba.yaml', (t) =>
      t.replace('description: A dance', 'descripton: A dance'),
    );

    const problems = validateContent(dir, dir);

    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'classes/zumba.yaml',
        entry: 'class zumba (Zumba)',
        field: 'descripton',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ entry: 'class zumba (Zumba)', field: 'description' }),
    );
  });

  it('refuses the site key and the analytics id in site.yaml, saying where they live now', () => {
    edit(dir, 'site.yaml', (t) => `${t}recaptchaSiteKey: 6Lc-key\nanalyticsId: G-ABC123\n`);

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        entry: 'recaptchaSiteKey',
        message: expect.stringMatching(/^is not content: .* deploy setting, RECAPTCHA_SITE_KEY/),
      }),
      expect.objectContaining({
        entry: 'analyticsId',
        message: expect.stringMatching(/^is not content: .* deploy setting, ANALYTICS_ID/),
      }),
    ]);
  });

  it('rejects an entry file whose name cannot be an id (a page or an anchor)', () => {
    fs.renameSync(path.join(dir, 'trainers/4.yaml'), path.join(dir, 'trainers/megan-.yaml'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'trainers/megan-.yaml',
        message: expect.stringMatching(/^has a name the site does not take: .*lower-case letters/),
      }),
    ]);
  });

  it('rejects a position that is not a whole number', () => {
    edit(dir, 'trainers/4.yaml', (t) => t.replace(/^order: \d+$/m, 'order: first'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({ field: 'order', message: 'must be an integer' }),
    ]);
  });

  it('refuses two entries of a list at one position, naming the second and the first', () => {
    const first = fs.readFileSync(path.join(dir, 'trainers/2.yaml'), 'utf8');
    const position = /^order: (\d+)$/m.exec(first)![1];
    edit(dir, 'trainers/4.yaml', (t) => t.replace(/^order: \d+$/m, `order: ${position}`));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'trainers/4.yaml',
        field: 'order',
        message: expect.stringContaining(`the position of trainers/2.yaml too`),
      }),
    ]);
  });

  it('lets FAQ questions of different groups share a position, and entries leave it out', () => {
    const positions = fs
      .readdirSync(path.join(dir, 'faq'))
      .map((f) => /^order: (\d+)$/m.exec(fs.readFileSync(path.join(dir, 'faq', f), 'utf8'))?.[1]);
    // The fixture's groups each count from 1, so positions repeat across groups already.
    expect(new Set(positions).size).toBeLessThan(positions.length);
    edit(dir, 'trainers/4.yaml', (t) => t.replace(/^order: \d+\n/m, ''));
    edit(dir, 'trainers/5.yaml', (t) => t.replace(/^order: \d+\n/m, ''));

    expect(validateContent(dir, dir)).toEqual([]);
  });

  it('reports an image file that does not exist', () => {
    fs.rmSync(path.join(dir, 'images/trainers/ryan-chen.jpg'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'trainers/7.yaml',
        entry: 'trainer 7 (Ryan Chen)',
        field: 'img.src',
      }),
    ]);
  });

  it('explains a badly formatted value with the schema description', () => {
    edit(dir, 'site.yaml', (t) => t.replace('postalCode: S7K 0A1', 'postalCode: s7k0a1'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'site.yaml',
        entry: 'contact',
        field: 'postalCode',
        message: 'is not valid: A Canadian postal code such as S7K 0A1',
      }),
    ]);
  });

  it('checks that every schedule row has one entry per day', () => {
    edit(dir, 'schedule.yaml', (t) =>
      t.replace(
        'classes:\n      - none\n      - Yoga\n      - none\n      - Yoga\n      - none\n      - Zumba\n      - Yoga\n',
        'classes:\n      - none\n      - Yoga\n',
      ),
    );

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({ entry: 'slots[1]', field: 'classes' }),
    ]);
  });

  it('names a carousel slide by its list and position', () => {
    edit(dir, 'carousels.yaml', (t) => t.replace(/^( {4}alt: .*\n)/m, '$1    width: 1440\n'));

    expect(validateContent(dir, dir)).toContainEqual(
      expect.objectContaining({
        entry: 'home[0]',
        field: 'width',
        message: 'is not a field this file knows; check the spelling',
      }),
    );
  });

  it('checks only the named file when asked, as the dev server does on a save', () => {
    edit(dir, 'trainers/3.yaml', (t) => t.replace('name: Jordan Whitecalf\n', ''));
    edit(dir, 'classes/zumba.yaml', (t) =>
      t.replace('description: A dance', 'descripton: A dance'),
    );

    const problems = validateContent(dir, dir, { only: 'trainers/3.yaml' });

    expect(problems).toEqual([expect.objectContaining({ file: 'trainers/3.yaml', field: 'name' })]);
    expect(validateContent(dir, dir).map((p) => p.file)).toContain('classes/zumba.yaml');
  });

  it('refuses a comment line, naming the file, the line and the schema to write it in', () => {
    edit(
      dir,
      'trainers/1.yaml',
      (t) => `# Keep ids unique whole numbers.\n# Add new trainers last.\n${t}`,
    );

    const problems = validateContent(dir, dir);

    expect(problems).toEqual([
      {
        file: 'trainers/1.yaml',
        line: 1,
        message:
          'a comment. The CMS (/admin/) drops comments when it saves a file, so put this ' +
          'guidance in schema/trainers.schema.json (a "description") instead.',
      },
    ]);
    expect(formatProblems(problems)).toContain('trainers/1.yaml:1: a comment. The CMS (/admin/)');
  });

  it('refuses a comment after a value, at its line', () => {
    edit(dir, 'trainers/2.yaml', (t) =>
      t.replace('name: Priya Nair\n', 'name: Priya Nair # until June\n'),
    );
    const line = lineOf(dir, 'trainers/2.yaml', '# until June');

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'trainers/2.yaml',
        line,
        message: expect.stringMatching(/^a comment/),
      }),
    ]);
  });

  it('does not take a # in a quoted string, a link or a block of text for a comment', () => {
    edit(dir, 'site.yaml', (t) =>
      t
        .replace('tagline: Open 24/7 self-serve', `tagline: '#1 gym # open 24/7'`)
        .replace(/^(description: .*)$/m, '$1 Room#2 "#3"')
        .replace('email: info@example.com', 'email: info@example.com  # the front desk'),
    );
    edit(dir, 'faq/membership-options.yaml', (t) =>
      t.replace('Compare them on our', '# Compare them on our [plans](/membership/#plans) or'),
    );

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'site.yaml',
        line: lineOf(dir, 'site.yaml', '# the front desk'),
      }),
    ]);
  });

  it('refuses a YAML file that has no schema', () => {
    fs.writeFileSync(path.join(dir, 'prices.yaml'), '- a: 1\n');

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({ file: 'prices.yaml', message: expect.stringMatching(/no schema/) }),
    ]);
  });
});

describe('validateContent: the FAQ, the hours and the accessibility statement', () => {
  let dir: string;
  beforeEach(() => {
    // Prepare
    dir = contentFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the question, its file and the field of a missing answer', () => {
    edit(dir, 'faq/guest-passes.yaml', (t) => t.replace(/answer: \|-\n(?: {2}.*\n|\n)*/, ''));

    const problems = validateContent(dir, dir);

    expect(problems).toEqual([
      expect.objectContaining({
        file: 'faq/guest-passes.yaml',
        entry: expect.stringMatching(/^question guest-passes \(/),
        field: 'answer',
        message: 'is missing; add it (it is required)',
      }),
    ]);
    expect(formatProblems(problems)).toMatch(
      /question guest-passes \(.*\), field "answer" is missing/,
    );
  });

  it('refuses a question whose group is not in faq-groups.yaml, at its line', () => {
    edit(dir, 'faq/parking.yaml', (t) => t.replace(/^group: .*$/m, 'group: car-park'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'faq/parking.yaml',
        line: lineOf(dir, 'faq/parking.yaml', 'group: car-park'),
        field: 'group',
        message: expect.stringMatching(/^names none of the groups of content\/faq-groups.yaml/),
      }),
    ]);
  });

  it("re-checks the questions when faq-groups.yaml is saved, as a group's id may have gone", () => {
    edit(dir, 'faq-groups.yaml', (t) => t.replace('- id: guests\n', '- id: visitors\n'));

    expect(validateContent(dir, dir, { only: 'faq-groups.yaml' })).toEqual([
      expect.objectContaining({ file: 'faq/guest-age.yaml', field: 'group' }),
      expect.objectContaining({ file: 'faq/guest-passes.yaml', field: 'group' }),
    ]);
  });

  it('refuses a class the schedule names that no class file is called, at each of its slots', () => {
    // An editor renames a class in its file and not in the schedule: the slots would lose their
    // links, their filter and the class's calendar.
    edit(dir, 'classes/yoga.yaml', (t) => t.replace(/^name: .*$/m, 'name: Hatha Yoga'));
    const yogaSlots = fs
      .readFileSync(path.join(dir, 'schedule.yaml'), 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.trim() === '- Yoga' ? [i + 1] : []));
    expect(yogaSlots.length).toBeGreaterThan(0);

    const problems = validateContent(dir, dir);
    expect(problems.map((p) => [p.file, p.line])).toEqual(
      yogaSlots.map((line) => ['schedule.yaml', line]),
    );
    expect(problems[0]).toMatchObject({
      entry: expect.stringMatching(/^slots\[\d+\]$/),
      field: expect.stringMatching(/^classes\[\d\]$/),
      message: expect.stringMatching(
        /^is "Yoga", which no class in content\/classes\/ is called: .*Hatha Yoga/,
      ),
    });
    // Saving the class file alone reports the schedule too: that is where the fix goes.
    expect(validateContent(dir, dir, { only: 'classes/yoga.yaml' })).toEqual(problems);
  });

  it('refuses a tour hours group that site.yaml does not have, from either file', () => {
    // The tour request names a group site.yaml does not have: it would have no hours to offer.
    edit(dir, 'page-text.yaml', (t) =>
      t.replace('hoursGroup: Sales hours', 'hoursGroup: Front desk'),
    );

    const problems = validateContent(dir, dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'page-text.yaml',
        line: lineOf(dir, 'page-text.yaml', 'hoursGroup: Front desk'),
        field: 'request.hoursGroup',
        message: 'names no hours group of content/site.yaml: use one of Office hours, Sales hours',
      }),
    ]);
    // Saving site.yaml alone reports it too: renaming a group there breaks the request.
    expect(validateContent(dir, dir, { only: 'site.yaml' })).toEqual(problems);
  });

  it('refuses a retention the lead table does not keep, naming privacy.yaml', () => {
    edit(dir, 'privacy.yaml', (t) => t.replace('retentionDays: 730', 'retentionDays: 30'));

    const problems = validateContent(dir, dir, { only: 'privacy.yaml' });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'privacy.yaml',
        line: 1,
        message: expect.stringMatching(/^is 30, but the lead table keeps a lead 730 days/),
      }),
    ]);
  });

  it('refuses HTML and unsafe links in a Markdown answer', () => {
    edit(dir, 'faq/guest-passes.yaml', (t) =>
      t.replace('Yes to both.', 'Yes to <b onclick="steal()">both</b>.'),
    );
    edit(dir, 'faq/membership-options.yaml', (t) =>
      t.replace('[membership page](/membership/)', '[membership page](javascript:steal())'),
    );

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'faq/guest-passes.yaml',
        field: 'answer',
        message: expect.stringMatching(/^holds HTML/),
      }),
      expect.objectContaining({
        file: 'faq/membership-options.yaml',
        field: 'answer',
        message: expect.stringMatching(/^links to "javascript:steal\(\)"/),
      }),
    ]);
  });

  it('refuses a group id used twice in faq-groups.yaml', () => {
    edit(dir, 'faq-groups.yaml', (t) => t.replace('- id: parking-lockers\n', '- id: guests\n'));

    expect(validateContent(dir, dir)).toContainEqual(
      expect.objectContaining({
        file: 'faq-groups.yaml',
        field: 'id',
        message: expect.stringContaining('already used by entry #3'),
      }),
    );
  });

  it('refuses hours it cannot read: a time and a note, a backwards range, a day twice', () => {
    edit(dir, 'site.yaml', (t) =>
      t
        .replace(
          'note: By e-mail enquiry only',
          'note: By e-mail enquiry only\n          time: 10AM-2PM',
        )
        .replace('time: 10AM-5PM', 'time: 5PM-10AM')
        .replace('- days: Friday', '- days: Thursday-Friday'),
    );

    expect(validateContent(dir, dir).map((p) => [p.entry, p.field, p.message])).toEqual([
      ['hours', 'groups[0].times[0].time', 'must open before it closes, e.g. 10AM-5PM'],
      ['hours', 'groups[1].times[1].days', 'repeats a day of line #1; each day goes once'],
      ['hours', 'groups[1].times[3]', 'needs either a time (10AM-5PM) or a note, not both'],
    ]);
  });

  it('explains how to write a time the badge can read', () => {
    edit(dir, 'site.yaml', (t) => t.replace('time: 10AM-8PM', 'time: 10 am to 8 pm'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        entry: 'hours',
        field: 'groups[1].times[0].time',
        message: 'is not valid: Opening and closing time, e.g. 10AM-5PM or 6:30AM-9PM',
      }),
    ]);
  });

  it('refuses a time zone the browser does not know', () => {
    edit(dir, 'site.yaml', (t) => t.replace('America/Regina', 'America/Saskatoon'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        entry: 'location',
        field: 'timeZone',
        message: 'is not a time zone; use a name such as America/Regina',
      }),
    ]);
  });

  it('refuses a review date that is not a date', () => {
    edit(dir, 'accessibility.yaml', (t) =>
      t.replace('lastReviewed: 2025-06-02', 'lastReviewed: June 2025'),
    );

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: 'accessibility.yaml',
        entry: 'lastReviewed',
        message: 'is not valid: A date written year-month-day, e.g. 2025-06-02',
      }),
    ]);
  });
});

describe('validateContent: the plans’ prices', () => {
  let dir: string;
  beforeEach(() => {
    // Prepare
    dir = contentFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const plan = 'membership-plans/month-to-month.yaml';
  const setAmount = (value: string) =>
    edit(dir, plan, (t) => t.replace(/^ {2}amount: .*$/m, `  amount: ${value}`));

  it('refuses a negative amount, naming the file, the line, the plan and the field', () => {
    setAmount('-49.99');

    const problems = validateContent(dir, dir);

    expect(problems).toEqual([
      {
        file: plan,
        line: lineOf(dir, plan, 'amount: -49.99'),
        entry: expect.stringMatching(/^plan month-to-month \(/),
        field: 'price.amount',
        message: 'is -49.99; it must be 0.01 or more',
      },
    ]);
    expect(formatProblems(problems)).toContain(
      `${plan}:${lineOf(dir, plan, 'amount: -49.99')}: plan month-to-month`,
    );
  });

  it('refuses a missing amount, and one written as text', () => {
    edit(dir, plan, (t) => t.replace(/^ {2}amount: .*\n/m, ''));
    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        field: 'price.amount',
        message: 'is missing; add it (it is required)',
      }),
    ]);

    edit(dir, plan, (t) => t.replace(/^ {2}per: /m, "  amount: '$49.99'\n  per: "));
    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({ field: 'price.amount', message: 'must be a number' }),
    ]);
  });

  it('refuses a fee left out: a plan without one says 0', () => {
    edit(dir, plan, (t) => t.replace(/^ {2}joiningFee: .*\n/m, ''));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        field: 'price.joiningFee',
        message: 'is missing; add it (it is required)',
      }),
    ]);
  });

  it('takes any amount in whole cents, and refuses fractions of a cent', () => {
    // 0.07 / 0.01 is not a whole number in floating point: the check must still take it.
    for (const cents of ['0.07', '0.29', '1234.56', '120']) {
      setAmount(cents);
      expect(validateContent(dir, dir)).toEqual([]);
    }
    setAmount('49.999');
    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        field: 'price.amount',
        message: expect.stringMatching(/^is 49\.999; write dollars and cents/),
      }),
    ]);
  });

  it('asks a pack for its number of visits, and refuses visits on a plan billed by the month', () => {
    edit(dir, 'membership-plans/punch-passes.yaml', (t) => t.replace(/^ {2}visits: .*\n/m, ''));
    edit(dir, plan, (t) => t.replace(/^ {2}per: month$/m, '  per: month\n  visits: 10'));

    expect(validateContent(dir, dir)).toEqual([
      expect.objectContaining({
        file: plan,
        field: 'price.visits',
        message: 'does not apply here; remove it',
      }),
      expect.objectContaining({
        file: 'membership-plans/punch-passes.yaml',
        field: 'price.visits',
        message: 'is missing; add it (it is required)',
      }),
    ]);
  });
});

describe('formatProblems', () => {
  it('puts file, line, entry and field on one line per problem', () => {
    const text = formatProblems([
      {
        file: 'content/trainers.yaml',
        line: 12,
        entry: 'trainer #1 (id 1, Alex Martel)',
        field: 'name',
        message: 'is missing; add it (it is required)',
      },
    ]);

    expect(text).toContain('1 problem in content/trainers.yaml');
    expect(text).toContain(
      'content/trainers.yaml:12: trainer #1 (id 1, Alex Martel), field "name" is missing; add it (it is required)',
    );
  });
});

describe('.vscode/settings.json', () => {
  it('gives every content file its schema, as the comments at the top of the files once did', () => {
    const settings = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../.vscode/settings.json'), 'utf8'),
    ) as Record<string, unknown>;

    expect(settings['yaml.schemas']).toEqual(
      Object.fromEntries(
        collectionNames().map((n) => [
          `./content/schema/${n}.schema.json`,
          (ENTRY_FOLDERS as readonly string[]).includes(n)
            ? `content/${n}/*.yaml`
            : `content/${n}.yaml`,
        ]),
      ),
    );
  });
});

describe('loadContent of an entry folder', () => {
  let dir: string;
  beforeEach(() => {
    // Prepare
    dir = contentFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('assembles the folder’s files into the list the site shows, each with its file’s name as id', () => {
    fs.writeFileSync(
      path.join(dir, 'trainers', 'jordan-lee.yaml'),
      fs.readFileSync(path.join(dir, 'trainers', '1.yaml'), 'utf8').replace(/^order: .*\n/m, ''),
    );

    const trainers = loadContent('trainers', dir);

    // The new entry has no position yet, so it comes first, as the CMS lists it.
    expect(trainers.map((t) => t.id)).toEqual([
      'jordan-lee',
      ...entryFiles('trainers', dir)
        .map((f) => path.basename(f, '.yaml'))
        .filter((id) => id !== 'jordan-lee')
        .sort((a, b) => Number(a) - Number(b)),
    ]);
  });

  it('puts the FAQ questions back in their groups, and the plans back in membership', () => {
    const faq = loadContent('faq', dir);
    const groups = loadContent('faq-groups', dir).groups;

    expect(faq.map((g) => g.id)).toEqual(groups.map((g) => g.id));
    expect(faq.flatMap((g) => g.questions).length).toBe(entryFiles('faq', dir).length);
    expect(loadContent('membership', dir).plans.length).toBe(
      entryFiles('membership-plans', dir).length,
    );
  });
});

describe('one check of the content', () => {
  let dir: string;
  beforeEach(() => {
    // Prepare
    dir = contentFixture();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** How often each content file was read (opened: regular-files.ts), by its path in `dir`. */
  const readsOfContent = (read: jest.SpyInstance) => {
    const counts = new Map<string, number>();
    for (const [file] of read.mock.calls as [unknown][]) {
      const name = path.relative(dir, String(file));
      if (/\.ya?ml$/.test(name) && !name.startsWith('..')) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    return Object.fromEntries([...counts].sort());
  };
  const onceEach = () => Object.fromEntries(contentFiles(dir).map((f) => [f, 1]));

  it('reads each file once for the schemas, the rules and the entries’ positions', () => {
    const read = jest.spyOn(fs, 'openSync');

    expect(validateContent(dir, dir)).toEqual([]);

    expect(readsOfContent(read)).toEqual(onceEach());
  });

  it('reads each file once when the CMS’s form is checked after them, as check:content does', () => {
    const read = jest.spyOn(fs, 'openSync');

    const documents = contentDocuments(dir);
    expect(validateContent(dir, dir, { documents })).toEqual([]);
    expect(cmsFormProblems(dir, dir, documents)).toEqual([]);

    expect(readsOfContent(read)).toEqual(onceEach());
  });

  it('reads only what one saved question needs, once each: it, its groups, the entries', () => {
    const question = entryFiles('faq', dir)[0]!;
    const read = jest.spyOn(fs, 'openSync');

    expect(validateContent(dir, dir, { only: question })).toEqual([]);

    const needed = ['faq-groups.yaml', ...ENTRY_FOLDERS.flatMap((f) => entryFiles(f, dir))];
    expect(readsOfContent(read)).toEqual(Object.fromEntries(needed.sort().map((f) => [f, 1])));
  });
});
