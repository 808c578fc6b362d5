// The publish's plan, from the build, the bucket's listing and the metadata known of the objects
// in it: what to upload and in which order, what to delete, and which paths to invalidate. Pure,
// so `--dry-run` prints exactly what a publish would do.
import type { BuildFile } from './build-files';
import type { Listing } from './manifest';
import { isHashed, isPruned, type ObjectMetadata } from './metadata';
import { LIVE_SITE_KEY } from '../../../contracts/live-site';

/**
 * Upload order, so that no visitor meets a file that names one not there yet: hashed bundles and
 * static/ first (new names, referenced by what follows), then the other files, then page-data,
 * then the HTML that loads all of them; last the record of what is live, which /admin/ shows the
 * editor, so it never says live before the pages are.
 */
export const PHASES = ['hashed', 'files', 'data', 'pages', 'live'] as const;
export type Phase = (typeof PHASES)[number];

export function phaseOf(key: string): Phase {
  if (key === LIVE_SITE_KEY) return 'live';
  if (isHashed(key)) return 'hashed';
  if (/\.html?$/i.test(key)) return 'pages';
  if (key.startsWith('page-data/')) return 'data';
  return 'files';
}

/**
 * Within page-data: static query results first (a page's page-data.json names them by hash),
 * app-data.json last (its new build hash makes open tabs reload on their next click).
 */
const dataRank = (key: string) =>
  key.startsWith('page-data/sq/') ? 0 : key === 'page-data/app-data.json' ? 2 : 1;

/**
 * Above this many paths one `/*` replaces them: it counts as a single path against CloudFront's
 * 1,000 free paths a month and a 3,000-path in-progress limit, and a change this wide (a layout
 * setting on every page) leaves little at the edge worth keeping.
 */
export const INVALIDATION_LIMIT = 100;

export interface PublishPlan {
  /** The uploads, phase by phase, in order; phases with nothing to upload are left out. */
  readonly steps: readonly { readonly phase: Phase; readonly files: readonly BuildFile[] }[];
  /** Keys that left the build, deleted after every upload. Hashed keys never are. */
  readonly deletes: readonly string[];
  /** CloudFront paths of what changed in place or went away; empty when nothing did. */
  readonly invalidation: readonly string[];
  /** Build files already in the bucket with the same content and metadata. */
  readonly unchanged: number;
}

/** Whether the bucket holds this very file: same MD5, and the metadata it should carry. */
const isCurrent = (
  file: BuildFile,
  listing: Listing,
  stored: ReadonlyMap<string, ObjectMetadata>,
) => {
  const meta = stored.get(file.key);
  return (
    listing.get(file.key)?.etag === file.md5 &&
    meta?.cacheControl === file.cacheControl &&
    meta.contentType === file.contentType
  );
};

/** The keys whose content matches but whose metadata is unknown: the publish reads them first. */
export function keysToCheck(
  build: readonly BuildFile[],
  listing: Listing,
  stored: ReadonlyMap<string, ObjectMetadata>,
): string[] {
  return build
    .filter((file) => listing.get(file.key)?.etag === file.md5 && !stored.has(file.key))
    .map((file) => file.key);
}

export function planPublish(
  build: readonly BuildFile[],
  listing: Listing,
  stored: ReadonlyMap<string, ObjectMetadata>,
): PublishPlan {
  const changed = build.filter((file) => !isCurrent(file, listing, stored));
  const steps = PHASES.map((phase) => ({
    phase,
    files: changed
      .filter((file) => phaseOf(file.key) === phase)
      .sort((a, b) => dataRank(a.key) - dataRank(b.key) || a.key.localeCompare(b.key)),
  })).filter((step) => step.files.length > 0);
  const built = new Set(build.map((file) => file.key));
  const deletes = [...listing.keys()].filter((key) => !built.has(key) && isPruned(key)).sort();
  return {
    steps,
    deletes,
    invalidation: invalidationPaths([...changed.map((file) => file.key), ...deletes]),
    unchanged: build.length - changed.length,
  };
}

/**
 * The paths a visitor may have cached for these keys: each key, and for a page's index.html the
 * addresses the edge function maps to it (`/a/` and `/a`), which CloudFront asks to invalidate
 * alongside. Hashed keys are new names, never cached stale.
 */
export function invalidationPaths(keys: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const key of keys) {
    if (isHashed(key)) continue;
    paths.add(`/${key}`);
    if (key === 'index.html' || key.endsWith('/index.html')) {
      const folder = `/${key.slice(0, -'index.html'.length)}`;
      paths.add(folder);
      if (folder !== '/') paths.add(folder.slice(0, -1));
    }
  }
  const sorted = [...paths].sort().map((path) => encodeURI(path));
  return sorted.length > INVALIDATION_LIMIT ? ['/*'] : sorted;
}
