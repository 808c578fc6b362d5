// The tour's day and time fields in the browser. The server's HTML knows no date (it may be served
// for days), so it lists every start; once the script runs, the club's date narrows both. No yup.
import {
  allStarts,
  tourDays,
  TOUR_WINDOW_DAYS,
  type TourCalendar,
} from '../../contracts/forms/tour';
import { addDays, spokenClock } from '../../contracts/hours';
import type { FieldOption } from './form-markup';

export type TourFormSettings = {
  calendar: TourCalendar;
  /** The time list's first entry, before a time is chosen. */
  timeChoice: string;
  /** The time list with no date known: every start. The form without its script lists these, so
   * it needs none of the tour's rules. */
  anyTime: readonly FieldOption[];
};

const timeOptions = (timeChoice: string, starts: readonly string[]): FieldOption[] => [
  { value: '', label: timeChoice },
  ...starts.map((start) => {
    const [hours = 0, minutes = 0] = start.split(':').map(Number);
    return { value: start, label: spokenClock(hours * 60 + minutes) };
  }),
];

export const tourFormSettings = (calendar: TourCalendar, timeChoice: string) => ({
  calendar,
  timeChoice,
  anyTime: timeOptions(timeChoice, allStarts(calendar)),
});

export function tourFieldProps(
  name: string,
  tour: TourFormSettings | undefined,
  today: string | null,
  values: Record<string, unknown>,
): { min?: string; max?: string; options?: readonly FieldOption[] } {
  if (!tour) return {};
  if (name === 'day') {
    return today ? { min: addDays(today, 1), max: addDays(today, TOUR_WINDOW_DAYS) } : {};
  }
  if (name !== 'time') return {};
  const chosen = today && tourDays(tour.calendar, today).find((d) => d.date === values.day);
  return { options: chosen ? timeOptions(tour.timeChoice, chosen.starts) : tour.anyTime };
}
