// Whether an hours group is open at a given moment, in the club's time zone whatever the
// visitor's, and the badge that says so ("Staff on site now until 5 PM", "Office opens at 10 AM").
// Pure functions of (now, hours): the badge component only supplies the clock.
import {
  spokenClock,
  WEEKDAYS,
  weekHours,
  type HoursGroupInput,
} from '../../contracts/hours/hours';
import { offsetAt, type ZoneOffsets } from '../../contracts/hours/zone-offsets';

export type HoursStatus =
  | { state: 'open'; closes: number }
  | { state: 'opens'; opens: number; day: number; today: boolean }
  | { state: 'note'; note: string }
  | { state: 'never' };

/** The badge's wording, from content/site.yaml: `{time}` and `{day}` are filled in. */
export type BadgeTemplates = {
  readonly open: string;
  readonly opens: string;
  readonly opensOn: string;
};

/**
 * The weekday (0 = Monday) and minutes after midnight of `now` on the clocks of `timeZone`: from
 * the build's table of its offsets when that covers `now`, else from Intl.
 */
export function clockIn(
  now: Date,
  timeZone: string,
  offsets?: ZoneOffsets,
): { day: number; minutes: number } {
  const offset = offsets?.zone === timeZone ? offsetAt(offsets, now.getTime()) : undefined;
  if (offset !== undefined) {
    const local = new Date(now.getTime() + offset * 60_000);
    // getUTCDay counts from Sunday; WEEKDAYS from Monday.
    return {
      day: (local.getUTCDay() + 6) % 7,
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  if (day === -1) throw new Error(`Unexpected weekday "${part('weekday')}" in ${timeZone}`);
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

export function hoursStatus(
  now: Date,
  group: HoursGroupInput,
  timeZone: string,
  offsets?: ZoneOffsets,
): HoursStatus {
  const week = weekHours(group);
  const { day, minutes } = clockIn(now, timeZone, offsets);
  const today = week[day];
  if (today && 'note' in today) return { state: 'note', note: today.note };
  if (today && 'range' in today) {
    const { opens, closes } = today.range;
    if (minutes < opens) return { state: 'opens', opens, day, today: true };
    if (minutes < closes) return { state: 'open', closes };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = week[(day + ahead) % 7];
    if (next && 'range' in next) {
      return { state: 'opens', opens: next.range.opens, day: (day + ahead) % 7, today: false };
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
    case 'never':
      return null;
  }
}
