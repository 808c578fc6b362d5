// The club's clock: the weekday, time and date of a moment in the club's time zone, whatever the
// visitor's or the server's.
import { weekdayOf } from './exceptions';
import { offsetAt, type ZoneOffsets } from './zone-offsets';

/** A moment on the club's clock: weekday (0 = Monday), minutes after midnight, and the date. */
export type ClubClock = { day: number; minutes: number; date: string };

const at = (date: string, minutes: number): ClubClock => ({ day: weekdayOf(date), minutes, date });

/**
 * The weekday, minutes after midnight and date (YYYY-MM-DD) of `now` on the clocks of
 * `timeZone`: from the build's table of its offsets when that covers `now`, else from Intl.
 */
export function clockIn(now: Date, timeZone: string, offsets?: ZoneOffsets): ClubClock {
  const offset = offsets?.zone === timeZone ? offsetAt(offsets, now.getTime()) : undefined;
  if (offset !== undefined) {
    const local = new Date(now.getTime() + offset * 60_000);
    return at(local.toISOString().slice(0, 10), local.getUTCHours() * 60 + local.getUTCMinutes());
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return at(date, Number(part('hour')) * 60 + Number(part('minute')));
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
