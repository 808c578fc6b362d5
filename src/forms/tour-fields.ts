// The tour request's schema in the browser: its day and time checked against the club's hours
// from the club's date, once the page runs (the server's HTML knows no date).
import { useMemo, useSyncExternalStore } from 'react';
import { FORM_SCHEMAS, tourSchema, type FormKind } from '../../contracts/forms/schemas';
import { tourWindow } from '../../contracts/forms/tour';
import { clockIn } from '../../contracts/hours';
import type { TourFormSettings } from './tour-field-props';

/** The date is read once per render; a day passing while the form is open can wait. */
const noSubscription = () => () => {};

function useClubToday(timeZone: string | undefined): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (timeZone ? clockIn(new Date(), timeZone, __SITE_CONFIG__.zoneOffsets).date : null),
    () => null,
  );
}

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
