// The YAML content's GraphQL types from content/schema/: @dontInfer, required properties non-null,
// so a field missing from the YAML fails the build; a named definition is one type.
import {
  isEntryFolder,
  pascalCase,
  readSchemas,
  resolve,
  SCHEMA_DIR,
  type JsonSchema,
  type ResolvedSchema,
} from '../../content-library';

/** The field extensions gatsby-node declares: Markdown as HTML, an image path as a File. */
export const MARKDOWN_EXTENSION = 'markdown';
export const CONTENT_FILE_EXTENSION = 'contentFile';

type FieldType = { type: string; directive?: string };

/** A date an editor leaves unquoted (a YAML timestamp) formats as a quoted one. */
const SPECIAL_REFS: Record<string, FieldType> = {
  'common#imageFile': { type: 'File', directive: `@${CONTENT_FILE_EXTENSION}` },
  'common#markdown': { type: 'String', directive: `@${MARKDOWN_EXTENSION}` },
  'common#date': { type: 'Date', directive: '@dateformat' },
};

/** The node type of a content file, as gatsby-config tells gatsby-transformer-yaml to name it. */
export const nodeTypeName = (collection: string) => `${pascalCase(collection)}Yaml`;

/** The node field of a folder's entry: its id, its file's name. */
export const ENTRY_ID_FIELD = 'entryId';

const SCALARS: Record<string, string> = {
  string: 'String',
  integer: 'Int',
  number: 'Float',
  boolean: 'Boolean',
};

export function contentTypeDefs(schemaDir = SCHEMA_DIR): string {
  const set = readSchemas(schemaDir);
  const types = new Map<string, string>();
  const typedDefinitions = new Set<string>();

  const objectType = (
    name: string,
    schema: ResolvedSchema,
    file: string,
    node = false,
    entry = false,
  ) => {
    if (types.has(name)) throw new Error(`content/schema/${file}: a second type named ${name}`);
    types.set(name, '');
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => {
      const { type, directive } = fieldType(property, file, `${name}${pascalCase(key)}`);
      const field = node && key === 'id' ? 'yamlId' : key;
      const nonNull = required.has(key) ? '!' : '';
      return `  ${field}: ${type}${nonNull}${directive ? ` ${directive}` : ''}`;
    });
    // gatsby-transformer-yaml renames `id` to yamlId; a folder's entry has it in its file's name.
    if (entry) fields.unshift(`  yamlId: String! @proxy(from: "fields.${ENTRY_ID_FIELD}")`);
    const head = node ? `type ${name} implements Node @dontInfer` : `type ${name}`;
    types.set(name, `${head} {\n${fields.join('\n')}\n}`);
  };

  // An image, Markdown or a date needs its resolver, so JSON would ship it raw.
  const assertPlain = (node: JsonSchema, nodeFile: string, name: string): void => {
    const { schema, file } = resolve(set, nodeFile, node);
    if (schema.definition && SPECIAL_REFS[schema.definition]) {
      throw new Error(`content/schema/${file}: ${name} holds a ${schema.definition}, not JSON`);
    }
    const children = [
      ...Object.values(schema.properties ?? {}),
      ...(schema.items ? [schema.items] : []),
    ];
    for (const child of children) assertPlain(child, file, name);
  };

  const fieldType = (node: JsonSchema, nodeFile: string, placeName: string): FieldType => {
    // The keywords written beside a $ref (a title, a description) name no type.
    const { schema, file } = resolve(set, nodeFile, node);
    const { definition } = schema;
    const name = definition ? pascalCase(definition.split('#').pop()!) : placeName;
    // Plain data a view shows whole: its query names it in a line. content/ is validated against
    // its schema before the build, so the view may cast it to Content's type.
    if (schema.type === 'object' && schema.graphqlJson) {
      assertPlain(node, nodeFile, name);
      return { type: 'JSON' };
    }
    if (definition) {
      const special = SPECIAL_REFS[definition];
      if (special) return special;
      if (schema.type === 'object') {
        if (!typedDefinitions.has(definition)) {
          typedDefinitions.add(definition);
          objectType(name, schema, file);
        }
        return { type: name };
      }
    }
    if (schema.type === 'array' && schema.items) {
      const item = fieldType(schema.items, file, placeName);
      return { ...item, type: `[${item.type}!]` };
    }
    if (schema.type === 'object') {
      objectType(placeName, schema, file);
      return { type: placeName };
    }
    const values = schema.enum ?? ('const' in schema ? [schema.const] : []);
    const type = schema.type ?? [...new Set(values.map((v) => typeof v))].join('|');
    const scalar = SCALARS[type];
    if (!scalar) {
      throw new Error(`content/schema/${file}: ${placeName} has no GraphQL type (${type})`);
    }
    return { type: scalar };
  };

  for (const collection of set.collections) {
    const file = `${collection}.schema.json`;
    const root = set.files[file]!;
    const record = root.type === 'array' && root.items ? root.items : root;
    objectType(nodeTypeName(collection), record, file, true, isEntryFolder(collection));
  }
  return [...types.values()].join('\n');
}
