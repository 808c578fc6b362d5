import {
  contentPathOf,
  hasOldVariant,
  isIndexable,
  isOldPath,
  oldPathOf,
  OLD_VARIANTS,
  ROUTES,
  sitePaths,
  trainerPath,
} from '../routes';

describe('routes', () => {
  it('maps current paths to their /old/ variants', () => {
    expect(oldPathOf('/')).toBe('/old/');
    expect(oldPathOf('/membership/')).toBe('/old/membership/');
    expect(isOldPath(oldPathOf('/membership/'))).toBe(true);
    expect(isOldPath('/old')).toBe(true);
    expect(isOldPath('/oldies/')).toBe(false);
  });

  it('gives /old/ variants to the previous design pages only', () => {
    expect(OLD_VARIANTS.filter(hasOldVariant)).toEqual(OLD_VARIANTS);
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
});
