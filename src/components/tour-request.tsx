// The tour request (an enquiry form, kind "tour"), and the scheduling widget that may cover it.
import React, { useMemo } from 'react';
import { graphql } from 'gatsby';
import { tourCalendarOf } from '../../contracts/forms/tour';
import type { ClubHoursData } from './club-hours';
import { Scheduler } from './scheduler';
import { DeferredEnquiryForm } from '../forms/deferred-form';
import { tourFormSettings } from '../forms/tour-field-props';
import { required } from '../lib/required';

type TourRequestProps = { data: Queries.TourRequestDataFragment; headingLevel: 2 | 3 };

/** The holidays still to come at the build suffice: the window never starts before the build. */
export const clubTourCalendar = (site: ClubHoursData, hoursGroup: string) =>
  tourCalendarOf({
    timeZone: site.location.timeZone,
    groups: site.hours.groups,
    exceptions: site.hours.exceptions.upcoming,
    hoursGroup,
  });

const TourRequest = ({ data, headingLevel }: TourRequestProps) => {
  const Heading = `h${headingLevel}` as const;
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const site = required(data.siteYaml, 'content/site.yaml');
  const { request } = pageText.bookTour;
  // One object for the page's life: the deferred form must not re-render with new props.
  const tour = useMemo(
    () => tourFormSettings(clubTourCalendar(site, request.hoursGroup), request.timeChoice),
    [site, request],
  );
  const formText = useMemo(
    () => ({ ...pageText.forms, success: request.confirmation }),
    [pageText.forms, request.confirmation],
  );
  return (
    <div className="tour-request">
      <Heading className="tour-request-heading">{request.heading}</Heading>
      <p>{request.text}</p>
      <DeferredEnquiryForm
        kind="tour"
        idPrefix="tour-request"
        submitLabel={request.submitLabel}
        text={formText}
        tour={tour}
      />
    </div>
  );
};

/** The scheduling widget, over the tour request, which stands in when it cannot load. */
export const TourBooking = ({ size, ...props }: TourRequestProps & { size: 'home' | 'tour' }) => {
  const links = required(props.data.linksYaml, 'content/links.yaml');
  return (
    <Scheduler
      url={links.external.tourScheduling?.url}
      scriptUrl={links.schedulingWidget?.script}
      size={size}
      title="Tour booking calendar"
    >
      <TourRequest {...props} />
    </Scheduler>
  );
};

export const query = graphql`
  fragment TourRequestData on Query {
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
    pageTextYaml {
      bookTour {
        request {
          hoursGroup
          heading
          text
          submitLabel
          timeChoice
          confirmation
        }
      }
      forms {
        ...EnquiryFormText
      }
    }
    siteYaml {
      ...ClubHours
    }
  }
`;
