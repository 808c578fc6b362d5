// Checks content/ against content/schema/ and the rules a schema cannot say (rules.ts,
// cross-file.ts); gatsby-node runs it first, so an editor's mistake is reported as file, line and
// field instead of a GraphQL error far from the cause.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import {
  collectionOf,
  contentDocuments,
  contentFiles,
  entryId,
  isEntryFolder,
  type ContentDocuments,
  type YamlDocument,
} from './load';
import {
  faqGroupProblems,
  scheduleClassProblems,
  sharedPositions,
  retentionProblems,
  tourHoursGroupProblems,
} from './cross-file';
import { describeEntry, describeLocation, lineOf } from './locate';
import { markdownProblems } from '../contracts/markdown';
import type { ContentProblem, Segment } from './problems';
import { isNotRegular, notRegularProblems } from './regular-files';
import { notContentProblems } from './allowed-files';
import { imageProblems } from './image-files';
import { pastHolidays, ruleProblems } from './rules';
import { toProblem } from './schema-messages';
import { contentToday } from '../contracts/hours/build';

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
  // A link or another kind of entry, then any file that is not content, is refused before any
  // file is read: none is followed, parsed or decoded.
  const notRegular = notRegularProblems(contentDir, rootDir);
  if (notRegular.length > 0) return notRegular;
  const notContent = notContentProblems(contentDir, rootDir);
  if (notContent.length > 0) return notContent;
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
    ...(only === undefined ? imageProblems(contentDir, rootDir) : []),
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
      ? faqGroupProblems(contentDir, rootDir, files, documents)
      : []),
    ...(only === undefined || isEntryFolder(collectionOf(only))
      ? sharedPositions(contentDir, rootDir, files, documents)
      : []),
    ...(only === undefined || only === 'schedule.yaml' || collectionOf(only) === 'classes'
      ? scheduleClassProblems(contentDir, rootDir, files, documents)
      : []),
    ...(only === undefined || only === 'site.yaml' || only === 'page-text.yaml'
      ? tourHoursGroupProblems(contentDir, rootDir, files, documents)
      : []),
    ...(only === undefined || only === 'privacy.yaml'
      ? retentionProblems(contentDir, rootDir, files, documents)
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

/**
 * What the content check reports without refusing the content: holidays whose date has passed
 * (rules.ts pastHolidays), which the site leaves out. `today` is the club's date, YYYY-MM-DD: by
 * default the build's date in the time zone of the site.yaml just read (today.ts).
 */
export function contentWarnings(
  contentDir: string,
  rootDir: string,
  {
    today,
    documents = contentDocuments(contentDir),
  }: { today?: string; documents?: ContentDocuments } = {},
) {
  const filePath = path.join(contentDir, 'site.yaml');
  if (!fs.existsSync(filePath) || isNotRegular(filePath)) return [];
  const { doc, lineCounter } = documents('site.yaml');
  if (doc.errors.length > 0) return [];
  const data = doc.toJS() as { location?: { timeZone?: unknown } } | null;
  const timeZone = data?.location?.timeZone;
  const file = path.relative(rootDir, filePath);
  return pastHolidays(
    data,
    today ?? contentToday(typeof timeZone === 'string' ? timeZone : ''),
    (segments, message) => ({
      file,
      line: lineOf(doc, lineCounter, segments),
      ...describeLocation('site', data, segments),
      message,
    }),
  );
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

function readJson(file: string): object {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
}
