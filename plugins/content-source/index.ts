// The content source's public module: what the rest of the repository (gatsby-config, the site's
// gatsby-node, infra/, e2e/, tools/ and the tests) may use of content/. The plugin's other files
// are its own and may change without notice.
export type { Content, Pages, Trainers } from './content-types';
export { nodeTypeName } from './graphql-types';
export {
  collectionNames,
  collectionOf,
  CONTENT_DIR,
  CONTENT_DIR_OVERRIDE,
  contentDocuments,
  contentFiles,
  ENTRY_FOLDERS,
  entryFiles,
  isEntryFolder,
  loadContent,
  loadEntries,
  loadYamlFiles,
  SCHEMA_DIR,
  type CollectionName,
  type Entry,
  type EntryFolder,
  type LoadedContent,
} from './load';
export {
  COMMON_SCHEMA,
  readSchemas,
  resolve,
  type JsonSchema,
  type ResolvedSchema,
  type SchemaSet,
} from './schema-set';
export { readSiteConfig, SITE_KEY_OVERRIDE, type SiteConfig } from './site-config';
export { cmsFormProblems, formatContent } from './cms-form';
export { formatProblems, formatWarnings } from './locate';
export { contentWarnings, validateContent } from './validate';
export { contentToday, TODAY_OVERRIDE } from '../../contracts/hours/build';
export { isNotRegular } from './regular-files';
export { contentTourCalendar } from './tour-calendar';
