// Which Cache-Control (and, for calendars, Content-Type) each file of a build is uploaded with
// (tools/pipeline/publish/publish.ts), the way edge/cache-control.ts classifies the paths it serves.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT, CALENDAR_CONTENT_TYPE } from '../../edge';

/** Files whose name changes with their content: static/, and webpack's [contenthash] bundles. */
const HASHED = /^static\/|[-.][0-9a-f]{20}\.(js|css)$/;

export interface CacheClass {
  readonly cacheControl: string;
  /** Without it, the upload guesses the type from the extension. */
  readonly contentType?: string;
}

/** A key's class (leading slashes ignored); undefined for a source map, which would publish the source. */
export function cacheOf(key: string): CacheClass | undefined {
  const relative = key.replace(/\\/g, '/').replace(/^\/+/, '');
  if (HASHED.test(relative)) return { cacheControl: CACHE_IMMUTABLE };
  if (relative.endsWith('.ics')) {
    return { cacheControl: CACHE_SHORT, contentType: CALENDAR_CONTENT_TYPE };
  }
  return relative.endsWith('.map') ? undefined : { cacheControl: CACHE_REVALIDATE };
}

export const isHashed = (key: string) => cacheOf(key)?.cacheControl === CACHE_IMMUTABLE;
