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
  return data.map((slide) => ({
    image: requireImage(slide.src.childImageSharp?.gatsbyImageData, slide.alt),
    alt: slide.alt,
    title: slide.title,
    description: slide.description,
  }));
}

/** A raster image Gatsby processed; an SVG or a broken file in a carousel is an editor's mistake. */
export function requireImage(data: unknown, alt: string): IGatsbyImageData {
  if (!data)
    throw new Error(
      `The image "${alt}" is not a JPEG, PNG, WebP or AVIF file Gatsby could process`,
    );
  return data as IGatsbyImageData;
}
