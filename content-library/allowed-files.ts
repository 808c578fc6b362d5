// Content is data: every file under content/ is an editor's (a YAML entry, an image) or one of the
// maintainers' own, named exactly (contracts/editor-paths.ts). Anything else, such as a tool's
// config or a script, is refused by name before any file is read, so nothing of it is ever run.
import fs from 'node:fs';
import path from 'node:path';
import {
  EDITOR_IMAGE_TYPES,
  isEditorPath,
  MAINTAINER_CONTENT_FILES,
} from '../contracts/editor-paths';
import type { ContentProblem } from './problems';

const NOT_CONTENT =
  'is not content: an editor saves only YAML files and, under content/images/, images (JPEG, ' +
  'PNG, WebP, AVIF or SVG). Nothing else is built or published from content/; remove it, or ' +
  'ask a maintainer to review it as code';
const BAD_NAME =
  'has a name the site does not take: name it in lower-case letters, digits and dashes, ' +
  'e.g. jordan-lee.yaml or images/trainers/jordan-lee.jpg';
const LOOKS_LIKE_CONTENT = new RegExp(`\\.(yaml|${EDITOR_IMAGE_TYPES.join('|')})$`, 'i');

/** `content/images/logo.svg` for images/logo.svg: a file named as the allowlist names it. */
export const asContentPath = (contentDir: string, file: string) =>
  ['content', ...path.relative(contentDir, file).split(path.sep)].join('/');

/** Every file of `contentDir` that is neither an editor's nor a maintainer's, by name. */
export function notContentProblems(contentDir: string, rootDir: string): ContentProblem[] {
  // After regular-files.ts: no link is left to follow, so the recursive listing stays inside.
  return fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const name = asContentPath(contentDir, file);
      return !isEditorPath(name) && !MAINTAINER_CONTENT_FILES.some((own) => own.test(name));
    })
    .sort()
    .map((file) => ({
      file: path.relative(rootDir, file),
      message: LOOKS_LIKE_CONTENT.test(file) ? BAD_NAME : NOT_CONTENT,
    }));
}
