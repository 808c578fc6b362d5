// Holiday hours: dated exceptions to a group's staffed week (site.yaml hours.exceptions). Dates
// are YYYY-MM-DD on the club's calendar, compared as plain dates: no time zone is involved.
import { parseTimeRange, type TimeRange } from './hours';

/** One group's hours on an exception day: closed, or a time range such as 10AM-2PM. */
export type StaffedChange = {
  readonly group: string;
  readonly closed?: boolean | null;
  readonly time?: string | null;
};

/** A holiday: its date, its name, and the groups whose hours change (the rest as usual). */
export type HoursException = {
  readonly date: string;
  readonly label: string;
  readonly staffed?: readonly StaffedChange[] | null;
};

/** A group's day on an exception: `range` null when it is closed. */
export type ExceptionDay = { label: string; range: TimeRange | null };

/** The change a holiday makes to one group, or undefined when the group is staffed as usual. */
export function changeFor(exception: HoursException, groupName: string): StaffedChange | undefined {
  return exception.staffed?.find((change) => change.group === groupName);
}

/** Undefined when `date` is no exception for the group; throws on a time the check refuses. */
export function exceptionDay(
  exceptions: readonly HoursException[] | null | undefined,
  groupName: string,
  date: string,
): ExceptionDay | undefined {
  const exception = exceptions?.find((e) => e.date === date);
  const change = exception && changeFor(exception, groupName);
  if (!exception || !change) return undefined;
  if (change.closed || !change.time) return { label: exception.label, range: null };
  const range = parseTimeRange(change.time);
  if (!range) throw new Error(`${exception.date}: cannot read the time "${change.time}"`);
  return { label: exception.label, range };
}

/** The exceptions on or after `today` (YYYY-MM-DD), by date: the ones still to come. */
export function upcomingExceptions<T extends { readonly date: string }>(
  exceptions: readonly T[] | null | undefined,
  today: string,
): T[] {
  return (exceptions ?? [])
    .filter((e) => e.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `addDays('2026-12-31', 1)` -> '2027-01-01': calendar arithmetic on a plain date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `date` is a day of the calendar (2027-02-29 is not), as well as YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
}
