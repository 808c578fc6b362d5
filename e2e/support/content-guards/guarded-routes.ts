// The routes the content guards look at: every route of the real content's build, or, when
// GUARD_ROUTES lists some (the content lane passes the pages a save changed), only those.
import { ROUTE_CASES } from '../routes';

export const GUARD_ROUTES_VARIABLE = 'GUARD_ROUTES';

/** `/no-such-page/` stands for the 404 page, which every save can change (its texts are content). */
const ALL = [...ROUTE_CASES.map((r) => r.path), '/no-such-page/'];

/**
 * The listed routes that the build has (a route a save removed is not there to check), or every
 * route when none is listed, or when none listed is there: a run that checks nothing would pass
 * anything.
 */
export function guardedRoutes(listed = process.env[GUARD_ROUTES_VARIABLE]): string[] {
  const wanted = (listed ?? '').split(/[\s,]+/).filter(Boolean);
  const found = ALL.filter((p) => wanted.includes(p));
  return found.length === 0 ? ALL : found;
}
