// Where a content problem is, in an editor's words: the file's line, the record (`trainer 3
// (Jordan Whitecalf)`, `question #2 (id guest-passes)`), the field; and the message listing them.
import path from 'node:path';
import type { Document, LineCounter } from 'yaml';
import { collectionOf, entryId, isEntryFolder, type EntryFolder, type YamlDocument } from './load';
import type { ContentProblem, Segment } from './problems';

/** What one record of each collection is called in messages and in the CMS. */
export const RECORD_NAMES: Record<EntryFolder, string> & Record<string, string | undefined> = {
  trainers: 'trainer',
  classes: 'class',
  amenities: 'section',
  navigation: 'link',
  pages: 'page',
  faq: 'question',
  'membership-plans': 'plan',
};

/** An entry file's record: `trainer 3 (Jordan Whitecalf)`, and the field inside it. */
export function describeEntry(
  collection: string,
  id: string,
  data: unknown,
  segments: Segment[],
): Pick<ContentProblem, 'entry' | 'field'> {
  const fields = (data ?? {}) as Record<string, unknown>;
  const name = [fields.name, fields.title, fields.question].find(
    (v) => typeof v === 'string' && v !== '',
  );
  return {
    entry: `${RECORD_NAMES[collection] ?? 'entry'} ${id}${name ? ` (${String(name)})` : ''}`,
    field: formatField(segments),
  };
}

/** Names the record a path points into, and the field inside it. */
export function describeLocation(
  collection: string,
  data: unknown,
  segments: Segment[],
): Pick<ContentProblem, 'entry' | 'field'> {
  if (segments.length === 0) return {};
  const [first, ...rest] = segments;
  if (Array.isArray(data) && typeof first === 'number') {
    // `link #2 (to /faq/, FAQ)`: its number in the list, and its key and name if it has them.
    const record = (data[first] ?? {}) as Record<string, unknown>;
    // The key its list's schema makes unique (uniqueKey): what the record is known by.
    const key = ['id', 'path', 'to'].find((k) => record[k] !== undefined);
    const label = [key && `${key} ${record[key]}`, record.name ?? record.label]
      .filter((v) => v !== undefined && v !== '')
      .join(', ');
    const entry = `${RECORD_NAMES[collection] ?? 'entry'} #${first + 1}${label ? ` (${label})` : ''}`;
    return { entry, field: formatField(rest) };
  }
  // A file holding one object: the entry is its top-level key (with an index into a list).
  if (typeof rest[0] === 'number') {
    const [index, ...field] = rest;
    return { entry: `${first}[${index}]`, field: formatField(field) };
  }
  return { entry: String(first), field: formatField(rest) };
}

/** `qualification[0].info`; undefined for the record itself. */
function formatField(segments: Segment[]): string | undefined {
  if (segments.length === 0) return undefined;
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('');
}

/** `  content/site.yaml:12: hours, field "access" is empty; it needs text` */
function problemLine(p: ContentProblem): string {
  const where = [p.entry, p.field && `field "${p.field}"`].filter(Boolean).join(', ');
  return `  ${p.file}${p.line ? `:${p.line}` : ''}: ${where ? `${where} ` : ''}${p.message}`;
}

/** One message for all problems: a heading, then one line per problem. */
export function formatProblems(problems: ContentProblem[]): string {
  const files = [...new Set(problems.map((p) => p.file))];
  const lines = problems.map(problemLine);
  return [
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.join(', ')}:`,
    ...lines,
    'Fix the YAML and run the command again (`npm run check:content` checks the content alone).',
  ].join('\n');
}

/** The warnings' message: what to tidy, though nothing stops the build. */
export function formatWarnings(warnings: ContentProblem[]): string {
  return [
    `The content has ${warnings.length} reminder${warnings.length === 1 ? '' : 's'} (nothing is refused):`,
    ...warnings.map(problemLine),
  ].join('\n');
}

export function lineOf(
  doc: Document,
  counter: LineCounter,
  segments: Segment[],
): number | undefined {
  // Point at the deepest node that exists: a missing field is reported at its parent record.
  for (let n = segments.length; n >= 0; n -= 1) {
    const node = n === 0 ? doc.contents : doc.getIn(segments.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return counter.linePos(range[0]).line;
  }
  return undefined;
}

/** A JSON pointer (`/slots/2/classes/3`) as the segments of a path. */
export function pointerToSegments(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A problem at `segments` of `file` (`trainers/1.yaml`), named as editors read it. */
export function problemAt(
  where: { contentDir: string; rootDir: string; file: string; document: YamlDocument },
  segments: Segment[],
  message: string,
): ContentProblem {
  const { doc, lineCounter } = where.document;
  const collection = collectionOf(where.file);
  const data: unknown = doc.toJS();
  return {
    file: path.relative(where.rootDir, path.join(where.contentDir, where.file)),
    line: lineOf(doc, lineCounter, segments),
    ...(isEntryFolder(collection)
      ? describeEntry(collection, entryId(where.file), data, segments)
      : describeLocation(collection, data, segments)),
    message,
  };
}
