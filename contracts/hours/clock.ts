// The club's clock: the weekday, time and date of a moment in the club's time zone, whatever the
// visitor's or the server's.
import { WEEKDAYS } from './hours';
import { offsetAt, type ZoneOffsets } from './zone-offsets';

/** A moment on the club's clock: weekday (0 = Monday), minutes after midnight, and the date. */
export type ClubClock = { day: number; minutes: number; date: string };

/**
 * The weekday, minutes after midnight and date (YYYY-MM-DD) of `now` on the clocks of
 * `timeZone`: from the build's table of its offsets when that covers `now`, else from Intl.
 */
export function clockIn(now: Date, timeZone: string, offsets?: ZoneOffsets): ClubClock {
  const offset = offsets?.zone === timeZone ? offsetAt(offsets, now.getTime()) : undefined;
  if (offset !== undefined) {
    const local = new Date(now.getTime() + offset * 60_000);
    // getUTCDay counts from Sunday; WEEKDAYS from Monday.
    return {
      day: (local.getUTCDay() + 6) % 7,
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
      date: local.toISOString().slice(0, 10),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  if (day === -1) throw new Error(`Unexpected weekday "${part('weekday')}" in ${timeZone}`);
  return {
    day,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

export const clubDate = (now: Date, timeZone: string, offsets?: ZoneOffsets): string =>
  clockIn(now, timeZone, offsets).date;

/** Whether `zone` is a time zone the platform knows (America/Regina), as the content check asks. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}
