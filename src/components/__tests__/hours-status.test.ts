// The staffed-hours badge with a fixed clock: the hours are the fixture site.yaml's (fixtures/), the moments
// are instants in Saskatchewan (UTC-6 all year), and the answer must not depend on the time zone
// of the machine running it.
import { FIXTURE_CONTENT } from '../../../fixtures';
import { loadContent } from '../../../content-library';
import { clubZoneOffsets } from '../../../contracts/hours/build';
import { badgeText, clockIn, hoursStatus } from '../../../contracts/hours';

const site = loadContent('site', FIXTURE_CONTENT);
const ZONE = site.location.timeZone;
const group = (name: string) => {
  const found = site.hours.groups.find((g) => g.name === name);
  if (!found) throw new Error(`content/site.yaml has no hours group "${name}"`);
  return found;
};
const office = group('Office hours');
const sales = group('Sales hours');

/** An instant given as Regina wall-clock time (CST, UTC-6, no daylight saving time). */
const regina = (isoLocal: string) => new Date(`${isoLocal}-06:00`);

const badge = (now: Date, g: typeof office) => badgeText(hoursStatus(now, g, ZONE), g.badge);

describe('clockIn', () => {
  it('reads the weekday and time on the club clock, not the machine clock', () => {
    // Monday 23:30 in Regina is already Tuesday in UTC.
    expect(clockIn(regina('2025-06-02T23:30'), ZONE)).toEqual({
      day: 0,
      minutes: 23 * 60 + 30,
      date: '2025-06-02',
    });
    expect(clockIn(new Date('2025-06-03T05:30:00Z'), ZONE)).toEqual({
      day: 0,
      minutes: 23 * 60 + 30,
      date: '2025-06-02',
    });
  });

  it('stays on standard time all year (Saskatchewan never changes its clocks)', () => {
    expect(clockIn(new Date('2025-01-06T16:00:00Z'), ZONE).minutes).toBe(10 * 60);
    expect(clockIn(new Date('2025-07-07T16:00:00Z'), ZONE).minutes).toBe(10 * 60);
  });
});

describe('the office badge on a weekday', () => {
  it('before opening: "Office opens at 10 AM"', () => {
    expect(badge(regina('2025-06-02T08:15'), office)).toBe('Office opens at 10 AM');
  });

  it('at opening and during hours: "Staff on site now until 5 PM"', () => {
    expect(badge(regina('2025-06-02T10:00'), office)).toBe('Staff on site now until 5 PM');
    expect(badge(regina('2025-06-02T16:59'), office)).toBe('Staff on site now until 5 PM');
  });

  it('from closing time: the next day it opens', () => {
    expect(badge(regina('2025-06-02T17:00'), office)).toBe('Office opens Tuesday at 10 AM');
    expect(badge(regina('2025-06-02T23:59'), office)).toBe('Office opens Tuesday at 10 AM');
  });
});

describe('the sales badge', () => {
  it("on Sunday says the day's note: by e-mail enquiry only", () => {
    expect(badge(regina('2025-06-08T12:00'), sales)).toBe('By e-mail enquiry only');
    expect(badge(regina('2025-06-08T08:00'), sales)).toBe('By e-mail enquiry only');
  });

  it('on Saturday evening skips Sunday to Monday, and keeps the later weekday closing', () => {
    expect(badge(regina('2025-06-07T18:30'), sales)).toBe('Sales desk opens Monday at 10 AM');
    expect(badge(regina('2025-06-02T19:00'), sales)).toBe('Sales desk open now until 8 PM');
    expect(badge(regina('2025-06-06T19:00'), sales)).toBe('Sales desk opens Saturday at 10 AM');
  });
});

describe('a visitor whose browser is in another time zone', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it.each(['Asia/Tokyo', 'Europe/Berlin', 'America/Los_Angeles', 'UTC'])(
    'in %s sees the club clock',
    (zone) => {
      process.env.TZ = zone;
      // Monday 11:00 in Regina is Tuesday 02:00 in Tokyo and Monday 19:00 in Berlin.
      expect(badge(regina('2025-06-02T11:00'), office)).toBe('Staff on site now until 5 PM');
      expect(badge(regina('2025-06-02T09:00'), office)).toBe('Office opens at 10 AM');
    },
  );
});

describe('hoursStatus', () => {
  it('is "never" for a group without any time range, and then shows no badge', () => {
    const closed = { name: 'Closed', times: [{ days: 'Every day', note: 'Closed' }] };
    expect(hoursStatus(regina('2025-06-02T11:00'), closed, ZONE)).toEqual({
      state: 'note',
      note: 'Closed',
    });
    const empty = { name: 'Nothing', times: [] };
    const status = hoursStatus(regina('2025-06-02T11:00'), empty, ZONE);
    expect(status).toEqual({ state: 'never' });
    expect(badgeText(status, office.badge)).toBeNull();
  });
});

describe('on the fixture holidays (hours.exceptions)', () => {
  const holidays = site.hours.exceptions.days;
  const onHoliday = (now: Date, g: typeof office) =>
    badgeText(hoursStatus(now, g, ZONE, undefined, holidays), g.badge);

  it('a closed holiday says so all day, with its name', () => {
    // Christmas Day 2026 is a Friday; the office is staffed every day as a rule.
    expect(badge(regina('2026-12-25T12:00'), office)).toBe('Staff on site now until 5 PM');
    expect(onHoliday(regina('2026-12-25T12:00'), office)).toBe(
      'Office closed today (Christmas Day)',
    );
    expect(onHoliday(regina('2026-12-25T08:00'), sales)).toBe(
      'Sales desk closed today (Christmas Day)',
    );
  });

  it("shorter hours: the holiday's closing time, then the next day it is staffed", () => {
    // Christmas Eve, a Thursday: 10 AM to 2 PM instead of 5 PM (office) and 8 PM (sales).
    expect(onHoliday(regina('2026-12-24T09:00'), office)).toBe('Office opens at 10 AM');
    expect(onHoliday(regina('2026-12-24T11:00'), office)).toBe('Staff on site now until 2 PM');
    expect(onHoliday(regina('2026-12-24T11:00'), sales)).toBe('Sales desk open now until 2 PM');
    // After 2 PM: Christmas Day is closed, so the office next opens on Saturday, and the
    // sales desk (closed on Boxing Day, by e-mail only on Sunday) on Monday.
    expect(onHoliday(regina('2026-12-24T15:00'), office)).toBe('Office opens Saturday at 10 AM');
    expect(onHoliday(regina('2026-12-24T15:00'), sales)).toBe('Sales desk opens Monday at 10 AM');
  });

  it('"opens {day}" skips a holiday tomorrow', () => {
    // Thursday 5:30 PM without holidays: the office opens Friday; Friday is Christmas Day.
    expect(badge(regina('2026-12-24T17:30'), office)).toBe('Office opens Friday at 10 AM');
    expect(onHoliday(regina('2026-12-24T17:30'), office)).toBe('Office opens Saturday at 10 AM');
  });

  it('a group the holiday leaves out is staffed as usual', () => {
    // Boxing Day closes the sales desk only; New Year's Day changes nothing.
    expect(onHoliday(regina('2026-12-26T12:00'), office)).toBe('Staff on site now until 5 PM');
    expect(onHoliday(regina('2026-12-26T12:00'), sales)).toBe(
      'Sales desk closed today (Boxing Day)',
    );
    expect(onHoliday(regina('2027-01-01T12:00'), sales)).toBe('Sales desk open now until 6 PM');
  });

  it("reads the holiday's date on the club's clock, through the build's offsets table too", () => {
    // 11 PM on Christmas Eve in Regina is already Christmas Day in UTC.
    const lateEve = regina('2026-12-24T23:00');
    const table = clubZoneOffsets(ZONE, new Date('2026-01-01T00:00:00Z'));
    expect(clockIn(lateEve, ZONE, table).date).toBe('2026-12-24');
    expect(badgeText(hoursStatus(lateEve, office, ZONE, table, holidays), office.badge)).toBe(
      'Office opens Saturday at 10 AM',
    );
    expect(
      badgeText(
        hoursStatus(regina('2026-12-25T00:30'), office, ZONE, table, holidays),
        office.badge,
      ),
    ).toBe('Office closed today (Christmas Day)');
  });
});
