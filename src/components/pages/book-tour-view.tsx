// Book a Tour: the scheduling widget, with the club's own tour request in its place when it cannot
// load (or as the page, when no scheduler is set).
import React from 'react';
import { graphql } from 'gatsby';
import { Hero } from '../hero';
import type { PageMeta } from '../page-meta';
import { Scheduler } from '../scheduler';
import { TourRequest } from '../tour-request';
import { Paragraphs } from '../text';
import { required } from '../../lib/required';

type BookTourViewProps = { data: Queries.BookTourViewDataFragment; page: PageMeta };

export const BookTourView = ({ data, page }: BookTourViewProps) => {
  const text = required(data.pageTextYaml, 'content/page-text.yaml').bookTour;
  const links = required(data.linksYaml, 'content/links.yaml');
  return (
    <>
      <Hero heading={page.hero.heading} text={page.hero.text} />
      <div className="page-section container-xl">
        <Paragraphs items={text.intro} />
        <Scheduler
          url={links.external.tourScheduling?.url}
          scriptUrl={links.schedulingWidget?.script}
          size="tour"
          title="Tour booking calendar"
        >
          <TourRequest data={data} idPrefix="tour-request" headingLevel={2} />
        </Scheduler>
      </div>
    </>
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
    linksYaml {
      external {
        tourScheduling {
          url
        }
      }
      schedulingWidget {
        script
      }
    }
  }
`;
