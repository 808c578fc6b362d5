// Finds every image the content names ({ src, alt, width, height } objects in content/*.yaml)
// and decides which files to write: missing ones, or all of them with --force.
import fs from 'node:fs';
import path from 'node:path';

/** One `{ src, alt, width, height }` object found in a content file. */
export interface ImageRef {
  /** As written in the YAML, relative to content/, e.g. `./images/home/01-strength-floor.jpg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The YAML file it came from, for messages. */
  file: string;
  /** Where in that file, e.g. `home[0]` or `logo`, for messages. */
  where: string;
  /** The nearest object that holds the image object (the schedule image needs its table data). */
  owner?: Record<string, unknown>;
}

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isImageObject(value: unknown): value is Plain & {
  src: string;
  alt: string;
  width: number;
  height: number;
} {
  return (
    isPlainObject(value) &&
    typeof value.src === 'string' &&
    value.src.startsWith('./images/') &&
    typeof value.alt === 'string' &&
    typeof value.width === 'number' &&
    typeof value.height === 'number' &&
    Number.isInteger(value.width) &&
    Number.isInteger(value.height) &&
    value.width > 0 &&
    value.height > 0
  );
}

/** Walks parsed YAML and returns every image object in document order. */
export function collectImageRefs(data: unknown, file = '<yaml>'): ImageRef[] {
  const refs: ImageRef[] = [];
  const walk = (value: unknown, where: string, owner: Plain | undefined): void => {
    if (isImageObject(value)) {
      const { src, alt, width, height } = value;
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

export interface PlannedImage extends ImageRef {
  /** Absolute path of the image file. */
  absPath: string;
  /** Path relative to content/, for messages, e.g. `images/home/01-strength-floor.jpg`. */
  relPath: string;
}

export interface Plan {
  write: PlannedImage[];
  keep: PlannedImage[];
}

/**
 * Splits the references into files to write and existing files to keep. The same src listed
 * twice is handled once. A src that escapes content/images/ is refused rather than written.
 */
export function planWrites(
  refs: ImageRef[],
  contentDir: string,
  options: { force?: boolean; exists?: (absPath: string) => boolean } = {},
): Plan {
  const exists = options.exists ?? ((p: string) => fs.existsSync(p));
  const imagesDir = path.resolve(contentDir, 'images');
  const seen = new Set<string>();
  const plan: Plan = { write: [], keep: [] };
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
