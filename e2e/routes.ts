// Every route of spec section 2, with the pages.yaml entry it shows.
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
    { path: `/personal-trainer/${t.id}/`, entry: '', old: false, trainer: t.name },
    { path: `/old/personal-trainer/${t.id}/`, entry: '', old: true, trainer: t.name },
  ]),
];
