// Classes: the schedule (a table, or a day at a time on a phone), its calendars and the classes.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { SlideCarousel } from '../carousel/carousel';
import { toSlides } from '../carousel/carousel-data';
import { CardGrid } from '../card-grid';
import { CtaBlock } from '../cta-block';
import { ExternalLink } from '../external-link';
import { Section } from '../section';
import { DaySchedule } from '../schedule/day-schedule';
import { Paragraphs } from '../text';
import { nodeEntries } from '../../../contracts/entries';
import { required } from '../../lib/required';
import { classIcsPath, ROUTES, SCHEDULE_ICS_PATH } from '../../../contracts/routes';
import { isClass } from '../../../contracts/schedule';
import type { PageText } from '../../../content-library';

/** The calendar's address for calendar apps that subscribe (and then follow our changes). */
export const webcalUrl = (siteUrl: string) =>
  `${siteUrl.replace(/^https:/, 'webcal:')}${SCHEDULE_ICS_PATH}`;

type ClassCardProps = {
  id: string;
  name: string;
  description: string;
  linkLabel: string;
  /** The class's own calendar link's label, when the schedule shows the class. */
  calendarLabel?: string;
};

export const ClassCard = ({ id, name, description, linkLabel, calendarLabel }: ClassCardProps) => (
  <article id={id} className="content-card">
    <h3>{name}</h3>
    <p>{description}</p>
    <div className="content-card-actions">
      <Link to={ROUTES.contact}>
        {linkLabel}
        <span className="visually-hidden">: {name}</span>
      </Link>
      {calendarLabel && (
        <a href={classIcsPath(id)} aria-label={`${calendarLabel}: ${name}`}>
          {calendarLabel}
        </a>
      )}
    </div>
  </article>
);

export const ClassesView = ({ data }: { data: Queries.ClassesViewDataFragment }) => {
  const slides = required(data.carouselsYaml, 'content/carousels.yaml').classes;
  const text = required(data.pageTextYaml, 'content/page-text.yaml').classes as PageText['classes'];
  const schedule = required(data.scheduleYaml, 'content/schedule.yaml');
  const { siteUrl, location } = required(data.siteYaml, 'content/site.yaml');
  const classes = nodeEntries(data.allClassesYaml.nodes);
  // A class the schedule shows has a calendar of its own (plugins/content-source/schedule-ics.ts).
  const scheduled = new Set(schedule.slots.flatMap((slot) => slot.classes.filter(isClass)));
  return (
    <>
      <SlideCarousel slides={toSlides(slides)} label="Photo of the studio" />
      <div className="page-section container-xl">
        <Paragraphs items={text.intro} />
      </div>
      <Section name="schedule" heading={text.scheduleHeading}>
        <DaySchedule
          days={schedule.days}
          slots={schedule.slots}
          classes={classes}
          text={text.days}
          minutesText={text.minutes}
          timeZone={location.timeZone}
        />
        {/* From the width the seven days fit (_schedule.scss); below it the day view above. */}
        <div
          className="table-responsive schedule-table-box"
          tabIndex={0}
          role="region"
          aria-label={text.scheduleHeading}
        >
          <table className="schedule-table">
            <caption className="visually-hidden">{text.scheduleHeading}</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                {schedule.days.map((day) => (
                  <th scope="col" key={day}>
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {schedule.slots.map((slot) => (
                <tr key={slot.time}>
                  <th scope="row">
                    {slot.time}
                    <span className="schedule-minutes">
                      {text.minutes.replace('{minutes}', String(slot.minutes))}
                    </span>
                  </th>
                  {slot.classes.map((name, i) => (
                    <td key={i}>
                      {isClass(name) ? name : <span className="visually-hidden">No class</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="schedule-print">
          <ExternalLink href={schedule.image.src.publicURL ?? ''}>
            {text.schedulePrintLabel}
          </ExternalLink>
        </p>
        <div className="schedule-calendar">
          <h3>{text.calendar.heading}</h3>
          <p>{text.calendar.text}</p>
          <div className="page-actions page-actions--compact">
            <a className="btn btn-primary" href={SCHEDULE_ICS_PATH}>
              {text.calendar.downloadLabel}
            </a>
            <a className="btn btn-outline-dark" href={webcalUrl(siteUrl)}>
              {text.calendar.subscribeLabel}
            </a>
          </div>
        </div>
      </Section>

      <Section name="classes" heading={text.classesHeading}>
        <CardGrid>
          {classes.map((item) => (
            <ClassCard
              key={item.id}
              {...item}
              linkLabel={text.classLinkLabel}
              calendarLabel={scheduled.has(item.name) ? text.days.calendarLabel : undefined}
            />
          ))}
        </CardGrid>
      </Section>

      <Section name="tip" heading={text.tip.heading} tone="muted">
        <Paragraphs items={text.tip.paragraphs} />
      </Section>
      <CtaBlock {...text.footer} to={ROUTES.membership} />
    </>
  );
};

export const query = graphql`
  fragment ClassesViewData on Query {
    carouselsYaml {
      classes {
        ...CarouselSlideData
      }
    }
    scheduleYaml {
      image {
        src {
          publicURL
        }
      }
      days
      slots {
        time
        minutes
        classes
      }
    }
    siteYaml {
      siteUrl
      ...ClubTimeZone
    }
    allClassesYaml {
      nodes {
        yamlId
        order
        name
        description
      }
    }
    pageTextYaml {
      classes
    }
  }
`;
