import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_STORE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  nonHtmlContentSecurityPolicy,
  nonHtmlSecurityHeaders,
  securityHeaders,
} from '../../edge';
import type { ApiHandler } from '../local/local-api';
import { createSiteServer, parseMaintenance } from '../serve';

const HASHED_JS = '/app-0123456789abcdef0123.js';
const SECRET = 'outside-the-public-dir';
const MAINTENANCE_HTML = '<h1>Under Maintenance! We Will Be Right Back</h1>';

let root: string;
let publicDir: string;
const servers: Server[] = [];

async function start(
  api?: ApiHandler,
  maintenance?: boolean,
  requestTimeoutMs?: number,
): Promise<string> {
  const server = createSiteServer({ publicDir, api, maintenance, requestTimeoutMs });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request, because fetch and URL would normalise '..' away before sending. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(res: Response, expected = securityHeaders) {
  for (const [name, value] of Object.entries(expected)) {
    expect(res.headers.get(name)).toBe(value);
  }
}

let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'classes'), { recursive: true });
  mkdirSync(join(publicDir, 'amenities'), { recursive: true });
  mkdirSync(join(publicDir, 'static'), { recursive: true });
  mkdirSync(join(publicDir, 'under_maintenance'), { recursive: true });
  mkdirSync(join(publicDir, 'page-data', 'classes'), { recursive: true });
  writeFileSync(join(root, 'package.json'), SECRET);
  writeFileSync(join(publicDir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(publicDir, 'classes', 'index.html'), '<h1>classes</h1>');
  writeFileSync(join(publicDir, 'classes', 'schedule.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  writeFileSync(join(publicDir, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(publicDir, 'under_maintenance', 'index.html'), MAINTENANCE_HTML);
  writeFileSync(join(publicDir, 'page-data', 'classes', 'page-data.json'), '{"path":"/classes/"}');
  writeFileSync(join(publicDir, 'static', 'x.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(publicDir, HASHED_JS.slice(1)), 'console.log(1);');
  writeFileSync(
    join(publicDir, 'amenities', 'index.html'),
    `<p>${'Towels and lockers. '.repeat(200)}</p>`,
  );
  base = await start();
});

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          // fetch keeps connections alive; close them so close() can finish.
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  rmSync(root, { recursive: true, force: true });
});

describe('page routes', () => {
  it.each(['/classes', '/classes/', '/classes?utm_source=flyer'])(
    '%s serves classes',
    async (path) => {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe('<h1>classes</h1>');
    },
  );

  it('/ serves the home page', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>home</h1>');
  });

  it.each(['/nope', '/nope/deeper', '/nope.js', HASHED_JS.replace('0123', '9999')])(
    '%s gets the 404 page',
    async (path) => {
      const res = await fetch(base + path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe(CACHE_REVALIDATE);
      expect(await res.text()).toBe('<h1>not found</h1>');
    },
  );
});

describe('headers', () => {
  it('sends the security headers on 200 and 404 responses', async () => {
    const ok = await fetch(`${base}/classes`);
    const missing = await fetch(`${base}/nope`);
    expect(ok.status).toBe(200);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(ok);
    expectSecurityHeaders(missing);
  });

  it.each(['/', '/classes', '/classes/index.html', '/nope/'])(
    "%s, a page, gets the page policy (Google hosts come from each page's meta tag)",
    async (path) => {
      const res = await fetch(base + path);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
      expect(res.headers.get('content-security-policy')).not.toContain('default-src');
    },
  );

  it.each([
    HASHED_JS,
    '/static/x.png',
    '/classes/schedule.ics',
    '/page-data/classes/page-data.json',
    '/api/lead',
  ])("%s, no page, gets default-src 'none' and frame-ancestors 'none'", async (path) => {
    const res = await fetch(base + path);
    expectSecurityHeaders(res, nonHtmlSecurityHeaders);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it.each([
    ['/', CACHE_REVALIDATE],
    ['/classes', CACHE_REVALIDATE],
    [HASHED_JS, CACHE_IMMUTABLE],
    ['/static/x.png', CACHE_IMMUTABLE],
    ['/classes/schedule.ics', CACHE_SHORT],
  ])('Cache-Control for %s', async (path, expected) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(expected);
  });

  it('serves the class calendar as UTF-8 text/calendar, as the S3 upload does', async () => {
    const res = await fetch(`${base}/classes/schedule.ics`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });

  it('answers a matching ETag with 304 and keeps the edge headers', async () => {
    const first = await fetch(base + HASHED_JS);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const res = await fetch(base + HASHED_JS, { headers: { 'If-None-Match': etag ?? '' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expectSecurityHeaders(res, nonHtmlSecurityHeaders);
  });
});

describe('methods', () => {
  it('HEAD works without a body', async () => {
    const res = await fetch(`${base}/classes`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('<h1>classes</h1>'.length));
    expect(await res.text()).toBe('');
  });

  it('HEAD of a missing page is a 404 without a body', async () => {
    const res = await fetch(`${base}/nope`, { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s to a page gets 405', async (method) => {
    const res = await fetch(`${base}/classes`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expectSecurityHeaders(res);
  });
});

describe('/api/', () => {
  it('gives 404 JSON without an api hook', async () => {
    const res = await fetch(`${base}/api/lead`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe(CACHE_NO_STORE);
    expect(await res.json()).toEqual({ error: 'not found' });
  });

  it('goes to the api hook when given', async () => {
    const calls: string[] = [];
    const apiBase = await start(async (req, res) => {
      calls.push(`${req.method} ${req.url}`);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
    const res = await fetch(`${apiBase}/api/lead?x=1`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/lead?x=1']);
    expectSecurityHeaders(res, nonHtmlSecurityHeaders);
  });

  it('turns a failing api hook into 500 JSON', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const apiBase = await start(() => {
      throw new Error('boom');
    });
    const res = await fetch(`${apiBase}/api/lead`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ sent: false });
    spy.mockRestore();
  });
});

describe('compression', () => {
  it('compresses text for clients that accept it, as CloudFront does', async () => {
    const { hostname, port } = new URL(base);
    const res = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(
        { hostname, port, path: '/amenities/', headers: { 'Accept-Encoding': 'gzip' } },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('Towels and lockers.');
    expect(res.body.length).toBeLessThan(1000);
  });
});

describe('safety', () => {
  it.each([
    '/../package.json',
    '/../../package.json',
    '/static/../../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..',
  ])('%s does not escape the public dir', async (path) => {
    const res = await rawGet(base, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).toBe('<h1>not found</h1>');
  });

  it('refuses to start without a build', () => {
    expect(() => createSiteServer({ publicDir: join(root, 'missing') })).toThrow(
      /No complete site build: .*missing[/]404.html is missing. Run `npm run build` first./,
    );
    const no404 = join(root, 'no-404');
    mkdirSync(no404);
    writeFileSync(join(no404, 'index.html'), 'x');
    expect(() => createSiteServer({ publicDir: no404 })).toThrow(/404\.html/);
  });
});

describe('maintenance mode', () => {
  let maintenanceBase: string;
  beforeAll(async () => {
    maintenanceBase = await start(undefined, true);
  });

  it.each(['/', '/classes', '/classes/', '/classes/index.html', '/nope/', '/under_maintenance/'])(
    '%s serves the maintenance page',
    async (path) => {
      const res = await fetch(maintenanceBase + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(res);
      expect(await res.text()).toBe(MAINTENANCE_HTML);
    },
  );

  it.each([
    [HASHED_JS, 'console.log(1);'],
    ['/page-data/classes/page-data.json', '{"path":"/classes/"}'],
  ])('still serves the file %s', async (path, body) => {
    const res = await fetch(maintenanceBase + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
  });

  it('leaves /api/ to the api hook', async () => {
    const apiBase = await start((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"sent":true}');
    }, true);
    const res = await fetch(`${apiBase}/api/lead`, { method: 'POST', body: '{}' });
    expect(await res.json()).toEqual({ sent: true });
  });

  it('is off by default', async () => {
    expect(await (await fetch(`${base}/classes/`)).text()).toBe('<h1>classes</h1>');
  });
});

describe('parseMaintenance (the MAINTENANCE variable of npm run serve)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
    [' TRUE ', true],
  ])('%p -> %p', (value, expected) => {
    expect(parseMaintenance(value)).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(() => parseMaintenance('yes please')).toThrow(/MAINTENANCE/);
  });
});

describe('slow clients', () => {
  it('cuts off a request whose body never finishes with 408, instead of waiting forever', async () => {
    // Prepare: an API that would wait for the whole body (and, as the local API does, answers
    // nobody when the server cuts the request off).
    const base = await start(
      async (req, res) => {
        try {
          for await (const _chunk of req);
        } catch {
          return void res.destroy();
        }
        res.end('{}');
      },
      false,
      300,
    );
    const { hostname, port } = new URL(base);

    // Act: announce 100 bytes, send 1, then nothing.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });

    // Assess
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('source maps', () => {
  it('are not served, as they are not uploaded', async () => {
    // Prepare
    writeFileSync(join(publicDir, 'app-0123456789abcdef0123.js.map'), '{"sources":[]}');
    const base = await start();

    // Act
    const response = await fetch(`${base}/app-0123456789abcdef0123.js.map`);

    // Assess
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sources');
  });
});

describe('with a CMS host (CMS_HOST), as the edge has it', () => {
  const CMS = 'admin.example.com';
  let cmsBase: string;
  /** The API requests that got through, as `host path`. */
  const apiCalls: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(publicDir, 'admin'), { recursive: true });
    writeFileSync(join(publicDir, 'admin', 'index.html'), '<h1>cms</h1>');
    const api: ApiHandler = async (req, res) => {
      apiCalls.push(`${req.headers.host?.replace(/:\d+$/, '')} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<p>login</p>');
    };
    const server = createSiteServer({ publicDir, cmsHost: CMS, api });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cmsBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  /** A GET with the Host header a browser on `host` (and this port) would send. */
  function getAt(host: string, path: string) {
    const { hostname, port } = new URL(cmsBase);
    type Got = { status: number; location?: string; csp?: string; body: string };
    return new Promise<Got>((resolve, reject) => {
      const req = request(
        { hostname, port, path, method: 'GET', headers: { host: `${host}:${port}` } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              csp: res.headers['content-security-policy'] as string | undefined,
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('serves the CMS on its host, and no public page or file there', async () => {
    // Act
    const results = await Promise.all(
      ['/admin/', '/', '/classes/', HASHED_JS].map((path) => getAt(CMS, path)),
    );

    // Assess
    expect(results.map((r) => r.status)).toEqual([200, 404, 404, 404]);
    expect(results[0]!.body).toContain('cms');
    expect(results[1]!.body).not.toContain('home');
  });

  it("sends the public host's /admin/ to the CMS host, and serves its pages as before", async () => {
    // Act
    const admin = await getAt('localhost', '/admin/');
    const page = await getAt('localhost', '/classes/');

    // Assess
    expect(admin).toMatchObject({ status: 301, location: `https://${CMS}/admin/` });
    expect(page).toMatchObject({ status: 200, body: '<h1>classes</h1>' });
  });

  it('answers the CMS login on the CMS host alone, and its own 404 for any other path there', async () => {
    // Prepare
    apiCalls.length = 0;

    // Act
    const login = await getAt(CMS, '/api/cms/auth?provider=github');
    const publicLogin = await getAt('localhost', '/api/cms/auth?provider=github');
    const publicCallback = await getAt('localhost', '/api/cms/callback?code=x');
    const unknown = await getAt(CMS, '/api/cms/nope');

    // Assess: only the first reached the API; the rest are 404s with no page and a policy.
    expect(login).toMatchObject({ status: 200, body: '<p>login</p>' });
    expect(apiCalls).toEqual([`${CMS} /api/cms/auth?provider=github`]);
    for (const refused of [publicLogin, publicCallback, unknown]) {
      expect(refused).toMatchObject({ status: 404, body: '', csp: nonHtmlContentSecurityPolicy });
    }
  });

  it('serves /admin/ on every host without one (npm start, the e2e runs)', async () => {
    // Prepare: a server started after admin/ was written (sirv indexes the build at start).
    const plain = await start();

    // Act
    const res = await fetch(`${plain}/admin/`);

    // Assess
    expect(res.status).toBe(200);
  });
});
