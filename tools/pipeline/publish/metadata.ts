// What each built file is stored with, and how the publish treats it. The full deploy splits the
// build into three BucketDeployments by the `aws s3 sync` filters of infra/lib/cache-globs.ts;
// the publish evaluates the very same filters the way the AWS CLI does (infra/test/sync-filters.ts),
// so a file gets the same Cache-Control, Content-Type and pruning either way.
import { extname } from 'node:path';
import { IMMUTABLE_UPLOAD, UPLOADS, type CacheClass } from '../../../infra/lib/cache-globs';
import { syncs } from '../../../infra/test/sync-filters';

/**
 * Where the publish records what it wrote (ETag, LastModified, metadata per key). Written last;
 * a full deploy prunes it (it is not in the build), so it never outlives the objects it vouches for.
 */
export const MANIFEST_KEY = '_publish/manifest.json';

/**
 * The AWS CLI's guess (Python's `mimetypes` table, as on the Python 3.13 runtime of CDK's upload
 * function) for the extensions a Gatsby build holds. The CLI sends no type for others, and S3
 * then stores binary/octet-stream; the publish sends that explicitly so a HEAD reads it back.
 */
const GUESSED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.css': 'text/css',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar',
};
export const UNKNOWN_TYPE = 'binary/octet-stream';

/** The metadata an object of the site carries. */
export interface ObjectMetadata {
  readonly cacheControl: string;
  readonly contentType: string;
}

/** The upload (of the full deploy's three) that takes this key, or undefined (source maps). */
export function uploadOf(key: string): CacheClass | undefined {
  return UPLOADS.find((upload) => syncs(key, upload.filters));
}

/** Whether the key's name changes with its content: never overwritten stale, never deleted. */
export function isHashed(key: string): boolean {
  return uploadOf(key) === IMMUTABLE_UPLOAD;
}

/** Whether a key that left the build is deleted, as the full deploy's pruning uploads do. */
export function isPruned(key: string): boolean {
  const upload = uploadOf(key);
  return key !== MANIFEST_KEY && upload !== undefined && upload !== IMMUTABLE_UPLOAD;
}

/** The metadata of a key the build uploads. */
export function metadataOf(key: string, upload: CacheClass): ObjectMetadata {
  return {
    cacheControl: upload.cacheControl,
    contentType: upload.contentType ?? GUESSED_TYPES[extname(key).toLowerCase()] ?? UNKNOWN_TYPE,
  };
}
