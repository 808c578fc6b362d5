// The site's routes in one place, so pages, gatsby-node, the sitemap and tests agree.
export const ROUTES = {
  home: '/',
  promo: '/promo/',
  membership: '/membership/',
  personalTraining: '/personal-training/',
  amenities: '/amenities/',
  classes: '/classes/',
  bookTour: '/book-tour/',
  contact: '/contact/',
  privacy: '/privacy/',
  underMaintenance: '/under_maintenance/',
  notFound: '/404/',
} as const;

/** The alumni special on /membership/ (spec: the fragment usask_alumni). */
export const ALUMNI_ANCHOR = 'usask_alumni';
/** The contact form's section on /contact/. */
export const CONTACT_FORM_ANCHOR = 'form-section';

const OLD_PREFIX = '/old';

export function trainerPath(id: number, { old = false } = {}): string {
  return `${old ? OLD_PREFIX : ''}/personal-trainer/${id}/`;
}

/** The /old/ variant of a current path: `/classes/` -> `/old/classes/`, `/` -> `/old/`. */
export function oldPathOf(currentPath: string): string {
  return currentPath === '/' ? `${OLD_PREFIX}/` : `${OLD_PREFIX}${currentPath}`;
}

export function isOldPath(path: string): boolean {
  return path === OLD_PREFIX || path.startsWith(`${OLD_PREFIX}/`);
}

/** The current page an /old/ variant stands for: `/old/classes/` -> `/classes/`, `/old/` -> `/`. */
export function currentPathOf(path: string): string {
  if (!isOldPath(path)) return path;
  const rest = path.slice(OLD_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** Pages that search engines should not list. */
export function isIndexable(path: string): boolean {
  return (
    !isOldPath(path) &&
    !path.startsWith('/404') &&
    path !== '/dev-404-page/' &&
    path !== ROUTES.underMaintenance
  );
}
