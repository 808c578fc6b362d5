// The content rules a JSON Schema cannot say: a timetable with one entry per day, readable hours,
// and pages.yaml's entry per page.
import { isCalendarDate, isTimeZone, parseDays, parseTimeRange } from '../contracts/hours';
import { PAGES } from '../contracts/routes';
import { NO_CLASS } from '../contracts/schedule';
import type { Schedule, Site } from './content-types';
import type { ContentProblem, Problem } from './problems';

/** A rule of one collection, given a file's data that already matches its schema. */
type Rule = (data: never, problem: Problem) => ContentProblem[];

/** Each collection's own rules. */
const RULES: Record<string, Rule[]> = {
  pages: [pageEntries],
  schedule: [scheduleShape],
  site: [siteHours, holidayHours],
};

/** Every problem of these rules in one file's data, which already matches its schema. */
export const ruleProblems = (collection: string, data: unknown, problem: Problem) =>
  (RULES[collection] ?? []).flatMap((rule) => rule(data as never, problem));

/** pages.yaml has one entry per page of the registry (contracts/routes.ts), and no other. */
function pageEntries(data: { path: string }[], problem: Problem): ContentProblem[] {
  const pages: string[] = Object.values(PAGES).map((page) => page.path);
  const paths = data.map((record) => record.path);
  return [
    ...paths.flatMap((entryPath, index) =>
      pages.includes(entryPath)
        ? []
        : [problem([index, 'path'], `is no page of the site; its pages are ${pages.join(', ')}`)],
    ),
    ...pages
      .filter((page) => !paths.includes(page))
      .map((page) =>
        problem([], `has no entry for ${page}: add one, with its title, description and hero`),
      ),
  ];
}

function scheduleShape({ days, slots }: Schedule, problem: Problem): ContentProblem[] {
  return slots.flatMap((slot, i) =>
    slot.classes.length === days.length
      ? []
      : [
          problem(
            ['slots', i, 'classes'],
            `has ${slot.classes.length} entries but there are ${days.length} days; use ${NO_CLASS} for a day without a class`,
          ),
        ],
  );
}

function siteHours({ location, hours }: Site, problem: Problem): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!isTimeZone(location.timeZone)) {
    problems.push(
      problem(['location', 'timeZone'], 'is not a time zone; use a name such as America/Regina'),
    );
  }
  hours.groups.forEach((group, g) => {
    const seen = new Map<number, number>();
    group.times.forEach((entry, t) => {
      const at = ['hours', 'groups', g, 'times', t];
      if (Boolean(entry.time) === Boolean(entry.note)) {
        problems.push(problem(at, 'needs either a time (10AM-5PM) or a note, not both'));
      }
      if (entry.time && !parseTimeRange(entry.time)) {
        problems.push(problem([...at, 'time'], 'must open before it closes, e.g. 10AM-5PM'));
      }
      const days = parseDays(entry.days);
      if (!days) problems.push(problem([...at, 'days'], 'must run forwards, e.g. Monday-Thursday'));
      for (const day of days ?? []) {
        const first = seen.get(day);
        if (first !== undefined) {
          problems.push(
            problem([...at, 'days'], `repeats a day of line #${first + 1}; each day goes once`),
          );
          break;
        }
        seen.set(day, t);
      }
    });
  });
  return problems;
}

/** Words in a holiday's name that would tell members the club itself is shut. */
const CLUB_CLOSED = /\b(closed|shut)\b/i;

/** Holidays: a real date, changing only staffed hours (the doors are open 24/7). */
function holidayHours({ hours }: Site, problem: Problem): ContentProblem[] {
  const { groups, exceptions } = hours;
  const names = groups.map((g) => g.name);
  const days = exceptions.days ?? [];
  const problems: ContentProblem[] = [];
  days.forEach((holiday, h) => {
    const at = ['hours', 'exceptions', 'days', h];
    if (!isCalendarDate(holiday.date)) {
      problems.push(problem([...at, 'date'], `${holiday.date} is not a day of the calendar`));
    }
    if (CLUB_CLOSED.test(holiday.label)) {
      problems.push(
        problem(
          [...at, 'label'],
          'says the club is closed, but the doors stay open to members 24/7: name the holiday ' +
            '(Canada Day), and mark the groups that are not staffed as closed under Staffed',
        ),
      );
    }
    (holiday.staffed ?? []).forEach((change, c) => {
      const where = [...at, 'staffed', c];
      if (!names.includes(change.group)) {
        problems.push(
          problem(
            [...where, 'group'],
            `names no hours group: use ${names.join(' or ')}. The doors stay open to members ` +
              '24/7, so a holiday changes only the staffed hours',
          ),
        );
      }
      if (Boolean(change.closed) === Boolean(change.time)) {
        problems.push(problem(where, 'needs either closed or a time (10AM-2PM), not both'));
      } else if (change.time && !parseTimeRange(change.time)) {
        problems.push(problem([...where, 'time'], 'must open before it closes, e.g. 10AM-2PM'));
      }
    });
  });
  return problems;
}

/** Holidays before `today` (YYYY-MM-DD): a reminder, not an error, as every list ages. */
export function pastHolidays(data: unknown, today: string, problem: Problem): ContentProblem[] {
  // Unchecked: contentWarnings reads the file whether or not it passed its schema.
  const days = (data as Partial<Site> | null)?.hours?.exceptions?.days ?? [];
  return days.flatMap((holiday, h) =>
    typeof holiday.date === 'string' && holiday.date < today
      ? [
          problem(
            ['hours', 'exceptions', 'days', h, 'date'],
            `${holiday.date} has passed, so the site no longer shows it: remove this holiday`,
          ),
        ]
      : [],
  );
}
