// The lane of a push: content/ alone (not its schemas) is the content lane; anything else, or a
// live commit that is not known, is the full suite.
import { isContentPath, laneOf } from '../lane';

describe('laneOf', () => {
  it('takes the content lane for YAML and images under content/', () => {
    expect(laneOf(['content/trainers/3.yaml', 'content/images/trainers/x.jpg'])).toBe('content');
    expect(laneOf(['content/site.yaml'])).toBe('content');
  });

  it('takes the full suite when a schema or any code changed too', () => {
    expect(laneOf(['content/site.yaml', 'content/schema/site.schema.json'])).toBe('full');
    expect(laneOf(['content/site.yaml', 'src/pages/index.tsx'])).toBe('full');
    expect(laneOf(['package.json'])).toBe('full');
    expect(laneOf(['.github/workflows/deploy.yml'])).toBe('full');
  });

  it('takes the full suite when the live commit is not known', () => {
    expect(laneOf(undefined)).toBe('full');
  });

  it('takes the content lane when nothing changed: nothing untested can ride along', () => {
    expect(laneOf([])).toBe('content');
  });
});

describe('isContentPath', () => {
  it('does not count a path that only starts like content/', () => {
    expect(isContentPath('content-tools/x.ts')).toBe(false);
    expect(isContentPath('src/content/x.ts')).toBe(false);
  });
});
