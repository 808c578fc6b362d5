// The club's hours and clock for every side; what only the build runs (luxon) is ./build's, so no
// browser bundle carries it.
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
