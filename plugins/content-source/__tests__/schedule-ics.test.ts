// The class calendars, read back with an iCalendar parser (ical.js): the weekly one and each
// class's own. In each, every class of the schedule table that belongs there appears exactly
// once, repeats weekly at the same local time in Saskatchewan, lasts as long as its row says,
// takes place at the club, and keeps its UID from one build to the next.
import ICAL from 'ical.js';
import { loadContent } from '../../../content-library';
import { classCalendars, scheduleCalendar, type ScheduleCalendarInput } from '../schedule-ics';
import { classIcsPath } from '../../../contracts/routes';
import { NO_CLASS } from '../../../contracts/schedule';

const input = (): ScheduleCalendarInput => ({
  schedule: loadContent('schedule'),
  site: loadContent('site'),
  classes: loadContent('classes'),
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

const { schedule, site, classes } = input();
const weekly = parse(scheduleCalendar(input()));
const perClass = classCalendars(input());

/** The table's cells as a visitor's calendar should show them, those of `only` if given. */
function expectedEvents(only?: string): string[] {
  return schedule.slots.flatMap((slot) =>
    slot.classes.flatMap((name, i) =>
      name !== NO_CLASS && (only === undefined || name === only)
        ? [`${name} | ${schedule.days[i]} | ${clock24(slot.time)} | ${slot.minutes} min`]
        : [],
    ),
  );
}

// What every calendar file must be, the weekly one's checks applied to each class's too.
const FEEDS: [string, Parsed, string[]][] = [
  ['/classes/schedule.ics', weekly, expectedEvents()],
  ...perClass.map((feed): [string, Parsed, string[]] => {
    const name = classes.find((c) => c.id === feed.id)!.name;
    return [feed.path, parse(feed.ics), expectedEvents(name)];
  }),
];

describe.each(FEEDS)('the class calendar %s', (_path, { calendar, events }, expected) => {
  it('holds every class of the schedule table that belongs here exactly once, at its local time and length', () => {
    expect(expected.length).toBeGreaterThan(0);
    expect(events.map(shown).sort()).toEqual([...expected].sort());
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

  it('has a DTSTAMP in UTC, as RFC 5545 requires, and unique UIDs', () => {
    for (const event of events) {
      expect(event.component.getFirstProperty('dtstamp')!.toICALString()).toMatch(/Z$/);
    }
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });
});

describe('each class calendar', () => {
  it('exists for every class file whose name the schedule shows, at its path', () => {
    const shownNames = new Set(expectedEvents().map((line) => line.split(' | ')[0]));
    const expectedIds = classes.filter((c) => shownNames.has(c.name)).map((c) => c.id);
    expect(expectedIds.length).toBeGreaterThan(1);
    expect(perClass.map((feed) => feed.id)).toEqual(expectedIds);
    expect(perClass.map((feed) => feed.path)).toEqual(expectedIds.map(classIcsPath));
  });

  it('names the class, and gives each event the UID it has in the weekly calendar', () => {
    const weeklyUids = new Map(weekly.events.map((e) => [e.uid, e.summary]));
    for (const feed of perClass) {
      const { calendar, events } = parse(feed.ics);
      const name = classes.find((c) => c.id === feed.id)!.name;
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        `${schedule.calendarName}: ${name}`,
      );
      for (const event of events) expect(weeklyUids.get(event.uid)).toBe(name);
    }
  });

  it('refuses a class whose calendar would replace the weekly one', () => {
    const clash = input();
    const shownNames = new Set(expectedEvents().map((line) => line.split(' | ')[0]));
    const first = clash.classes.findIndex((c) => shownNames.has(c.name));
    clash.classes[first] = { ...clash.classes[first]!, id: 'schedule' };
    expect(() => classCalendars(clash)).toThrow(/would replace the weekly one/);
  });
});

describe('the weekly class calendar (/classes/schedule.ics) from one build to the next', () => {
  const { events } = weekly;

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
});
