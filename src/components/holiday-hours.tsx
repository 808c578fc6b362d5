// The next holidays under the contact page's hours, each with the groups whose hours change. The
// list is the build's; after hydration a holiday past since then is left out.
import React from 'react';
import { graphql } from 'gatsby';
import { changeFor } from '../../contracts/hours';
import { useClubToday } from './use-prefers-reduced-motion';

export const HOLIDAYS_SHOWN = 3;

export type HolidayHoursData = Queries.HolidayHoursDataFragment;

export const HolidayHours = ({ site }: { site: HolidayHoursData }) => {
  const { exceptions, groups } = site.hours;
  // Hydration renders the server's list (no date); the browser's date follows at once.
  const today = useClubToday(site.location.timeZone);
  const shown = exceptions.upcoming
    .filter((holiday) => today === null || holiday.date >= today)
    .slice(0, HOLIDAYS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <>
      <h3 className="hours-group">{exceptions.heading}</h3>
      <dl className="hours-list holiday-hours">
        {shown.map((holiday) => {
          const changes = groups.flatMap(({ name }) => {
            const change = changeFor(holiday, name);
            return change ? [`${name}: ${change.closed ? exceptions.closed : change.time}`] : [];
          });
          return (
            <div key={holiday.date}>
              <dt>
                {holiday.label}
                <br />
                <time dateTime={holiday.date}>{holiday.displayDate}</time>
              </dt>
              <dd>
                {changes.length === 0
                  ? exceptions.asUsual
                  : changes.map((line, i) => (
                      <React.Fragment key={line}>
                        {i > 0 && <br />}
                        {line}
                      </React.Fragment>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
};

export const query = graphql`
  fragment HolidayHoursData on SiteYaml {
    ...ClubHours
    hours {
      exceptions {
        heading
        closed
        asUsual
        upcoming {
          displayDate: date(formatString: "dddd, MMMM D")
        }
      }
    }
  }
`;
