// A content schema as CMS fields: each property a field with its label, help text,
// required-ness and constraints, and each content file one file entry of its own.
import { escapeHtml } from '../../contracts/escape-html';
import { COMMON_SCHEMA, resolve, type ResolvedSchema, type SchemaSet } from '../../content-library';
import { CONTENT_FOLDER, IMAGE_TYPE_MESSAGE, type CmsWidget, type Field } from './cms-types';

const ACRONYMS = new Set(['faq', 'id', 'url', 'ics']);

/** `moreInfo` -> `More info`, `faq` -> `FAQ`, for properties with no title. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldContext {
  set: SchemaSet;
  /** The schema file the node lives in, for its local #/definitions. */
  file: string;
}

/** The description, unless it is common.schema.json's `text` one (its pattern's message). */
export function hintOf(schema: ResolvedSchema, set: SchemaSet): string | undefined {
  const generic = set.files[COMMON_SCHEMA]?.definitions?.text?.description;
  if (schema.description === undefined || schema.description === generic) return undefined;
  // The CMS renders a hint as Markdown, where `/personal-trainer/<id>/` would lose its `<id>` as
  // an unknown HTML tag: the text is escaped, and the CMS shows the entities as typed.
  return escapeHtml(schema.description);
}

function widgetFor(schema: ResolvedSchema, ctx: FieldContext): CmsWidget {
  if (schema.const !== undefined) {
    // A fixed value (membership's #usask_alumni anchor): kept, never shown.
    return { widget: 'hidden', default: schema.const };
  }
  if (schema.enum) {
    return { widget: 'select', options: schema.enum };
  }
  switch (schema.type) {
    case 'string': {
      if (schema.definition === 'common#imageFile') {
        // Sveltia checks an upload's file name, not the path it writes, against a pattern: the
        // field checks the type only; the build, the path.
        const type = /\\\.\([^)]*\)\$$/.exec(schema.pattern ?? '')?.[0];
        return {
          widget: 'image',
          choose_url: false,
          ...(type ? { pattern: [type, IMAGE_TYPE_MESSAGE] } : {}),
        };
      }
      if (schema.relation) {
        // A value of a list in another content file (a question's FAQ group), picked by its label.
        const { file, list, value, label } = schema.relation;
        return {
          widget: 'relation',
          collection: 'content',
          file,
          value_field: `${list}.*.${value}`,
          display_fields: [`${list}.*.${label}`],
          search_fields: [`${list}.*.${label}`],
        };
      }
      // Markdown and long text get a multi-line box; the rest is one line.
      const long = schema.markdown === true || (schema.maxLength ?? 0) > 100;
      return {
        widget: long ? 'text' : 'string',
        // A minimum of 1 is what `required` says already; as `minlength` the CMS would show a
        // "1 / 0" character counter under every text.
        minlength: (schema.minLength ?? 1) > 1 ? schema.minLength : undefined,
        maxlength: schema.maxLength,
        // Shown when a value does not match.
        pattern: schema.pattern
          ? [schema.pattern, schema.description ?? `Must match ${schema.pattern}`]
          : undefined,
      };
    }
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        min: schema.minimum,
        max: schema.maximum,
        // A price's whole cents (0.01): the input's arrows step by a cent, and its own check
        // takes 49.99, which the default step of 1 would not.
        step: schema.multipleOf,
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, ctx) };
    case 'array':
      return listWidget(schema, ctx);
    default:
      throw new Error(`${ctx.file}: no CMS widget for ${JSON.stringify(schema)}`);
  }
}

function listWidget(schema: ResolvedSchema, ctx: FieldContext): CmsWidget {
  if (!schema.items) throw new Error(`${ctx.file}: an array without items`);
  const counts = { min: schema.minItems, max: schema.maxItems };
  const { schema: items, file } = resolve(ctx.set, ctx.file, schema.items);
  const itemCtx = { ...ctx, file };
  if (items.enum) {
    // Several of a fixed set (the schedule's days): a multiple select, not a list.
    return { widget: 'select', options: items.enum, multiple: true, ...counts };
  }
  if (items.type === 'object') {
    return { widget: 'list', ...counts, fields: fieldsOf(items, itemCtx) };
  }
  // A list of single values (paragraphs, moreInfo): one subfield, saved as plain items, each
  // required, as no schema lets an item be blank (the schedule writes `none` for no class).
  return { widget: 'list', ...counts, field: fieldFor('item', items, true, itemCtx) };
}

function fieldFor(
  name: string,
  schema: ResolvedSchema,
  required: boolean,
  ctx: FieldContext,
): Field {
  const widget = widgetFor(schema, ctx);
  const label = schema.title ?? humanize(name);
  // A hidden field takes no help text or required-ness: it is never shown, its value is fixed.
  if (widget.widget === 'hidden') return { name, label, ...widget };
  return { name, label, hint: hintOf(schema, ctx.set), required, ...widget };
}

function fieldsOf(schema: ResolvedSchema, ctx: FieldContext): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, node]) => {
    const { schema: property, file } = resolve(ctx.set, ctx.file, node);
    return fieldFor(name, property, required.has(name), { ...ctx, file });
  });
}

/** What a collection of files and one of a folder share: its label ("Personal trainers:
 * content/trainers/<id>.yaml" -> "Personal trainers"), its images' folders and its fields. */
export function collectionParts(set: SchemaSet, collection: string) {
  const schemaFile = `${collection}.schema.json`;
  const { schema, file } = resolve(set, schemaFile, set.files[schemaFile]!);
  const label = schema.title?.split(':')[0]?.trim() || humanize(collection);
  // A file whose root is a list gets a root list.
  const fields =
    schema.type === 'array'
      ? [{ ...fieldFor('items', schema, true, { set, file }), label, root: true }]
      : fieldsOf(schema, { set, file });
  return {
    schema,
    label,
    media: {
      media_folder: `/${CONTENT_FOLDER}/images/${collection}`,
      // How the YAML refers to them: relative to content/, as editors write by hand.
      public_folder: `./images/${collection}`,
      fields,
    },
  };
}
