// The tour request's window, on both sides: the days from tomorrow to two weeks ahead on the
// club's calendar, the half-hour starts of that day's staffed hours, and a holiday's own hours.
import { formSchema } from '../schemas';
import { clubDate, spokenSlot, tourDays, tourWindow, type TourCalendar } from '../tour';

// Tours with the sales desk: weekdays 10 AM-8 PM, Saturday 10 AM-6 PM, Sunday by e-mail only;
// shorter hours on Christmas Eve, closed on Christmas Day.
const CALENDAR: TourCalendar = {
  timeZone: 'America/Regina',
  hours: {
    name: 'Sales hours',
    times: [
      { days: 'Monday-Friday', time: '10AM-8PM' },
      { days: 'Saturday', time: '10AM-6PM' },
      { days: 'Sunday', note: 'By e-mail enquiry only' },
    ],
  },
  exceptions: [
    {
      date: '2026-12-24',
      label: 'Christmas Eve',
      staffed: [
        { group: 'Office hours', closed: true },
        { group: 'Sales hours', time: '10AM-2PM' },
      ],
    },
    {
      date: '2026-12-25',
      label: 'Christmas Day',
      staffed: [{ group: 'Sales hours', closed: true }],
    },
    { date: '2026-12-26', label: 'Boxing Day' },
  ],
};
// Friday 18 December 2026.
const TODAY = '2026-12-18';

const codes = (day?: string, time?: string) =>
  tourWindow(CALENDAR, TODAY)(day, time).map((e) => e.code);

describe('the tour window', () => {
  it("takes the club's date, not UTC's: 11:30 PM in Saskatoon is already tomorrow in UTC", () => {
    expect(clubDate(new Date('2026-12-19T05:30:00Z'), 'America/Regina')).toBe('2026-12-18');
    expect(clubDate(new Date('2026-12-19T06:30:00Z'), 'America/Regina')).toBe('2026-12-19');
  });

  it('offers tomorrow to two weeks ahead, without the unstaffed days', () => {
    const dates = tourDays(CALENDAR, TODAY).map((d) => d.date);

    expect(dates[0]).toBe('2026-12-19');
    expect(dates.at(-1)).toBe('2027-01-01');
    // Sundays have no hours and Christmas Day is closed.
    expect(dates).not.toContain('2026-12-20');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-27');
    expect(dates).toHaveLength(11);
  });

  it("offers the half-hour starts that end by the day's close, a holiday's own hours on it", () => {
    const days = new Map(tourDays(CALENDAR, TODAY).map((d) => [d.date, d.starts]));

    expect(days.get('2026-12-19')).toEqual(
      ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].concat([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
        '17:30',
      ]),
    );
    expect(days.get('2026-12-24')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    // A holiday that changes nothing for sales keeps the usual Saturday.
    expect(days.get('2026-12-26')?.at(-1)).toBe('17:30');
  });

  it.each([
    ['today', TODAY, '14:00', ['dayOutsideWindow']],
    ['yesterday', '2026-12-17', '14:00', ['dayOutsideWindow']],
    ['two weeks ahead', '2027-01-01', '14:00', []],
    ['fifteen days ahead', '2027-01-02', '14:00', ['dayOutsideWindow']],
    ['a Sunday', '2026-12-20', '14:00', ['dayNotStaffed']],
    ['a closed holiday', '2026-12-25', '14:00', ['dayNotStaffed']],
    ["a time past a holiday's early close", '2026-12-24', '14:00', ['timeOutsideHours']],
    ["the holiday's last start", '2026-12-24', '13:30', []],
    ['a start that would end after closing', '2026-12-19', '17:45', ['timeOutsideHours']],
    ['a time before opening', '2026-12-21', '09:30', ['timeOutsideHours']],
    ['an evening on a weekday', '2026-12-21', '19:30', []],
    ['no day or time', undefined, undefined, ['dayRequired', 'timeRequired']],
    ['no time', '2026-12-21', undefined, ['timeRequired']],
  ])('%s: %s at %s gives %j', (_name, day, time, expected) => {
    expect(codes(day, time)).toEqual(expected);
  });
});

describe('the tour schema', () => {
  const body = (day: string, time: string) => ({
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    day,
    time,
    consent: false,
  });
  const errors = async (day: string, time: string) => {
    try {
      await formSchema('tour', tourWindow(CALENDAR, TODAY)).validate(body(day, time), {
        abortEarly: false,
      });
      return [];
    } catch (error) {
      // Each field's distinct reasons: a malformed day also lies outside the window.
      const { inner } = error as { inner: { path: string; message: string }[] };
      return [...new Set(inner.map((e) => `${e.path}: ${e.message}`))];
    }
  };

  it('accepts a start within the window and the hours', async () => {
    expect(await errors('2026-12-24', '13:30')).toEqual([]);
  });

  it("refuses a closed holiday, and a time past a holiday's close, under the right field", async () => {
    expect(await errors('2026-12-25', '11:00')).toEqual(['day: dayNotStaffed']);
    expect(await errors('2026-12-24', '15:00')).toEqual(['time: timeOutsideHours']);
    expect(await errors('2027-01-05', '11:00')).toEqual(['day: dayOutsideWindow']);
  });

  it('refuses what is not a date or a time at all, window or not', async () => {
    expect(await errors('24/12/2026', '1 PM')).toEqual([
      'day: dayOutsideWindow',
      'time: timeOutsideHours',
    ]);
  });
});

describe('spokenSlot', () => {
  it('names the day and time as the club says them', () => {
    expect(spokenSlot('2026-12-24', '13:30')).toBe('Thursday, December 24 at 1:30 PM');
  });
});
