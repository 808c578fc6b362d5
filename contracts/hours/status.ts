// Whether an hours group is open at a moment, on the club's clock, and the badge that says so
// ("Staff on site now until 5 PM"); a holiday replaces its date's usual hours.
import { addDays, exceptionDay, type HoursException } from './exceptions';
import { spokenClock, WEEKDAYS, weekHours, type HoursGroupInput, type WeekHours } from './hours';
import type { ZoneOffsets } from './zone-offsets';
import { clockIn } from './clock';

export type HoursStatus =
  | { state: 'open'; closes: number }
  | { state: 'opens'; opens: number; day: number; today: boolean }
  | { state: 'note'; note: string }
  | { state: 'closed'; label: string }
  | { state: 'never' };

/** The badge's wording, from content/site.yaml: `{time}` and `{day}` are filled in. */
export type BadgeTemplates = {
  readonly open: string;
  readonly opens: string;
  readonly opensOn: string;
  readonly closedToday: string;
};

/** A group's day: its exception on that date if it has one, else the usual weekday's hours. */
function dayOf(
  week: WeekHours,
  group: HoursGroupInput,
  exceptions: readonly HoursException[] | null | undefined,
  day: number,
  date: string,
): WeekHours[number] | { closed: string } {
  const exception = exceptionDay(exceptions, group.name, date);
  if (!exception) return week[day] ?? null;
  return exception.range ? { range: exception.range } : { closed: exception.label };
}

export function hoursStatus(
  now: Date,
  group: HoursGroupInput,
  timeZone: string,
  offsets?: ZoneOffsets,
  exceptions?: readonly HoursException[] | null,
): HoursStatus {
  const week = weekHours(group);
  const { day, minutes, date } = clockIn(now, timeZone, offsets);
  const today = dayOf(week, group, exceptions, day, date);
  if (today && 'closed' in today) return { state: 'closed', label: today.closed };
  if (today && 'note' in today) return { state: 'note', note: today.note };
  if (today && 'range' in today) {
    const { opens, closes } = today.range;
    if (minutes < opens) return { state: 'opens', opens, day, today: true };
    if (minutes < closes) return { state: 'open', closes };
  }
  // A week ahead at most: the badge names only a weekday.
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const nextDay = (day + ahead) % 7;
    const next = dayOf(week, group, exceptions, nextDay, addDays(date, ahead));
    if (next && 'range' in next) {
      return { state: 'opens', opens: next.range.opens, day: nextDay, today: false };
    }
  }
  return { state: 'never' };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The badge's text, or null when the group never opens (then there is nothing to say). */
export function badgeText(status: HoursStatus, templates: BadgeTemplates): string | null {
  switch (status.state) {
    case 'open':
      return fill(templates.open, { time: spokenClock(status.closes) });
    case 'opens':
      return status.today
        ? fill(templates.opens, { time: spokenClock(status.opens) })
        : fill(templates.opensOn, {
            time: spokenClock(status.opens),
            day: WEEKDAYS[status.day] ?? '',
          });
    case 'note':
      return status.note;
    case 'closed':
      return fill(templates.closedToday, { label: status.label });
    case 'never':
      return null;
  }
}
