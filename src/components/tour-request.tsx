// The tour request (an enquiry form, kind "tour"), and the scheduling widget, loaded as its box
// nears the screen, over it; the request in the server's HTML stays if the widget fails or the
// visitor has started on the form.
import React, { memo, useEffect, useMemo, useRef, useState } from 'react';
import { graphql } from 'gatsby';
import { tourCalendarOf } from '../../contracts/forms/tour';
import type { ClubHoursData } from './club-hours';
import { ExternalLink } from './external-link';
import { DeferredEnquiryForm, fieldsChanged } from '../forms/deferred-form';
import { tourFormSettings } from '../forms/tour-field-props';
import { loadScript } from '../lib/load-script';
import { required } from '../lib/required';

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

export const WIDGET_TIMEOUT_MS = 5000;

/** `kept`: the widget came, but the visitor was already filling in the form. */
type Status = 'waiting' | 'loading' | 'ready' | 'failed' | 'kept';

type TourRequestProps = { data: Queries.TourRequestDataFragment; headingLevel: 2 | 3 };

/** The holidays still to come at the build suffice: the window never starts before the build. */
export const clubTourCalendar = (site: ClubHoursData, hoursGroup: string) =>
  tourCalendarOf({
    timeZone: site.location.timeZone,
    groups: site.hours.groups,
    exceptions: site.hours.exceptions.upcoming,
    hoursGroup,
  });

// Memo: the widget's status changes leave the request, and its deferred form, as they are.
const TourRequest = memo(function TourRequest({ data, headingLevel }: TourRequestProps) {
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
});

/** The scheduling widget, over the tour request, which stands in when it cannot load. */
export const TourBooking = ({ size, ...props }: TourRequestProps & { size: 'home' | 'tour' }) => {
  const links = required(props.data.linksYaml, 'content/links.yaml');
  const url = links.external.tourScheduling?.url;
  const scriptUrl = links.schedulingWidget?.script;
  const request = <TourRequest {...props} />;
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');
  // A hydrated field's value and default value no longer differ (React keeps them in step).
  const formUsed = useRef(false);
  const markFormUsed = () => {
    formUsed.current = true;
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !url || !scriptUrl) return;
    let cancelled = false;
    // Focus or a changed field, also before this code ran, means the visitor chose the form.
    const usingForm = () => {
      const form = formRef.current;
      if (!form) return false;
      return formUsed.current || form.contains(document.activeElement) || fieldsChanged(form);
    };
    const start = () => {
      setStatus('loading');
      loadScript(scriptUrl, { timeoutMs: WIDGET_TIMEOUT_MS })
        .then(() => {
          if (cancelled) return;
          if (!widgetRef.current || !window.Calendly) throw new Error('no widget');
          if (usingForm()) {
            setStatus('kept');
            return;
          }
          window.Calendly.initInlineWidget({ url, parentElement: widgetRef.current });
          setStatus('ready');
        })
        .catch(() => {
          if (!cancelled) setStatus('failed');
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url, scriptUrl]);

  if (!url || !scriptUrl) return <div className="scheduler-none">{request}</div>;
  return (
    <div
      ref={boxRef}
      className={`scheduler scheduler--${size}`}
      data-status={status}
      role="region"
      aria-label="Tour booking calendar"
    >
      <div ref={widgetRef} className="scheduler-widget" />
      <div
        ref={formRef}
        className="scheduler-fallback scheduler-request"
        onFocus={markFormUsed}
        onInput={markFormUsed}
      >
        {/* Always laid out, shown once the widget has failed (_widgets.scss): its arrival then
            moves nothing below it, which a visitor would see as the form jumping. */}
        <p className="scheduler-failed">The booking calendar could not be loaded here.</p>
        {request}
        <p className="scheduler-link">
          <ExternalLink href={url}>Open the tour booking page</ExternalLink>
        </p>
      </div>
    </div>
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
