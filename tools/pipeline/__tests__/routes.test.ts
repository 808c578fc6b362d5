// Which routes a content change can alter: per trainer (one file each), every route for the
// layout's files and for anything unknown, and an image through the content files that name it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectionNames } from '../../../content-library';
import {
  LAYOUT_COLLECTIONS,
  oldPathOf,
  PAGES,
  ROUTES,
  TRAINER_PAGES,
  trainerPath,
} from '../../../contracts/routes';
import { affectedRoutes } from '../routes';

const bothDesigns = (route: string) => [route, oldPathOf(route)];
const trainerPages = (id: string) => [trainerPath(id), trainerPath(id, { old: true })];

let root: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

const routesOf = (...changed: string[]) => {
  return affectedRoutes(changed, root) ?? 'every route';
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('affectedRoutes', () => {
  it('maps one trainer’s file to the trainers’ list and that trainer’s pages, in both designs', () => {
    write('content/trainers/jo-lee.yaml', 'name: Jo\n');
    expect(routesOf('content/trainers/jo-lee.yaml')).toEqual(
      [...bothDesigns(ROUTES.personalTraining), ...trainerPages('jo-lee')].sort(),
    );
  });

  it('maps a deleted trainer’s file to the list alone: the trainer has no page any more', () => {
    expect(routesOf('content/trainers/gone.yaml')).toEqual(
      bothDesigns(ROUTES.personalTraining).sort(),
    );
  });

  it('maps a collection shown on some pages to those pages, a folder’s entry like its file', () => {
    const faqPages = [...bothDesigns(ROUTES.contact), ROUTES.faq].sort();
    expect(routesOf('content/faq.yaml')).toEqual(faqPages);
    expect(routesOf('content/faq/parking.yaml')).toEqual(faqPages);
  });

  it('maps the layout’s files, and files it does not know, to every route', () => {
    expect(routesOf('content/site.yaml')).toBe('every route');
    expect(routesOf('content/navigation.yaml')).toBe('every route');
    expect(routesOf('content/something-new.yaml')).toBe('every route');
    expect(routesOf('content/README.md')).toBe('every route');
    expect(routesOf('content/trainers/nested/deeper.yaml')).toBe('every route');
    // Trainers are kept one file each: a list of them is no file the site is built from.
    write('content/trainers.yaml', '- id: 4\n  name: A\n');
    expect(routesOf('content/trainers.yaml')).toBe('every route');
    // One such file among others decides.
    write('content/trainers/1.yaml', 'name: A\n');
    expect(routesOf('content/trainers/1.yaml', 'content/site.yaml')).toBe('every route');
  });

  it('maps an image to the pages of the content files that name it', () => {
    write('content/trainers/jo.yaml', 'img:\n  src: ./images/trainers/jo.jpg\n');
    write('content/amenities.yaml', '- src: ./images/amenities/pool.jpg\n');
    expect(routesOf('content/images/trainers/jo.jpg')).toEqual(
      [...bothDesigns(ROUTES.personalTraining), ...trainerPages('jo')].sort(),
    );
    expect(routesOf('content/images/amenities/pool.jpg')).toEqual(
      bothDesigns(ROUTES.amenities).sort(),
    );
  });

  it('maps an image no content file names to every route: where it shows is unknown', () => {
    write('content/site.yaml', 'name: Club\n');
    expect(routesOf('content/images/unused.jpg')).toBe('every route');
  });

  it('lists each route once, sorted, for several changes', () => {
    write('content/trainers/1.yaml', 'name: A\n');
    write('content/trainers/2.yaml', 'name: B\n');
    const routes = routesOf('content/trainers/1.yaml', 'content/trainers/2.yaml');
    expect(routes).toEqual(
      [...bothDesigns(ROUTES.personalTraining), ...trainerPages('1'), ...trainerPages('2')].sort(),
    );
  });
});

describe('the registry’s collections', () => {
  const named = [
    ...LAYOUT_COLLECTIONS,
    ...Object.values(PAGES).flatMap((page) => page.shows),
    TRAINER_PAGES.collection,
  ];

  it('decide every collection content/schema/ declares, so a new one is mapped on purpose', () => {
    const unmapped = collectionNames().filter((name) => !named.includes(name));
    expect(unmapped).toEqual([]);
  });

  it('are all collections content/schema/ declares: a misspelt name maps nothing', () => {
    const known = new Set(collectionNames());
    expect([...new Set(named)].filter((name) => !known.has(name))).toEqual([]);
  });

  it('put a layout collection on no page of its own: it is on every page already', () => {
    expect(
      named.filter(
        (name, i) => LAYOUT_COLLECTIONS.includes(name) && i >= LAYOUT_COLLECTIONS.length,
      ),
    ).toEqual([]);
  });
});
