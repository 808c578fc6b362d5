import {
  rewriteUri,
  runViewerRequest,
  viewerRequestEvent,
  viewerRequestSource,
} from '../viewer-request';

describe('viewer-request rewrite', () => {
  it.each([
    ['root', '/', '/index.html'],
    ['trailing slash', '/classes/', '/classes/index.html'],
    ['no trailing slash', '/classes', '/classes/index.html'],
    ['nested route', '/personal-trainer/3', '/personal-trainer/3/index.html'],
    ['nested route with slash', '/personal-trainer/3/', '/personal-trainer/3/index.html'],
    ['old path', '/old/classes', '/old/classes/index.html'],
    ['dot in a directory only', '/v1.2/notes', '/v1.2/notes/index.html'],
    ['dot in a directory with slash', '/v1.2/', '/v1.2/index.html'],
    ['hashed bundle', '/app-123.js', '/app-123.js'],
    ['page data', '/page-data/index/page-data.json', '/page-data/index/page-data.json'],
    ['app data', '/page-data/app-data.json', '/page-data/app-data.json'],
    ['sitemap', '/sitemap.xml', '/sitemap.xml'],
    ['favicon', '/favicon.ico', '/favicon.ico'],
    ['static asset', '/static/abc/photo.jpg', '/static/abc/photo.jpg'],
    ['explicit html', '/classes/index.html', '/classes/index.html'],
    ['404 page', '/404.html', '/404.html'],
  ])('%s: %s -> %s', (_name, uri, expected) => {
    expect(rewriteUri(uri)).toBe(expected);
  });

  it('leaves the querystring and the rest of the request untouched', () => {
    const querystring = {
      utm_source: { value: 'flyer' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    };
    const snapshot = JSON.parse(JSON.stringify(querystring));
    const headers = { host: { value: 'example.com' } };
    const event = viewerRequestEvent('/classes', { querystring, headers });

    const request = runViewerRequest(event);

    expect(request.uri).toBe('/classes/index.html');
    expect(request.querystring).toBe(querystring);
    expect(request.querystring).toEqual(snapshot);
    expect(request.headers).toBe(headers);
    expect(request.method).toBe('GET');
  });
});

describe('viewerRequestSource (what CloudFront receives)', () => {
  const source = viewerRequestSource();
  // Comments may mention these words; only the code itself must avoid them.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

  it('declares the handler CloudFront calls', () => {
    expect(code).toMatch(/function handler\(event\)/);
  });

  it.each([
    ['module.exports', /module\.exports|\bexports\./],
    ['require', /\brequire\s*\(/],
    ['import', /\bimport\b/],
    ['export', /\bexport\b/],
    ['arrow functions', /=>/],
  ])('does not use %s', (_name, pattern) => {
    expect(code).not.toMatch(pattern);
  });

  it('stays far below the 10 KB CloudFront Functions size limit', () => {
    expect(Buffer.byteLength(source)).toBeLessThan(4096);
  });
});
