// Amenities: hero, the 21-photo carousel, the amenity sections and a membership block.
import React from 'react';
import { graphql } from 'gatsby';
import { SlideCarousel } from '../carousel/carousel';
import { toSlides } from '../carousel/carousel-data';
import { CardGrid } from '../card-grid';
import { CtaBlock } from '../cta-block';
import { List, Paragraphs } from '../text';
import { required } from '../../lib/required';
import { ROUTES } from '../../../contracts/routes';
import type { PageText } from '../../../content-library';

export const AmenitiesView = ({ data }: { data: Queries.AmenitiesViewDataFragment }) => {
  const slides = required(data.carouselsYaml, 'content/carousels.yaml').amenities;
  const text = required(data.pageTextYaml, 'content/page-text.yaml')
    .amenities as PageText['amenities'];
  return (
    <>
      <SlideCarousel slides={toSlides(slides)} label="Photos of the amenities" />
      <CardGrid className="container-xl page-section">
        {data.allAmenitiesYaml.nodes.map((section) => (
          <section
            key={section.yamlId}
            id={section.yamlId}
            className="content-card"
            aria-labelledby={`${section.yamlId}-heading`}
          >
            <h2 id={`${section.yamlId}-heading`}>{section.title}</h2>
            <Paragraphs items={section.paragraphs} />
            {section.items && section.items.length > 0 && (
              <List items={section.items} className="check-list" />
            )}
          </section>
        ))}
      </CardGrid>
      <CtaBlock {...text.footer} to={ROUTES.membership} />
    </>
  );
};

export const query = graphql`
  fragment AmenitiesViewData on Query {
    carouselsYaml {
      amenities {
        ...CarouselSlideData
      }
    }
    allAmenitiesYaml {
      nodes {
        yamlId
        title
        paragraphs
        items
      }
    }
    pageTextYaml {
      amenities
    }
  }
`;
