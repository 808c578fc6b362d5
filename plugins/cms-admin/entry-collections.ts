// The entry folders (content/trainers/, classes/, faq/, membership-plans/) as folder collections:
// one file per entry, listed in the site's order, each with its page on the live site.
import { isEntryFolder, resolve, type EntryFolder, type SchemaSet } from '../../content-library';
import {
  CONTENT_FOLDER,
  mediaFolderOf,
  publicFolderOf,
  type CmsFolderCollection,
} from './cms-types';
import { fieldsOf, hintOf, humanize, labelOf } from './schema-fields';
import { ROUTES, trainerPath } from '../../contracts/routes';

/**
 * An entry's position in its list, a number the editor types. Not Sveltia's drag-and-drop
 * `reorder`: that renumbers every entry of the collection 1, 2, 3... whenever one is deleted (and
 * across groups, though the FAQ counts within each group), so a one-question delete rewrote all
 * 21 questions. A typed number may skip, so a delete or a move changes one file.
 */
export const ORDER_FIELD = 'order';

/** Sveltia fills `{{filename}}` with the entry's file name without extension: its id. */
const ENTRY_ID = '{{filename}}';

/**
 * How each entry folder's list names and pictures its entries, and what one is called; in the
 * order of the CMS's collection list (what editors change most first).
 */
export const ENTRY_LISTS: Record<
  EntryFolder,
  {
    singular: string;
    identifier: string;
    /** The entry on the live site ("View on live site"): its page, or its anchor on the list's. */
    page: string;
    thumbnail?: string;
    groupBy?: string;
  }
> = {
  trainers: {
    singular: 'Trainer',
    identifier: 'name',
    page: trainerPath(ENTRY_ID),
    thumbnail: 'img.src',
  },
  classes: { singular: 'Class', identifier: 'name', page: `${ROUTES.classes}#${ENTRY_ID}` },
  faq: {
    singular: 'Question',
    identifier: 'question',
    page: `${ROUTES.faq}#${ENTRY_ID}`,
    groupBy: 'group',
  },
  'membership-plans': {
    singular: 'Plan',
    identifier: 'title',
    page: `${ROUTES.membership}#${ENTRY_ID}`,
  },
};

/**
 * The folder collection of content/<collection>/: one file per entry, named by the CMS after
 * the entry's name (its slug), which is the entry's id; listed by name, with its photo, in the
 * site's order (`order`, a number typed in the form), with its place on the live site.
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
    // The list in the site's order; within a group, the FAQ's order is the page's.
    sortable_fields: {
      fields: [ORDER_FIELD, list.identifier],
      default: { field: ORDER_FIELD, direction: 'ascending' },
    },
    // The FAQ's list in its groups, as the page shows them.
    ...(group ? { view_groups: { groups: [group], default: group.name } } : {}),
    preview_path: list.page,
    media_folder: `/${mediaFolderOf(collection)}`,
    public_folder: publicFolderOf(collection),
    fields: fieldsOf(schema, { set, file }),
  };
}
