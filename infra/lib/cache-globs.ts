// Which uploaded files get which Cache-Control (and, for calendars, Content-Type): one
// BucketDeployment per class, split by `aws s3 sync` filters the way edge/cache-control.ts splits
// them (infra/test/sync-filters.ts evaluates the filters as the CLI does).
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
  readonly include: readonly string[];
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
    include: [],
  },
});

/** Every upload; each file of a build belongs to exactly one. */
export const UPLOADS: readonly CacheClass[] = [
  IMMUTABLE_UPLOAD,
  CALENDAR_UPLOAD,
  REVALIDATE_UPLOAD,
];
