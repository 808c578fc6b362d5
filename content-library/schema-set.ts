// Reads content/schema/ and resolves its $refs, keeping the definition a node came from (an
// image path is common#imageFile): the one reader of $refs, for GraphQL, the CMS and cms-form.ts.
import fs from 'node:fs';
import path from 'node:path';
import { collectionNames } from './load';

/** A schema file's or a key's name as a type's: `page-text` is `PageText`. */
export const pascalCase = (name: string) =>
  name.replace(/(^|[-_\s]+)(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** The keywords of the content schemas (draft-07) that this code reads; Ajv checks them all. */
export interface JsonSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: (string | number)[];
  const?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  /** Not JSON Schema: common.schema.json marks text that the site renders as Markdown. */
  markdown?: boolean;
  /**
   * Not JSON Schema: the value is the `value` of an item of the list `list` in content/<file>.yaml
   * (a question's FAQ group); the CMS offers those items by their `label`, validate.ts checks it.
   */
  relation?: { file: string; list: string; value: string; label: string };
  /** Not JSON Schema: plain data a view shows whole, one JSON field in GraphQL (content-source). */
  graphqlJson?: boolean;
  definitions?: Record<string, JsonSchema>;
}

/** A schema node with its $ref resolved; `definition` names where it came from, if anywhere. */
export type ResolvedSchema = Omit<JsonSchema, '$ref'> & { definition?: string };

/** The content schemas: every `<name>.schema.json` but the shared definitions. */
export interface SchemaSet {
  dir: string;
  /** File name -> parsed schema, common.schema.json included. */
  files: Record<string, JsonSchema>;
  /** `trainers` for trainers.schema.json, sorted; the YAML file is content/<name>.yaml. */
  collections: string[];
}

export const COMMON_SCHEMA = 'common.schema.json';

export function readSchemas(dir: string): SchemaSet {
  const collections = collectionNames(dir);
  const names = [COMMON_SCHEMA, ...collections.map((name) => `${name}.schema.json`)];
  const files = Object.fromEntries(
    names.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as JsonSchema]),
  );
  return { dir, files, collections };
}

/** Follows a chain of $refs, keywords beside one winning; with the file the node lives in. */
export function resolve(
  set: SchemaSet,
  file: string,
  node: JsonSchema,
): { schema: ResolvedSchema; file: string } {
  if (!node.$ref) return { schema: node, file };
  const { $ref, ...siblings } = node;
  const [target = '', pointer = ''] = $ref.split('#');
  const targetFile = target === '' ? file : target;
  const root = set.files[targetFile];
  if (!root) throw new Error(`${file}: $ref ${$ref} names no schema file in ${set.dir}`);
  const match = /^\/definitions\/([^/]+)$/.exec(pointer);
  const definition = match ? root.definitions?.[match[1]!] : pointer === '' ? root : undefined;
  if (!definition) throw new Error(`${file}: $ref ${$ref} points at nothing`);
  const inner = resolve(set, targetFile, definition);
  const name = match ? `${targetFile === COMMON_SCHEMA ? 'common' : targetFile}#${match[1]}` : '';
  return {
    schema: { definition: name, ...inner.schema, ...siblings },
    file: inner.file,
  };
}
