// The CMS configuration's types, Sveltia CMS's own, and where content and its images live.
import type { Field } from '@sveltia/cms';

export type { CmsConfig, CollectionFile, EntryCollection, Field } from '@sveltia/cms';
type WithoutNames<F> = F extends unknown ? Omit<F, 'name' | 'label'> : never;
/** A field of any kind without its name and label, as a schema node gives it. */
export type CmsWidget = WithoutNames<Field>;

export const CONTENT_FOLDER = 'content';

export const IMAGE_TYPE_MESSAGE = 'Must be a .jpg, .jpeg, .png, .webp, .avif or .svg image file';
