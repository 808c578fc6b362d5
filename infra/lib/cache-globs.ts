// Which uploaded files get which Cache-Control (and, for calendars, Content-Type): one
// BucketDeployment per class, split by `aws s3 sync` filters the way edge/cache-control.ts splits
// them (infra/test/sync-filters.ts evaluates the filters as the CLI does).
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT, CALENDAR_CONTENT_TYPE } from '../../edge';

/** webpack's [contenthash] in Gatsby's bundle names: 20 lower-case hex digits. */
const HASH = '[0-9a-f]'.repeat(20);

/**
 * Files whose name changes with their content: everything under Gatsby's `static/` and the
 * hashed bundles (`app-<hash>.js`, `styles.<hash>.css`).
 */
export const IMMUTABLE_PATTERNS: readonly string[] = Object.freeze([
  'static/*',
  `*[-.]${HASH}.js`,
  `*[-.]${HASH}.css`,
]);

/** Source maps: never uploaded (they would publish the source); `npm run serve` hides them too. */
export const SOURCE_MAP_PATTERN = '*.map';

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
