// The content library's door: what the rest of the repository may use of content/. The other
// files are the library's own and may change without notice.
export type { Content, PageText, Pages, Schedule, Site, Trainers } from './content-types';
export {
  collectionNames,
  CONTENT_DIR,
  CONTENT_DIR_OVERRIDE,
  contentDocuments,
  contentFiles,
  ENTRY_FOLDERS,
  entryId,
  isEntryFolder,
  loadContent,
  loadYamlFiles,
  SCHEMA_DIR,
  type CollectionName,
  type Entry,
  type EntryFolder,
  type LoadedContent,
} from './load';
export {
  COMMON_SCHEMA,
  pascalCase,
  readSchemas,
  resolve,
  type JsonSchema,
  type ResolvedSchema,
  type SchemaSet,
} from './schema-set';
export { readSiteConfig, SITE_KEY_ENV } from './site-config';
export { cmsFormProblems, formatContent } from './cms-form';
export { formatProblems, formatWarnings, RECORD_NAMES } from './locate';
export { contentWarnings, validateContent } from './validate';
export { contentToday, TODAY_OVERRIDE } from '../contracts/hours/build';
export { isNotRegular, readRegularFile } from './regular-files';
export { contentTourCalendar } from './tour-calendar';
export { contentConsentWording } from './consent-wording';
