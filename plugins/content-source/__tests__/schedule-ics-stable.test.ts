// The class calendars are the same bytes on every build of the same content, whenever it runs, so
// a publish uploads and invalidates a calendar only when its content changed.
import { loadContent } from '../../../content-library';
import { classCalendars, scheduleCalendar, type ScheduleCalendarInput } from '../schedule-ics';

const input = (): ScheduleCalendarInput => ({
  schedule: loadContent('schedule'),
  site: loadContent('site'),
  classes: loadContent('classes'),
});

/** Every calendar file a build writes, by path, as built at the given clock time. */
function buildAt(when: string, from: ScheduleCalendarInput): Map<string, string> {
  jest.setSystemTime(new Date(when));
  const files = new Map(classCalendars(from).map((feed) => [feed.path, feed.ics]));
  files.set('schedule', scheduleCalendar(from));
  return files;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the class calendars across builds', () => {
  it('are byte-identical for the same content built a day apart', () => {
    const first = buildAt('2026-11-27T10:42:00Z', input());
    const second = buildAt('2026-11-28T17:05:31Z', input());
    expect(first.size).toBeGreaterThan(2);
    expect([...second]).toEqual([...first]);
  });

  it('change the changed class file (and the weekly one) but no other class file', () => {
    const before = buildAt('2026-11-27T10:42:00Z', input());
    const changed = input();
    const [target, ...others] = classCalendars(changed).map((feed) => feed.id);
    const index = changed.classes.findIndex((c) => c.id === target);
    changed.classes[index] = { ...changed.classes[index]!, description: 'A new description.' };
    const after = buildAt('2026-11-27T10:42:00Z', changed);
    const pathOf = (id: string) => classCalendars(changed).find((f) => f.id === id)!.path;
    expect(after.get(pathOf(target!))).not.toEqual(before.get(pathOf(target!)));
    expect(after.get('schedule')).not.toEqual(before.get('schedule'));
    for (const id of others) expect(after.get(pathOf(id))).toEqual(before.get(pathOf(id)));
  });
});
