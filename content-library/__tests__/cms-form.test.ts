// The CMS's form of a content file (cms-form.ts): what `npm run check:content` holds the files to,
// so that a save through /admin/ changes only the edited lines, and what format:content writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  cmsForm as cmsFormOf,
  cmsFormProblems,
  firstDifferentLine,
  formatContent,
} from '../cms-form';
import type { SchemaSet } from '../schema-set';

const CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content');
const cmsForm = (text: string, collection?: string, schemas?: SchemaSet) =>
  cmsFormOf(parse(text), collection, schemas);
const firstLineNotInCmsForm = (text: string) => firstDifferentLine(text, cmsForm(text));

describe('cmsForm', () => {
  it('writes block lists, `|-` text and no blank lines, as the CMS does', () => {
    const text = [
      'days: [Monday, Tuesday]',
      '',
      'answer: |',
      '  First line.',
      '  Second line.',
      '',
    ].join('\n');

    expect(cmsForm(text)).toBe(
      [
        'days:',
        '  - Monday',
        '  - Tuesday',
        'answer: |-',
        '  First line.',
        '  Second line.',
        '',
      ].join('\n'),
    );
  });

  it("leaves out empty optional fields ('' and []), and keeps a list's '' items", () => {
    const text = ["analyticsId: ''", 'moreInfo: []', "classes: ['', Yoga]", 'name: Yoga', ''].join(
      '\n',
    );

    expect(parse(cmsForm(text))).toEqual({ classes: ['', 'Yoga'], name: 'Yoga' });
  });

  it('keeps long lines whole and quotes only what needs quotes', () => {
    const long = `description: ${'A sentence that goes on. '.repeat(8).trim()}`;
    const text = [long, "label: 'Specialties:'", 'time: 6:00 AM', ''].join('\n');

    expect(cmsForm(text)).toBe(text);
    expect(firstLineNotInCmsForm(text)).toBeUndefined();
  });

  it('orders keys as the schema does, through $refs and lists', () => {
    const schemas = {
      dir: '',
      collections: ['plans'],
      files: {
        'common.schema.json': {
          definitions: { link: { type: 'object', properties: { label: {}, to: {} } } },
        },
        'plans.schema.json': {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: {},
              links: { type: 'array', items: { $ref: 'common.schema.json#/definitions/link' } },
            },
          },
        },
      },
    } as SchemaSet;
    const text = ['- links:', '    - to: /join/', '      label: Join', '  name: Monthly', ''].join(
      '\n',
    );

    expect(cmsForm(text, 'plans', schemas)).toBe(
      ['- name: Monthly', '  links:', '    - label: Join', '      to: /join/', ''].join('\n'),
    );
  });

  it('names the first line that differs', () => {
    expect(firstLineNotInCmsForm('name: Yoga\n\nid: yoga\n')).toBe(2);
    expect(firstLineNotInCmsForm('name: Yoga')).toBe(2);
  });
});

describe('cmsFormProblems and formatContent', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-form-'));
    fs.mkdirSync(path.join(dir, 'schema'));
    fs.writeFileSync(path.join(dir, 'schema', 'common.schema.json'), '{"definitions": {}}');
    // The CMS writes a file's keys in its schema's order: days before name.
    fs.writeFileSync(
      path.join(dir, 'schema', 'flow.schema.json'),
      JSON.stringify({ type: 'object', properties: { days: { type: 'array' }, name: {} } }),
    );
    fs.writeFileSync(path.join(dir, 'ok.yaml'), 'name: Yoga\n');
    fs.writeFileSync(path.join(dir, 'flow.yaml'), 'name: Yoga\ndays: [Monday]\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports a file not in the form at its line, with what the CMS would write and the fix', () => {
    const [problem, ...others] = cmsFormProblems(dir, dir);

    expect(others).toEqual([]);
    expect(problem).toEqual({
      file: 'flow.yaml',
      line: 1,
      message: expect.stringMatching(/which is `days:` here: .* Run `npm run format:content`\.$/),
    });
  });

  it('rewrites only the files not in the form, and then none is reported', () => {
    expect(formatContent(dir)).toEqual(['flow.yaml']);

    expect(fs.readFileSync(path.join(dir, 'flow.yaml'), 'utf8')).toBe(
      'days:\n  - Monday\nname: Yoga\n',
    );
    expect(cmsFormProblems(dir, dir)).toEqual([]);
  });
});

it('every content file is in the CMS’s form', () => {
  expect(cmsFormProblems(CONTENT_DIR)).toEqual([]);
});
