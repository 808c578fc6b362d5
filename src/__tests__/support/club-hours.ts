// The ClubHours fragment's data from a loaded site.yaml, as Gatsby's GraphQL layer gives it: the
// holidays still to come on the build's date, and null where the YAML leaves a field out. Tests
// feed the consumers of the club's clock what the pages feed them.
import { upcomingExceptions } from '../../../contracts/hours';
import type { Content } from '../../../content-library';

export type ClubHoursFixture = Queries.ClubHoursFragment;

export function clubHoursOf(site: Content['site'], today: string): ClubHoursFixture {
  return {
    location: { timeZone: site.location.timeZone },
    hours: {
      groups: site.hours.groups.map(({ name, times }) => ({
        name,
        times: times.map((t) => ({ days: t.days, time: t.time ?? null, note: t.note ?? null })),
      })),
      exceptions: {
        upcoming: upcomingExceptions(site.hours.exceptions.days, today).map((day) => ({
          date: day.date,
          label: day.label,
          staffed:
            day.staffed?.map((c) => ({
              group: c.group,
              closed: c.closed ?? null,
              time: c.time ?? null,
            })) ?? null,
        })),
      },
    },
  };
}
