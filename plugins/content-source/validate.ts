// Validates every content/*.yaml file against its JSON Schema in content/schema/, plus the few
// rules a schema cannot express (rules.ts: unique ids, image files that exist; no comments, which
// the CMS drops). gatsby-node runs it before anything else, and `npm run check:content` runs it
// on its own, so an editor's mistake is reported as file, line, entry and field instead of a
// GraphQL error far from the cause.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import type { Document, LineCounter } from 'yaml';
import {
  collectionOf,
  contentDocuments,
  contentFiles,
  entryId,
  isEntryFolder,
  type ContentDocuments,
  type YamlDocument,
} from './load';
import { markdownProblems } from './markdown';
import type { ContentProblem, Segment } from './problems';
import { pastHolidays, ruleProblems, UNIQUE_KEYS } from './rules';

/** What one record of each collection is called in messages. */
const RECORD_NAMES: Record<string, string> = {
  trainers: 'trainer',
  classes: 'class',
  amenities: 'section',
  navigation: 'link',
  pages: 'page',
  faq: 'question',
  'membership-plans': 'plan',
};

/** Lists of records inside a collection's records, and what one of them is called. */
const NESTED_RECORD_NAMES: Record<string, Record<string, string>> = {
  'faq-groups': { groups: 'group' },
};

/** `question #2 (id guest-passes)`: a record's number in its list, and its id if it has one. */
function recordLabel(noun: string, index: number, key: string | undefined, record: unknown) {
  const fields = (record ?? {}) as Record<string, unknown>;
  const label = [
    key && fields[key] !== undefined ? `${key} ${fields[key]}` : undefined,
    fields.name ?? fields.label,
  ]
    .filter((v) => v !== undefined && v !== '')
    .join(', ');
  return `${noun} #${index + 1}${label ? ` (${label})` : ''}`;
}

/**
 * Checks every YAML file in `contentDir` and its entry folders, or only the file named `only`
 * (e.g. 'site.yaml' or 'trainers/1.yaml', relative to `contentDir`), which is what the dev
 * server needs when an editor saves one file. Each file is read and parsed once, through
 * `documents`, which a caller that checks more (the CMS's form) passes on to its next step.
 */
export function validateContent(
  contentDir: string,
  rootDir = process.cwd(),
  {
    only,
    documents = contentDocuments(contentDir),
  }: { only?: string; documents?: ContentDocuments } = {},
): ContentProblem[] {
  const schemaDir = path.join(contentDir, 'schema');
  // A price's `multipleOf: 0.01` (whole cents): without a precision, 0.07 / 0.01 is not a whole
  // number in floating point, and one price in nine would be refused.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, multipleOfPrecision: 6 });
  ajv.addKeyword(MARKDOWN_KEYWORD);
  for (const schemaFile of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'))) {
    ajv.addSchema(readJson(path.join(schemaDir, schemaFile)), schemaFile);
  }
  const files = contentFiles(contentDir);
  const yamlFiles = files.filter((f) => only === undefined || f === only);
  return [
    ...yamlFiles.flatMap((f) =>
      validateFile(
        path.join(contentDir, f),
        collectionOf(f),
        ajv,
        path.relative(rootDir, path.join(contentDir, f)),
        () => documents(f),
      ),
    ),
    ...(only === undefined || /^faq(-groups\.yaml|\/)/.test(only)
      ? crossFileProblems(contentDir, rootDir, files, documents)
      : []),
    ...(only === undefined || isEntryFolder(collectionOf(only))
      ? sharedPositions(contentDir, rootDir, files, documents)
      : []),
  ];
}

/** `"markdown": true` in a schema (common.schema.json's markdown): no HTML, only safe links. */
function validateMarkdown(enabled: boolean, text: string): boolean {
  const problems = enabled ? markdownProblems(text) : [];
  validateMarkdown.errors = problems.map((message) => ({
    keyword: 'markdown',
    message,
    params: {},
  }));
  return problems.length === 0;
}
validateMarkdown.errors = [] as Partial<ErrorObject>[];

const MARKDOWN_KEYWORD = {
  keyword: 'markdown',
  type: 'string',
  schemaType: 'boolean',
  errors: true,
  validate: validateMarkdown,
} as const;

function validateFile(
  filePath: string,
  collection: string,
  ajv: Ajv,
  displayName: string,
  read: () => YamlDocument,
): ContentProblem[] {
  const validate = ajv.getSchema(`${collection}.schema.json`);
  if (!validate) {
    return [
      {
        file: displayName,
        message: `has no schema: add content/schema/${collection}.schema.json or rename the file`,
      },
    ];
  }
  const { doc, lineCounter, commentLines } = read();
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
  const data: unknown = doc.toJS();
  const locate = (segments: Segment[]) => lineOf(doc, lineCounter, segments);
  const id = isEntryFolder(collection) ? entryId(filePath) : undefined;
  const problem = (segments: Segment[], message: string): ContentProblem => ({
    file: displayName,
    line: locate(segments),
    ...(id === undefined
      ? describeLocation(collection, data, segments)
      : describeEntry(collection, id, data, segments)),
    message,
  });

  const fileDir = path.dirname(displayName);
  const schemaPath = path.join(
    isEntryFolder(collection) ? path.dirname(fileDir) : fileDir,
    'schema',
  );
  const comments = commentProblems(
    commentLines,
    displayName,
    path.join(schemaPath, `${collection}.schema.json`),
  );
  if (!validate(data)) {
    // An `if` fails with its `then` or `else`, whose own errors name the field.
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    return [...comments, ...dedupe(errors.map((e) => toProblem(e, problem)))];
  }
  const contentDir =
    id === undefined ? path.dirname(filePath) : path.dirname(path.dirname(filePath));
  const idProblems = id === undefined ? [] : entryIdProblems(id, problem);
  return [...comments, ...idProblems, ...ruleProblems(collection, data, contentDir, problem)];
}

/** An entry's id is its file's name, and a page's path or an anchor: lower-case words and dashes. */
const ENTRY_ID = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

function entryIdProblems(
  id: string,
  problem: (segments: Segment[], message: string) => ContentProblem,
): ContentProblem[] {
  if (ENTRY_ID.test(id)) return [];
  return [
    problem(
      [],
      `has a file name that cannot be an id: "${id}". Rename the file in lower-case letters, ` +
        'digits and dashes, e.g. jordan-lee.yaml; the name is its page or anchor',
    ),
  ];
}

/** An entry file's record: `trainer 3 (Jordan Whitecalf)`, and the field inside it. */
export function describeEntry(
  collection: string,
  id: string,
  data: unknown,
  segments: Segment[],
): Pick<ContentProblem, 'entry' | 'field'> {
  const fields = (data ?? {}) as Record<string, unknown>;
  const name = [fields.name, fields.title, fields.question].find(
    (v) => typeof v === 'string' && v !== '',
  );
  return {
    entry: `${RECORD_NAMES[collection] ?? 'entry'} ${id}${name ? ` (${String(name)})` : ''}`,
    field: segments.length > 0 ? formatField(segments) : undefined,
  };
}

/**
 * The CMS (/admin/) writes a file anew from its data when it saves it, so a comment would be lost:
 * guidance for editors goes in the schema's descriptions, which the CMS shows as help text. One
 * problem for each run of comment lines, at its first line.
 */
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

function toProblem(
  error: ErrorObject,
  problem: (segments: Segment[], message: string) => ContentProblem,
): ContentProblem {
  const segments = pointerToSegments(error.instancePath);
  const hint = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'required':
      return problem(
        [...segments, String(error.params.missingProperty)],
        'is missing; add it (it is required)',
      );
    case 'additionalProperties':
      return problem(
        [...segments, String(error.params.additionalProperty)],
        'is not a field this file knows; check the spelling',
      );
    case 'minLength':
    case 'pattern':
      if (typeof error.data === 'string' && error.data.trim() === '') {
        return problem(segments, 'is empty; it needs text');
      }
      return problem(
        segments,
        hint ? `is not valid: ${hint}` : `must match ${error.params.pattern}`,
      );
    case 'type':
      return problem(segments, `must be ${article(String(error.params.type))}`);
    case 'enum':
      return problem(
        segments,
        `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`,
      );
    case 'const':
      return problem(segments, `must be ${JSON.stringify(error.params.allowedValue)}`);
    case 'minimum':
    case 'exclusiveMinimum':
      return problem(
        segments,
        `is ${String(error.data)}; it must be ${error.keyword === 'minimum' ? '' : 'more than '}` +
          `${String(error.params.limit)}${error.keyword === 'minimum' ? ' or more' : ''}`,
      );
    case 'multipleOf':
      return problem(
        segments,
        error.params.multipleOf === 0.01
          ? `is ${String(error.data)}; write dollars and cents, at most two decimals (e.g. 49.99)`
          : `must be a multiple of ${String(error.params.multipleOf)}`,
      );
    case 'false schema':
      // A field that only one choice of another uses (a pack's visits on a monthly plan).
      return problem(segments, 'does not apply here; remove it');
    case 'markdown':
      return problem(segments, error.message ?? 'is not valid Markdown');
    default:
      return problem(segments, `${error.message ?? 'is not valid'}${hint ? ` (${hint})` : ''}`);
  }
}

/** Names the record a path points into, and the field inside it. */
export function describeLocation(
  collection: string,
  data: unknown,
  segments: Segment[],
): Pick<ContentProblem, 'entry' | 'field'> {
  if (segments.length === 0) return {};
  const [first, ...rest] = segments;
  if (Array.isArray(data) && typeof first === 'number') {
    const record = data[first] as Record<string, unknown> | undefined;
    let entry = recordLabel(
      RECORD_NAMES[collection] ?? 'entry',
      first,
      UNIQUE_KEYS[collection],
      record,
    );
    let field = rest;
    const [list, index] = rest;
    const nestedNoun =
      typeof list === 'string' ? NESTED_RECORD_NAMES[collection]?.[list] : undefined;
    if (nestedNoun && typeof index === 'number') {
      const nested = (record?.[list as string] as unknown[] | undefined)?.[index];
      entry += `, ${recordLabel(nestedNoun, index, 'id', nested)}`;
      field = rest.slice(2);
    }
    return { entry, field: field.length > 0 ? formatField(field) : undefined };
  }
  // A file holding one object: the entry is its top-level key (with an index into a list).
  if (typeof rest[0] === 'number') {
    const [index, ...field] = rest;
    return {
      entry: `${first}[${index}]`,
      field: field.length > 0 ? formatField(field) : undefined,
    };
  }
  return { entry: String(first), field: rest.length > 0 ? formatField(rest) : undefined };
}

export function formatField(segments: Segment[]): string {
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('');
}

/** `  content/site.yaml:12: hours, field "access" is empty; it needs text` */
function problemLine(p: ContentProblem): string {
  const where = [p.entry, p.field && `field "${p.field}"`].filter(Boolean).join(', ');
  return `  ${p.file}${p.line ? `:${p.line}` : ''}: ${where ? `${where} ` : ''}${p.message}`;
}

/** One message for all problems: a heading, then one line per problem. */
export function formatProblems(problems: ContentProblem[]): string {
  const files = [...new Set(problems.map((p) => p.file))];
  const lines = problems.map(problemLine);
  return [
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.join(', ')}:`,
    ...lines,
    'Fix the YAML and run the command again (`npm run check:content` checks the content alone).',
  ].join('\n');
}

/**
 * What the content check reports without refusing the content: holidays whose date has passed
 * (rules.ts pastHolidays), which the site leaves out. `today` is the club's date, YYYY-MM-DD.
 */
export function contentWarnings(
  contentDir: string,
  rootDir: string,
  today: string,
  documents: ContentDocuments = contentDocuments(contentDir),
) {
  const filePath = path.join(contentDir, 'site.yaml');
  if (!fs.existsSync(filePath)) return [];
  const { doc, lineCounter } = documents('site.yaml');
  if (doc.errors.length > 0) return [];
  const data: unknown = doc.toJS();
  const file = path.relative(rootDir, filePath);
  return pastHolidays(data, today, (segments, message) => ({
    file,
    line: lineOf(doc, lineCounter, segments),
    ...describeLocation('site', data, segments),
    message,
  }));
}

/** The warnings' message: what to tidy, though nothing stops the build. */
export function formatWarnings(warnings: ContentProblem[]): string {
  return [
    `The content has ${warnings.length} reminder${warnings.length === 1 ? '' : 's'} (nothing is refused):`,
    ...warnings.map(problemLine),
  ].join('\n');
}

function lineOf(doc: Document, counter: LineCounter, segments: Segment[]): number | undefined {
  // Point at the deepest node that exists: a missing field is reported at its parent record.
  for (let n = segments.length; n >= 0; n -= 1) {
    const node = n === 0 ? doc.contents : doc.getIn(segments.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return counter.linePos(range[0]).line;
  }
  return undefined;
}

function pointerToSegments(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}|${p.entry}|${p.field}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function readJson(file: string): object {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
}

/**
 * Each FAQ question (content/faq/<id>.yaml) names a group of content/faq-groups.yaml, or the
 * page would not show it. Files that do not parse are left to their own problems.
 */
/**
 * Two entries of a list at the same position (`order`): the site would put them in file-name
 * order and the CMS's list in its own, so they would disagree. The CMS's Reorder writes a
 * position per entry; this comes from a copied file or a hand edit. The FAQ's positions count
 * within a group, as its list is reordered group by group.
 */
function sharedPositions(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  const seen = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const collection = collectionOf(f);
    if (!isEntryFolder(collection)) continue;
    const filePath = path.join(contentDir, f);
    const { doc, lineCounter } = documents(f);
    const data = doc.toJS() as { order?: unknown; group?: unknown } | null;
    if (doc.errors.length > 0 || typeof data?.order !== 'number') continue;
    const key = `${collection}\n${collection === 'faq' ? String(data.group) : ''}\n${data.order}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, f);
      continue;
    }
    problems.push({
      file: path.relative(rootDir, filePath),
      line: lineOf(doc, lineCounter, ['order']),
      ...describeEntry(collection, entryId(f), data, ['order']),
      message:
        `is ${data.order}, the position of ${first} too: give each entry its own (Reorder in the ` +
        'CMS list does), or leave it out and the entry comes first',
    });
  }
  return problems;
}

function crossFileProblems(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  if (!files.includes('faq-groups.yaml')) return [];
  const groups = documents('faq-groups.yaml').doc.toJS() as {
    groups?: { id?: unknown }[];
  } | null;
  const ids = new Set((groups?.groups ?? []).map((g) => g.id));
  return files
    .filter((f) => path.dirname(f) === 'faq')
    .flatMap((f) => {
      const filePath = path.join(contentDir, f);
      const { doc, lineCounter } = documents(f);
      const data = doc.toJS() as { group?: unknown } | null;
      if (doc.errors.length > 0 || typeof data?.group !== 'string' || ids.has(data.group)) {
        return [];
      }
      return [
        {
          file: path.relative(rootDir, filePath),
          line: lineOf(doc, lineCounter, ['group']),
          ...describeEntry('faq', entryId(f), data, ['group']),
          message: `names no group of content/faq-groups.yaml: use one of ${[...ids].join(', ')}`,
        },
      ];
    });
}
