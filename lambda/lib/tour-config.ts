// The tour handler's calendar: the staffed hours of the group that gives tours and their holiday
// exceptions, as the CDK app reads them from content (TOUR_CALENDAR, JSON). Read and checked at
// cold start, like the rest of the configuration (./config).
import { tourDays, type TourCalendar } from '../../contracts/forms/tour';
import { ConfigError, requireEnv, type Environment } from './config';
import type { VariableName } from './variables';

export const TOUR_CALENDAR_VARIABLE = 'TOUR_CALENDAR' satisfies VariableName;

/** The calendar in TOUR_CALENDAR; a ConfigError when it is missing or cannot be read. */
export function tourCalendarFromEnvironment(env: Environment = process.env): TourCalendar {
  const problems: string[] = [];
  const json = requireEnv(env, TOUR_CALENDAR_VARIABLE, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  try {
    const calendar = JSON.parse(json) as TourCalendar;
    // Reading it once finds an unknown time zone or an unreadable line of hours now, not later.
    tourDays(calendar, new Intl.DateTimeFormat('en-CA', { timeZone: calendar.timeZone }).format());
    return calendar;
  } catch (error) {
    throw new ConfigError([`${TOUR_CALENDAR_VARIABLE} cannot be read: ${String(error)}`]);
  }
}
