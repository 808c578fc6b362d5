// The class calendar, read back with an iCalendar parser (ical.js): every class of the schedule
// table appears exactly once, repeats weekly at the same local time in Saskatchewan, lasts as
// long as its row says, takes place at the club, and keeps its UID from one build to the next.
import ICAL from 'ical.js';
import { loadContent } from '../load';
import { scheduleCalendar, type ScheduleCalendarInput } from '../schedule-ics';
import { NO_CLASS } from '../../../contracts/schedule';

const input = (): ScheduleCalendarInput => ({
  schedule: loadContent('schedule'),
  site: loadContent('site'),
  classes: loadContent('classes'),
  calendarName: loadContent('page-text').classes.calendar.name,
});

type Parsed = { calendar: ICAL.Component; events: ICAL.Event[] };

function parse(ics: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** "6:00 AM" -> "06:00", written independently of the code under test. */
function clock24(text: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** What a visitor's calendar shows for an event: class, weekday, local start, length. */
function shown(event: ICAL.Event): string {
  const start = event.startDate;
  const day = WEEKDAY_NAMES[start.dayOfWeek() - 1];
  const minutes = event.duration.toSeconds() / 60;
  return `${event.summary} | ${day} | ${pad(start.hour)}:${pad(start.minute)} | ${minutes} min`;
}

describe('the class calendar (/classes/schedule.ics)', () => {
  const { schedule, site } = input();
  const { calendar, events } = parse(scheduleCalendar(input()));

  it('holds every class of the schedule table exactly once, at its local time and length', () => {
    const expected = schedule.slots.flatMap((slot) =>
      slot.classes.flatMap((name, i) =>
        name !== NO_CLASS
          ? [`${name} | ${schedule.days[i]} | ${clock24(slot.time)} | ${slot.minutes} min`]
          : [],
      ),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(events.map(shown).sort()).toEqual(expected.sort());
  });

  it('puts every event in America/Regina, described by a VTIMEZONE, at UTC-6 all year', () => {
    const [vtimezone, ...others] = calendar.getAllSubcomponents('vtimezone');
    expect(others).toEqual([]);
    expect(vtimezone!.getFirstPropertyValue('tzid')).toBe('America/Regina');
    for (const event of events) {
      expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
        'America/Regina',
      );
      const local = event.startDate;
      const utc = event.startDate.toJSDate();
      expect(utc.getUTCHours()).toBe((local.hour + 6) % 24);
    }
  });

  it('repeats each event weekly, at the same local time, from the week of startsOn', () => {
    const startsOn = new Date(`${schedule.startsOn}T00:00:00-06:00`);
    for (const event of events) {
      expect(event.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY');
      const iterator = event.iterator();
      const first = iterator.next()!;
      const later = [iterator.next()!, iterator.next()!, iterator.next()!];
      expect(first.toJSDate().getTime()).toBeGreaterThanOrEqual(startsOn.getTime());
      expect(first.toJSDate().getTime() - startsOn.getTime()).toBeLessThan(7 * 86_400_000);
      later.forEach((occurrence, i) => {
        expect(occurrence.toJSDate().getTime() - first.toJSDate().getTime()).toBe(
          (i + 1) * 7 * 86_400_000,
        );
        expect([occurrence.hour, occurrence.minute]).toEqual([first.hour, first.minute]);
      });
    }
  });

  it('takes place at the club', () => {
    for (const event of events) {
      expect(event.location).toBe(
        `${site.name}, ${site.contact.address}, ${site.contact.cityProvince} ${site.contact.postalCode}`,
      );
    }
  });

  it('keeps each UID across builds, and each UID is unique', () => {
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(parse(scheduleCalendar(input())).events.map((e) => e.uid)).toEqual(uids);
  });

  it("keeps the other classes' UIDs when one class changes", () => {
    const changed = input();
    changed.schedule.slots[0]!.classes[0] = 'Spin';
    const before = new Set(events.map((e) => e.uid));
    const after = parse(scheduleCalendar(changed)).events.map((e) => e.uid);
    expect(after.filter((uid) => !before.has(uid))).toHaveLength(1);
  });

  it('has a DTSTAMP in UTC, as RFC 5545 requires', () => {
    for (const event of events) {
      expect(event.component.getFirstProperty('dtstamp')!.toICALString()).toMatch(/Z$/);
    }
  });
});
