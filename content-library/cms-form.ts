// The form the CMS (/admin/) writes a content file in, so its save changes only the edited lines;
// check:content reports a file in another form and format:content rewrites it. The options are
// the CMS's own (yaml's stringify); e2e/admin/ fails if a CMS upgrade writes differently.
import fs from 'node:fs';
import path from 'node:path';
import { stringify, type ToStringOptions } from 'yaml';
import { collectionOf, contentDocuments, contentFiles, type ContentDocuments } from './load';
import type { ContentProblem } from './problems';
import { readSchemas, resolve, type JsonSchema, type SchemaSet } from './schema-set';

export const CMS_YAML_OPTIONS: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
};

/** A schema node and the file it lives in. */
interface Shape {
  set: SchemaSet;
  file: string;
  node: JsonSchema | undefined;
}

/** As the CMS saves it: keys in the schema's order, no trailing newline, no '' or [] value. */
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

/** `data` as the CMS would write it (keys in the schema's order, given `schemas`); no comments. */
export function cmsForm(data: unknown, collection?: string, schemas?: SchemaSet): string {
  const set = schemas ?? { dir: '', files: {}, collections: [] };
  const file = `${collection}.schema.json`;
  const shape = { set, file, node: collection ? set.files[file] : undefined };
  return `${stringify(asCmsSaves(data, shape), CMS_YAML_OPTIONS).trim()}\n`;
}

export function firstDifferentLine(text: string, form: string): number | undefined {
  const want = form.split('\n');
  const have = text.split('\n');
  for (let i = 0; i < Math.max(want.length, have.length); i += 1) {
    if (want[i] !== have[i]) return i + 1;
  }
  return undefined;
}

function filesNotInCmsForm(contentDir: string, documents: ContentDocuments) {
  const schemas = readSchemas(path.join(contentDir, 'schema'));
  return contentFiles(contentDir).flatMap((f) => {
    const filePath = path.join(contentDir, f);
    const { text, doc } = documents(f);
    // As yaml's parse() would: a file that is not YAML has no form (validate.ts says why).
    if (doc.errors[0]) throw doc.errors[0];
    const form = cmsForm(doc.toJS(), collectionOf(f), schemas);
    const line = firstDifferentLine(text, form);
    return line === undefined ? [] : [{ name: f, filePath, line, form }];
  });
}

/** `documents`: the files as the schema check read them, so they are not read again. */
export function cmsFormProblems(
  contentDir: string,
  rootDir = process.cwd(),
  documents = contentDocuments(contentDir),
): (ContentProblem & { line: number })[] {
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

/** Rewrites the files not in the CMS's form; returns their names. */
export function formatContent(
  contentDir: string,
  documents = contentDocuments(contentDir),
): string[] {
  return filesNotInCmsForm(contentDir, documents).map(({ name, filePath, form }) => {
    fs.writeFileSync(filePath, form);
    return name;
  });
}
