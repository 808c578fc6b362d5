import { md5Of, type BuildFile } from '../build-files';
import { manifestOf, parseManifest, vouchedMetadata, type ListedObject } from '../manifest';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const page: BuildFile = {
  key: 'index.html',
  path: '/build/index.html',
  md5: md5Of('home'),
  cacheControl: REVALIDATE,
  contentType: 'text/html',
};
const listed: ListedObject = { etag: page.md5, lastModified: '2026-01-01T00:00:00.000Z' };

describe('the publish manifest', () => {
  it('vouches for the metadata of an object the listing shows unchanged since', () => {
    // Prepare
    const manifest = manifestOf([page], new Map([['index.html', listed]]));

    // Act
    const vouched = vouchedMetadata(new Map([['index.html', listed]]), manifest);

    // Assess
    expect(vouched.get('index.html')).toEqual({
      cacheControl: REVALIDATE,
      contentType: 'text/html',
    });
  });

  it('vouches for nothing the listing shows rewritten since, or with other content', () => {
    // Prepare
    const manifest = manifestOf([page], new Map([['index.html', listed]]));
    const rewritten = { ...listed, lastModified: '2026-01-02T00:00:00.000Z' };
    const other = { ...listed, etag: md5Of('other') };

    // Act, Assess
    expect(vouchedMetadata(new Map([['index.html', rewritten]]), manifest).size).toBe(0);
    expect(vouchedMetadata(new Map([['index.html', other]]), manifest).size).toBe(0);
    expect(vouchedMetadata(new Map(), manifest).size).toBe(0);
  });

  it('records only files the listing shows with their content', () => {
    const stale = { ...listed, etag: md5Of('the old home') };
    expect(manifestOf([page], new Map([['index.html', stale]])).objects).toEqual({});
  });

  it('reads its own text back, and nothing else as a manifest', () => {
    const manifest = manifestOf([page], new Map([['index.html', listed]]));
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseManifest('not json')).toBeUndefined();
    expect(parseManifest('{"version":2,"objects":{}}')).toBeUndefined();
    expect(parseManifest('{"version":1,"objects":{"index.html":{"etag":1}}}')).toBeUndefined();
  });
});
