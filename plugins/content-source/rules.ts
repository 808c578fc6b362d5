// The content rules a JSON Schema cannot express: distinct ids (or paths) within a collection,
// image files that exist under content/, a class timetable with one entry per day, hours that
// can be read, and FAQ questions with distinct anchors.
import fs from 'node:fs';
import path from 'node:path';
import { parseDays, parseTimeRange, type HoursEntry } from '../../src/hours/hours';
import type { ContentProblem } from './validate';
import { NO_CLASS } from '../../src/lib/schedule';

export type Segment = string | number;
export type Problem = (segments: Segment[], message: string) => ContentProblem;

/** Collections whose records must have distinct values of a key. */
export const UNIQUE_KEYS: Record<string, string> = {
  trainers: 'id',
  classes: 'id',
  amenities: 'id',
  pages: 'path',
  navigation: 'to',
  faq: 'id',
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
    ...faqAnchors(collection, data, problem),
  ];
}

function duplicateKeys(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  const key = UNIQUE_KEYS[collection];
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
  const { days, slots } = data as { days: string[]; slots: { classes: string[] }[] };
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
  const { location, hours } = data as {
    location: { timeZone: string };
    hours: { groups: { times: HoursEntry[] }[] };
  };
  const problems: ContentProblem[] = [];
  try {
    new Intl.DateTimeFormat('en', { timeZone: location.timeZone });
  } catch {
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

function faqAnchors(collection: string, data: unknown, problem: Problem): ContentProblem[] {
  if (collection !== 'faq') return [];
  // Every question is an anchor on the one /faq/ page, so ids must differ across groups too.
  const groups = data as { questions: { id: string }[] }[];
  const seen = new Map<string, string>();
  return groups.flatMap((group, g) =>
    group.questions.flatMap((question, q) => {
      const first = seen.get(question.id);
      if (first === undefined) {
        seen.set(question.id, `group #${g + 1}, question #${q + 1}`);
        return [];
      }
      return [
        problem(
          [g, 'questions', q, 'id'],
          `"${question.id}" is already used by ${first}; each question's id must be unique`,
        ),
      ];
    }),
  );
}
