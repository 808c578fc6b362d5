// Every image the content names ({ src, alt } objects in its YAML) and which files to write:
// the missing ones, or all with --force. The content gives no sizes, so a placeholder gets its
// kind of artwork's (./draw) unless the object names one.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { placeholderSize, type ImageRef } from './draw';

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An image object: `src` in content/images/, `alt`, and a size in pixels if it names one. */
const IMAGE_OBJECT = z.looseObject({
  src: z.string().startsWith('./images/'),
  alt: z.string(),
  width: z.int().positive().optional(),
  height: z.int().positive().optional(),
});

/** Walks parsed YAML and returns every image object in document order. */
export function collectImageRefs(data: unknown, file = '<yaml>'): ImageRef[] {
  const refs: ImageRef[] = [];
  const walk = (value: unknown, where: string, owner: Plain | undefined): void => {
    const image = IMAGE_OBJECT.safeParse(value);
    if (image.success) {
      const { src, alt } = image.data;
      const size = placeholderSize({ src, where, owner });
      const width = image.data.width ?? size.width;
      const height = image.data.height ?? size.height;
      refs.push({ src, alt, width, height, file, where: where || '(root)', owner });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${where}[${i}]`, owner));
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        walk(child, where ? `${where}.${key}` : key, value);
      }
    }
  };
  walk(data, '', undefined);
  return refs;
}

/** An image with its path, and its path from content/ for messages. */
type PlannedImage = ImageRef & { absPath: string; relPath: string };

/** Files to write and existing files to keep, each src once; one outside content/images/ throws. */
export function planWrites(
  refs: ImageRef[],
  contentDir: string,
  options: { force?: boolean; exists?: (absPath: string) => boolean } = {},
) {
  const exists = options.exists ?? ((p: string) => fs.existsSync(p));
  const imagesDir = path.resolve(contentDir, 'images');
  const seen = new Set<string>();
  const plan = { write: [] as PlannedImage[], keep: [] as PlannedImage[] };
  for (const ref of refs) {
    const absPath = path.resolve(contentDir, ref.src);
    if (!absPath.startsWith(imagesDir + path.sep)) {
      throw new Error(`${ref.file} ${ref.where}: ${ref.src} is outside content/images/`);
    }
    if (seen.has(absPath)) continue;
    seen.add(absPath);
    const planned = { ...ref, absPath, relPath: path.relative(contentDir, absPath) };
    if (!options.force && exists(absPath)) plan.keep.push(planned);
    else plan.write.push(planned);
  }
  return plan;
}
