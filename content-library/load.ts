// The one reader of content/*.yaml outside Gatsby, with the `yaml` library, giving the types
// generated from content/schema/ (content-types.d.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Lexer, LineCounter, parse, parseDocument, type Document } from 'yaml';
import { groupQuestions, sortEntries } from '../contracts/entries';
import type { Content } from './content-types';
import { readRegularFile } from './regular-files';

/** Another content folder to build from: the tests' fixtures, which no editor's change moves. */
export const CONTENT_DIR_OVERRIDE = 'SITE_CONTENT_DIR';
export const CONTENT_DIR = process.env[CONTENT_DIR_OVERRIDE]
  ? path.resolve(process.env[CONTENT_DIR_OVERRIDE])
  : path.resolve(__dirname, '..', 'content');
export const SCHEMA_DIR = path.join(CONTENT_DIR, 'schema');

export type CollectionName = keyof Content;

/** One file per entry, content/<name>/<id>.yaml, so an editor adds or removes one as a file. */
export const ENTRY_FOLDERS = ['classes', 'faq', 'membership-plans', 'trainers'] as const;
export type EntryFolder = (typeof ENTRY_FOLDERS)[number];
export const isEntryFolder = (name: string): name is EntryFolder =>
  (ENTRY_FOLDERS as readonly string[]).includes(name);

/** An entry's content and its id, the file's name. */
export type Entry<K extends EntryFolder> = Content[K] & { id: string };

/** A file as it is, a folder as its sorted entries; `faq` and `membership` with their entries. */
export type LoadedContent = Omit<Content, 'faq'> & {
  trainers: Entry<'trainers'>[];
  classes: Entry<'classes'>[];
  'membership-plans': Entry<'membership-plans'>[];
  faq: (Content['faq-groups']['groups'][number] & { questions: Entry<'faq'>[] })[];
  membership: Content['membership'] & { plans: Entry<'membership-plans'>[] };
};

/** `alex-martel` for content/trainers/alex-martel.yaml. */
export const entryId = (file: string) => path.basename(file).replace(/\.ya?ml$/, '');

export function entryFiles(folder: EntryFolder, contentDir = CONTENT_DIR): string[] {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(folder, f));
}

export function loadEntries<K extends EntryFolder>(
  folder: K,
  contentDir = CONTENT_DIR,
): Entry<K>[] {
  const entries = entryFiles(folder, contentDir).map((file) => ({
    ...(readYaml(contentDir, file) as Content[K]),
    id: entryId(file),
  }));
  return sortEntries(entries);
}

/** `trainers` for schema/trainers.schema.json; common.schema.json only holds shared definitions. */
export function collectionNames(schemaDir = SCHEMA_DIR): string[] {
  return fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json') && f !== 'common.schema.json')
    .sort()
    .map((f) => f.replace(/\.schema\.json$/, ''));
}

/** A YAML file's text, parsed keeping its positions and the lines of its comments. */
export interface YamlDocument {
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  commentLines: number[];
}

/** Parsed keeping positions, so a message names its line; the tokens again for the comments. */
function readYamlDocument(file: string): YamlDocument {
  const text = readRegularFile(file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const commentLines = commentLinesOf(text, lineCounter);
  return { text, doc, lineCounter, commentLines };
}

/** A content file as one check reads it: `trainers/1.yaml` (relative to its content folder). */
export type ContentDocuments = (file: string) => YamlDocument;

/** Each file parsed once, the first time a check asks for it. */
export function contentDocuments(contentDir = CONTENT_DIR): ContentDocuments {
  const read = new Map<string, YamlDocument>();
  return (file) => {
    if (!read.has(file)) read.set(file, readYamlDocument(path.join(contentDir, file)));
    return read.get(file)!;
  };
}

/** By the lexer's tokens: a # in a quoted string or a link (/faq/#guest-passes) is no comment. */
function commentLinesOf(text: string, lineCounter: LineCounter): number[] {
  const lines: number[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token.startsWith('#')) lines.push(lineCounter.linePos(offset).line);
    // Its markers of a document's, a scalar's or a flow's end are not in the text.
    if (!['\x02', '\x18', '\x1f'].includes(token)) offset += token.length;
  }
  return lines;
}

/** Unchecked: validate.ts, which the build runs first, checks the schema. */
export function loadContent<K extends keyof LoadedContent>(
  name: K,
  contentDir = CONTENT_DIR,
): LoadedContent[K] {
  return loadAny(name, contentDir) as LoadedContent[K];
}

function loadAny(name: string, contentDir: string): unknown {
  if (name === 'faq') {
    const { groups } = loadContent('faq-groups', contentDir);
    return groupQuestions(groups, loadEntries('faq', contentDir));
  }
  if (isEntryFolder(name)) return loadEntries(name, contentDir);
  const file = readYaml(contentDir, `${name}.yaml`);
  if (name === 'membership') {
    return { ...(file as object), plans: loadEntries('membership-plans', contentDir) };
  }
  return file;
}

/** Top-level files, then each entry folder's (`trainers/1.yaml`), relative to `contentDir`. */
export function contentFiles(contentDir = CONTENT_DIR): string[] {
  const files = fs
    .readdirSync(contentDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  return [...files, ...ENTRY_FOLDERS.flatMap((folder) => entryFiles(folder, contentDir))];
}

/** The collection (schema) a content file belongs to: `trainers` for trainers/1.yaml. */
export const collectionOf = (file: string) =>
  path.dirname(file) === '.' ? entryId(file) : path.basename(path.dirname(file));

export const loadYamlFiles = (contentDir = CONTENT_DIR) =>
  contentFiles(contentDir).map((file) => ({ file, data: readYaml(contentDir, file) }));

const readYaml = (contentDir: string, file: string): unknown =>
  parse(readRegularFile(path.join(contentDir, file)));
