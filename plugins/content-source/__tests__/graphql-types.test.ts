// Every property of every content schema has a GraphQL field of the same shape: the same name (a
// record's own `id` is `yamlId`), scalar, list or object, and non-null exactly when required.
// Checked against the types gatsby-node declares and, once there is a build, against the schema
// Gatsby built from them (.cache/schema.gql), so the two can never drift apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {
  buildASTSchema,
  buildSchema,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  specifiedScalarTypes,
  visit,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {
  collectionNames,
  isEntryFolder,
  SCHEMA_DIR,
  type JsonSchema,
} from '../../../content-library';
import { contentTypeDefs, nodeTypeName } from '../graphql-types';

/** A schema with every $ref replaced by what it points at. */
type Schema = Omit<JsonSchema, '$ref'> & { definitions?: Record<string, Schema> };

// What Gatsby itself brings to the generated definitions.
const GATSBY = `
  directive @dontInfer on OBJECT
  directive @contentFile on FIELD_DEFINITION
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @markdown on FIELD_DEFINITION
  directive @proxy(from: String!) on FIELD_DEFINITION
  scalar Date
  scalar JSON
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { node: Node }
`;
const NODE_FIELDS = new Set(['id', 'parent', 'children', 'internal']);
const SCALARS: Record<string, string> = {
  string: 'String',
  integer: 'Int',
  number: 'Float',
  boolean: 'Boolean',
};

const dereference = async (file: string) =>
  (await $RefParser.dereference(path.join(SCHEMA_DIR, file))) as Schema;

/** Every disagreement between the JSON Schemas and `graphql`, one line each. */
async function mismatches(graphql: GraphQLSchema): Promise<string[]> {
  const { definitions } = await dereference('common.schema.json');
  // An image path may carry its own title or description beside the $ref: compare without them.
  const withoutNotes = (node: Schema) => {
    const {
      title: _title,
      description: _description,
      ...rest
    } = node as Schema & {
      title?: string;
      description?: string;
    };
    return JSON.stringify(rest);
  };
  const imageFile = withoutNotes(definitions!.imageFile as Schema);
  // A date may carry its own description beside the $ref: recognise it by its pattern.
  const datePattern = (definitions!.date as { pattern?: string }).pattern;
  const problems: string[] = [];

  const compareType = (json: Schema, type: GraphQLOutputType, required: boolean, at: string) => {
    if (isNonNullType(type) !== required) {
      problems.push(`${at}: ${required ? 'required' : 'optional'} but ${String(type)}`);
    }
    const inner = isNonNullType(type) ? type.ofType : type;
    if (withoutNotes(json) === imageFile) {
      if (String(inner) !== 'File') problems.push(`${at}: an image path but ${String(inner)}`);
    } else if ((json as { pattern?: string }).pattern === datePattern) {
      if (String(inner) !== 'Date') problems.push(`${at}: a date but ${String(inner)}`);
    } else if (json.type === 'array') {
      if (!isListType(inner)) problems.push(`${at}: an array but ${String(inner)}`);
      else compareType(json.items!, inner.ofType, true, `${at}[]`);
    } else if (json.type === 'object') {
      // Plain data a view shows whole (`graphqlJson` in its schema) is one JSON field.
      if (isObjectType(inner)) compareObject(json, inner, false, at);
      else if (String(inner) !== 'JSON') problems.push(`${at}: an object but ${String(inner)}`);
    } else {
      const kind = json.type ?? typeof (json.enum ?? [json.const])[0];
      if (String(inner) !== SCALARS[kind]) problems.push(`${at}: ${kind} but ${String(inner)}`);
    }
  };

  const compareObject = (
    json: Schema,
    type: GraphQLObjectType,
    node: boolean,
    at: string,
    entry = false,
  ) => {
    const fields = type.getFields();
    const fieldName = (key: string) => (node && key === 'id' ? 'yamlId' : key);
    const expected = Object.keys(json.properties ?? {}).map(fieldName);
    // An entry of a folder has its id in its file's name: a yamlId the schema does not list.
    if (entry) {
      expected.push('yamlId');
      if (String(fields.yamlId?.type) !== 'String!') {
        problems.push(`${at}: an entry, but yamlId is ${String(fields.yamlId?.type)}`);
      }
    }
    for (const extra of Object.keys(fields)) {
      if (!expected.includes(extra) && !(node && NODE_FIELDS.has(extra))) {
        problems.push(`${at}.${extra}: in ${type.name} but not in the schema`);
      }
    }
    for (const [key, property] of Object.entries(json.properties ?? {})) {
      const field = fields[fieldName(key)];
      if (!field) problems.push(`${at}.${key}: no field ${fieldName(key)} in ${type.name}`);
      else compareType(property, field.type, (json.required ?? []).includes(key), `${at}.${key}`);
    }
  };

  for (const collection of collectionNames()) {
    const root = await dereference(`${collection}.schema.json`);
    const record = root.type === 'array' ? root.items! : root;
    const type = graphql.getType(nodeTypeName(collection));
    if (!isObjectType(type)) problems.push(`${collection}: no type ${nodeTypeName(collection)}`);
    else compareObject(record, type, true, collection, isEntryFolder(collection));
  }
  return problems;
}

/** The type definitions of a schema folder holding common.schema.json and `collection`'s schema. */
function typeDefsOf(collection: string, schema: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graphql-types-'));
  try {
    fs.copyFileSync(
      path.join(SCHEMA_DIR, 'common.schema.json'),
      path.join(dir, 'common.schema.json'),
    );
    fs.writeFileSync(path.join(dir, `${collection}.schema.json`), JSON.stringify(schema));
    return contentTypeDefs(dir);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

describe('the GraphQL types of the content', () => {
  it('match the JSON Schemas in content/schema/, nullability included', async () => {
    expect(await mismatches(buildSchema(GATSBY + contentTypeDefs()))).toEqual([]);
  });

  it('are declared once per collection, with @dontInfer', () => {
    const sdl = contentTypeDefs();
    for (const collection of collectionNames()) {
      expect(sdl).toContain(`type ${nodeTypeName(collection)} implements Node @dontInfer {`);
    }
  });

  it('resolve Markdown fields to HTML and read dates as dates', () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain('  answer: String! @markdown');
    expect(sdl).toContain('  lastReviewed: Date! @dateformat');
  });

  it('read a $ref as the CMS does: keywords beside it win', () => {
    // Prepare: paragraphs (a list of plain text) whose items are Markdown instead.
    const notes = {
      type: 'object',
      required: ['intro'],
      properties: {
        intro: {
          $ref: 'common.schema.json#/definitions/paragraphs',
          items: { $ref: 'common.schema.json#/definitions/markdown' },
        },
      },
    };

    // Act
    const sdl = typeDefsOf('notes', notes);

    // Assess: the page gets the items' HTML, as the CMS offers a Markdown editor for each.
    expect(sdl).toContain(
      'type NotesYaml implements Node @dontInfer {\n  intro: [String!]! @markdown\n}',
    );
  });

  it('refuse JSON for plain data that holds Markdown, which needs its resolver', () => {
    // Prepare: /membership/'s words, which the view takes whole, with Markdown in them.
    const text = {
      type: 'object',
      properties: {
        membership: {
          type: 'object',
          graphqlJson: true,
          properties: { intro: { $ref: 'common.schema.json#/definitions/markdown' } },
        },
      },
    };

    // Act
    const act = () => typeDefsOf('page-text', text);

    // Assess
    expect(act).toThrow('PageTextYamlMembership holds a common#markdown, not JSON');
  });

  it('notice a field that disagrees with its schema', async () => {
    const sdl = contentTypeDefs().replace(
      /(type ClassesYaml [^}]*?) {2}name: String!\n/,
      '$1  name: String\n',
    );
    expect(await mismatches(buildSchema(GATSBY + sdl))).toEqual([
      'classes.name: required but String',
    ]);
  });
});

// The schema of the current build, when there is one (`npm test` builds first).
const built = path.resolve(__dirname, '../../../.cache/schema.gql');
const describeIfBuilt = fs.existsSync(built) ? describe : describe.skip;

/** Gatsby's printout leaves out its own scalars (JSON, Date, GatsbyImageData); declare them. */
function builtSchema(): GraphQLSchema {
  const doc = parse(fs.readFileSync(built, 'utf8'));
  const known = new Set(specifiedScalarTypes.map((t) => t.name));
  const used = new Set<string>();
  visit(doc, {
    ObjectTypeDefinition: (node) => void known.add(node.name.value),
    InterfaceTypeDefinition: (node) => void known.add(node.name.value),
    UnionTypeDefinition: (node) => void known.add(node.name.value),
    EnumTypeDefinition: (node) => void known.add(node.name.value),
    InputObjectTypeDefinition: (node) => void known.add(node.name.value),
    ScalarTypeDefinition: (node) => void known.add(node.name.value),
    NamedType: (node) => void used.add(node.name.value),
  });
  const scalars = [...used].filter((name) => !known.has(name)).map((name) => `scalar ${name}`);
  return buildASTSchema(parse(`${scalars.join('\n')}\n${fs.readFileSync(built, 'utf8')}`), {
    assumeValidSDL: true,
  });
}

describeIfBuilt('the schema Gatsby built (.cache/schema.gql)', () => {
  it('matches the JSON Schemas in content/schema/, nullability included', async () => {
    expect(await mismatches(builtSchema())).toEqual([]);
  });
});
