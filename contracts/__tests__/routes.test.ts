import fs from 'node:fs';
import path from 'node:path';
import {
  browsedPaths,
  contentPathOf,
  currentPathOf,
  hasOldVariant,
  isIndexable,
  isOldPath,
  oldPathOf,
  PAGES,
  ROUTES,
  sitePaths,
  trainerPath,
} from '../routes';

/** The path Gatsby gives a file in src/pages/: `index` is `/`, any other name `/<name>/`. */
const routedPath = (file: string) => {
  const name = path.basename(file, path.extname(file));
  return name === 'index' ? '/' : `/${name}/`;
};

describe('the page registry', () => {
  it('has one entry per page file in src/pages/, and no entry without one', () => {
    const files = fs
      .readdirSync(path.join(__dirname, '..', '..', 'src', 'pages'))
      .filter((f) => /\.tsx?$/.test(f));
    const registered = Object.values(PAGES).map((page) => page.path);
    expect(files.map(routedPath).sort()).toEqual([...registered].sort());
  });

  it('lists each path once', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('routes', () => {
  it('maps current paths to their /old/ variants', () => {
    expect(oldPathOf('/')).toBe('/old/');
    expect(oldPathOf('/membership/')).toBe('/old/membership/');
    expect(isOldPath(oldPathOf('/membership/'))).toBe(true);
    expect(isOldPath('/old')).toBe(true);
    expect(isOldPath('/oldies/')).toBe(false);
    expect(currentPathOf('/old/')).toBe('/');
    expect(currentPathOf('/old/membership/')).toBe('/membership/');
    expect(currentPathOf('/membership/')).toBe('/membership/');
  });

  it('gives /old/ variants to the previous design pages only', () => {
    expect(
      [
        '/',
        '/promo/',
        '/personal-training/',
        '/classes/',
        '/membership/',
        '/amenities/',
        '/contact/',
      ].every(hasOldVariant),
    ).toBe(true);
    expect(hasOldVariant(trainerPath('4'))).toBe(true);
    expect(
      [
        ROUTES.bookTour,
        ROUTES.faq,
        ROUTES.accessibility,
        ROUTES.notFound,
        ROUTES.underMaintenance,
        '/404.html',
      ].some(hasOldVariant),
    ).toBe(false);
  });

  it('finds the pages.yaml entry of a file page, 404.html included', () => {
    expect(contentPathOf('/classes/')).toBe('/classes/');
    expect(contentPathOf('/404.html')).toBe('/404/');
    expect(contentPathOf('/404/')).toBe('/404/');
  });

  it('builds trainer paths', () => {
    expect(trainerPath('3')).toBe('/personal-trainer/3/');
    expect(trainerPath('3', { old: true })).toBe('/old/personal-trainer/3/');
  });

  it('keeps old, error and maintenance pages out of the index', () => {
    expect(
      ['/', '/classes/', '/old/', '/404/', '/under_maintenance/', '/sent/', '/not-sent/'].filter(
        isIndexable,
      ),
    ).toEqual(['/', '/classes/']);
    expect(isIndexable(trainerPath('3'))).toBe(true);
    expect(
      ['/404.html', '/dev-404-page/', '/admin/', '/no-such-page/'].filter(isIndexable),
    ).toEqual([]);
  });

  it('lists every page a visitor can open, each once', () => {
    expect(sitePaths(['jo']).sort()).toEqual(
      [
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
        '/sent/',
        '/not-sent/',
        '/under_maintenance/',
        '/personal-trainer/jo/',
        '/old/',
        '/old/promo/',
        '/old/membership/',
        '/old/personal-training/',
        '/old/amenities/',
        '/old/classes/',
        '/old/contact/',
        '/old/personal-trainer/jo/',
      ].sort(),
    );
  });

  it('lists the pages a visitor browses to: no form answer, no 404', () => {
    expect(browsedPaths(['jo']).sort()).toEqual(
      sitePaths(['jo'])
        .filter((p) => p !== ROUTES.formSent && p !== ROUTES.formRefused)
        .sort(),
    );
  });
});
