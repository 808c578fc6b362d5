// The content rules that span files. Each file is parsed once (`documents`); a file that does not
// parse is left to its own problems.
import { LEAD_RETENTION_DAYS } from '../contracts/lead-table';
import { isClass, NO_CLASS } from '../contracts/schedule';
import { collectionOf, isEntryFolder, type ContentDocuments } from './load';
import { problemAt } from './locate';
import type { ContentProblem, Segment } from './problems';

export interface ContentFiles {
  contentDir: string;
  rootDir: string;
  files: string[];
  documents: ContentDocuments;
}

/** The data of `file`, or undefined when it is missing or does not parse; `at` makes problems. */
export function read<T>(content: ContentFiles, file: string) {
  if (!content.files.includes(file)) return undefined;
  const document = content.documents(file);
  const at = (segments: Segment[], message: string) =>
    problemAt({ ...content, file, document }, segments, message);
  return document.doc.errors.length > 0
    ? undefined
    : { data: document.doc.toJS() as Partial<T> | null, at };
}

/**
 * Two entries of a list at the same position (`order`) would be ordered differently by the site
 * and the CMS. The FAQ's positions count within a group, as its list is reordered group by group.
 */
export function sharedPositions(content: ContentFiles): ContentProblem[] {
  const seen = new Map<string, string>();
  return content.files.flatMap((f) => {
    const collection = collectionOf(f);
    const entry = isEntryFolder(collection)
      ? read<{ order: unknown; group: unknown }>(content, f)
      : undefined;
    const order = entry?.data?.order;
    if (typeof order !== 'number') return [];
    const group = collection === 'faq' ? String(entry!.data!.group) : '';
    const key = `${collection}\n${group}\n${order}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, f);
      return [];
    }
    return [
      entry!.at(
        ['order'],
        `is ${order}, the position of ${first} too: give each entry its own (Reorder in the ` +
          'CMS list does), or leave it out and the entry comes first',
      ),
    ];
  });
}

/**
 * Each class the schedule names is a class of content/classes/, by its name: that links a slot to
 * the class's description, filter and calendar, which a rename in one file alone would lose.
 */
export function scheduleClassProblems(content: ContentFiles): ContentProblem[] {
  const names = new Set(
    content.files
      .filter((f) => collectionOf(f) === 'classes')
      .map((f) => read<{ name: unknown }>(content, f)?.data?.name)
      .filter((name): name is string => typeof name === 'string'),
  );
  const schedule = read<{ slots: { classes?: unknown[] }[] }>(content, 'schedule.yaml');
  return (schedule?.data?.slots ?? []).flatMap((slot, i) =>
    (slot.classes ?? []).flatMap((cell, day) =>
      typeof cell !== 'string' || !isClass(cell) || names.has(cell)
        ? []
        : [
            schedule!.at(
              ['slots', i, 'classes', day],
              `is "${cell}", which no class in content/classes/ is called: write a class's ` +
                `name as its file has it (${[...names].join(', ')}), or ${NO_CLASS} for no class`,
            ),
          ],
    ),
  );
}

/** The tour request's hours group (page-text.yaml) is one of site.yaml's, whose hours it offers. */
export function tourHoursGroupProblems(content: ContentFiles): ContentProblem[] {
  const site = read<{ hours: { groups?: { name?: unknown }[] } }>(content, 'site.yaml');
  const text = read<{ bookTour: { request?: { hoursGroup?: unknown } } }>(
    content,
    'page-text.yaml',
  );
  const group = text?.data?.bookTour?.request?.hoursGroup;
  const names = (site?.data?.hours?.groups ?? []).map((g) => g.name);
  if (!site || typeof group !== 'string' || names.includes(group)) return [];
  return [
    text!.at(
      ['bookTour', 'request', 'hoursGroup'],
      `names no hours group of content/site.yaml: use one of ${names.join(', ')}`,
    ),
  ];
}

/** The days the privacy policy says a lead is kept are the days the lead table keeps it. */
export function retentionProblems(content: ContentFiles): ContentProblem[] {
  const privacy = read<{ retentionDays: unknown }>(content, 'privacy.yaml');
  const days = privacy?.data?.retentionDays;
  if (typeof days !== 'number' || days === LEAD_RETENTION_DAYS) return [];
  return [
    privacy!.at(
      ['retentionDays'],
      `is ${days}, but the lead table keeps a lead ${LEAD_RETENTION_DAYS} days: the policy must ` +
        `say what the store does. Set it to ${LEAD_RETENTION_DAYS}, or ask a developer to change ` +
        'LEAD_RETENTION_DAYS in contracts/lead-table.ts',
    ),
  ];
}
