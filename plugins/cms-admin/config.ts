// The CMS configuration (/admin/config.yml), derived from content/schema/*.schema.json so the
// forms cannot drift from what the build validates: a pure function of the schemas and settings.
// The shape is Sveltia CMS's (its package's schema/sveltia-cms.json, which the unit test checks
// against); it reads Decap's format plus `root: true` lists, which navigation.yaml and others need.
import { stringify } from 'yaml';
import { escapeHtml } from '../../contracts/escape-html';
import {
  COMMON_SCHEMA,
  isEntryFolder,
  type EntryFolder,
  resolve,
  type ResolvedSchema,
  type SchemaSet,
} from '../content-source';

/** A widget (string, number, list, object, ...) and its options. */
export type CmsWidget = { widget: string; [option: string]: unknown };

/** A CMS field: its name and label, and its widget with the widget's options. */
export type CmsField = CmsWidget & { name: string; label: string };

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  /** Where the file's images are uploaded, from the repository's root (starts with /). */
  media_folder: string;
  /** How the file refers to them: ./images/<name>, relative to content/. */
  public_folder: string;
  fields: CmsField[];
}

/** A folder collection: content/<name>/<id>.yaml, one entry per file (Sveltia's entry collection). */
export interface CmsFolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description?: string;
  folder: string;
  extension: 'yaml';
  format: 'yaml';
  create: boolean;
  delete: boolean;
  identifier_field: string;
  slug: string;
  summary: string;
  thumbnail: string | false;
  reorder: true | { group: string };
  view_groups?: { name: string; label: string; field: string }[];
  media_folder: string;
  public_folder: string;
  fields: CmsField[];
}

export interface CmsFileCollection {
  name: string;
  label: string;
  format: 'yaml';
  files: CmsFile[];
}

export interface CmsConfig {
  backend: Record<string, string>;
  media_folder: string;
  public_folder: string;
  collections: (CmsFileCollection | CmsFolderCollection)[];
  [option: string]: unknown;
}

export interface CmsSettings {
  /** `owner/name` of the GitHub repository the CMS commits to. */
  repo: string;
  branch: string;
  /** The site's origin: the login's, unless `cmsUrl` names the CMS's own host. */
  siteUrl: string;
  /**
   * The CMS's own origin (`https://admin.<domain>`, CMS_URL) when it has one: it serves /admin/
   * and the login at /api/cms/auth, and holds the editor's token, apart from the public pages.
   */
  cmsUrl?: string;
  /** The club's name (content/site.yaml), in the CMS's title. */
  siteName: string;
}

/** The CMS's name on its login screen and in the tab, from the club's. */
export const cmsTitle = (siteName: string) => `${siteName} · content`;

/** The site's own icon (static/), so the CMS shows the club's logo and fetches nothing else. */
export const LOGO_PATH = '/favicon.svg';

/** Where the repository holds the content, relative to its root. */
export const CONTENT_FOLDER = 'content';
/** Stands for the repository until CMS_GITHUB_REPO (or the plugin option) names it. */
export const REPO_PLACEHOLDER = 'OWNER/REPOSITORY-set-CMS_GITHUB_REPO';
/** The login path, on the site's own origin (the Lambda behind /api/cms/). */
export const AUTH_ENDPOINT = 'api/cms/auth';

/** The media folder of a content file's images, relative to the repository root. */
export const mediaFolderOf = (collection: string) => `${CONTENT_FOLDER}/images/${collection}`;
/** How the YAML refers to them: relative to content/, as editors write by hand. */
export const publicFolderOf = (collection: string) => `./images/${collection}`;

/** What the CMS says of a file that is not an image the site can show. */
export const IMAGE_TYPE_MESSAGE = 'Must be a .jpg, .jpeg, .png, .webp, .avif or .svg image file';

/** Words that are written in capitals: `url` -> `URL`, `faq` -> `FAQ`. */
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

/** The CMS shows `pattern`'s message when a value does not match. */
function patternMessage(schema: ResolvedSchema): string {
  return schema.description ?? `Must match ${schema.pattern}`;
}

interface FieldContext {
  set: SchemaSet;
  /** The schema file the node lives in, for its local #/definitions. */
  file: string;
}

/**
 * The help text under a field: its schema description, unless that is only the generic one of
 * common.schema.json's `text` ("must not be empty"), which would repeat under most fields; that
 * one stays as the message of the field's pattern.
 */
export function hintOf(schema: ResolvedSchema, set: SchemaSet): string | undefined {
  const generic = set.files[COMMON_SCHEMA]?.definitions?.text?.description;
  if (schema.description === undefined || schema.description === generic) return undefined;
  // The CMS renders a hint as Markdown, where `/personal-trainer/<id>/` would lose its `<id>` as
  // an unknown HTML tag: the text is escaped, and the CMS shows the entities as typed.
  return escapeHtml(schema.description);
}

/** Options shared by every widget: label, help text and whether a value is needed. */
function common(name: string, schema: ResolvedSchema, required: boolean, set: SchemaSet) {
  const hint = hintOf(schema, set);
  return {
    name,
    label: schema.title ?? humanize(name),
    ...(hint ? { hint } : {}),
    required,
  };
}

/** The widget and its options for a value of this schema (no name, label or required-ness). */
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
      // A minimum of 1 is what `required` says already; as `minlength` the CMS would show a
      // "1 / 0" character counter under every text.
      const lengths = {
        ...((schema.minLength ?? 1) > 1 ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
      };
      const pattern = schema.pattern ? { pattern: [schema.pattern, patternMessage(schema)] } : {};
      if (schema.definition === 'common#imageFile') {
        // The folders are the file's or the collection's (fileEntry, folderCollection), one
        // place for the CMS's asset list and uploads. Sveltia 0.221.1 checks a new upload's
        // file name (photo.jpg), not the path it will write (./images/trainers/photo.jpg),
        // against the pattern: the field checks the file's type only; the build, the path.
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
      return { widget: long ? 'text' : 'string', ...lengths, ...pattern };
    }
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
        // A price's whole cents (0.01): the input's arrows step by a cent, and its own check
        // takes 49.99, which the default step of 1 would not.
        ...(schema.multipleOf !== undefined ? { step: schema.multipleOf } : {}),
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

/** Whether a string schema accepts '' (no minimum length, and a pattern that matches it). */
export function acceptsBlank(schema: ResolvedSchema): boolean {
  if (schema.type !== 'string' || schema.enum || schema.const !== undefined) return false;
  if ((schema.minLength ?? 0) > 0) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test('');
}

function listWidget(schema: ResolvedSchema, ctx: FieldContext): CmsWidget {
  if (!schema.items) throw new Error(`${ctx.file}: an array without items`);
  const counts = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  const { schema: items, file } = resolve(ctx.set, ctx.file, schema.items);
  const itemCtx = { ...ctx, file };
  if (items.enum) {
    // Several of a fixed set (the schedule's days): a multiple select, not a list.
    return { widget: 'select', options: items.enum, multiple: true, ...counts };
  }
  if (items.type === 'object') {
    return { widget: 'list', ...counts, fields: fieldsOf(items, itemCtx) };
  }
  // A list of single values (paragraphs, moreInfo): one subfield, saved as plain items. An item
  // is required unless the schema lets it be blank (the schedule's '' for a day with no class).
  const field = fieldFor('item', items, !acceptsBlank(items), itemCtx);
  return { widget: 'list', ...counts, field };
}

function fieldFor(
  name: string,
  schema: ResolvedSchema,
  required: boolean,
  ctx: FieldContext,
): CmsField {
  const widget = widgetFor(schema, ctx);
  // A hidden field takes no help text or required-ness: it is never shown, its value is fixed.
  if (widget.widget === 'hidden') return { name, label: schema.title ?? humanize(name), ...widget };
  return { ...common(name, schema, required, ctx.set), ...widget };
}

/** One field per property, in the schema's order, each with its required-ness. */
function fieldsOf(schema: ResolvedSchema, ctx: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, node]) => {
    const { schema: property, file } = resolve(ctx.set, ctx.file, node);
    return fieldFor(name, property, required.has(name), { ...ctx, file });
  });
}

/** A schema's label: "Personal trainers: content/trainers/<id>.yaml" -> "Personal trainers". */
function labelOf(schema: ResolvedSchema, collection: string): string {
  return schema.title?.split(':')[0]?.trim() || humanize(collection);
}

/** The file entry of content/<collection>.yaml; a file whose root is a list gets a root list. */
export function fileEntry(set: SchemaSet, collection: string): CmsFile {
  const schemaFile = `${collection}.schema.json`;
  const { schema, file } = resolve(set, schemaFile, set.files[schemaFile]!);
  const ctx = { set, file };
  const label = labelOf(schema, collection);
  const fields =
    schema.type === 'array'
      ? [{ ...fieldFor('items', schema, true, ctx), label, root: true }]
      : fieldsOf(schema, ctx);
  return {
    name: collection,
    label,
    file: `${CONTENT_FOLDER}/${collection}.yaml`,
    media_folder: `/${mediaFolderOf(collection)}`,
    public_folder: publicFolderOf(collection),
    fields,
  };
}

/** An entry's position in its list: the field Sveltia's reorder writes (its default key). */
export const ORDER_FIELD = 'order';

/**
 * How each entry folder's list names and pictures its entries, and what one is called; in the
 * order of the CMS's collection list (what editors change most first).
 */
const ENTRY_LISTS: Record<
  EntryFolder,
  { singular: string; identifier: string; thumbnail?: string; groupBy?: string }
> = {
  trainers: { singular: 'Trainer', identifier: 'name', thumbnail: 'img.src' },
  classes: { singular: 'Class', identifier: 'name' },
  faq: { singular: 'Question', identifier: 'question', groupBy: 'group' },
  'membership-plans': { singular: 'Plan', identifier: 'title' },
};

/**
 * The folder collection of content/<collection>/: one file per entry, named by the CMS after
 * the entry's name (its slug), which is the entry's id; listed by name, with its photo, in the
 * site's order (`order`, which the list's drag-and-drop "reorder" writes).
 */
export function folderCollection(set: SchemaSet, collection: string): CmsFolderCollection {
  if (!isEntryFolder(collection)) throw new Error(`${collection} is not an entry folder`);
  const schemaFile = `${collection}.schema.json`;
  const { schema, file } = resolve(set, schemaFile, set.files[schemaFile]!);
  const list = ENTRY_LISTS[collection];
  const group = list.groupBy
    ? { name: list.groupBy, label: humanize(list.groupBy), field: list.groupBy }
    : undefined;
  return {
    name: collection,
    label: labelOf(schema, collection),
    label_singular: list.singular,
    ...(schema.description ? { description: hintOf(schema, set) } : {}),
    folder: `${CONTENT_FOLDER}/${collection}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    identifier_field: list.identifier,
    // The file's name is the id (a page or an anchor), so it comes from the entry's name once,
    // when it is created, and stays when the name is edited later.
    slug: `{{${list.identifier}}}`,
    summary: `{{${list.identifier}}}`,
    thumbnail: list.thumbnail ?? false,
    reorder: group ? { group: group.name } : true,
    ...(group ? { view_groups: [group] } : {}),
    media_folder: `/${mediaFolderOf(collection)}`,
    public_folder: publicFolderOf(collection),
    // The position is the list's to set (Reorder), which writes it first in the file.
    fields: fieldsOf(schema, { set, file }).map((field) =>
      field.name === ORDER_FIELD
        ? { name: field.name, label: field.label, widget: 'hidden' }
        : field,
    ),
  };
}

/** The whole configuration: the GitHub backend, and one file entry per content file. */
export function cmsConfig(set: SchemaSet, settings: CmsSettings): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      // The login is the site's own (GET /api/cms/auth, then /api/cms/callback), no Netlify, on
      // the origin that serves the CMS: the login hands its token to that origin alone.
      base_url: new URL(settings.cmsUrl ?? settings.siteUrl).origin,
      auth_endpoint: AUTH_ENDPOINT,
    },
    app_title: cmsTitle(settings.siteName),
    logo: { src: LOGO_PATH },
    // Each file and folder collection names its own images' folder (content/images/<name>/) and
    // writes ./images/<name>/ paths; these are only the asset library's (the global
    // public_folder must start with /).
    media_folder: `${CONTENT_FOLDER}/images`,
    public_folder: '/images',
    // An optional field left empty is left out of the file, as editors write it by hand, rather
    // than written as '' or []. So "required" means "must have a value" in both places: the
    // schemas mark a list that may be empty, or a text that may be blank, as optional.
    output: { omit_empty_optional_fields: true },
    // Photos are the club's own: no stock photo libraries (each a third-party host) in the picker.
    media_libraries: { stock_assets: false },
    collections: [
      // The entries editors add and remove: one file each.
      ...(Object.keys(ENTRY_LISTS) as EntryFolder[])
        .filter((collection) => set.collections.includes(collection))
        .map((collection) => folderCollection(set, collection)),
      {
        name: 'content',
        label: 'Site content',
        format: 'yaml',
        // The files exist and stay: editors change them, never add or remove one.
        files: set.collections
          .filter((collection) => !isEntryFolder(collection))
          .map((collection) => fileEntry(set, collection)),
      },
    ],
  };
}

/** config.yml's text. */
export function cmsConfigYaml(config: CmsConfig): string {
  return [
    '# Generated by plugins/cms-admin from content/schema/*.schema.json at build time: edit the',
    '# schemas, not this file.',
    stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  ].join('\n');
}
