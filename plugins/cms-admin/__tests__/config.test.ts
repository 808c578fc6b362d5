// The CMS configuration against the content schemas: every schema property has its field with the
// same required-ness and constraints, so a schema change the generator misses fails here. The
// schemas are dereferenced by json-schema-ref-parser, not by the generator's own resolver.
import fs from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { AUTH_ENDPOINT, LOGO_PATH, cmsConfig, cmsConfigYaml, REPO_PLACEHOLDER } from '../config';
import { IMAGE_TYPE_MESSAGE } from '../cms-types';
import { ORDER_FIELD } from '../entry-collections';
import { humanize } from '../schema-fields';
import { ENTRY_FOLDERS, readSchemas, type JsonSchema } from '../../../content-library';
import { ROUTES, trainerPath } from '../../../contracts/routes';
import { runViewerRequest, viewerRequestEvent } from '../../../edge';
import { escapeHtml } from '../../../contracts/escape-html';

// Prepare
const ROOT = path.resolve(__dirname, '..', '..', '..');
const CONTENT_DIR = path.join(ROOT, 'content');
const SCHEMA_DIR = path.join(CONTENT_DIR, 'schema');
const SETTINGS = {
  repo: 'bridge-city/site',
  branch: 'main',
  siteUrl: 'https://www.example.com',
  siteName: 'Bridge City Fitness',
};
/** The configuration as plain data, each option read by its name whatever the field's kind. */
type CmsField = { name: string; label: string; [option: string]: unknown };
type Entries = { name: string; fields: CmsField[]; [option: string]: unknown };
type PlainConfig = {
  backend: Record<string, string>;
  collections: (Entries & { files?: Entries[]; folder?: string })[];
};
const built = cmsConfig(readSchemas(SCHEMA_DIR), SETTINGS);
const config = built as unknown as PlainConfig;
const files = config.collections.flatMap((c) => c.files ?? []);
const folders = config.collections.filter((c) => c.folder !== undefined);
/** A file's or a folder collection's fields, by its content name. */
const fieldsOf = (name: string): CmsField[] =>
  (files.find((f) => f.name === name) ?? folders.find((f) => f.name === name))!.fields;
const common = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'common.schema.json'), 'utf8'))
  .definitions as Record<string, JsonSchema>;
const IMAGE_PATTERN = common.imageFile!.pattern;
const GENERIC_HINT = common.text!.description;

const contentFiles = fs
  .readdirSync(CONTENT_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''))
  .sort();
const entryFolders = [...ENTRY_FOLDERS].sort();

/**
 * The schema with every $ref replaced by a copy of its target, found by json-schema-ref-parser;
 * keywords beside a $ref (an image's `alt` has its own description) win, as editors read them.
 * (The parser's own dereference shares one object per target, so it cannot keep those.)
 */
async function dereference(file: string): Promise<JsonSchema> {
  const $refs = await $RefParser.resolve(path.join(SCHEMA_DIR, file));
  const walk = (node: unknown, base: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as { $ref?: string };
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v, base)]));
    if (!$ref) return own;
    const [target, pointer = ''] = $ref.split('#');
    const targetBase = target ? path.join(SCHEMA_DIR, target) : base;
    return { ...(walk($refs.get(`${targetBase}#${pointer}`), targetBase) as object), ...own };
  };
  return walk($refs.get(path.join(SCHEMA_DIR, file)), path.join(SCHEMA_DIR, file)) as JsonSchema;
}

/** Checks one field against its (dereferenced) schema; returns how many fields it looked at. */
function expectField(
  field: CmsField,
  schema: JsonSchema,
  required: boolean,
  where: string,
  collection: string,
): number {
  const at = `${where} (${field.widget})`;
  if (field.name === ORDER_FIELD && field.widget === 'hidden') {
    // An entry's position: set by dragging in the list, not typed (the folder test checks it).
    expect({ at, type: schema.type }).toEqual({ at, type: 'integer' });
    return 1;
  }
  expect({ at, name: field.name }).toEqual({ at, name: field.name });
  if (schema.const !== undefined) {
    expect({ at, widget: field.widget, default: field.default }).toEqual({
      at,
      widget: 'hidden',
      default: schema.const,
    });
    return 1;
  }
  expect({ at, label: field.label, required: field.required }).toEqual({
    at,
    label: schema.title ?? humanize(field.name),
    required,
  });
  // The CMS reads `required` as "must have a value": at least one item, a text not blank. A
  // required property the schema lets be empty would make the CMS refuse to save the file as it
  // is, so the schemas make such a property optional (and the CMS then leaves it out when empty).
  if (required && schema.type === 'array') {
    expect({ at, minItems: schema.minItems }).toEqual({ at, minItems: expect.any(Number) });
    expect({ at, emptyAllowed: schema.minItems! < 1 }).toEqual({ at, emptyAllowed: false });
  }
  if (required && schema.type === 'string' && schema.const === undefined && !schema.enum) {
    const blank = new Ajv({ strict: false }).compile(schema)('');
    expect({ at, blankAllowed: blank }).toEqual({ at, blankAllowed: false });
  }
  // The description reaches the CMS's Markdown escaped, so it shows angle brackets as typed.
  const hint =
    schema.description === GENERIC_HINT || schema.description === undefined
      ? undefined
      : escapeHtml(schema.description);
  expect({ at, hint: field.hint }).toEqual({ at, hint });

  if (schema.enum) {
    expect({ at, widget: field.widget, options: field.options, multiple: field.multiple }).toEqual({
      at,
      widget: 'select',
      options: schema.enum,
      multiple: undefined,
    });
    return 1;
  }
  if (schema.relation) {
    const { file, list, value, label } = schema.relation;
    expect({ at, f: [field.widget, field.file, field.value_field, field.display_fields] }).toEqual({
      at,
      f: ['relation', file, `${list}.*.${value}`, [`${list}.*.${label}`]],
    });
    return 1;
  }
  switch (schema.type) {
    case 'string': {
      const isImage = schema.pattern === IMAGE_PATTERN;
      expect({
        at,
        widget: field.widget,
        pattern: (field.pattern as string[] | undefined)?.[0],
        message: isImage ? (field.pattern as string[] | undefined)?.[1] : undefined,
        minlength: field.minlength,
        maxlength: field.maxlength,
      }).toEqual({
        at,
        widget: isImage
          ? 'image'
          : schema.markdown
            ? 'text'
            : expect.stringMatching(/^(string|text)$/),
        // An image field checks the file's type only: the CMS checks a new upload's file name.
        pattern: isImage ? '\\.(jpg|jpeg|png|webp|avif|svg)$' : schema.pattern,
        message: isImage ? IMAGE_TYPE_MESSAGE : undefined,
        minlength: isImage || (schema.minLength ?? 1) <= 1 ? undefined : schema.minLength,
        maxlength: isImage ? undefined : schema.maxLength,
      });
      if (isImage) {
        // The folders are the file's or the collection's (the CMS ignores a nested field's).
        expect({ at, media: field.media_folder, public: field.public_folder }).toEqual({
          at,
          media: undefined,
          public: undefined,
        });
      }
      return 1;
    }
    case 'integer':
    case 'number':
      // A price's step is its whole cents, or the input would refuse 49.99.
      expect({ at, f: [field.widget, field.value_type, field.min, field.max, field.step] }).toEqual(
        {
          at,
          f: [
            'number',
            schema.type === 'integer' ? 'int' : 'float',
            schema.minimum,
            schema.maximum,
            schema.multipleOf,
          ],
        },
      );
      return 1;
    case 'boolean':
      expect({ at, widget: field.widget }).toEqual({ at, widget: 'boolean' });
      return 1;
    case 'object':
      expect({ at, widget: field.widget }).toEqual({ at, widget: 'object' });
      return 1 + expectFields(field.fields as CmsField[], schema, where, collection);
    case 'array': {
      const items = schema.items!;
      const counts = { min: field.min, max: field.max };
      expect({ at, counts }).toEqual({
        at,
        counts: { min: schema.minItems, max: schema.maxItems },
      });
      if (items.enum) {
        expect({ at, f: [field.widget, field.multiple, field.options] }).toEqual({
          at,
          f: ['select', true, items.enum],
        });
        return 1;
      }
      expect({ at, widget: field.widget }).toEqual({ at, widget: 'list' });
      if (items.type === 'object') {
        expect({ at, single: field.field }).toEqual({ at, single: undefined });
        return 1 + expectFields(field.fields as CmsField[], items, `${where}[]`, collection);
      }
      expect({ at, fields: field.fields }).toEqual({ at, fields: undefined });
      // Every item is required; expectField checks that its schema refuses a blank one.
      return 1 + expectField(field.field as CmsField, items, true, `${where}[]`, collection);
    }
    default:
      throw new Error(`${where}: the test knows no schema type ${String(schema.type)}`);
  }
}

/** Every property of an object schema has exactly one field, in order, and no field is extra. */
function expectFields(
  fields: CmsField[],
  schema: JsonSchema,
  where: string,
  collection: string,
): number {
  const properties = Object.keys(schema.properties ?? {});
  expect({ where, names: fields.map((f) => f.name) }).toEqual({ where, names: properties });
  const required = new Set(schema.required ?? []);
  return fields.reduce(
    (n, field) =>
      n +
      expectField(
        field,
        schema.properties![field.name]!,
        required.has(field.name),
        `${where}.${field.name}`,
        collection,
      ),
    0,
  );
}

/** Whether a form has an image field, at any depth. */
const hasImage = (fields: CmsField[]): boolean =>
  fields.some(
    (f) =>
      f.widget === 'image' ||
      hasImage((f.fields as CmsField[] | undefined) ?? []) ||
      (f.field !== undefined && hasImage([f.field as CmsField])),
  );
const imageFieldsOf = [...contentFiles, ...entryFolders].filter((name) => hasImage(fieldsOf(name)));

describe('cmsConfig', () => {
  it('has one file entry per content file, at its path', () => {
    // Assess
    expect(files.map((f) => f.name).sort()).toEqual(contentFiles);
    for (const file of files) expect(file.file).toBe(`content/${file.name}.yaml`);
  });

  it('has one folder collection per entry folder: a file per entry, named by its slug', () => {
    expect(folders.map((f) => f.name).sort()).toEqual(entryFolders);
    for (const folder of folders) {
      expect(folder).toMatchObject({
        folder: `content/${folder.name}`,
        extension: 'yaml',
        format: 'yaml',
        create: true,
      });
      // The file's name (the id) comes from the identifier field, which is a required text.
      const identifier = folder.fields.find((f) => f.name === folder.identifier_field);
      expect(identifier).toMatchObject({ required: true });
      expect(folder.slug).toBe(`{{${String(folder.identifier_field)}}}`);
      expect(folder.summary).toBe(`{{${String(folder.identifier_field)}}}`);
      // The list shows the site's order: `order`, a number the editor types. No drag-and-drop
      // reorder, which renumbers every entry of the collection when one is deleted.
      expect(folder.fields.find((f) => f.name === ORDER_FIELD)).toMatchObject({
        widget: 'number',
        value_type: 'int',
        required: false,
      });
      expect(folder).toHaveProperty('sortable_fields.default', {
        field: ORDER_FIELD,
        direction: 'ascending',
      });
      expect(folder).not.toHaveProperty('reorder');
    }
  });

  it("opens each entry's own page on the live site, not the CMS's host", () => {
    const onCmsHost = cmsConfig(readSchemas(SCHEMA_DIR), {
      ...SETTINGS,
      cmsUrl: 'https://admin.example.com',
    });
    expect(onCmsHost.site_url).toBe(SETTINGS.siteUrl);
    const paths = Object.fromEntries(
      onCmsHost.collections.map((c) => [c.name, 'preview_path' in c ? c.preview_path : undefined]),
    );
    expect(paths).toMatchObject({
      trainers: trainerPath('{{filename}}'),
      classes: `${ROUTES.classes}#{{filename}}`,
      faq: `${ROUTES.faq}#{{filename}}`,
      'membership-plans': `${ROUTES.membership}#{{filename}}`,
    });
    expect(files.find((f) => f.name === 'carousels')?.preview_path).toBe(ROUTES.home);
    expect(files.find((f) => f.name === 'membership')?.preview_path).toBe(ROUTES.membership);
  });

  it('lists trainers with their photo, and questions in their groups', () => {
    const byName = (name: string) => folders.find((f) => f.name === name)!;
    expect(byName('trainers').thumbnail).toBe('img.src');
    expect(byName('faq')).toMatchObject({
      view_groups: { groups: [{ name: 'group', field: 'group' }], default: 'group' },
    });
  });

  it.each([...contentFiles, ...entryFolders])(
    '%s: every schema property has its field and constraints',
    async (name) => {
      // Prepare
      const schema = await dereference(`${name}.schema.json`);
      const file = { fields: fieldsOf(name) };

      // Act
      let checked: number;
      if (schema.type === 'array') {
        // A file whose root is a list: one list field saved as the whole file, labelled by the
        // schema's title, with the schema's description (the file's guidance) as its help text.
        expect(file.fields).toHaveLength(1);
        const [list] = file.fields;
        expect(list!.root).toBe(true);
        checked = expectField(
          { ...list!, label: humanize(list!.name) },
          { ...schema, title: undefined },
          true,
          name,
          name,
        );
      } else {
        checked = expectFields(file.fields, schema, name, name);
      }

      // Assess
      expect(checked).toBeGreaterThan(0);
    },
  );

  it('uploads each image into content/images/<name>/ and writes ./images/<name>/<file>', () => {
    // Every file and folder with an image field names its folders.
    expect(imageFieldsOf).toEqual(
      expect.arrayContaining(['carousels', 'links', 'schedule', 'site', 'trainers']),
    );
    for (const name of imageFieldsOf) {
      const owner = files.find((f) => f.name === name) ?? folders.find((f) => f.name === name)!;
      expect({ name, media: owner.media_folder, public: owner.public_folder }).toEqual({
        name,
        media: `/content/images/${name}`,
        public: `./images/${name}`,
      });
      expect(`${String(owner.public_folder)}/photo.jpg`).toMatch(new RegExp(IMAGE_PATTERN!));
    }
  });

  it("edits trainers' nested lists: qualification[].moreInfo[] as a list of text", () => {
    const qualification = fieldsOf('trainers').find((f) => f.name === 'qualification')!;
    const moreInfo = (qualification.fields as CmsField[]).find((f) => f.name === 'moreInfo')!;

    expect(qualification).toMatchObject({ widget: 'list', min: 1, required: true });
    // Most items have no more info: the list is optional, and left out of the file when empty.
    expect(moreInfo).toMatchObject({
      widget: 'list',
      required: false,
      field: { widget: 'string', required: true, pattern: ['\\S', GENERIC_HINT] },
    });
  });

  it('labels a property with no title in words, acronyms in capitals', () => {
    expect(['moreInfo', 'personal_training', 'url', 'faq', 'id'].map(humanize)).toEqual([
      'More info',
      'Personal training',
      'URL',
      'FAQ',
      'ID',
    ]);
  });

  it('shows a hint’s angle brackets as typed, not as an HTML tag', () => {
    const trainers = folders.find((f) => f.name === 'trainers')!;

    expect(trainers.description).toContain('is /personal-trainer/&lt;id&gt;/.');
  });

  it("logs in through the site's own /api/cms/ on its origin, with GitHub", () => {
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'bridge-city/site',
      branch: 'main',
      base_url: 'https://www.example.com',
      auth_endpoint: AUTH_ENDPOINT,
    });
    expect(`${config.backend.base_url}/${AUTH_ENDPOINT}`).toBe(
      'https://www.example.com/api/cms/auth',
    );
    expect(REPO_PLACEHOLDER).toMatch(/CMS_GITHUB_REPO/);
  });

  it('logs in on the CMS host when it has one, the origin that holds the token', () => {
    const onItsHost = cmsConfig(readSchemas(SCHEMA_DIR), {
      ...SETTINGS,
      cmsUrl: 'https://admin.example.com/',
    });

    expect(onItsHost.backend.base_url).toBe('https://admin.example.com');
  });

  it("is valid against the CMS's own JSON schema (@sveltia/cms/schema)", () => {
    const packageDir = path.dirname(path.dirname(require.resolve('@sveltia/cms')));
    const cmsSchema = JSON.parse(
      fs.readFileSync(path.join(packageDir, 'schema', 'sveltia-cms.json'), 'utf8'),
    ) as object;
    const validate = new Ajv({ allErrors: true, strict: false, logger: false }).compile(cmsSchema);
    const valid = validate(parse(cmsConfigYaml(built)));

    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The check itself bites: a number field with a value_type the CMS does not know fails.
    const broken = structuredClone(config);
    const [first] = broken.collections;
    first!.fields[0]!.widget = 'number';
    first!.fields[0]!.value_type = 'integer';
    expect(validate(broken)).toBe(false);
  });

  it('serializes to YAML that reads back as the same configuration', () => {
    const text = cmsConfigYaml(built);
    expect(text).toMatch(/^# Generated by plugins\/cms-admin/);
    expect(parse(text)).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

describe('the logo the CMS shows', () => {
  it('is served on the CMS host as it is: the edge rewrites no other file there', () => {
    const event = viewerRequestEvent(LOGO_PATH, {
      headers: { host: { value: 'admin.example.com' } },
    });
    expect(runViewerRequest(event, { cmsHost: 'admin.example.com' })).toMatchObject({
      uri: LOGO_PATH,
    });
  });
});
