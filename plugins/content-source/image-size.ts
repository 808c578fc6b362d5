// An image's size in pixels, read from its file at build time (sharp reads the header only), so an
// <img> of a file gatsby-plugin-image does not process (an SVG) keeps the page from shifting.
import sharp from 'sharp';

/** The size as the image is shown: sharp's autoOrient swaps the sides of a photo EXIF turned. */
export async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  const { width, height } = (await sharp(file).metadata()).autoOrient;
  return width && height ? { width, height } : null;
}
