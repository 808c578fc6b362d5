import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** The least of what gatsby-plugin-image hands a view for a photo. */
export const TEST_IMAGE: IGatsbyImageData = {
  layout: 'fullWidth',
  width: 4,
  height: 3,
  images: { fallback: { src: '/photo.jpg' } },
};
