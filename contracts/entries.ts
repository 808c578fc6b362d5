// The order of a folder collection's entries (content/trainers/, content/faq/, ...) and the FAQ's
// questions in their groups: one rule for the loader and the pages' queries, so every list agrees
// with the CMS's.

/** What the order needs of an entry: its optional position and its id (its file's name). */
export interface Ordered {
  order?: number | null;
  id: string;
}

/**
 * Entries without a position first, by id, digits read as numbers (2 before 10); then the others
 * by position. The CMS lists them by position too (plugins/cms-admin: a number typed in the
 * form), so the list an editor sees is the page's order, and an entry just made in the CMS,
 * which has no position, tops the page until it is given one. e2e/admin/entries.spec.ts
 * compares the two on the real content.
 */
export function byEntryOrder(a: Ordered, b: Ordered): number {
  const [x, y] = [a.order ?? -Infinity, b.order ?? -Infinity];
  if (x !== y) return x < y ? -1 : 1;
  return a.id.localeCompare(b.id, 'en', { numeric: true });
}

export const sortEntries = <T extends Ordered>(entries: readonly T[]): T[] =>
  [...entries].sort(byEntryOrder);

/**
 * The FAQ's groups (content/faq-groups.yaml, in its order), each with its questions
 * (content/faq/, each naming its group) in entry order. A group with no question is left out,
 * so the page never shows an empty heading.
 */
export function groupQuestions<G extends { id: string }, Q extends Ordered & { group: string }>(
  groups: readonly G[],
  questions: readonly Q[],
): (G & { questions: Q[] })[] {
  return groups
    .map((group) => ({
      ...group,
      questions: sortEntries(questions.filter((q) => q.group === group.id)),
    }))
    .filter((group) => group.questions.length > 0);
}

/** Entry nodes of a page query (their id is `yamlId`), with their `id`, in the site's order. */
export const nodeEntries = <T extends { yamlId: string; order?: number | null }>(
  nodes: readonly T[],
): (T & { id: string })[] => sortEntries(nodes.map((node) => ({ ...node, id: node.yamlId })));
