// The tour request's calendar from content: the hours group page-text.yaml names
// (bookTour.request.hoursGroup) in site.yaml, with the holidays and the club's time zone.
import { tourCalendarOf, type TourCalendar } from '../contracts/forms/tour';
import { CONTENT_DIR, loadContent } from './load';

export function contentTourCalendar(contentDir: string = CONTENT_DIR): TourCalendar {
  const site = loadContent('site', contentDir);
  const { request } = loadContent('page-text', contentDir).bookTour;
  return tourCalendarOf({
    timeZone: site.location.timeZone,
    groups: site.hours.groups,
    exceptions: site.hours.exceptions?.days,
    hoursGroup: request.hoursGroup,
  });
}
