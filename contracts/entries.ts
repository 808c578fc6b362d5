// The order of a folder collection's entries and of the FAQ's questions in their groups: one rule
// for the loader and the pages' queries, so every list agrees with the CMS's.

export interface Ordered {
  order?: number | null;
  id: string;
}

/**
 * Entries without a position first, by id (2 before 10), then by position, as the CMS lists them:
 * an entry just made in the CMS tops the page until it is given one.
 */
export function byEntryOrder(a: Ordered, b: Ordered): number {
  const [x, y] = [a.order ?? -Infinity, b.order ?? -Infinity];
  if (x !== y) return x < y ? -1 : 1;
  return a.id.localeCompare(b.id, 'en', { numeric: true });
}

export const sortEntries = <T extends Ordered>(entries: readonly T[]): T[] =>
  [...entries].sort(byEntryOrder);

/** Each group with its questions; a group with none is left out, so no heading shows empty. */
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

/** A page query's entry nodes (id in `yamlId`), sorted. */
export const nodeEntries = <T extends { yamlId: string; order?: number | null }>(
  nodes: readonly T[],
): (T & { id: string })[] => sortEntries(nodes.map((node) => ({ ...node, id: node.yamlId })));
