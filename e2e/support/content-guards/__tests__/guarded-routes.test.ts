// Which routes the guards check: the content lane passes the routes a save changed.
import { guardedRoutes } from '../guarded-routes';

const all = guardedRoutes('');

describe('guardedRoutes', () => {
  it('is every route of the build, and the 404 page, when none is listed', () => {
    expect(all).toEqual(expect.arrayContaining(['/', '/faq/', '/no-such-page/']));
    expect(guardedRoutes(undefined)).toEqual(all);
  });

  it('keeps the listed routes the build has, in the build’s order, spaces or commas between', () => {
    expect(guardedRoutes('/faq/ /,/personal-trainer/no-such-trainer/')).toEqual(['/', '/faq/']);
  });

  it('checks every route when none listed is there, rather than nothing', () => {
    expect(guardedRoutes('/personal-trainer/no-such-trainer/')).toEqual(all);
  });
});
