// /classes/schedule.ics and one /classes/<id>.ics per class: content/schedule.yaml's weekly
// events in the club's time zone, with stable UIDs so a subscribed calendar updates them.
import fs from 'node:fs';
import path from 'node:path';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { escape, ICalCalendar, ICalEventRepeatingFreq } from 'ical-generator';
import { DateTime } from 'luxon';
import { loadContent, type LoadedContent, type Schedule, type Site } from '../../content-library';
import { isoClock, parseClock, WEEKDAYS, type Weekday } from '../../contracts/hours/hours';
import { oneLine } from '../../contracts/one-line';
import { isClass } from '../../contracts/schedule';
import { classIcsPath, ROUTES, SCHEDULE_ICS_PATH } from '../../contracts/routes';

export type ScheduleCalendarInput = {
  schedule: Schedule;
  site: Site;
  classes: LoadedContent['classes'];
};

export type ClassOccurrence = { className: string; day: Weekday; minutes: number; length: number };

export function scheduleOccurrences(schedule: Schedule): ClassOccurrence[] {
  return schedule.slots.flatMap((slot) => {
    const minutes = parseClock(slot.time.replace(' ', ''));
    if (minutes === null)
      throw new Error(`content/schedule.yaml: cannot read the time ${slot.time}`);
    return slot.classes.flatMap((className, i) =>
      isClass(className)
        ? [{ className, day: schedule.days[i] as Weekday, minutes, length: slot.minutes }]
        : [],
    );
  });
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The same class on the same weekday at the same time keeps its UID across builds. */
export function occurrenceUid({ className, day, minutes }: ClassOccurrence, host: string): string {
  return `${slug(className)}-${day.toLowerCase()}-${isoClock(minutes).replace(':', '')}@${host}`;
}

type Feed = { name: string; path: string; occurrences: readonly ClassOccurrence[] };

/** A calendar-level TEXT value, which ical-generator writes as given, unlike an event's: on one
 * line, with RFC 5545's escapes, so no content adds a line. */
const calendarText = (text: string) => escape(oneLine(text), false);

function calendarOf({ schedule, site, classes }: ScheduleCalendarInput, feed: Feed): string {
  const zone = site.location.timeZone;
  const host = new URL(site.siteUrl).host;
  const { contact } = site;
  const address = `${contact.address}, ${contact.cityProvince} ${contact.postalCode}`;
  const calendar = new ICalCalendar({
    name: calendarText(feed.name),
    prodId: {
      company: calendarText(site.name),
      product: 'Team class schedule',
      language: 'EN',
    },
    url: oneLine(`${site.siteUrl}${feed.path}`),
    // A VTIMEZONE for the events' zone, while the calendar itself stays in UTC: then DTSTAMP is
    // UTC, as RFC 5545 requires (ical-generator writes it in the calendar's zone otherwise).
    timezone: { name: null, generator: getVtimezoneComponent },
    // Subscribed calendars look for changes about once a day.
    ttl: 24 * 60 * 60,
  });
  // The first week the timetable applies; each class first happens on its weekday of that week.
  const firstMonday = DateTime.fromISO(schedule.startsOn, { zone }).startOf('week');
  // DTSTAMP without a METHOD is when the information was last revised (RFC 5545 3.8.7.2): the
  // timetable's date, so an unchanged schedule makes the same bytes, neither published again nor
  // seen as a change by a client that compares events.
  const stamp = DateTime.fromISO(schedule.startsOn, { zone: 'utc' });
  for (const occurrence of feed.occurrences) {
    const start = firstMonday.plus({
      days: WEEKDAYS.indexOf(occurrence.day),
      minutes: occurrence.minutes,
    });
    const known = classes.find((c) => c.name === occurrence.className);
    calendar.createEvent({
      // The same UID in the weekly file and the class's own: it is the same event.
      id: occurrenceUid(occurrence, host),
      start,
      end: start.plus({ minutes: occurrence.length }),
      stamp,
      timezone: zone,
      summary: occurrence.className,
      description: known?.description,
      location: `${site.name}, ${address}`,
      url: `${site.siteUrl}${ROUTES.classes}${known ? `#${known.id}` : ''}`,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
    });
  }
  return calendar.toString();
}

export function scheduleCalendar(input: ScheduleCalendarInput): string {
  return calendarOf(input, {
    name: input.schedule.calendarName,
    path: SCHEDULE_ICS_PATH,
    occurrences: scheduleOccurrences(input.schedule),
  });
}

/** Each scheduled class's own calendar, its events as in the weekly file. An unscheduled class
 * has none: RFC 5545 allows no calendar without an event. */
export function classCalendars(
  input: ScheduleCalendarInput,
): { id: string; path: string; events: number; ics: string }[] {
  const all = scheduleOccurrences(input.schedule);
  return input.classes.flatMap(({ id, name }) => {
    const occurrences = all.filter((o) => o.className === name);
    if (occurrences.length === 0) return [];
    const path = classIcsPath(id);
    if (path === SCHEDULE_ICS_PATH) {
      throw new Error(`content/classes/${id}.yaml: its calendar would replace the weekly one`);
    }
    const ics = calendarOf(input, {
      name: `${input.schedule.calendarName}: ${name}`,
      path,
      occurrences,
    });
    return [{ id, path, events: occurrences.length, ics }];
  });
}

export function writeScheduleCalendars(publicDir: string): { events: number; classes: number } {
  const input: ScheduleCalendarInput = {
    schedule: loadContent('schedule'),
    site: loadContent('site'),
    classes: loadContent('classes'),
  };
  const perClass = classCalendars(input);
  for (const feed of [{ path: SCHEDULE_ICS_PATH, ics: scheduleCalendar(input) }, ...perClass]) {
    const file = path.join(publicDir, feed.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, feed.ics);
  }
  return { events: scheduleOccurrences(input.schedule).length, classes: perClass.length };
}
