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
  faq: '/faq/',
  accessibility: '/accessibility/',
  privacy: '/privacy/',
  /** Where a form posted without its script lands once the lead is stored. */
  formSent: '/sent/',
  /** Where it lands when refused: the fragment names why (contracts/forms/refusals.ts). */
  formRefused: '/not-sent/',
  underMaintenance: '/under_maintenance/',
  notFound: '/404/',
} as const;

/** The alumni special on /membership/: links from other pages land on it with #usask_alumni. */
export const ALUMNI_ANCHOR = 'usask_alumni';
/** The contact form's section on /contact/. */
export const CONTACT_FORM_ANCHOR = 'form-section';

/** The editors' CMS (plugins/cms-admin), written after the build: no page for visitors. */
export const ADMIN_PATH = '/admin/';

/** The class schedule as an iCalendar file, written by the build from content/schedule.yaml. */
export const SCHEDULE_ICS_PATH = '/classes/schedule.ics';

/**
 * One class's own calendar (`yoga` -> `/classes/yoga.ics`), written beside the weekly one: its
 * id is its file's name in content/classes/, as its card's anchor on /classes/ is.
 */
export const classIcsPath = (classId: string) => `/classes/${classId}.ics`;

const OLD_PREFIX = '/old';

/** The pages that also have an /old/ variant in the previous design, besides every trainer's. */
export const OLD_VARIANTS: readonly string[] = [
  ROUTES.home,
  ROUTES.promo,
  ROUTES.personalTraining,
  ROUTES.classes,
  ROUTES.membership,
  ROUTES.amenities,
  ROUTES.contact,
];

/** What gatsby-node gives every page in its context. */
export type PageContext = {
  /** The current page's path: its entry in content/pages.yaml and its canonical URL. */
  pagePath: string;
  /** The /old/ variant, in the previous design's frame and kept out of search results. */
  old: boolean;
};

/** A trainer page's context: the trainer's node id besides the page's own. */
export type TrainerPageContext = PageContext & { id: string };

const TRAINER_PREFIX = '/personal-trainer/';

export function trainerPath(id: string, { old = false } = {}): string {
  const path = `${TRAINER_PREFIX}${id}/`;
  return old ? oldPathOf(path) : path;
}

/** The /old/ variant of a current path: `/classes/` -> `/old/classes/`, `/` -> `/old/`. */
export function oldPathOf(currentPath: string): string {
  return currentPath === '/' ? `${OLD_PREFIX}/` : `${OLD_PREFIX}${currentPath}`;
}

export function isOldPath(path: string): boolean {
  return path === OLD_PREFIX || path.startsWith(`${OLD_PREFIX}/`);
}

export function hasOldVariant(currentPath: string): boolean {
  return OLD_VARIANTS.includes(currentPath) || currentPath.startsWith(TRAINER_PREFIX);
}

/** The path of a file page's entry in content/pages.yaml: Gatsby also builds /404/ as /404.html. */
export function contentPathOf(pagePath: string): string {
  return pagePath === '/404.html' ? ROUTES.notFound : pagePath;
}

/** Pages that search engines should not list. */
export function isIndexable(path: string): boolean {
  return (
    !isOldPath(path) &&
    !path.startsWith('/404') &&
    path !== '/dev-404-page/' &&
    path !== ROUTES.underMaintenance &&
    path !== ROUTES.formSent &&
    path !== ROUTES.formRefused &&
    !path.startsWith(ADMIN_PATH)
  );
}

/**
 * Every page a visitor can open, given the trainers' ids: each current page (the maintenance page
 * among them, not the 404), its /old/ variant, and each trainer's two. The bench measures these.
 */
export function sitePaths(trainerIds: readonly string[]): string[] {
  const current = [
    ...Object.values(ROUTES).filter((path) => path !== ROUTES.notFound),
    ...trainerIds.map((id) => trainerPath(id)),
  ];
  return [...current, ...current.filter(hasOldVariant).map(oldPathOf)];
}
