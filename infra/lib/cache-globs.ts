// Which uploaded files get which Cache-Control (and, for calendars, Content-Type): one
// BucketDeployment per class, split by `aws s3 sync` filters the way edge/cache-control.ts splits
// them. `syncs` reads the filters as the AWS CLI does, for the content lane's publish.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT, CALENDAR_CONTENT_TYPE } from '../../edge';

/** webpack's [contenthash] in Gatsby's bundle names. */
const HASH = '[0-9a-f]'.repeat(20);

/** Files whose name changes with their content. */
export const IMMUTABLE_PATTERNS: readonly string[] = Object.freeze([
  'static/*',
  `*[-.]${HASH}.js`,
  `*[-.]${HASH}.css`,
]);

/** Never uploaded: they would publish the source. */
export const SOURCE_MAP_PATTERN = '*.map';

export interface SyncFilters {
  readonly exclude: readonly string[];
  readonly include?: readonly string[];
}

export const CALENDAR_PATTERNS: readonly string[] = Object.freeze(['*.ics']);

export interface CacheClass {
  readonly cacheControl: string;
  /** Without it, the upload guesses the type from the extension. */
  readonly contentType?: string;
  readonly filters: SyncFilters;
}

export const IMMUTABLE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_IMMUTABLE,
  filters: { exclude: ['*'], include: IMMUTABLE_PATTERNS },
});

export const CALENDAR_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_SHORT,
  contentType: CALENDAR_CONTENT_TYPE,
  filters: { exclude: ['*'], include: CALENDAR_PATTERNS },
});

export const REVALIDATE_UPLOAD: CacheClass = Object.freeze({
  cacheControl: CACHE_REVALIDATE,
  filters: {
    exclude: [...IMMUTABLE_PATTERNS, ...CALENDAR_PATTERNS, SOURCE_MAP_PATTERN],
  },
});

/** Every upload; each file of a build belongs to exactly one. */
export const UPLOADS: readonly CacheClass[] = [
  IMMUTABLE_UPLOAD,
  CALENDAR_UPLOAD,
  REVALIDATE_UPLOAD,
];

/**
 * Python's `fnmatch.translate`, which the AWS CLI uses for its filters: `*` matches any run of
 * characters INCLUDING `/`, `?` one character, `[seq]` / `[!seq]` a character (not) in seq.
 * Matching is case-sensitive (the deployment Lambda runs on Linux).
 */
export function fnmatchRegExp(pattern: string): RegExp {
  // A set's first `]` is a member; a `[` that no `]` closes is itself.
  const source = pattern.replace(
    /\[(!?)(\]?[^\]]*)\]|./gs,
    (token, negate: string, set?: string) => {
      if (set !== undefined) return `[${negate ? '^' : ''}${set.replace(/[\\\]^]/g, '\\$&')}]`;
      if (token === '*') return '.*';
      return token === '?' ? '.' : token.replace(/[\\^$.+()[\]{}|/-]/g, '\\$&');
    },
  );
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
  for (const pattern of filters.include ?? []) {
    if (fnmatchRegExp(pattern).test(relative)) included = true;
  }
  return included;
}
