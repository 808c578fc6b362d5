// The built site as the publish sees it: each file's key, content hash and metadata. The hash is
// the MD5 that S3 reports as the ETag of a single-part upload, so the build and the bucket compare
// by content; a fresh checkout's timestamps say nothing.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { metadataOf, uploadOf, type ObjectMetadata } from './metadata';

/** One file of the build that the publish uploads. */
export interface BuildFile extends ObjectMetadata {
  /** The S3 key: the path under the build folder, with forward slashes. */
  readonly key: string;
  /** Where it is on disk. */
  readonly path: string;
  /** Hex MD5 of the content. */
  readonly md5: string;
}

export const md5Of = (body: Buffer | string): string =>
  createHash('md5').update(body).digest('hex');

/**
 * Every file under `dir` that the full deploy would upload (source maps stay out). Refuses
 * anything but folders and regular files: a link in the build could publish what it names.
 */
export function readBuild(dir: string): BuildFile[] {
  const files: BuildFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) {
        walk(path);
        continue;
      }
      if (!stat.isFile()) throw new Error(`Not a regular file in the build: ${path}`);
      const key = relative(dir, path).split(sep).join('/');
      const upload = uploadOf(key);
      if (upload === undefined) continue;
      files.push({ key, path, md5: md5Of(readFileSync(path)), ...metadataOf(key, upload) });
    }
  };
  walk(dir);
  if (!files.some((file) => file.key === 'index.html')) {
    // An empty or half-written build would otherwise prune the live site down to nothing.
    throw new Error(`${dir} holds no index.html: not a built site, nothing published`);
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}
