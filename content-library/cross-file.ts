// The content rules that span files: entries' positions within a list, each FAQ question's
// group, each class the schedule names, and the retention the policy prints against the store's. Each reads the files through `documents`, so a check
// reads and parses every file once; a file that does not parse is left to its own problems.
import path from 'node:path';
import { LEAD_RETENTION_DAYS } from '../contracts/lead-table';
import { isClass, NO_CLASS } from '../contracts/schedule';
import { collectionOf, entryId, isEntryFolder, type ContentDocuments } from './load';
import { describeEntry, describeLocation, lineOf } from './locate';
import type { ContentProblem } from './problems';

/**
 * Two entries of a list at the same position (`order`): the site would put them in file-name
 * order and the CMS's list in its own, so they would disagree. The CMS's Reorder writes a
 * position per entry; this comes from a copied file or a hand edit. The FAQ's positions count
 * within a group, as its list is reordered group by group.
 */
export function sharedPositions(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  const seen = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const collection = collectionOf(f);
    if (!isEntryFolder(collection)) continue;
    const filePath = path.join(contentDir, f);
    const { doc, lineCounter } = documents(f);
    const data = doc.toJS() as { order?: unknown; group?: unknown } | null;
    if (doc.errors.length > 0 || typeof data?.order !== 'number') continue;
    const key = `${collection}\n${collection === 'faq' ? String(data.group) : ''}\n${data.order}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, f);
      continue;
    }
    problems.push({
      file: path.relative(rootDir, filePath),
      line: lineOf(doc, lineCounter, ['order']),
      ...describeEntry(collection, entryId(f), data, ['order']),
      message:
        `is ${data.order}, the position of ${first} too: give each entry its own (Reorder in the ` +
        'CMS list does), or leave it out and the entry comes first',
    });
  }
  return problems;
}

/**
 * Each FAQ question (content/faq/<id>.yaml) names a group of content/faq-groups.yaml, or the
 * page would not show it. Files that do not parse are left to their own problems.
 */
export function faqGroupProblems(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  if (!files.includes('faq-groups.yaml')) return [];
  const groups = documents('faq-groups.yaml').doc.toJS() as {
    groups?: { id?: unknown }[];
  } | null;
  const ids = new Set((groups?.groups ?? []).map((g) => g.id));
  return files
    .filter((f) => path.dirname(f) === 'faq')
    .flatMap((f) => {
      const filePath = path.join(contentDir, f);
      const { doc, lineCounter } = documents(f);
      const data = doc.toJS() as { group?: unknown } | null;
      if (doc.errors.length > 0 || typeof data?.group !== 'string' || ids.has(data.group)) {
        return [];
      }
      return [
        {
          file: path.relative(rootDir, filePath),
          line: lineOf(doc, lineCounter, ['group']),
          ...describeEntry('faq', entryId(f), data, ['group']),
          message: `names no group of content/faq-groups.yaml: use one of ${[...ids].join(', ')}`,
        },
      ];
    });
}

/**
 * Each class the schedule names (content/schedule.yaml) is a class of content/classes/, by its
 * name: that is what links a slot to the class's description, its filter and its own calendar,
 * so a class renamed in one file and not the other would quietly lose them on /classes/.
 */
export function scheduleClassProblems(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  if (!files.includes('schedule.yaml')) return [];
  const names = new Set(
    files
      .filter((f) => collectionOf(f) === 'classes')
      .map((f) => (documents(f).doc.toJS() as { name?: unknown } | null)?.name)
      .filter((name): name is string => typeof name === 'string'),
  );
  const { doc, lineCounter } = documents('schedule.yaml');
  const data = doc.toJS() as { slots?: { classes?: unknown[] }[] } | null;
  if (doc.errors.length > 0) return [];
  const file = path.relative(rootDir, path.join(contentDir, 'schedule.yaml'));
  return (data?.slots ?? []).flatMap((slot, i) =>
    (slot.classes ?? []).flatMap((cell, day) =>
      typeof cell !== 'string' || !isClass(cell) || names.has(cell)
        ? []
        : [
            {
              file,
              line: lineOf(doc, lineCounter, ['slots', i, 'classes', day]),
              ...describeLocation('schedule', data, ['slots', i, 'classes', day]),
              message:
                `is "${cell}", which no class in content/classes/ is called: write a class's ` +
                `name as its file has it (${[...names].join(', ')}), or ${NO_CLASS} for no class`,
            },
          ],
    ),
  );
}

/**
 * The tour request's hours group (page-text.yaml bookTour.request.hoursGroup) is one of
 * site.yaml's hours groups: the form offers that group's hours, and the handler checks them.
 */
export function tourHoursGroupProblems(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  if (!files.includes('site.yaml') || !files.includes('page-text.yaml')) return [];
  const site = documents('site.yaml').doc.toJS() as {
    hours?: { groups?: { name?: unknown }[] };
  } | null;
  const { doc, lineCounter } = documents('page-text.yaml');
  const data = doc.toJS() as { bookTour?: { request?: { hoursGroup?: unknown } } } | null;
  const group = data?.bookTour?.request?.hoursGroup;
  const names = (site?.hours?.groups ?? []).map((g) => g.name);
  if (doc.errors.length > 0 || typeof group !== 'string' || names.includes(group)) return [];
  const segments = ['bookTour', 'request', 'hoursGroup'];
  return [
    {
      file: path.relative(rootDir, path.join(contentDir, 'page-text.yaml')),
      line: lineOf(doc, lineCounter, segments),
      ...describeLocation('page-text', data, segments),
      message: `names no hours group of content/site.yaml: use one of ${names.join(', ')}`,
    },
  ];
}

/**
 * The days the privacy policy says a lead is kept (privacy.yaml retentionDays) are the days the
 * lead table keeps it (contracts/lead-table.ts, the one setting): a policy that says otherwise
 * would promise what the store does not do.
 */
export function retentionProblems(
  contentDir: string,
  rootDir: string,
  files: string[],
  documents: ContentDocuments,
): ContentProblem[] {
  if (!files.includes('privacy.yaml')) return [];
  const { doc, lineCounter } = documents('privacy.yaml');
  const data = doc.toJS() as { retentionDays?: unknown } | null;
  const days = data?.retentionDays;
  if (doc.errors.length > 0 || typeof days !== 'number' || days === LEAD_RETENTION_DAYS) {
    return [];
  }
  return [
    {
      file: path.relative(rootDir, path.join(contentDir, 'privacy.yaml')),
      line: lineOf(doc, lineCounter, ['retentionDays']),
      ...describeLocation('privacy', data, ['retentionDays']),
      message:
        `is ${days}, but the lead table keeps a lead ${LEAD_RETENTION_DAYS} days: the policy must ` +
        `say what the store does. Set it to ${LEAD_RETENTION_DAYS}, or ask a developer to change ` +
        'LEAD_RETENTION_DAYS in contracts/lead-table.ts',
    },
  ];
}
