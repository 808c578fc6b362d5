// The tour handler's calendar (TOUR_CALENDAR, JSON from content), read and checked at cold start
// like ./config.
import { tourDays, type TourCalendar } from '../../contracts/forms/tour';
import { ConfigError, requireEnv, type Environment } from './config';
import type { VariableName } from './variables';

export const TOUR_CALENDAR_VARIABLE = 'TOUR_CALENDAR' satisfies VariableName;

/** A ConfigError when it is missing or cannot be read. */
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
