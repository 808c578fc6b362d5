// Which uploaded files get which Cache-Control header (and, for calendar files, which
// Content-Type). A BucketDeployment sets one Cache-Control value on everything it copies, so the
// site is uploaded by three deployments whose filters split the files the way `cacheControlFor`
// (infra/edge/cache-control.ts) and `contentTypeFor` (content-type.ts) do. The filters are
// `aws s3 sync --exclude/--include` patterns, which the deployment's Lambda applies; `syncs` below
// evaluates them the same way, so the tests can check the split against `cacheControlFor`.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT } from '../edge/cache-control';
import { CALENDAR_CONTENT_TYPE } from '../edge/content-type';

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

/** Calendar files (classes/schedule.ics). */
export const CALENDAR_PATTERNS: readonly string[] = Object.freeze(['*.ics']);

/** One of the uploads: which files, the Cache-Control they get, and their type if set. */
export interface CacheClass {
  readonly cacheControl: string;
  /** Without it, the upload guesses the type from the extension. */
  readonly contentType?: string;
  readonly filters: SyncFilters;
}

/** Hashed files: cached for a year. Exclude everything, then include only the hashed files. */
export const IMMUTABLE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_IMMUTABLE,
  filters: { exclude: ['*'], include: IMMUTABLE_PATTERNS },
});

/** Calendar files: cached briefly, as text/calendar in UTF-8. */
export const CALENDAR_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_SHORT,
  contentType: CALENDAR_CONTENT_TYPE,
  filters: { exclude: ['*'], include: CALENDAR_PATTERNS },
});

/** Everything else (HTML, page-data, robots.txt, sitemap, favicon...): revalidated on every use. */
export const REVALIDATE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_REVALIDATE,
  filters: { exclude: [...IMMUTABLE_PATTERNS, ...CALENDAR_PATTERNS], include: [] },
});

/** Every upload; each file of a build belongs to exactly one. */
export const UPLOADS: readonly CacheClass[] = [
  IMMUTABLE_UPLOAD,
  CALENDAR_UPLOAD,
  REVALIDATE_UPLOAD,
];

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
