import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Slide } from './carousel';

export const query = graphql`
  fragment CarouselSlideData on CarouselSlide {
    alt
    title
    description
    src {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH)
      }
    }
  }
`;

export function toSlides(data: readonly Queries.CarouselSlideDataFragment[]): Slide[] {
  return data.map((slide) => ({ ...slide, image: requireImage(slide) }));
}

type QueriedImage = { alt: string; src: { childImageSharp: { gatsbyImageData: unknown } | null } };

/** A raster image Gatsby processed; an SVG or a broken file in a carousel is an editor's mistake. */
export function requireImage({ alt, src }: QueriedImage): IGatsbyImageData {
  const data = src.childImageSharp?.gatsbyImageData;
  if (!data)
    throw new Error(
      `The image "${alt}" is not a JPEG, PNG, WebP or AVIF file Gatsby could process`,
    );
  return data as IGatsbyImageData;
}
