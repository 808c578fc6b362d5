// The order of the entries of a folder collection (content/trainers/, content/faq/, ...), and
// the FAQ's questions put back in their groups. One rule for the build's loader
// (plugins/content-source/load.ts) and the pages' queries, so every list the site shows and the
// CMS's list agree.

/** What the order needs of an entry: its optional position and its id (its file's name). */
export interface Ordered {
  order?: number | null;
  id: string;
}

/**
 * Entries with a position first, by position; then the others by id, digits read as numbers (2
 * before 10). The CMS (reorder: true) sorts its list the same way, and drags write `order`.
 */
export function byEntryOrder(a: Ordered, b: Ordered): number {
  const [x, y] = [a.order ?? Infinity, b.order ?? Infinity];
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
