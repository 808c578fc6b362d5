// An image is checked from its header (probe-image-size, decoding nothing) before sharp opens it:
// its real type must be the one its name says, and it must be small enough to serve.
import fs from 'node:fs';
import path from 'node:path';
import probeImage from 'probe-image-size/sync';
import { EDITOR_IMAGE_TYPES, isEditorPath } from '../contracts/editor-paths';
import { asContentPath } from './allowed-files';
import type { ContentProblem } from './problems';
import { readRegularBytes } from './regular-files';

/** What the site accepts of an image; content/README.md says it in an editor's words. */
export const IMAGE_LIMITS = { megabytes: 10, megapixels: 40 };

/** probe-image-size's type of each extension, and the type as editors read it. */
const TYPES: Record<(typeof EDITOR_IMAGE_TYPES)[number], [string, string]> = {
  jpg: ['jpg', 'a JPEG'],
  jpeg: ['jpg', 'a JPEG'],
  png: ['png', 'a PNG'],
  webp: ['webp', 'a WebP'],
  avif: ['avif', 'an AVIF'],
  svg: ['svg', 'an SVG'],
};

/** Why the image `file` cannot be published, in an editor's words; undefined when it can. */
function imageProblem(file: string): string | undefined {
  const extension = path.extname(file).slice(1).toLowerCase() as keyof typeof TYPES;
  const [type, typeName] = TYPES[extension];
  const megabytes = fs.lstatSync(file).size / 1024 ** 2;
  if (megabytes > IMAGE_LIMITS.megabytes) {
    return (
      `is ${megabytes.toFixed(1)} MB; an image may be at most ${IMAGE_LIMITS.megabytes} MB. ` +
      'Upload it in the CMS (/admin/), which makes photos web-sized, or save it smaller'
    );
  }
  const found = probeImage(readRegularBytes(file));
  if (found === null) {
    return `is named .${extension} but is not ${typeName} image: save it again as ${typeName} image`;
  }
  if (found.type !== type) {
    return (
      `is named .${extension} but its bytes are a .${found.type} image: rename it, or save ` +
      `it again as ${typeName} image`
    );
  }
  const megapixels = (found.width * found.height) / 1e6;
  if (megapixels > IMAGE_LIMITS.megapixels) {
    return (
      `is ${found.width} × ${found.height} pixels (${Math.round(megapixels)} megapixels); an ` +
      `image may have at most ${IMAGE_LIMITS.megapixels} megapixels. Upload it in the CMS ` +
      '(/admin/), which makes photos web-sized, or save it smaller'
    );
  }
  return undefined;
}

/** Each image of `contentDir` whose bytes are not what its name says, or too big, by name. */
export function imageProblems(contentDir: string, rootDir: string): ContentProblem[] {
  const images = path.join(contentDir, 'images');
  if (!fs.existsSync(images)) return [];
  return fs
    .readdirSync(images, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => isEditorPath(asContentPath(contentDir, file)))
    .sort()
    .flatMap((file) => {
      const message = imageProblem(file);
      return message ? [{ file: path.relative(rootDir, file), message }] : [];
    });
}
