import { currentPathOf, isIndexable, isOldPath, oldPathOf, trainerPath } from '../routes';

describe('routes', () => {
  it.each([
    ['/old/', '/'],
    ['/old', '/'],
    ['/old/classes/', '/classes/'],
    ['/old/personal-trainer/4/', '/personal-trainer/4/'],
    ['/classes/', '/classes/'],
    ['/oldies/', '/oldies/'],
  ])('the current page for %s is %s', (path, current) => {
    expect(currentPathOf(path)).toBe(current);
  });

  it('maps current paths to their /old/ variants and back', () => {
    expect(oldPathOf('/')).toBe('/old/');
    expect(oldPathOf('/membership/')).toBe('/old/membership/');
    expect(currentPathOf(oldPathOf('/membership/'))).toBe('/membership/');
    expect(isOldPath('/oldies/')).toBe(false);
  });

  it('builds trainer paths', () => {
    expect(trainerPath(3)).toBe('/personal-trainer/3/');
    expect(trainerPath(3, { old: true })).toBe('/old/personal-trainer/3/');
  });

  it('keeps old, error and maintenance pages out of the index', () => {
    expect(['/', '/classes/', '/old/', '/404/', '/under_maintenance/'].filter(isIndexable)).toEqual(
      ['/', '/classes/'],
    );
  });
});
