// The content rules a JSON Schema cannot say: distinct ids within a list, image files that exist,
// a timetable with one entry per day, readable hours, and pages.yaml's entry per page.
import fs from 'node:fs';
import path from 'node:path';
import { isCalendarDate, isTimeZone, parseDays, parseTimeRange } from '../contracts/hours';
import { PAGES } from '../contracts/routes';
import { NO_CLASS } from '../contracts/schedule';
import type { Schedule, Site } from './content-types';
import type { ContentProblem, Problem, Segment } from './problems';

/** Files that are a list whose records must have distinct values of a key. */
export const UNIQUE_KEYS: Record<string, string> = {
  amenities: 'id',
  pages: 'path',
  navigation: 'to',
};

/** Every problem of these rules in one file's data, which already matches its schema. */
export function ruleProblems(
  collection: string,
  data: unknown,
  contentDir: string,
  problem: Problem,
): ContentProblem[] {
  return [
    ...duplicateKeys(collection, data, problem),
    ...missingImages(data, contentDir, problem),
    ...scheduleShape(collection, data, problem),
    ...siteHours(collection, data, problem),
    ...holidayHours(collection, data, problem),
    ...pageEntries(collection, data, problem),
  ];
}

/** pages.yaml has one entry per page of the registry (contracts/routes.ts), and no other. */
function pageEntries(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection !== 'pages' || !Array.isArray(data)) return [];
  const pages: string[] = Object.values(PAGES).map((page) => page.path);
  const paths = data.map((record: { path?: unknown }) => record.path);
  return [
    ...paths.flatMap((entryPath, index) =>
      pages.includes(entryPath as string)
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

/** The list files' keys (UNIQUE_KEYS), and the FAQ groups' ids inside faq-groups.yaml. */
function duplicateKeys(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection === 'faq-groups') {
    const { groups } = data as { groups: unknown };
    return uniqueIn(groups, 'id', (segments, message) => problem(['groups', ...segments], message));
  }
  return uniqueIn(data, UNIQUE_KEYS[collection], problem);
}

function uniqueIn(data: unknown, key: string | undefined, problem: Problem): ContentProblem[] {
  if (!key || !Array.isArray(data)) return [];
  const seen = new Map<unknown, number>();
  const problems: ContentProblem[] = [];
  data.forEach((record: Record<string, unknown>, index) => {
    const value = record[key];
    const first = seen.get(value);
    if (first !== undefined) {
      problems.push(
        problem(
          [index, key],
          `${JSON.stringify(value)} is already used by entry #${first + 1}; each ${key} must be unique`,
        ),
      );
    } else {
      seen.set(value, index);
    }
  });
  return problems;
}

function missingImages(data: unknown, contentDir: string, problem: Problem): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (value: unknown, segments: Segment[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...segments, i]));
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && record.src.startsWith('./images/')) {
        if (!fs.existsSync(path.join(contentDir, record.src))) {
          problems.push(
            problem(
              [...segments, 'src'],
              `points at ${record.src}, which does not exist under content/`,
            ),
          );
        }
      }
      for (const [k, v] of Object.entries(record)) walk(v, [...segments, k]);
    }
  };
  walk(data, []);
  return problems;
}

function scheduleShape(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection !== 'schedule') return [];
  const { days, slots } = data as Schedule;
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

function siteHours(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection !== 'site') return [];
  const { location, hours } = data as Site;
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

/** Holidays: a real date, once each, changing only staffed hours (the doors are open 24/7). */
function holidayHours(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection !== 'site') return [];
  const { groups, exceptions } = (data as Site).hours;
  const names = groups.map((g) => g.name);
  const seen = new Map<string, number>();
  const problems: ContentProblem[] = [];
  (exceptions.days ?? []).forEach((holiday, h) => {
    const at = ['hours', 'exceptions', 'days', h];
    if (!isCalendarDate(holiday.date)) {
      problems.push(problem([...at, 'date'], `${holiday.date} is not a day of the calendar`));
    }
    const first = seen.get(holiday.date);
    if (first !== undefined) {
      problems.push(
        problem(
          [...at, 'date'],
          `${holiday.date} is already holiday #${first + 1}'s date; give each date one entry`,
        ),
      );
    } else {
      seen.set(holiday.date, h);
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
    const changed = new Set<string>();
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
      } else if (changed.has(change.group)) {
        problems.push(problem([...where, 'group'], 'is listed twice for this date; list it once'));
      }
      changed.add(change.group);
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
