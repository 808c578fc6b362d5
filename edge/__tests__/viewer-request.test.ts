import { nonHtmlContentSecurityPolicy } from '../content-security-policy';
import {
  type CloudFrontFunctionRequest,
  rewriteUri,
  runViewerRequest,
  viewerRequestEvent,
  viewerRequestSource,
} from '../viewer-request';
import { CMS_LOGIN_PATHS } from '../../contracts/paths';

const MAINTENANCE_PAGE = '/under_maintenance/index.html';

/** What the function answers itself: no body, and a policy that lets nothing load or run. */
const ANSWER_HEADERS = { 'content-security-policy': { value: nonHtmlContentSecurityPolicy } };
const NOT_FOUND = { statusCode: 404, statusDescription: 'Not Found', headers: ANSWER_HEADERS };

// [name, viewer uri, origin uri with maintenance off, origin uri with maintenance on]
const CASES: [string, string, string, string][] = [
  // Page routes: the maintenance page when maintenance is on.
  ['root', '/', '/index.html', MAINTENANCE_PAGE],
  ['trailing slash', '/classes/', '/classes/index.html', MAINTENANCE_PAGE],
  ['no trailing slash', '/classes', '/classes/index.html', MAINTENANCE_PAGE],
  ['nested route', '/personal-trainer/3', '/personal-trainer/3/index.html', MAINTENANCE_PAGE],
  [
    'nested route with slash',
    '/personal-trainer/3/',
    '/personal-trainer/3/index.html',
    MAINTENANCE_PAGE,
  ],
  ['old path', '/old/classes', '/old/classes/index.html', MAINTENANCE_PAGE],
  ['dot in a directory only', '/v1.2/notes', '/v1.2/notes/index.html', MAINTENANCE_PAGE],
  ['dot in a directory with slash', '/v1.2/', '/v1.2/index.html', MAINTENANCE_PAGE],
  ['unknown route', '/nope/', '/nope/index.html', MAINTENANCE_PAGE],
  ['explicit html', '/classes/index.html', '/classes/index.html', MAINTENANCE_PAGE],
  ['explicit root html', '/index.html', '/index.html', MAINTENANCE_PAGE],
  // The maintenance page itself.
  ['maintenance page', '/under_maintenance/', MAINTENANCE_PAGE, MAINTENANCE_PAGE],
  ['maintenance page, no slash', '/under_maintenance', MAINTENANCE_PAGE, MAINTENANCE_PAGE],
  ['maintenance page html', MAINTENANCE_PAGE, MAINTENANCE_PAGE, MAINTENANCE_PAGE],
  // Files: untouched either way, so the maintenance page can load and hydrate.
  ['hashed bundle', '/app-123.js', '/app-123.js', '/app-123.js'],
  ['stylesheet', '/styles.1a2b3c.css', '/styles.1a2b3c.css', '/styles.1a2b3c.css'],
  [
    'page data',
    '/page-data/index/page-data.json',
    '/page-data/index/page-data.json',
    '/page-data/index/page-data.json',
  ],
  [
    'maintenance page data',
    '/page-data/under_maintenance/page-data.json',
    '/page-data/under_maintenance/page-data.json',
    '/page-data/under_maintenance/page-data.json',
  ],
  ['app data', '/page-data/app-data.json', '/page-data/app-data.json', '/page-data/app-data.json'],
  [
    'static query',
    '/page-data/sq/d/123.json',
    '/page-data/sq/d/123.json',
    '/page-data/sq/d/123.json',
  ],
  ['sitemap', '/sitemap.xml', '/sitemap.xml', '/sitemap.xml'],
  ['favicon', '/favicon.ico', '/favicon.ico', '/favicon.ico'],
  ['svg favicon', '/favicon.svg', '/favicon.svg', '/favicon.svg'],
  ['spinner', '/spinner.svg', '/spinner.svg', '/spinner.svg'],
  ['static asset', '/static/abc/photo.jpg', '/static/abc/photo.jpg', '/static/abc/photo.jpg'],
  ['404 page', '/404.html', '/404.html', '/404.html'],
  // The form API (routed to API Gateway by its own behavior): never rewritten.
  ['form api', '/api/lead', '/api/lead', '/api/lead'],
  ['form api with slash', '/api/contact/', '/api/contact/', '/api/contact/'],
];

describe('viewer-request rewrite', () => {
  it.each(CASES)('%s: %s -> %s (maintenance off)', (_name, uri, off) => {
    expect(rewriteUri(uri)).toBe(off);
    expect(rewriteUri(uri, { maintenance: false })).toBe(off);
  });

  it.each(CASES.map(([name, uri, , on]) => [name, uri, on]))(
    '%s: %s -> %s (maintenance on)',
    (_name, uri, on) => {
      expect(rewriteUri(uri, { maintenance: true })).toBe(on);
    },
  );

  it.each([false, true])(
    'leaves the querystring and the rest of the request untouched (maintenance %s)',
    (maintenance) => {
      const querystring = {
        utm_source: { value: 'flyer' },
        tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
      };
      const snapshot = JSON.parse(JSON.stringify(querystring));
      const headers = { host: { value: 'example.com' } };
      const event = viewerRequestEvent('/classes', { querystring, headers });

      const request = runViewerRequest(event, { maintenance }) as CloudFrontFunctionRequest;

      expect(request.uri).toBe(maintenance ? MAINTENANCE_PAGE : '/classes/index.html');
      expect(request.querystring).toBe(querystring);
      expect(request.querystring).toEqual(snapshot);
      expect(request.headers).toBe(headers);
      expect(request.method).toBe('GET');
    },
  );
});

describe('viewerRequestSource (what CloudFront receives)', () => {
  // Comments may mention these words; only the code itself must avoid them.
  const stripComments = (source: string) =>
    source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

  describe.each([
    ['maintenance off', false],
    ['maintenance on', true],
  ])('%s', (_name, maintenance) => {
    const source = viewerRequestSource({ maintenance });
    const code = stripComments(source);

    it('declares the handler CloudFront calls', () => {
      expect(code).toMatch(/function handler\(event\)/);
    });

    it('sets the flag', () => {
      expect(code).toContain(`var MAINTENANCE = ${maintenance};`);
      expect(code.match(/var MAINTENANCE =/g)).toHaveLength(1);
    });

    it.each([
      ['module.exports', /module\.exports|\bexports\./],
      ['require', /\brequire\s*\(/],
      ['import', /\bimport\b/],
      ['export', /\bexport\b/],
      ['arrow functions', /=>/],
      ['let or const (plain ES5)', /\b(?:let|const)\s/],
      ['template literals', /`/],
    ])('does not use %s', (_rule, pattern) => {
      expect(code).not.toMatch(pattern);
    });

    it('stays far below the 10 KB CloudFront Functions size limit', () => {
      expect(Buffer.byteLength(source)).toBeLessThan(4096);
    });
  });

  it('is maintenance off by default', () => {
    expect(viewerRequestSource()).toBe(viewerRequestSource({ maintenance: false }));
  });

  it('differs from the default only in the flag line with maintenance on', () => {
    const off = viewerRequestSource().split('\n');
    const on = viewerRequestSource({ maintenance: true }).split('\n');
    expect(on).toHaveLength(off.length);
    const changed = on.filter((line, i) => line !== off[i]);
    expect(changed).toEqual(['var MAINTENANCE = true;']);
  });
});

describe('the CMS host (cmsHost set)', () => {
  const CMS = 'admin.example.com';
  const at = (host: string, uri: string) =>
    runViewerRequest(viewerRequestEvent(uri, { headers: { host: { value: host } } }), {
      cmsHost: CMS,
    });

  it.each([
    ['/admin/', '/admin/index.html'],
    ['/admin', '/admin/index.html'],
    ['/admin/config.yml', '/admin/config.yml'],
    ['/admin/sveltia-cms.js', '/admin/sveltia-cms.js'],
    ['/admin/fonts/inter.woff2', '/admin/fonts/inter.woff2'],
  ])('serves the CMS there: %s -> %s', (uri, origin) => {
    expect(at(CMS, uri)).toMatchObject({ uri: origin });
    expect(at('ADMIN.example.com', uri)).toMatchObject({ uri: origin });
  });

  it('hands its login (/api/cms/) on untouched, and the favicon the CMS shows as its logo', () => {
    expect(at(CMS, '/api/cms/callback')).toMatchObject({ uri: '/api/cms/callback' });
    expect(at(CMS, '/favicon.svg')).toMatchObject({ uri: '/favicon.svg' });
  });

  it.each([
    '/',
    '/index.html',
    '/classes/',
    '/app-123.js',
    '/page-data/index/page-data.json',
    '/api/lead',
    '/administration',
  ])('serves nothing else there: %s is 404 from the function, not the origin', (uri) => {
    expect(at(CMS, uri)).toEqual(NOT_FOUND);
  });

  it.each(['/admin/', '/admin', '/admin/index.html', '/admin/config.yml'])(
    "sends the public host's %s to the CMS host (301)",
    (uri) => {
      expect(at('www.example.com', uri)).toEqual({
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: `https://${CMS}/admin/` }, ...ANSWER_HEADERS },
      });
    },
  );

  it.each(Object.values(CMS_LOGIN_PATHS))(
    'answers the login route %s on the CMS host alone: 404 from the function elsewhere',
    (uri) => {
      expect(at(CMS, uri)).toMatchObject({ uri });
      expect(at('www.example.com', uri)).toEqual(NOT_FOUND);
      expect(at('', uri)).toEqual(NOT_FOUND);
    },
  );

  it.each(['/api/cms/', '/api/cms/nope', '/api/cms/auth/', '/api/cms/callback.html'])(
    'answers %s, no login route, with its own 404 and policy, never the public 404 page',
    (uri) => {
      expect(at(CMS, uri)).toEqual(NOT_FOUND);
      expect(at('www.example.com', uri)).toEqual(NOT_FOUND);
    },
  );

  it('without a CMS host, answers the login routes and 404s any other path under them', () => {
    const alone = (uri: string) => runViewerRequest(viewerRequestEvent(uri));
    expect(alone(CMS_LOGIN_PATHS.auth)).toMatchObject({ uri: CMS_LOGIN_PATHS.auth });
    expect(alone('/api/cms/nope')).toEqual(NOT_FOUND);
  });

  it("leaves the public host's pages as they were", () => {
    expect(at('www.example.com', '/classes')).toMatchObject({ uri: '/classes/index.html' });
    expect(rewriteUri('/admin/')).toBe('/admin/index.html');
  });

  it('bakes the host into the code, and refuses one that is no host name', () => {
    expect(viewerRequestSource({ cmsHost: CMS })).toContain(`var CMS_HOST = "${CMS}";`);
    expect(viewerRequestSource()).toContain('var CMS_HOST = "";');
    expect(() => viewerRequestSource({ cmsHost: "x'; evil(); '" })).toThrow(/a hostname/);
  });
});
