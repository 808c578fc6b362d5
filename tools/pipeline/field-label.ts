// A problem's field as the CMS shows it (`img.alt` of a trainer is "Photo › Alt text"): the labels
// along the CMS's own fields (plugins/cms-admin), list items numbered from 1.
import { collectionParts } from '../../plugins/cms-admin';
import type { SchemaSet } from '../../content-library';

/** A CMS field as far as a label needs it: an object's or a list's fields, a list's one field. */
type CmsField = { name?: string; label: string; fields?: CmsField[]; field?: CmsField };

/** `qualification[0].info` -> ['qualification', 0, 'info']. */
function segmentsOf(field: string) {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index !== undefined ? Number(index) : name!,
  );
}

/**
 * The CMS's labels along `field` of a problem in `file` (content/<collection>.yaml, or
 * content/<collection>/<id>.yaml), joined by ›; undefined when the CMS has no such field.
 */
export function cmsFieldLabel(
  schemas: SchemaSet,
  problem: { file: string; entry?: string; field?: string },
): string | undefined {
  const match = /(?:^|\/)content\/([^/]+?)(\.ya?ml|\/[^/]+\.ya?ml)$/.exec(problem.file);
  if (!match || !schemas.files[`${match[1]}.schema.json`] || problem.field === undefined) {
    return undefined;
  }
  const { schema, media } = collectionParts(schemas, match[1]!);
  const fields = media.fields as CmsField[];
  // A list's problems name the record as the entry and the field inside it, as does a file of
  // one entry (content/trainers/3.yaml); a single object (content/site.yaml) names its top-level
  // key as the entry.
  const list = schema.type === 'array';
  let node: CmsField = list ? fields[0]! : { label: '', fields };
  const field = segmentsOf(problem.field);
  const path =
    list || match[2]!.startsWith('/') ? field : [...segmentsOf(problem.entry ?? ''), ...field];
  const labels: string[] = [];
  for (const segment of path) {
    const children = node.fields ?? (node.field ? [node.field] : []);
    const next = typeof segment === 'number' ? node : children.find((f) => f.name === segment);
    if (!next) return undefined;
    labels.push(typeof segment === 'number' ? `item ${segment + 1}` : next.label);
    node = next;
  }
  return labels.join(' › ');
}
