// The content source's public module: what the rest of the repository (gatsby-config, the site's
// gatsby-node, infra/, e2e/, tools/ and the tests) may use of content/. The plugin's other files
// are its own and may change without notice.
export type { Content, Pages, Trainers } from './content-types';
export { nodeTypeName } from './graphql-types';
export {
  collectionNames,
  CONTENT_DIR,
  loadContent,
  loadYamlFiles,
  SCHEMA_DIR,
  type CollectionName,
} from './load';
export { readSiteConfig, SITE_KEY_OVERRIDE, type SiteConfig } from './site-config';
export { formatProblems, validateContent } from './validate';
