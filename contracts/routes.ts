// The site's pages in one registry: each page's path, whether it has an /old/ variant, and the
// content collections it shows, for the build, the sitemap, the content lane and e2e.
import { FORM_ANSWER_PATHS } from './paths';

/** What a page that is no ordinary visitor's page is; it stays out of the sitemap. */
type SpecialPage = 'form answer' | 'maintenance' | 'not found';

export type PageEntry = {
  /** Its address, as Gatsby routes its file in src/pages/ (`index.tsx` is `/`). */
  readonly path: string;
  /** Also built at /old/<path>, in the previous design's frame. */
  readonly old?: true;
  readonly special?: SpecialPage;
  /** The collections its query shows besides the layout's: an editor's save of one re-checks it. */
  readonly shows: readonly string[];
};

export const PAGES = {
  home: { path: '/', old: true, shows: ['carousels'] },
  promo: { path: '/promo/', old: true, shows: ['carousels'] },
  membership: { path: '/membership/', old: true, shows: ['membership', 'membership-plans'] },
  personalTraining: {
    path: '/personal-training/',
    old: true,
    shows: ['trainers', 'carousels'],
  },
  amenities: { path: '/amenities/', old: true, shows: ['amenities', 'carousels'] },
  classes: { path: '/classes/', old: true, shows: ['classes', 'schedule', 'carousels'] },
  bookTour: { path: '/book-tour/', shows: [] },
  contact: { path: '/contact/', old: true, shows: ['faq'] },
  faq: { path: '/faq/', shows: ['faq', 'faq-groups'] },
  accessibility: { path: '/accessibility/', shows: [] },
  privacy: { path: '/privacy/', shows: [] },
  /** Where a form posted without its script lands once the lead is stored. */
  formSent: { path: FORM_ANSWER_PATHS.sent, special: 'form answer', shows: [] },
  /** Where it lands when refused: the fragment names why (contracts/forms/refusals.ts). */
  formRefused: { path: FORM_ANSWER_PATHS.refused, special: 'form answer', shows: [] },
  underMaintenance: { path: '/under_maintenance/', special: 'maintenance', shows: [] },
  notFound: { path: '/404/', special: 'not found', shows: [] },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** The collections the layout or every page shows: a save of one re-checks every page. */
export const LAYOUT_COLLECTIONS: readonly string[] =
  'site navigation links page-text pages accessibility privacy'.split(' ');

/** A page per trainer (gatsby-node's createPages), at `${prefix}${id}/`, each with an /old/ variant. */
export const TRAINER_PAGES = { collection: 'trainers', prefix: '/personal-trainer/' } as const;

/** For links: `ROUTES.contact`. */
export const ROUTES = Object.fromEntries(
  Object.entries(PAGES).map(([name, entry]) => [name, entry.path]),
) as { readonly [K in PageName]: (typeof PAGES)[K]['path'] };

const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);

export function pageAt(path: string): PageEntry | undefined {
  return PAGE_LIST.find((page) => page.path === path);
}

const isTrainerPath = (path: string) => path.startsWith(TRAINER_PAGES.prefix);

/** The alumni special on /membership/: links from other pages land on it with #usask_alumni. */
export const ALUMNI_ANCHOR = 'usask_alumni';
export const CONTACT_FORM_ANCHOR = 'form-section';

/** The editors' CMS (plugins/cms-admin), written after the build: no page for visitors. */
export const ADMIN_PATH = '/admin/';

export const SCHEDULE_ICS_PATH = '/classes/schedule.ics';

/** `yoga` -> `/classes/yoga.ics`; the id is its file's name in content/classes/. */
export const classIcsPath = (classId: string) => `/classes/${classId}.ics`;

const OLD_PREFIX = '/old';

/** What gatsby-node gives every page in its context. */
export type PageContext = {
  /** The current path: its entry in content/pages.yaml and its canonical URL. */
  pagePath: string;
  old: boolean;
};

/** Plus the trainer's node id. */
export type TrainerPageContext = PageContext & { id: string };

export function trainerPath(id: string, { old = false } = {}): string {
  const path = `${TRAINER_PAGES.prefix}${id}/`;
  return old ? oldPathOf(path) : path;
}

/** The /old/ variant of a current path: `/classes/` -> `/old/classes/`, `/` -> `/old/`. */
export function oldPathOf(currentPath: string): string {
  return currentPath === '/' ? `${OLD_PREFIX}/` : `${OLD_PREFIX}${currentPath}`;
}

export function currentPathOf(path: string): string {
  return isOldPath(path) ? path.slice(OLD_PREFIX.length) || '/' : path;
}

export function isOldPath(path: string): boolean {
  return path === OLD_PREFIX || path.startsWith(`${OLD_PREFIX}/`);
}

export function hasOldVariant(currentPath: string): boolean {
  return pageAt(currentPath)?.old === true || isTrainerPath(currentPath);
}

/** The path of a file page's entry in content/pages.yaml: Gatsby also builds /404/ as /404.html. */
export function contentPathOf(pagePath: string): string {
  return pagePath === '/404.html' ? ROUTES.notFound : pagePath;
}

/** Pages that search engines should list: the registry's ordinary pages and the entries' pages. */
export function isIndexable(path: string): boolean {
  const page = pageAt(path);
  return page ? page.special === undefined : isTrainerPath(path);
}

export const withOldVariant = (path: string): string[] =>
  hasOldVariant(path) ? [path, oldPathOf(path)] : [path];

/** Every page a visitor can open (not the 404) and its /old/ variant: the bench measures these. */
export function sitePaths(trainerIds: readonly string[]): string[] {
  return [
    ...PAGE_LIST.filter((page) => page.special !== 'not found').map((page) => page.path),
    ...trainerIds.map((id) => trainerPath(id)),
  ].flatMap(withOldVariant);
}

/** The pages a visitor browses to: sitePaths but the form answers. */
export const browsedPaths = (trainerIds: readonly string[]): string[] =>
  sitePaths(trainerIds).filter((path) => pageAt(path)?.special !== 'form answer');
