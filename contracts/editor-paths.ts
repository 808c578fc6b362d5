// What an editor's save may change: anything else in a push is code that needs a maintainer. It
// imports nothing, as .github/lane.mjs runs it in plain Node, which only strips the types.

/** Image types an editor may upload, by extension; the content check reads each file's real type. */
export const EDITOR_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

// A YAML file's name is an entry's id, a page's path or an anchor: lower-case words and dashes.
const YAML_ENTRY = /^content\/(?!schema\/)(?:[a-z0-9][a-z0-9-]*\/)?[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;
const IMAGE = new RegExp(
  `^content/images/(?:[a-z0-9][a-z0-9._-]*/)*[a-z0-9][a-z0-9._-]*\\.(?:${EDITOR_IMAGE_TYPES.join('|')})$`,
  'i',
);

/** True for a path (relative to the repository's root) that an editor's save may add, change or delete. */
export function isEditorPath(path: string): boolean {
  return YAML_ENTRY.test(path) || IMAGE.test(path);
}

/** The maintainers' own files under content/, named exactly: anything else there must be an editor path. */
export const MAINTAINER_CONTENT_FILES: readonly RegExp[] = [
  /^content\/README\.md$/,
  /^content\/schema\/[a-z0-9-]+\.schema\.json$/,
];
