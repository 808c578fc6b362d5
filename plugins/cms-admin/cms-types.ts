// The shapes of the CMS configuration Sveltia CMS reads (its package's schema/sveltia-cms.json),
// and where content and its images live, shared by the files that build it.

/** A widget (string, number, list, object, ...) and its options. */
export type CmsWidget = { widget: string; [option: string]: unknown };

export type CmsField = CmsWidget & { name: string; label: string };

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  /** Where the file's images are uploaded, from the repository's root (starts with /). */
  media_folder: string;
  /** How the file refers to them: ./images/<name>, relative to content/. */
  public_folder: string;
  /** The page the file shows on, from `site_url` ("View on live site"). */
  preview_path?: string;
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
  sortable_fields: { fields: string[]; default: { field: string; direction: 'ascending' } };
  view_groups?: { groups: { name: string; label: string; field: string }[]; default: string };
  media_folder: string;
  public_folder: string;
  /** The entry's address on the live site, from `site_url` ("View on live site"). */
  preview_path: string;
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

/** Where the repository holds the content, relative to its root. */
export const CONTENT_FOLDER = 'content';
/** The media folder of a content file's images, relative to the repository root. */
export const mediaFolderOf = (collection: string) => `${CONTENT_FOLDER}/images/${collection}`;
/** How the YAML refers to them: relative to content/, as editors write by hand. */
export const publicFolderOf = (collection: string) => `./images/${collection}`;

/** What the CMS says of a file that is not an image the site can show. */
export const IMAGE_TYPE_MESSAGE = 'Must be a .jpg, .jpeg, .png, .webp, .avif or .svg image file';
