// The CMS configuration (/admin/config.yml), derived from content/schema/*.schema.json so the
// forms cannot drift from what the build validates: a pure function of the schemas and settings.
// The shape is Sveltia CMS's (its package's schema/sveltia-cms.json, which the unit test checks
// against); it reads Decap's format plus `root: true` lists, which navigation.yaml and others need.
import { stringify } from 'yaml';
import { isEntryFolder, type EntryFolder, type SchemaSet } from '../../content-library';
import { CONTENT_FOLDER, type CmsConfig } from './cms-types';
import { ENTRY_LISTS, folderCollection } from './entry-collections';
import { fileEntry } from './schema-fields';
import { CMS_LOGIN_PATHS } from '../../contracts/paths';
import { ROUTES } from '../../contracts/routes';

export * from './cms-types';
export { ORDER_FIELD, folderCollection } from './entry-collections';
export { acceptsBlank, fileEntry, hintOf, humanize } from './schema-fields';

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

/** Stands for the repository until CMS_GITHUB_REPO (or the plugin option) names it. */
export const REPO_PLACEHOLDER = 'OWNER/REPOSITORY-set-CMS_GITHUB_REPO';
/** The login path, relative to base_url (the CMS's origin, where the Lambda answers it). */
export const AUTH_ENDPOINT = CMS_LOGIN_PATHS.auth.replace(/^\//, '');

/**
 * What an upload becomes before it is committed: a photo is re-encoded as WebP, at most 2048 px a
 * side (a 12-megapixel phone photo would otherwise go in at full size), and a file is named as
 * the content check takes names (lower-case words and dashes).
 */
export const UPLOADS = {
  slugify_filename: true,
  transformations: { raster_image: { format: 'webp', quality: 85, width: 2048, height: 2048 } },
} as const;

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
    // "View on live site" opens the public site (each collection's preview_path on it), not the
    // CMS's own host.
    site_url: new URL(settings.siteUrl).origin,
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
    media_libraries: {
      // Photos are the club's own: no stock photo libraries (each a third-party host).
      stock_assets: false,
      default: { config: UPLOADS },
    },
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
          .map((collection) => ({
            ...fileEntry(set, collection),
            preview_path: FILE_PAGES[collection] ?? ROUTES.home,
          })),
      },
    ],
  };
}

/**
 * The page a content file shows most of, for its "View on live site"; the others (the club's
 * details, menu, links, every page's words) show on every page, and open the home page.
 */
const FILE_PAGES: Readonly<Record<string, string>> = {
  accessibility: ROUTES.accessibility,
  amenities: ROUTES.amenities,
  'faq-groups': ROUTES.faq,
  membership: ROUTES.membership,
  privacy: ROUTES.privacy,
  schedule: ROUTES.classes,
};

/** config.yml's text. */
export function cmsConfigYaml(config: CmsConfig): string {
  return [
    '# Generated by plugins/cms-admin from content/schema/*.schema.json at build time: edit the',
    '# schemas, not this file.',
    stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  ].join('\n');
}
