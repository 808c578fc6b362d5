// The site's pages in one registry: each page's path, whether it has an /old/ variant, and the
// content collections it shows. gatsby-node makes the pages from it, the sitemap lists it, the
// content lane re-checks a saved collection's pages by it, and e2e visits it.
import { FORM_ANSWER_PATHS } from './forms/refusals';

/** What a page that is no ordinary visitor's page is; it stays out of the sitemap. */
type SpecialPage = 'form answer' | 'maintenance' | 'not found';

export type PageEntry = {
  /** Its address, as Gatsby routes its file in src/pages/ (`index.tsx` is `/`). */
  readonly path: string;
  /** Also built at /old/<path>, in the previous design's frame. */
  readonly old?: true;
  readonly special?: SpecialPage;
  /**
   * The content collections (content/<name>.yaml or content/<name>/) its own query shows,
   * besides the layout's (LAYOUT_COLLECTIONS): an editor's save of one re-checks this page.
   */
  readonly shows: readonly string[];
};

/** Every file-routed page (src/pages/), one entry each. */
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

/**
 * The collections the layout (header, menu, footer, <head>) or every page's own entry shows: a
 * save of one re-checks every page.
 */
export const LAYOUT_COLLECTIONS: readonly string[] = [
  'site',
  'navigation',
  'links',
  'page-text',
  'pages',
  'accessibility',
  'privacy',
];

/** Pages made one per entry of a collection (gatsby-node's createPages), each with an /old/ variant. */
export type EntryPages = {
  /** The collection whose entries each get a page; the page shows that entry. */
  readonly collection: string;
  /** The first segment of each entry's path: `${prefix}${id}/`. */
  readonly prefix: string;
};

export const ENTRY_PAGES = {
  trainer: { collection: 'trainers', prefix: '/personal-trainer/' },
} as const satisfies Record<string, EntryPages>;

/** Each page's path by name, for links (`ROUTES.contact`). */
export const ROUTES = Object.fromEntries(
  Object.entries(PAGES).map(([name, entry]) => [name, entry.path]),
) as { readonly [K in PageName]: (typeof PAGES)[K]['path'] };

const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);
const ENTRY_PAGE_LIST: readonly EntryPages[] = Object.values(ENTRY_PAGES);

/** The file page at `path` (a current path, not an /old/ one), if the registry has one. */
export function pageAt(path: string): PageEntry | undefined {
  return PAGE_LIST.find((page) => page.path === path);
}

/** The path of one entry's page: `entryPath(ENTRY_PAGES.trainer, '3')` is `/personal-trainer/3/`. */
export const entryPath = (pages: EntryPages, id: string) => `${pages.prefix}${id}/`;

const entryPagesAt = (path: string) =>
  ENTRY_PAGE_LIST.find((pages) => path.startsWith(pages.prefix));

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

/** What gatsby-node gives every page in its context. */
export type PageContext = {
  /** The current page's path: its entry in content/pages.yaml and its canonical URL. */
  pagePath: string;
  /** The /old/ variant, in the previous design's frame and kept out of search results. */
  old: boolean;
};

/** A trainer page's context: the trainer's node id besides the page's own. */
export type TrainerPageContext = PageContext & { id: string };

export function trainerPath(id: string, { old = false } = {}): string {
  const path = entryPath(ENTRY_PAGES.trainer, id);
  return old ? oldPathOf(path) : path;
}

/** The /old/ variant of a current path: `/classes/` -> `/old/classes/`, `/` -> `/old/`. */
export function oldPathOf(currentPath: string): string {
  return currentPath === '/' ? `${OLD_PREFIX}/` : `${OLD_PREFIX}${currentPath}`;
}

/** The current path of an /old/ variant (`/old/classes/` -> `/classes/`); a current path as it is. */
export function currentPathOf(path: string): string {
  return isOldPath(path) ? path.slice(OLD_PREFIX.length) || '/' : path;
}

export function isOldPath(path: string): boolean {
  return path === OLD_PREFIX || path.startsWith(`${OLD_PREFIX}/`);
}

export function hasOldVariant(currentPath: string): boolean {
  return pageAt(currentPath)?.old === true || entryPagesAt(currentPath) !== undefined;
}

/** The path of a file page's entry in content/pages.yaml: Gatsby also builds /404/ as /404.html. */
export function contentPathOf(pagePath: string): string {
  return pagePath === '/404.html' ? ROUTES.notFound : pagePath;
}

/** Pages that search engines should list: the registry's ordinary pages and the entries' pages. */
export function isIndexable(path: string): boolean {
  const page = pageAt(path);
  return page ? page.special === undefined : entryPagesAt(path) !== undefined;
}

/** A page's path and its /old/ variant's, if it has one. */
export const withOldVariant = (path: string): string[] =>
  hasOldVariant(path) ? [path, oldPathOf(path)] : [path];

/**
 * The pages a visitor browses to, given the trainers' ids: each current page but the form
 * answers and the 404 (the maintenance page among them), and each one's /old/ variant.
 */
export function browsedPaths(trainerIds: readonly string[]): string[] {
  const current = PAGE_LIST.filter(
    (page) => page.special !== 'form answer' && page.special !== 'not found',
  ).map((page) => page.path);
  return [...current, ...trainerIds.map((id) => trainerPath(id))].flatMap(withOldVariant);
}

/**
 * Every page a visitor can open, given the trainers' ids: each current page (the maintenance page
 * among them, not the 404), its /old/ variant, and each trainer's two. The bench measures these.
 */
export function sitePaths(trainerIds: readonly string[]): string[] {
  const current = [
    ...PAGE_LIST.filter((page) => page.special !== 'not found').map((page) => page.path),
    ...trainerIds.map((id) => trainerPath(id)),
  ];
  return [...current, ...current.filter(hasOldVariant).map(oldPathOf)];
}
