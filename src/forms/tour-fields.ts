// The tour request's schema in the browser: its day and time checked against the club's hours
// from the club's date, once the page runs (the server's HTML knows no date).
import { useMemo } from 'react';
import { FORM_SCHEMAS, tourSchema, type FormKind } from '../../contracts/forms/schemas';
import { tourWindow } from '../../contracts/forms/tour';
import { useClubToday } from '../components/use-prefers-reduced-motion';
import type { TourFormSettings } from './tour-field-props';

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
