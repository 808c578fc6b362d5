// The form the CMS (/admin/, Sveltia CMS) writes a content file in when it saves it. A file
// already in that form changes, on a save, only in the lines of what was edited; one in any other
// form (a `|` where the CMS writes `|-`, a flow list `[a, b]`, a blank line) changes there too,
// and its `git diff` mixes the editor's change with the CMS's reformatting. `npm run
// check:content` reports such a file and `npm run format:content` puts it in this form.
//
// The options are the CMS's own: it stringifies the entry with the `yaml` package (as we do),
// 2-space indents, indented sequences, no line folding, plain strings unless quotes are needed,
// single quotes preferred; text fields without trailing newlines, empty optional fields left
// out (plugins/cms-admin/config.ts: omit_empty_optional_fields). e2e/admin/ saves one
// field of every content file through the real CMS and checks that only that line changes, so a
// CMS upgrade that writes differently fails there.
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify, type ToStringOptions } from 'yaml';
import { collectionOf, contentDocuments, contentFiles, type ContentDocuments } from './load';
import { readSchemas, resolve, type JsonSchema, type SchemaSet } from './schema-set';

export const CMS_YAML_OPTIONS: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
};

/** Where in the schemas a value's shape is: a node and the schema file it lives in. */
interface Shape {
  set: SchemaSet;
  file: string;
  node: JsonSchema | undefined;
}

/**
 * The value as the CMS saves it: an object's keys in its schema's order (the CMS's fields follow
 * the schema's properties), every string without trailing newlines (its text fields trim them),
 * and no key whose value is '' or [] (it leaves an empty optional field out; a required one cannot
 * be empty, since the schemas give required lists a minItems and required texts a pattern, which
 * plugins/cms-admin's config test checks). Items of a list are kept, even ''.
 */
function asCmsSaves(value: unknown, shape: Shape): unknown {
  const { schema, file } = shape.node
    ? resolve(shape.set, shape.file, shape.node)
    : { schema: undefined, file: shape.file };
  const inner = (node: JsonSchema | undefined) => ({ set: shape.set, file, node });
  if (typeof value === 'string') return value.replace(/\n+$/, '');
  if (Array.isArray(value)) return value.map((item) => asCmsSaves(item, inner(schema?.items)));
  if (value !== null && typeof value === 'object') {
    const order = Object.keys(schema?.properties ?? {});
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0))
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([key, v]) => [key, asCmsSaves(v, inner(schema?.properties?.[key]))]),
    );
  }
  return value;
}

/**
 * `text` (the YAML of content/<collection>.yaml) as the CMS would write it, its keys in the order
 * of the collection's schema in `schemas` (without them, in the order they are). No comments.
 */
export function cmsForm(text: string, collection?: string, schemas?: SchemaSet): string {
  return cmsFormOf(parse(text), collection, schemas);
}

/** cmsForm of the data a file holds. */
function cmsFormOf(data: unknown, collection?: string, schemas?: SchemaSet): string {
  const set = schemas ?? { dir: '', files: {}, collections: [] };
  const file = `${collection}.schema.json`;
  const shape = { set, file, node: collection ? set.files[file] : undefined };
  return `${stringify(asCmsSaves(data, shape), CMS_YAML_OPTIONS).trim()}\n`;
}

/** The first line (1-based) where `text` differs from `form`, or undefined if it does not. */
function firstDifferentLine(text: string, form: string): number | undefined {
  const want = form.split('\n');
  const have = text.split('\n');
  for (let i = 0; i < Math.max(want.length, have.length); i += 1) {
    if (want[i] !== have[i]) return i + 1;
  }
  return undefined;
}

/** The first line (1-based) where `text` differs from its CMS form, or undefined if it does not. */
export function firstLineNotInCmsForm(
  text: string,
  collection?: string,
  schemas?: SchemaSet,
): number | undefined {
  return firstDifferentLine(text, cmsForm(text, collection, schemas));
}

/** A content file that the CMS would write differently: where, and what it would write there. */
export interface CmsFormProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * The YAML files of `contentDir` and its entry folders not in the CMS's form: path, text, form,
 * first line that differs. The files come from `documents`, as the schema check read them.
 */
function filesNotInCmsForm(contentDir: string, documents: ContentDocuments) {
  const schemas = readSchemas(path.join(contentDir, 'schema'));
  return contentFiles(contentDir).flatMap((f) => {
    const filePath = path.join(contentDir, f);
    const { text, doc } = documents(f);
    // As yaml's parse() would: a file that is not YAML has no form (validate.ts says why).
    if (doc.errors[0]) throw doc.errors[0];
    const form = cmsFormOf(doc.toJS(), collectionOf(f), schemas);
    const line = firstDifferentLine(text, form);
    return line === undefined ? [] : [{ name: f, filePath, line, form }];
  });
}

/**
 * The files of `contentDir` (checked already: valid YAML that matches its schema) that are not in
 * the CMS's form, each at its first line that differs. `documents` are the files as that check
 * read them, so they are not read again.
 */
export function cmsFormProblems(
  contentDir: string,
  rootDir = process.cwd(),
  documents = contentDocuments(contentDir),
): CmsFormProblem[] {
  return filesNotInCmsForm(contentDir, documents).map(({ filePath, line, form }) => {
    const wanted = form.split('\n')[line - 1];
    return {
      file: path.relative(rootDir, filePath),
      line,
      message:
        `is not written as the CMS (/admin/) writes it, which is ` +
        (wanted ? `\`${wanted.trim()}\`` : 'the end of the file') +
        ` here: its next save of this file would change more than what was edited. ` +
        'Run `npm run format:content`.',
    };
  });
}

/**
 * Rewrites every file of `contentDir` that is not in the CMS's form; returns their names.
 * `documents` are the files as the schema check before it read them.
 */
export function formatContent(
  contentDir: string,
  documents = contentDocuments(contentDir),
): string[] {
  return filesNotInCmsForm(contentDir, documents).map(({ name, filePath, form }) => {
    fs.writeFileSync(filePath, form);
    return name;
  });
}
