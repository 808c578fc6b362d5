// Every route the site must build, written out here rather than taken from contracts/routes.ts so
// a route that goes missing fails the suite; with the pages.yaml entry each one shows. A trainer's
// path is the contract's: the trainers are content.
import { trainerPath } from '../../contracts/routes';
import { trainers } from './content';

export type RouteCase = { path: string; entry: string; old: boolean; trainer?: string };

const CURRENT = [
  '/',
  '/promo/',
  '/membership/',
  '/personal-training/',
  '/amenities/',
  '/classes/',
  '/book-tour/',
  '/contact/',
  '/faq/',
  '/accessibility/',
  '/privacy/',
];
const WITH_OLD = [
  '/',
  '/promo/',
  '/personal-training/',
  '/classes/',
  '/membership/',
  '/amenities/',
  '/contact/',
];

export const ROUTE_CASES: RouteCase[] = [
  ...CURRENT.map((p) => ({ path: p, entry: p, old: false })),
  ...WITH_OLD.map((p) => ({ path: p === '/' ? '/old/' : `/old${p}`, entry: p, old: true })),
  { path: '/under_maintenance/', entry: '/under_maintenance/', old: false },
  ...trainers.flatMap((t) => [
    { path: trainerPath(t.id), entry: '', old: false, trainer: t.name },
    { path: trainerPath(t.id, { old: true }), entry: '', old: true, trainer: t.name },
  ]),
];
