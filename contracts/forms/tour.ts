// When a tour may be asked for: tomorrow to two weeks ahead, a half-hour start within the tour
// group's staffed hours (holidays included); the browser offers these, the handler refuses others.
import {
  addDays,
  clubDate,
  exceptionDay,
  isoClock,
  spokenClock,
  weekHours,
  type HoursException,
  type HoursGroupInput,
  type TimeRange,
} from '../hours';

/** How many days ahead a tour may be asked for, counted from tomorrow. */
export const TOUR_WINDOW_DAYS = 14;
/** A tour's length, and the step between the times offered. */
export const TOUR_MINUTES = 30;

/** What the window depends on. */
export type TourCalendar = {
  /** The club's time zone (content/site.yaml location.timeZone). */
  readonly timeZone: string;
  /** The hours group whose staff give tours (content/page-text.yaml bookTour.request.hoursGroup). */
  readonly hours: HoursGroupInput;
  readonly exceptions?: readonly HoursException[] | null;
};

/** A day a tour can be asked for, with the starts offered ("14:30"). */
export type TourDay = { date: string; starts: string[] };

/** Why a day or a time was refused; the texts are content's (page-text.yaml forms.errors). */
export type TourSlotError =
  | { field: 'day'; code: 'dayRequired' | 'dayOutsideWindow' | 'dayNotStaffed' }
  | { field: 'time'; code: 'timeRequired' | 'timeOutsideHours' };

// The club's date is its clock's (contracts/hours); the tour's users read it here too.
export { clubDate };

/** Monday 0 to Sunday 6, as WEEKDAYS counts. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The staffed hours of `date`: its holiday's if it has one, else its weekday's; null if none. */
export function staffedRange(calendar: TourCalendar, date: string): TimeRange | null {
  const holiday = exceptionDay(calendar.exceptions, calendar.hours.name, date);
  if (holiday) return holiday.range;
  const day = weekHours(calendar.hours)[weekdayOf(date)];
  return day && 'range' in day ? day.range : null;
}

/** The half-hour starts of a range that end by its close. */
function startsIn(range: TimeRange): string[] {
  const starts: string[] = [];
  for (let at = range.opens; at + TOUR_MINUTES <= range.closes; at += TOUR_MINUTES)
    starts.push(isoClock(at));
  return starts;
}

/** The days a visitor whose calendar says `today` may ask for, staffed ones only. */
export function tourDays(calendar: TourCalendar, today: string): TourDay[] {
  const days: TourDay[] = [];
  for (let ahead = 1; ahead <= TOUR_WINDOW_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const range = staffedRange(calendar, date);
    const starts = range ? startsIn(range) : [];
    if (starts.length > 0) days.push({ date, starts });
  }
  return days;
}

/** Every start of the usual week and of the holidays: what the page lists before its script runs. */
export function allStarts(calendar: TourCalendar): string[] {
  const ranges = weekHours(calendar.hours).flatMap((day) =>
    day && 'range' in day ? [day.range] : [],
  );
  for (const holiday of calendar.exceptions ?? []) {
    const range = exceptionDay(calendar.exceptions, calendar.hours.name, holiday.date)?.range;
    if (range) ranges.push(range);
  }
  return [...new Set(ranges.flatMap(startsIn))].sort();
}

/** Given to the schemas by whoever knows the date, so only the tour handler's bundle holds it. */
export type TourWindow = (day: string | undefined, time: string | undefined) => TourSlotError[];

const timeMissing: TourSlotError[] = [{ field: 'time', code: 'timeRequired' }];

/** What is wrong with a requested day and time, seen from `today`; none when it can be had. */
export const tourWindow =
  (calendar: TourCalendar, today: string): TourWindow =>
  (day, time) => {
    if (!day) return [{ field: 'day', code: 'dayRequired' }, ...(time ? [] : timeMissing)];
    const offset = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
    if (!(offset >= 1 && offset <= TOUR_WINDOW_DAYS))
      return [{ field: 'day', code: 'dayOutsideWindow' }, ...(time ? [] : timeMissing)];
    const range = staffedRange(calendar, day);
    if (!range) return [{ field: 'day', code: 'dayNotStaffed' }, ...(time ? [] : timeMissing)];
    if (!time) return timeMissing;
    return startsIn(range).includes(time) ? [] : [{ field: 'time', code: 'timeOutsideHours' }];
  };

/** The window as it is each time it is asked for, by the club's clock. */
export const tourWindowNow =
  (calendar: TourCalendar, now: () => Date = () => new Date()) =>
  (): TourWindow =>
    tourWindow(calendar, clubDate(now(), calendar.timeZone));

/** "Tuesday, December 1 at 2:30 PM": how the club's mail names a requested tour. */
export function spokenSlot(day: string, time: string): string {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
  const [hours = '0', minutes = '0'] = time.split(':');
  return `${date} at ${spokenClock(Number(hours) * 60 + Number(minutes))}`;
}

/** The site's content as far as the tour calendar needs it (site.yaml and page-text.yaml). */
export type TourCalendarSource = {
  readonly timeZone: string;
  readonly groups: readonly HoursGroupInput[];
  readonly exceptions?: readonly HoursException[] | null;
  /** The name of the group whose staff give tours. */
  readonly hoursGroup: string;
};

/** The calendar of the group that gives tours; throws when content names no such group. */
export function tourCalendarOf(source: TourCalendarSource): TourCalendar {
  const hours = source.groups.find((group) => group.name === source.hoursGroup);
  if (!hours) throw new Error(`No hours group is named "${source.hoursGroup}"`);
  return {
    timeZone: source.timeZone,
    hours: { name: hours.name, times: hours.times },
    exceptions: source.exceptions ?? [],
  };
}
