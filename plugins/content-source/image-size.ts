// An image's size in pixels, read from its file when the site is built, so editors never type
// it: File.imageSize (gatsby-node) gives an <img> of a file that gatsby-plugin-image does not
// process (an SVG) its width and height attributes, which keep the page from shifting as it
// loads. sharp reads the header only; an SVG's size is its width and height (or viewBox).
import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/** The size as the image is shown: a photo turned by its EXIF orientation has its sides swapped. */
export async function imageSize(file: string): Promise<ImageSize | null> {
  const { width, height, orientation } = await sharp(file).metadata();
  if (!width || !height) return null;
  const turned = orientation !== undefined && orientation >= 5;
  return turned ? { width: height, height: width } : { width, height };
}
