// The shapes of the CMS configuration Sveltia CMS reads (its package's schema/sveltia-cms.json),
// and where content and its images live.

export type CmsWidget = { widget: string; [option: string]: unknown };

export type CmsField = CmsWidget & { name: string; label: string };

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  media_folder: string;
  public_folder: string;
  /** The page the file shows on, from `site_url` ("View on live site"). */
  preview_path?: string;
  fields: CmsField[];
}

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

export const CONTENT_FOLDER = 'content';
export const mediaFolderOf = (collection: string) => `${CONTENT_FOLDER}/images/${collection}`;
/** How the YAML refers to them: relative to content/, as editors write by hand. */
export const publicFolderOf = (collection: string) => `./images/${collection}`;

export const IMAGE_TYPE_MESSAGE = 'Must be a .jpg, .jpeg, .png, .webp, .avif or .svg image file';
