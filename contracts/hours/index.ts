// The club's clock, for every side: its week of staffed hours (hours.ts), its holidays
// (exceptions.ts), the moment on its clock whatever the visitor's zone (clock.ts, with the
// build's offsets from zone-offsets.ts), and what that means for a group right now (status.ts). The badge,
// the holiday list, the JSON-LD, the tour calendar and the content check all read it from here.
// What only the build runs (luxon) is ./build's, so no browser bundle carries it.
export {
  addDays,
  changeFor,
  exceptionDay,
  isCalendarDate,
  upcomingExceptions,
  type ExceptionDay,
  type HoursException,
  type StaffedChange,
} from './exceptions';
export {
  EVERY_DAY,
  isoClock,
  parseClock,
  parseDays,
  parseTimeRange,
  spokenClock,
  weekHours,
  WEEKDAYS,
  type HoursEntry,
  type HoursGroupInput,
  type TimeRange,
  type WeekHours,
  type Weekday,
} from './hours';
export { clockIn, clubDate, isTimeZone, type ClubClock } from './clock';
export { badgeText, hoursStatus, type BadgeTemplates, type HoursStatus } from './status';
export { offsetAt, type ZoneOffsets } from './zone-offsets';
