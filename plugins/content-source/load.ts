// The one reader of content/*.yaml outside Gatsby: the content check, the site config, the
// placeholder images and the e2e suite all parse with the `yaml` library through this module, and
// get the types generated from content/schema/ (plugins/content-source/content-types.d.ts).
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parse, parseDocument, Parser, type Document } from 'yaml';
import type { Content } from './content-types';

/**
 * Names another content folder to build from instead of content/: the e2e screenshot build uses
 * it for the fixture content kept with the tests, so an editor's change cannot move a baseline.
 */
export const CONTENT_DIR_OVERRIDE = 'SITE_CONTENT_DIR';
export const CONTENT_DIR = process.env[CONTENT_DIR_OVERRIDE]
  ? path.resolve(process.env[CONTENT_DIR_OVERRIDE])
  : path.resolve(__dirname, '..', '..', 'content');
export const SCHEMA_DIR = path.join(CONTENT_DIR, 'schema');

/** A content file's name without `.yaml`, e.g. `trainers` or `page-text`. */
export type CollectionName = keyof Content;

/** `trainers` for schema/trainers.schema.json; common.schema.json only holds shared definitions. */
export function collectionNames(schemaDir = SCHEMA_DIR): string[] {
  return fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json') && f !== 'common.schema.json')
    .sort()
    .map((f) => f.replace(/\.schema\.json$/, ''));
}

/**
 * Parses a YAML file keeping its positions, so a message can name the line of a problem, and the
 * lines of its comments.
 */
export function readYamlDocument(file: string): {
  doc: Document;
  lineCounter: LineCounter;
  commentLines: number[];
} {
  const text = fs.readFileSync(file, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  return { doc, lineCounter, commentLines: commentLines(text) };
}

/**
 * The line of each comment (`# ...` on a line of its own or after a value), in order. It reads
 * the parser's tokens, so a # inside a quoted string, a block of text or a link such as
 * /faq/#guest-passes is not a comment.
 */
export function commentLines(text: string): number[] {
  const lineCounter = new LineCounter();
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
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
 * content/<name>.yaml, typed by its schema. Throws on a file that is not YAML; the schema itself
 * is checked by validate.ts, which the build runs first.
 */
export function loadContent<K extends CollectionName>(
  name: K,
  contentDir = CONTENT_DIR,
): Content[K] {
  return parse(fs.readFileSync(path.join(contentDir, `${name}.yaml`), 'utf8')) as Content[K];
}

/** Every `*.yaml` file directly in `contentDir`, sorted by name, parsed but not checked. */
export function loadYamlFiles(contentDir = CONTENT_DIR): { file: string; data: unknown }[] {
  return fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file, data: parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) }));
}
