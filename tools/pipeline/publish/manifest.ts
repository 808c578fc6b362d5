// The manifest: what the last publish wrote, so the next one need not ask S3 for the metadata of
// every unchanged object. It is only ever a shortcut. The bucket's listing decides what content
// is there; an entry vouches for a key's metadata only while the listing shows that very object
// (same ETag and LastModified), so a missing, stale or lying manifest costs HEAD requests, never
// a skipped upload.
import type { BuildFile } from './build-files';
import type { ObjectMetadata } from './metadata';

/** A key in the bucket's listing: its ETag without quotes, and when it was written. */
export interface ListedObject {
  readonly etag: string;
  readonly lastModified: string;
}

/** The bucket's listing, by key. */
export type Listing = ReadonlyMap<string, ListedObject>;

export interface ManifestEntry extends ListedObject, ObjectMetadata {}

export interface Manifest {
  readonly version: 1;
  readonly objects: Readonly<Record<string, ManifestEntry>>;
}

const isEntry = (value: unknown): value is ManifestEntry => {
  const entry = value as Partial<Record<keyof ManifestEntry, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (['etag', 'lastModified', 'cacheControl', 'contentType'] as const).every(
      (field) => typeof entry[field] === 'string',
    )
  );
};

/** The manifest in `text`, or undefined when it is not one (then nothing is vouched for). */
export function parseManifest(text: string): Manifest | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const manifest = data as Partial<Manifest> | null;
  if (manifest?.version !== 1 || typeof manifest.objects !== 'object' || !manifest.objects) {
    return undefined;
  }
  return Object.values(manifest.objects).every(isEntry) ? (manifest as Manifest) : undefined;
}

/** The metadata the manifest vouches for: only of objects the listing shows unchanged since. */
export function vouchedMetadata(
  listing: Listing,
  manifest: Manifest | undefined,
): Map<string, ObjectMetadata> {
  const vouched = new Map<string, ObjectMetadata>();
  for (const [key, entry] of Object.entries(manifest?.objects ?? {})) {
    const listed = listing.get(key);
    if (listed?.etag === entry.etag && listed.lastModified === entry.lastModified) {
      vouched.set(key, { cacheControl: entry.cacheControl, contentType: entry.contentType });
    }
  }
  return vouched;
}

/** The manifest of a finished publish: each build file as the listing taken after it shows it. */
export function manifestOf(build: readonly BuildFile[], listing: Listing): Manifest {
  const objects: Record<string, ManifestEntry> = {};
  for (const file of build) {
    const listed = listing.get(file.key);
    if (listed?.etag !== file.md5) continue;
    objects[file.key] = {
      ...listed,
      cacheControl: file.cacheControl,
      contentType: file.contentType,
    };
  }
  return { version: 1, objects };
}
