// What the phone's schedule shows, read from the address (so a shared link, a reload and back all
// agree): the day its hash names, else today; the class its query names, else every one.
import { clockIn, WEEKDAYS, type ZoneOffsets } from '../../../contracts/hours';

export const CLASS_PARAMETER = 'class';

/** A day's panel id, which its tab links to: `Tuesday` -> `schedule-tuesday`. */
export const dayAnchor = (day: string) => `schedule-${day.toLowerCase()}`;

export function dayFromHash(hash: string, days: readonly string[]): string | undefined {
  return days.find((day) => `#${dayAnchor(day)}` === hash);
}

export function classFromSearch(search: string, ids: readonly string[]): string | undefined {
  const named = new URLSearchParams(search).get(CLASS_PARAMETER);
  return ids.find((id) => id === named);
}

/** Today in the club's time zone, or the first day when the schedule has no column for today. */
export function todayOf(
  days: readonly string[],
  now: Date,
  timeZone: string,
  offsets?: ZoneOffsets,
): string {
  const today = WEEKDAYS[clockIn(now, timeZone, offsets).day];
  return days.find((day) => day === today) ?? days[0] ?? '';
}

export function scheduleUrl(
  current: { pathname: string; search: string },
  classId: string | undefined,
  day: string | undefined,
): string {
  const query = new URLSearchParams(current.search);
  if (classId) query.set(CLASS_PARAMETER, classId);
  else query.delete(CLASS_PARAMETER);
  const search = query.toString();
  return `${current.pathname}${search ? `?${search}` : ''}${day ? `#${dayAnchor(day)}` : ''}`;
}
