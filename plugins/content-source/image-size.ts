// An image's size in pixels, read from its file at build time (sharp reads the header only), so an
// <img> of a file gatsby-plugin-image does not process (an SVG) keeps the page from shifting.
import sharp from 'sharp';

/** The size as the image is shown: a photo turned by its EXIF orientation has its sides swapped. */
export async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  const { width, height, orientation } = await sharp(file).metadata();
  if (!width || !height) return null;
  const turned = orientation !== undefined && orientation >= 5;
  return turned ? { width: height, height: width } : { width, height };
}
