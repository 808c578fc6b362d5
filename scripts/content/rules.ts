// The content rules a JSON Schema cannot express: distinct ids (or paths) within a collection,
// image files that exist under content/, and a class timetable with one entry per day.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './validate';

export type Segment = string | number;
export type Problem = (segments: Segment[], message: string) => ContentProblem;

/** Collections whose records must have distinct values of a key. */
export const UNIQUE_KEYS: Record<string, string> = {
  trainers: 'id',
  classes: 'id',
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
            `has ${slot.classes.length} entries but there are ${days.length} days; use '' for a day without a class`,
          ),
        ],
  );
}
