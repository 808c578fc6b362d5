// The routes a content change can alter, for the content lane's guards (GUARD_ROUTES), from the
// page registry (contracts/routes.ts) by collection, whether a file or a folder of one file per
// entry; anything the registry does not name affects every route.
import fs from 'node:fs';
import path from 'node:path';
import {
  LAYOUT_COLLECTIONS,
  PAGES,
  TRAINER_PAGES,
  trainerPath,
  withOldVariant,
} from '../../contracts/routes';

const IMAGES = 'content/images/';

/**
 * The routes the changed paths (content/ only) can alter; undefined for every route. `root`, the
 * checkout at the pushed commit, tells which trainers remain and which files use a changed image.
 */
export function affectedRoutes(changed: readonly string[], root: string): string[] | undefined {
  const routes = new Set<string>();
  for (const file of changed.flatMap((p) => (p.startsWith(IMAGES) ? imageUsers(p, root) : [p]))) {
    const found = routesOfFile(file, root);
    if (found === undefined) return undefined;
    for (const route of found) routes.add(route);
  }
  return [...routes].sort();
}

/** The routes of one content file, or undefined for every route. */
function routesOfFile(file: string, root: string): string[] | undefined {
  const match = /^content\/([^/]+?)(\.ya?ml|\/([^/]+)\.ya?ml)$/.exec(file);
  // An image nothing uses, a README, a file of an unknown kind, or what every page shows.
  if (!match || LAYOUT_COLLECTIONS.includes(match[1]!)) return undefined;
  const [, collection, , entryId] = match;
  // The pages that list the collection, with their /old/ variants.
  const pages = Object.values(PAGES)
    .filter((page) => (page.shows as readonly string[]).includes(collection!))
    .flatMap((page) => withOldVariant(page.path));
  if (collection !== TRAINER_PAGES.collection) return pages.length > 0 ? pages : undefined;
  // Trainers are an entry folder (content-library's ENTRY_FOLDERS): a content/trainers.yaml is
  // not how the site is built. A deleted entry has no page any more; the list it left still changed.
  if (entryId === undefined) return undefined;
  const gone = !fs.existsSync(path.join(root, file));
  return [...pages, ...(gone ? [] : withOldVariant(trainerPath(entryId)))];
}

/**
 * The content files that name an image (`src: ./images/trainers/x.jpg`), or the image itself
 * when none does (new and not used yet, or deleted): where it shows is then unknown.
 */
function imageUsers(image: string, root: string): string[] {
  const reference = `images/${image.slice(IMAGES.length)}`;
  const users = fs
    .globSync('content/**/*.{yaml,yml}', { cwd: root, exclude: ['content/{schema,images}/**'] })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes(reference));
  return users.length > 0 ? users : [image];
}
