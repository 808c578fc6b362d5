// The CMS plugin's public module: a collection's fields as the CMS shows them, so a content
// check's refusal names the box an editor sees.
export { collectionParts } from './schema-fields';
