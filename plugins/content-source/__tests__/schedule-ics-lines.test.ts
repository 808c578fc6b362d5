// A line break in content cannot add a line to a calendar file: the calendar's name and the
// club's name, which ical-generator writes as given, come out on one line, escaped, and the
// calendar read back holds the schedule's events and nothing else.
import ICAL from 'ical.js';
import { loadContent } from '../../../content-library';
import {
  classCalendars,
  scheduleCalendar,
  scheduleOccurrences,
  type ScheduleCalendarInput,
} from '../schedule-ics';

const EXTRA_EVENT =
  '\r\nBEGIN:VEVENT\r\nUID:extra@evil.example\r\nDTSTAMP:20260101T000000Z\r\n' +
  'DTSTART:20260101T100000Z\r\nSUMMARY:Free entry\r\nEND:VEVENT';

const input = (): ScheduleCalendarInput => {
  const site = loadContent('site');
  const schedule = loadContent('schedule');
  return {
    schedule: { ...schedule, calendarName: `Classes${EXTRA_EVENT}\nX-WR-CALDESC:injected` },
    site: { ...site, name: `Club, the; best\\${EXTRA_EVENT}` },
    classes: loadContent('classes'),
  };
};

describe('a calendar whose names hold line breaks', () => {
  const ics = scheduleCalendar(input());
  const calendar = new ICAL.Component(ICAL.parse(ics));

  it('holds the schedule’s events and no other', () => {
    const uids = calendar
      .getAllSubcomponents('vevent')
      .map((event) => event.getFirstPropertyValue('uid'));
    expect(uids).toHaveLength(scheduleOccurrences(input().schedule).length);
    expect(uids).not.toContain('extra@evil.example');
    expect(calendar.getFirstProperty('x-wr-caldesc')).toBeNull();
  });

  it('names the calendar on one line, as written', () => {
    const name = `Classes ${EXTRA_EVENT.trim().replace(/\r\n/g, ' ')} X-WR-CALDESC:injected`;
    expect(calendar.getFirstPropertyValue('name')).toBe(name);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Club, the; best\\ BEGIN:VEVENT');
  });

  it('keeps each class’s own calendar to its events', () => {
    for (const feed of classCalendars(input())) {
      const parsed = new ICAL.Component(ICAL.parse(feed.ics));
      expect(parsed.getAllSubcomponents('vevent')).toHaveLength(feed.events);
    }
  });
});
