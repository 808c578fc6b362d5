// A problem's field as the CMS shows it (`img.alt` of a trainer is "Photo › Alt text": each
// property's schema title, else its humanized name, as plugins/cms-admin labels it).
import { humanize } from '../../plugins/cms-admin';
import { resolve, type JsonSchema, type SchemaSet } from '../../content-library';

type Segment = string | number;

/** `qualification[0].info` -> ['qualification', 0, 'info']. */
function segmentsOf(field: string): Segment[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index !== undefined ? Number(index) : name!,
  );
}

/**
 * The CMS's labels along `field` of a problem in `file` (content/<collection>.yaml, or
 * content/<collection>/<id>.yaml), joined by ›; undefined when the schema has no such field.
 * `entry` matters for files holding one object, whose entry is its top-level key.
 */
export function cmsFieldLabel(
  schemas: SchemaSet,
  problem: { file: string; entry?: string; field?: string },
): string | undefined {
  const match = /(?:^|\/)content\/([^/]+?)(\.ya?ml|\/[^/]+\.ya?ml)$/.exec(problem.file);
  const rootFile = match && `${match[1]}.schema.json`;
  const root = rootFile ? schemas.files[rootFile] : undefined;
  if (!match || !rootFile || !root || problem.field === undefined) return undefined;
  let { schema, file } = resolve(schemas, rootFile, root);
  const field = segmentsOf(problem.field);
  let path: Segment[];
  if (schema.type === 'array' && schema.items) {
    // A list's problems name the record as the entry, and the field inside it.
    ({ schema, file } = resolve(schemas, file, schema.items));
    path = field;
  } else {
    // A file of one entry (content/trainers/3.yaml) is its record; a single object
    // (content/site.yaml) names its top-level key as the entry.
    const entryFile = match[2]!.startsWith('/');
    path = entryFile ? field : [...segmentsOf(problem.entry ?? ''), ...field];
  }
  const labels: string[] = [];
  for (const segment of path) {
    const next: JsonSchema | undefined =
      typeof segment === 'number' ? schema.items : schema.properties?.[segment];
    if (!next) return undefined;
    ({ schema, file } = resolve(schemas, file, next));
    labels.push(
      typeof segment === 'number' ? `item ${segment + 1}` : (schema.title ?? humanize(segment)),
    );
  }
  return labels.join(' › ');
}
