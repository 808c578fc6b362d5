// A small SVG image from content/ (the club's logo) as a data: URI, for an <img> in the page's
// own HTML: the logo is on the first screen of every page, often its largest image, and as a
// file of its own it was one more request (a round trip on a phone's network) before the header
// was whole. An <img> keeps the SVG inert (no script in it runs) whatever an editor puts in the
// file. Anything else (a PNG, or an SVG too big to repeat in every page) stays a file.
import { readRegularFile } from '../../content-library';

/** Above this, an SVG stays a file of its own (it would weigh down every page). */
export const MAX_INLINE_SVG_BYTES = 4096;

export type FileNode = { extension?: string; absolutePath?: string; size?: number };

/** The file's text when it is an SVG; null for any other file. */
export function readSvg(file: FileNode): string | null {
  if (file.extension?.toLowerCase() !== 'svg' || !file.absolutePath) return null;
  return readRegularFile(file.absolutePath);
}

export function svgDataUri(file: FileNode): string | null {
  if (file.size === undefined || file.size > MAX_INLINE_SVG_BYTES) return null;
  const svg = readSvg(file)?.trim();
  return svg === undefined ? null : `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
