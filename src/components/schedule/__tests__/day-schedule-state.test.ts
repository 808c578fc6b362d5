// The phone schedule's state read from the address and the club's clock.
import { buildZoneOffsets } from '../../../../contracts/hours/build';
import { classFromSearch, dayFromHash, scheduleUrl, todayOf } from '../day-schedule-state';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ZONE = 'America/Regina';
const OFFSETS = buildZoneOffsets(ZONE, Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1));
// Thursday 11:30 PM in Saskatchewan (UTC-6 all year) is already Friday in UTC.
const THURSDAY_NIGHT = new Date('2026-11-26T23:30:00-06:00');

describe('todayOf', () => {
  it("is the club's weekday, not UTC's, from the offsets table or from Intl", () => {
    expect(todayOf(WEEK, THURSDAY_NIGHT, ZONE, OFFSETS)).toBe('Thursday');
    expect(todayOf(WEEK, THURSDAY_NIGHT, ZONE)).toBe('Thursday');
    expect(todayOf(WEEK, THURSDAY_NIGHT, 'UTC')).toBe('Friday');
  });

  it('is the first day when the schedule has no column for today', () => {
    expect(todayOf(['Monday', 'Wednesday'], THURSDAY_NIGHT, ZONE, OFFSETS)).toBe('Monday');
  });
});

describe('the address', () => {
  it('names a day of the schedule by its panel id, and nothing else', () => {
    expect(dayFromHash('#schedule-tuesday', WEEK)).toBe('Tuesday');
    expect(dayFromHash('#schedule-tuesday', ['Monday'])).toBeUndefined();
    expect(dayFromHash('#yoga', WEEK)).toBeUndefined();
    expect(dayFromHash('', WEEK)).toBeUndefined();
  });

  it('names a class by its id, and only one the schedule offers', () => {
    expect(classFromSearch('?class=yoga', ['zumba', 'yoga'])).toBe('yoga');
    expect(classFromSearch('?utm_source=x&class=yoga', ['yoga'])).toBe('yoga');
    expect(classFromSearch('?class=spin', ['yoga'])).toBeUndefined();
    expect(classFromSearch('', ['yoga'])).toBeUndefined();
  });

  it('is rebuilt with the class and day, keeping any other parameter', () => {
    const at = { pathname: '/old/classes/', search: '?utm_source=x&class=zumba' };
    expect(scheduleUrl(at, 'yoga', 'Friday')).toBe(
      '/old/classes/?utm_source=x&class=yoga#schedule-friday',
    );
    expect(scheduleUrl(at, undefined, undefined)).toBe('/old/classes/?utm_source=x');
    expect(scheduleUrl({ pathname: '/classes/', search: '?class=yoga' }, undefined, 'Monday')).toBe(
      '/classes/#schedule-monday',
    );
  });
});
