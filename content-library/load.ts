// The one reader of content/*.yaml outside Gatsby: the content check, the site config, the
// placeholder images and the e2e suite all parse with the `yaml` library through this module, and
// get the types generated from content/schema/ (content-library/content-types.d.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Composer, LineCounter, parse, Parser, YAMLParseError, type Document } from 'yaml';
import { groupQuestions, sortEntries } from '../contracts/entries';
import type { Content } from './content-types';
import { readRegularFile } from './regular-files';

/**
 * Names another content folder to build from instead of content/: the e2e screenshot build uses
 * it for the fixture content kept with the tests, so an editor's change cannot move a baseline.
 */
export const CONTENT_DIR_OVERRIDE = 'SITE_CONTENT_DIR';
export const CONTENT_DIR = process.env[CONTENT_DIR_OVERRIDE]
  ? path.resolve(process.env[CONTENT_DIR_OVERRIDE])
  : path.resolve(__dirname, '..', 'content');
export const SCHEMA_DIR = path.join(CONTENT_DIR, 'schema');

/** A content file's name without `.yaml`, e.g. `site` or `page-text`; or an entry folder's. */
export type CollectionName = keyof Content;

/**
 * The collections kept as one file per entry, content/<name>/<id>.yaml, so an editor adds,
 * edits and removes one trainer or question as one file (the CMS's folder collections). The
 * file's name is the entry's id (its page or anchor); each file matches schema/<name>.schema.json.
 */
export const ENTRY_FOLDERS = ['classes', 'faq', 'membership-plans', 'trainers'] as const;
export type EntryFolder = (typeof ENTRY_FOLDERS)[number];
export const isEntryFolder = (name: string): name is EntryFolder =>
  (ENTRY_FOLDERS as readonly string[]).includes(name);

/** An entry as the site uses it: its file's content and its id, the file's name. */
export type Entry<K extends EntryFolder> = Content[K] & { id: string };

/**
 * What loadContent returns: a file as it is, an entry folder as the list of its entries in the
 * site's order, and the files that hold a folder's entries as they read before the split
 * (`faq`: the groups with their questions; `membership`: with its `plans`).
 */
export type LoadedContent = Omit<Content, 'faq'> & {
  trainers: Entry<'trainers'>[];
  classes: Entry<'classes'>[];
  'membership-plans': Entry<'membership-plans'>[];
  faq: (Content['faq-groups']['groups'][number] & { questions: Entry<'faq'>[] })[];
  membership: Content['membership'] & { plans: Entry<'membership-plans'>[] };
};

/** `alex-martel` for content/trainers/alex-martel.yaml. */
export const entryId = (file: string) => path.basename(file).replace(/\.ya?ml$/, '');

/** The YAML files of content/<folder>/, sorted by name, as paths relative to `contentDir`. */
export function entryFiles(folder: EntryFolder, contentDir = CONTENT_DIR): string[] {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(folder, f));
}

/** The entries of content/<folder>/, each with its id, in the site's order. */
export function loadEntries<K extends EntryFolder>(
  folder: K,
  contentDir = CONTENT_DIR,
): Entry<K>[] {
  const entries = entryFiles(folder, contentDir).map((file) => ({
    ...(parse(readRegularFile(path.join(contentDir, file))) as Content[K]),
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
  /** The line of each comment, in order. */
  commentLines: number[];
}

/**
 * Parses YAML keeping its positions, so a message can name the line of a problem, and the lines
 * of its comments; in one pass of the parser, whose tokens give both the document and the
 * comments (parseDocument does the same, without keeping the tokens).
 */
export function parseYamlDocument(text: string): YamlDocument {
  const lineCounter = new LineCounter();
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const [doc, second] = new Composer().compose(tokens, true, text.length);
  if (second) {
    doc!.errors.push(
      new YAMLParseError(
        [second.range[0], second.range[1]],
        'MULTIPLE_DOCS',
        'Source contains multiple documents; please use YAML.parseAllDocuments()',
      ),
    );
  }
  return { text, doc: doc!, lineCounter, commentLines: commentLinesOf(tokens, lineCounter) };
}

/** Reads and parses a YAML file (parseYamlDocument). */
export function readYamlDocument(file: string): YamlDocument {
  return parseYamlDocument(readRegularFile(file));
}

/** A content file as one check reads it: `trainers/1.yaml` (relative to its content folder). */
export type ContentDocuments = (file: string) => YamlDocument;

/**
 * The files of `contentDir`, each read and parsed the first time it is asked for and kept: one
 * check (the schemas, the rules, the entries' positions, the CMS's form) reads a file once.
 */
export function contentDocuments(contentDir = CONTENT_DIR): ContentDocuments {
  const read = new Map<string, YamlDocument>();
  return (file) => {
    let document = read.get(file);
    if (!document) {
      document = readYamlDocument(path.join(contentDir, file));
      read.set(file, document);
    }
    return document;
  };
}

/**
 * The line of each comment (`# ...` on a line of its own or after a value), in order. It reads
 * the parser's tokens, so a # inside a quoted string, a block of text or a link such as
 * /faq/#guest-passes is not a comment.
 */
function commentLinesOf(tokens: unknown[], lineCounter: LineCounter): number[] {
  const lines: number[] = [];
  const visit = (token: unknown): void => {
    if (Array.isArray(token)) {
      token.forEach(visit);
    } else if (token !== null && typeof token === 'object') {
      const { type, offset } = token as { type?: unknown; offset?: unknown };
      if (type === 'comment' && typeof offset === 'number') {
        lines.push(lineCounter.linePos(offset).line);
      } else {
        Object.values(token).forEach(visit);
      }
    }
  };
  visit(tokens);
  return lines.sort((a, b) => a - b);
}

/**
 * content/<name>.yaml, or the entries of content/<name>/, typed by its schema (LoadedContent).
 * Throws on a file that is not YAML; the schema itself is checked by validate.ts, which the
 * build runs first.
 */
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
  const file = parse(readRegularFile(path.join(contentDir, `${name}.yaml`))) as unknown;
  if (name === 'membership') {
    return { ...(file as object), plans: loadEntries('membership-plans', contentDir) };
  }
  return file;
}

/**
 * Every content file, sorted: each `*.yaml` directly in `contentDir`, then each entry folder's
 * (`trainers/1.yaml`), as paths relative to `contentDir`; parsed but not checked.
 */
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

export function loadYamlFiles(contentDir = CONTENT_DIR): { file: string; data: unknown }[] {
  return contentFiles(contentDir).map((file) => ({
    file,
    data: parse(readRegularFile(path.join(contentDir, file))),
  }));
}
