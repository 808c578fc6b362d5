// Test helper: evaluates the uploads' `aws s3 sync` filters (infra/lib/cache-globs.ts) the way the
// AWS CLI does, so the tests can check which Cache-Control (and Content-Type) each built file is
// uploaded with.
import { UPLOADS, type CacheClass, type SyncFilters } from '../lib/cache-globs';

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/**
 * Python's `fnmatch.translate`, which the AWS CLI uses for its filters: `*` matches any run of
 * characters INCLUDING `/`, `?` one character, `[seq]` / `[!seq]` a character (not) in seq.
 * Matching is case-sensitive (the deployment Lambda runs on Linux).
 */
export function fnmatchRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '*') {
      source += '.*';
    } else if (c === '?') {
      source += '.';
    } else if (c === '[') {
      let j = i + 1;
      if (pattern.charAt(j) === '!') j++;
      if (pattern.charAt(j) === ']') j++;
      while (j < pattern.length && pattern.charAt(j) !== ']') j++;
      if (j >= pattern.length) {
        source += '\\[';
      } else {
        const raw = pattern.slice(i + 1, j);
        const negate = raw.startsWith('!');
        const body = (negate ? raw.slice(1) : raw).replace(/[\\\]]/g, '\\$&').replace(/^\^/, '\\^');
        source += `[${negate ? '^' : ''}${body}]`;
        i = j;
      }
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`, 's');
}

/**
 * Whether `aws s3 sync` with these filters copies (and, with --delete, may prune) the key:
 * every file starts included; excludes are applied, then includes (the order the
 * BucketDeployment handler passes them in); the last matching filter wins.
 */
export function syncs(key: string, filters: SyncFilters): boolean {
  const relative = key.replace(/\\/g, '/').replace(/^\/+/, '');
  let included = true;
  for (const pattern of filters.exclude) {
    if (fnmatchRegExp(pattern).test(relative)) included = false;
  }
  for (const pattern of filters.include) {
    if (fnmatchRegExp(pattern).test(relative)) included = true;
  }
  return included;
}

/** How many of the uploads copy `key`. */
export function uploadCount(key: string): number {
  return UPLOADS.filter((c) => syncs(key, c.filters)).length;
}

/** The upload that copies a key, or an error if not exactly one does. */
export function uploadOf(key: string): CacheClass {
  const classes = UPLOADS.filter((c) => syncs(key, c.filters));
  if (classes.length !== 1) {
    throw new Error(`${key} is uploaded by ${classes.length} deployments, expected exactly one`);
  }
  return classes[0]!;
}

/** The Cache-Control the uploads give a key. */
export function uploadedCacheControl(key: string): string {
  return uploadOf(key).cacheControl;
}
