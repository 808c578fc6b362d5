// The entry folders (content/trainers/, classes/, faq/, membership-plans/) as folder collections:
// one file per entry, listed in the site's order, each with its page on the live site.
import {
  isEntryFolder,
  RECORD_NAMES,
  type EntryFolder,
  type SchemaSet,
} from '../../content-library';
import { CONTENT_FOLDER, type EntryCollection } from './cms-types';
import { collectionParts, hintOf, humanize } from './schema-fields';
import { ROUTES, trainerPath } from '../../contracts/routes';

/** A typed number, not Sveltia's `reorder`, which renumbers every entry on a delete: a number may
 * skip, so a delete or a move changes one file. */
export const ORDER_FIELD = 'order';

/** Sveltia fills it with the entry's file name without extension: its id. */
const ENTRY_ID = '{{filename}}';

/** In the CMS's list order: what editors change most first. */
export const ENTRY_LISTS: Record<
  EntryFolder,
  {
    identifier: string;
    /** The entry on the live site ("View on live site"): its page, or its anchor on the list's. */
    page: string;
    thumbnail?: string;
    groupBy?: string;
  }
> = {
  trainers: {
    identifier: 'name',
    page: trainerPath(ENTRY_ID),
    thumbnail: 'img.src',
  },
  classes: { identifier: 'name', page: `${ROUTES.classes}#${ENTRY_ID}` },
  faq: {
    identifier: 'question',
    page: `${ROUTES.faq}#${ENTRY_ID}`,
    groupBy: 'group',
  },
  'membership-plans': { identifier: 'title', page: `${ROUTES.membership}#${ENTRY_ID}` },
};

export function folderCollection(set: SchemaSet, collection: string): EntryCollection {
  if (!isEntryFolder(collection)) throw new Error(`${collection} is not an entry folder`);
  const { schema, label, media } = collectionParts(set, collection);
  const list = ENTRY_LISTS[collection];
  return {
    name: collection,
    label,
    label_singular: humanize(RECORD_NAMES[collection]),
    description: hintOf(schema, set),
    folder: `${CONTENT_FOLDER}/${collection}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    identifier_field: list.identifier,
    // The file's name is the id (a page or anchor): set once from the name, kept when it changes.
    slug: `{{${list.identifier}}}`,
    summary: `{{${list.identifier}}}`,
    thumbnail: list.thumbnail ?? false,
    // The list in the site's order; within a group, the FAQ's order is the page's.
    sortable_fields: {
      fields: [ORDER_FIELD, list.identifier],
      default: { field: ORDER_FIELD, direction: 'ascending' },
    },
    // The FAQ's list in its groups, as the page shows them.
    view_groups: list.groupBy
      ? {
          groups: [{ name: list.groupBy, label: humanize(list.groupBy), field: list.groupBy }],
          default: list.groupBy,
        }
      : undefined,
    preview_path: list.page,
    ...media,
  };
}
