// Which uploaded files get which Cache-Control header. A BucketDeployment sets one Cache-Control
// value on everything it copies, so the site is uploaded by two deployments whose filters split
// the files the way `cacheControlFor` (infra/edge/cache-control.ts) does. The filters are
// `aws s3 sync --exclude/--include` patterns, which the deployment's Lambda applies; `syncs` below
// evaluates them the same way, so the tests can check the split against `cacheControlFor`.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../edge/cache-control';

/** webpack's [contenthash] in Gatsby's bundle names: 20 lower-case hex digits. */
const HASH = '[0-9a-f]'.repeat(20);

/**
 * Files whose name changes with their content: everything under Gatsby's `static/` and the
 * hashed bundles (`app-<hash>.js`, `styles.<hash>.css`, their source maps).
 */
export const IMMUTABLE_PATTERNS: readonly string[] = Object.freeze([
  'static/*',
  `*[-.]${HASH}.js`,
  `*[-.]${HASH}.js.map`,
  `*[-.]${HASH}.css`,
  `*[-.]${HASH}.css.map`,
]);

/** `exclude` and `include` of one BucketDeployment. */
export interface SyncFilters {
  readonly exclude: readonly string[];
  readonly include: readonly string[];
}

/** One of the two uploads: which files, and the Cache-Control they get. */
export interface CacheClass {
  readonly cacheControl: string;
  readonly filters: SyncFilters;
}

/** Hashed files: cached for a year. Exclude everything, then include only the hashed files. */
export const IMMUTABLE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_IMMUTABLE,
  filters: { exclude: ['*'], include: IMMUTABLE_PATTERNS },
});

/** Everything else (HTML, page-data, robots.txt, sitemap, favicon...): revalidated on every use. */
export const REVALIDATE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_REVALIDATE,
  filters: { exclude: IMMUTABLE_PATTERNS, include: [] },
});

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

/** The Cache-Control the two uploads give a key, or an error if not exactly one uploads it. */
export function uploadedCacheControl(key: string): string {
  const classes = [IMMUTABLE_UPLOAD, REVALIDATE_UPLOAD].filter((c) => syncs(key, c.filters));
  if (classes.length !== 1) {
    throw new Error(`${key} is uploaded by ${classes.length} deployments, expected exactly one`);
  }
  return classes[0]!.cacheControl;
}
