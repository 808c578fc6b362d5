// Book a Tour: the scheduling widget, or the club's own tour request in its place.
import React from 'react';
import { graphql } from 'gatsby';
import { TourBooking } from '../tour-request';
import { Paragraphs } from '../text';
import { required } from '../../lib/required';

export const BookTourView = ({ data }: { data: Queries.BookTourViewDataFragment }) => {
  const text = required(data.pageTextYaml, 'content/page-text.yaml').bookTour;
  return (
    <div className="page-section container-xl">
      <Paragraphs items={text.intro} />
      <TourBooking data={data} size="tour" headingLevel={2} />
    </div>
  );
};

export const query = graphql`
  fragment BookTourViewData on Query {
    ...TourRequestData
    pageTextYaml {
      bookTour {
        intro
      }
    }
  }
`;
