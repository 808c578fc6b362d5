// Checks content/ against content/schema/ and the rules a schema cannot say (rules.ts,
// cross-file.ts), so an editor's mistake is reported as file, line and field, before GraphQL's.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type FuncKeywordDefinition, type JSONType, type SchemaValidateFunction } from 'ajv';
import {
  collectionOf,
  contentDocuments,
  contentFiles,
  isEntryFolder,
  type ContentDocuments,
} from './load';
import {
  read,
  scheduleClassProblems,
  sharedPositions,
  retentionProblems,
  tourHoursGroupProblems,
  type ContentFiles,
} from './cross-file';
import { markdownProblems } from '../contracts/markdown';
import type { ContentProblem } from './problems';
import { isNotRegular, notRegularProblems } from './regular-files';
import { notContentProblems } from './allowed-files';
import { imageProblems } from './image-files';
import { pastHolidays, ruleProblems } from './rules';
import { readSchemas, type JsonSchema } from './schema-set';
import { toProblem } from './schema-messages';
import { contentToday } from '../contracts/hours/build';

/** Checks every content file, or `only` one (`trainers/1.yaml`, as the dev server saves it). */
export function validateContent(
  contentDir: string,
  rootDir = process.cwd(),
  {
    only,
    documents = contentDocuments(contentDir),
  }: { only?: string; documents?: ContentDocuments } = {},
): ContentProblem[] {
  // A link or another kind of entry, then any file that is not content, is refused before any
  // file is read: none is followed, parsed or decoded.
  const notRegular = notRegularProblems(contentDir, rootDir);
  if (notRegular.length > 0) return notRegular;
  const notContent = notContentProblems(contentDir, rootDir);
  if (notContent.length > 0) return notContent;
  const files = contentFiles(contentDir);
  const content = { contentDir, rootDir, files, documents };
  // A price's `multipleOf: 0.01` (whole cents): without a precision, 0.07 / 0.01 is not a whole
  // number in floating point, and one price in nine would be refused.
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    multipleOfPrecision: 6,
    keywords: [
      MARKDOWN_KEYWORD,
      UNIQUE_KEY_KEYWORD,
      relationKeyword(content),
      existsKeyword(contentDir),
    ],
    schemas: readSchemas(path.join(contentDir, 'schema')).files,
  });
  const touches = (...names: string[]) => only === undefined || names.includes(only);
  // The questions name a group of faq-groups.yaml (their schema's relation): re-checked with it.
  const related = (f: string) => only === 'faq-groups.yaml' && f.startsWith('faq/');
  return [
    ...(only === undefined ? imageProblems(contentDir, rootDir) : []),
    ...files.filter((f) => touches(f) || related(f)).flatMap((f) => validateFile(content, f, ajv)),
    ...(only === undefined || isEntryFolder(collectionOf(only)) ? sharedPositions(content) : []),
    ...(touches('schedule.yaml') || collectionOf(only!) === 'classes'
      ? scheduleClassProblems(content)
      : []),
    ...(touches('site.yaml', 'page-text.yaml') ? tourHoursGroupProblems(content) : []),
    ...(touches('privacy.yaml') ? retentionProblems(content) : []),
  ];
}

const OWN_KEYWORDS = new Set(['markdown', 'uniqueKey', 'exists', 'relation']);

/** A keyword of the content schemas' own, whose check lists its problems (at a path below). */
function keyword<S, D>(
  name: string,
  [type, schemaType]: [JSONType, JSONType],
  check: (schema: S, data: D) => { at?: string; message: string }[],
): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = (schema: S, data: D, _parent, cxt) => {
    validate.errors = check(schema, data).map(({ at = '', message }) => ({
      keyword: name,
      instancePath: `${cxt!.instancePath}${at}`,
      message,
    }));
    return validate.errors.length === 0;
  };
  return { keyword: name, type, schemaType, errors: true, validate };
}

/** `"markdown": true` (common.schema.json's markdown): no HTML, only safe links. */
const MARKDOWN_KEYWORD = keyword('markdown', ['string', 'boolean'], (on: boolean, text: string) =>
  on ? markdownProblems(text).map((message) => ({ message })) : [],
);

/** `"uniqueKey": "id"` on a list: no two of its records have the same id. */
const UNIQUE_KEY_KEYWORD = keyword(
  'uniqueKey',
  ['array', 'string'],
  (key: string, list: unknown[]) => {
    const values = list.map((record) => (record as Record<string, unknown> | null)?.[key]);
    return values.flatMap((value, index) => {
      const first = values.indexOf(value);
      if (value === undefined || first === index) return [];
      const message = `${JSON.stringify(value)} is already used by entry #${first + 1}; each ${key} must be unique`;
      return [{ at: `/${index}/${key}`, message }];
    });
  },
);

/** `"exists": true` (common.schema.json's imageFile): the path names a file under content/. */
const existsKeyword = (contentDir: string) =>
  keyword('exists', ['string', 'boolean'], (on: boolean, src: string) =>
    on && src.startsWith('./images/') && !fs.existsSync(path.join(contentDir, src))
      ? [{ message: `points at ${src}, which does not exist under content/` }]
      : [],
  );

/** `"relation"`: the value is an item's of a list in another file (when that file reads). */
const relationKeyword = (content: ContentFiles) =>
  keyword(
    'relation',
    ['string', 'object'],
    ({ file, list, value }: NonNullable<JsonSchema['relation']>, text: string) => {
      const target = read<Record<string, Record<string, unknown>[]>>(content, `${file}.yaml`);
      const values = (target?.data?.[list] ?? []).map((item) => item[value]);
      if (!target || values.includes(text)) return [];
      const message = `names none of the ${list} of content/${file}.yaml: use one of ${values.join(', ')}`;
      return [{ message }];
    },
  );

function validateFile(content: ContentFiles, f: string, ajv: Ajv): ContentProblem[] {
  const collection = collectionOf(f);
  const displayName = path.relative(content.rootDir, path.join(content.contentDir, f));
  const validate = ajv.getSchema(`${collection}.schema.json`);
  if (!validate) {
    const message = `has no schema: add content/schema/${collection}.schema.json or rename the file`;
    return [{ file: displayName, message }];
  }
  const document = content.documents(f);
  const { doc, lineCounter, commentLines } = document;
  const [syntaxError] = doc.errors;
  if (syntaxError) {
    // Only the first: the parser's later errors are usually echoes of it.
    return [
      {
        file: displayName,
        line: lineCounter.linePos(syntaxError.pos[0]).line,
        message: `is not valid YAML: ${syntaxError.message.split('\n')[0]}`,
      },
    ];
  }
  const { data, at: problem } = read<unknown>(content, f)!;
  const schema = path.relative(
    content.rootDir,
    path.join(content.contentDir, 'schema', `${collection}.schema.json`),
  );
  const comments = commentProblems(commentLines, displayName, schema);
  const valid = validate(data);
  // An `if` fails with its `then` or `else`, whose own errors name the field.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  // Only our keywords failed: the data has the schema's shape, so the rules can read it and an
  // editor learns every problem in one save.
  const shaped = valid || errors.every((e) => OWN_KEYWORDS.has(e.keyword));
  return [
    ...comments,
    ...(valid ? [] : dedupe(errors.map((e) => toProblem(e, problem)))),
    ...(shaped ? ruleProblems(collection, data, problem) : []),
  ];
}

/** The CMS drops comments when it saves a file: one problem per run of comment lines. */
function commentProblems(lines: number[], displayName: string, schema: string): ContentProblem[] {
  return lines
    .filter((line, i) => lines[i - 1] !== line - 1)
    .map((line) => ({
      file: displayName,
      line,
      message:
        'a comment. The CMS (/admin/) drops comments when it saves a file, so put this guidance ' +
        `in ${schema} (a "description") instead.`,
    }));
}

/** What the check reports without refusing: past holidays, by the club's date (default today). */
export function contentWarnings(
  contentDir: string,
  rootDir: string,
  {
    today,
    documents = contentDocuments(contentDir),
  }: { today?: string; documents?: ContentDocuments } = {},
) {
  if (isNotRegular(path.join(contentDir, 'site.yaml'))) return [];
  const content = { contentDir, rootDir, files: contentFiles(contentDir), documents };
  const site = read<{ location: { timeZone?: unknown } }>(content, 'site.yaml');
  if (!site) return [];
  const timeZone = site.data?.location?.timeZone;
  return pastHolidays(
    site.data,
    today ?? contentToday(typeof timeZone === 'string' ? timeZone : ''),
    site.at,
  );
}

/** The same problem once: an empty text fails both minLength and pattern, in the same words. */
const dedupe = (problems: ContentProblem[]) => [
  ...new Map(problems.map((p) => [`${p.file}|${p.entry}|${p.field}|${p.message}`, p])).values(),
];
