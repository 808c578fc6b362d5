// POST /api/tour (API Gateway HTTP API -> SES): a tour request, checked against the club's hours
// (TOUR_CALENDAR). Configuration is read and checked at cold start.
import { tourWindowNow } from '../../contracts/forms/tour';
import { createFormHandler } from '../lib/form-handler';
import { runtimeFromEnvironment } from '../lib/runtime';
import { tourCalendarFromEnvironment } from '../lib/config';

export const handler = createFormHandler('tour', {
  ...runtimeFromEnvironment(),
  tourWindow: tourWindowNow(tourCalendarFromEnvironment()),
});
