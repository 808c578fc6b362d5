// The tour request's day and time in the browser: on the club's calendar, the days from tomorrow
// to two weeks ahead and the half-hour starts of the chosen day's staffed hours. The server's
// HTML knows no date (it may be served for days), so it lists every start and sets no limits;
// once the page runs, the club's date narrows both and the schema checks the window.
import { useMemo, useSyncExternalStore } from 'react';
import { FORM_SCHEMAS, tourSchema, type FormKind } from '../../contracts/forms/schemas';
import {
  allStarts,
  tourDays,
  tourWindow,
  TOUR_WINDOW_DAYS,
  type TourCalendar,
} from '../../contracts/forms/tour';
import { addDays } from '../../contracts/hours/exceptions';
import { spokenClock } from '../../contracts/hours/hours';
import { clockIn } from '../hours/status';
import type { FieldOption } from './form-field';

export type TourFormSettings = {
  calendar: TourCalendar;
  /** The time list's first entry, before a time is chosen (content). */
  timeChoice: string;
};

/** The date is read once per render; a day passing while the form is open can wait. */
const noSubscription = () => () => {};

/** The club's date in the browser; null on the server and while hydrating. */
function useClubToday(timeZone: string | undefined): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (timeZone ? clockIn(new Date(), timeZone, __SITE_CONFIG__.zoneOffsets).date : null),
    () => null,
  );
}

/** The form's schema: for a tour, its window from the club's date once that is known. */
export function useTourSchema(kind: FormKind, tour: TourFormSettings | undefined) {
  const today = useClubToday(tour?.calendar.timeZone);
  const schema = useMemo(
    () =>
      kind === 'tour' && tour && today
        ? tourSchema(tourWindow(tour.calendar, today))
        : FORM_SCHEMAS[kind],
    [kind, tour, today],
  );
  return { schema, today };
}

const timeOption = (start: string): FieldOption => {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  return { value: start, label: spokenClock(hours * 60 + minutes) };
};

/** The day's limits and the time's list, for the field `name` of a tour request. */
export function tourFieldProps(
  name: string,
  tour: TourFormSettings | undefined,
  today: string | null,
  values: Record<string, unknown>,
): { min?: string; max?: string; options?: FieldOption[] } {
  if (!tour) return {};
  if (name === 'day') {
    return today ? { min: addDays(today, 1), max: addDays(today, TOUR_WINDOW_DAYS) } : {};
  }
  if (name !== 'time') return {};
  const chosen = today && tourDays(tour.calendar, today).find((d) => d.date === values.day);
  const starts = chosen ? chosen.starts : allStarts(tour.calendar);
  return { options: [{ value: '', label: tour.timeChoice }, ...starts.map(timeOption)] };
}
