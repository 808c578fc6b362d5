// A small SVG from content/ (the logo) as a data: URI for an <img>, which keeps it inert: one
// request fewer before the header is whole. A PNG, or an SVG too big for every page, stays a file.
import { readRegularFile } from '../../content-library';

export const MAX_INLINE_SVG_BYTES = 4096;

export type FileNode = { extension?: string; absolutePath?: string; size?: number };

export function readSvg(file: FileNode): string | null {
  if (file.extension?.toLowerCase() !== 'svg' || !file.absolutePath) return null;
  return readRegularFile(file.absolutePath);
}

export function svgDataUri(file: FileNode): string | null {
  if (file.size === undefined || file.size > MAX_INLINE_SVG_BYTES) return null;
  const svg = readSvg(file)?.trim();
  return svg === undefined ? null : `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
