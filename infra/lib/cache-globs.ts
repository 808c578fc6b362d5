// Which uploaded files get which Cache-Control header. A BucketDeployment sets one Cache-Control
// value on everything it copies, so the site is uploaded by two deployments whose filters split
// the files the way `cacheControlFor` (infra/edge/cache-control.ts) does. The filters are
// `aws s3 sync --exclude/--include` patterns, which the deployment's Lambda applies;
// infra/test/sync-filters.ts evaluates them the same way, so the tests can check the split
// against `cacheControlFor`.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../edge/cache-control';

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
  filters: { exclude: [...IMMUTABLE_PATTERNS, SOURCE_MAP_PATTERN], include: [] },
});
