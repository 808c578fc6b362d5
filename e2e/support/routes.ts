// Every route the site must build, from the page registry (contracts/routes.ts), with the
// pages.yaml entry each one shows. The trainers are content: each has its two pages.
import { browsedPaths, currentPathOf, isOldPath, trainerPath } from '../../contracts/routes';
import { trainers } from './content';

export type RouteCase = { path: string; entry: string; old: boolean; trainer?: string };

const trainerNames = new Map(
  trainers.flatMap((t) =>
    [trainerPath(t.id), trainerPath(t.id, { old: true })].map((p) => [p, t.name]),
  ),
);

export const ROUTE_CASES: RouteCase[] = browsedPaths(trainers.map((t) => t.id)).map((path) => {
  const old = isOldPath(path);
  const trainer = trainerNames.get(path);
  if (trainer !== undefined) return { path, entry: '', old, trainer };
  return { path, entry: currentPathOf(path), old };
});
