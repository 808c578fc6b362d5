// The CMS plugin's public module: how the CMS labels a field without a title, so a content
// check's refusal names the box an editor sees.
export { humanize } from './schema-fields';
