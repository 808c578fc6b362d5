// The deploy's smoke check against the local production server (the edge's headers) with the
// real form handlers behind /api/: it passes on a healthy site and names what is wrong on a site
// that lost a header, whose /api/ is not the form handler, or that does not answer at all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalApi, createLocalRuntime } from '../local/local-api';
import type { ApiHandler } from '../local/local-api';
import { createSiteServer } from '../serve';
import { smokeCheck, smokeRound } from '../smoke-check';
import { DEAD_ENDPOINT } from '../../lambda/lib/__tests__/emulators';

let publicDir: string;
const servers: Server[] = [];

async function start(api?: ApiHandler): Promise<string> {
  const server = createSiteServer({ publicDir, api });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// Nothing listens at the dead endpoint: a bad request is refused before the store or SES is asked.
const formHandlers = () =>
  createLocalApi(createLocalRuntime({ sesEndpoint: DEAD_ENDPOINT, leadsEndpoint: DEAD_ENDPOINT }));

beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'smoke-'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  rmSync(publicDir, { recursive: true, force: true });
});

describe('smokeRound', () => {
  it('passes a site with its headers whose /api/ reaches the form handler', async () => {
    expect(await smokeRound(await start(formHandlers()))).toEqual([]);
  });

  it('names a security header that is missing or differs', async () => {
    const base = await start(formHandlers());
    const strip: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('strict-transport-security');
      headers.set('x-frame-options', 'SAMEORIGIN');
      return new Response(await response.arrayBuffer(), { status: response.status, headers });
    };
    const problems = await smokeRound(base, { fetch: strip });
    expect(problems).toEqual([
      'GET / has no Strict-Transport-Security header',
      'GET / sends X-Frame-Options: SAMEORIGIN (expected DENY)',
    ]);
  });

  it('says the form handler was not reached when /api/ is the 404 page', async () => {
    const problems = await smokeRound(await start());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/POST \/api\/contact .*answered 404/);
  });

  it('tells a refused origin secret apart from a missing handler', async () => {
    const base = await start(async (_req, res) => {
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ sent: false, errors: { origin: 'only this site' } }));
    });
    expect(await smokeRound(base)).toEqual([
      expect.stringContaining('not coming through CloudFront (origin secret)'),
    ]);
  });

  it('reports a site that does not answer', async () => {
    const problems = await smokeRound(DEAD_ENDPOINT, { timeoutMs: 2000 });
    expect(problems).toEqual([
      expect.stringMatching(/^GET \/ failed: TypeError/),
      expect.stringMatching(/^POST \/api\/contact failed: TypeError/),
    ]);
  });
});

describe('smokeCheck', () => {
  it('tries again until the site is healthy (CloudFront after an invalidation)', async () => {
    const base = await start(formHandlers());
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      return calls <= 2 ? new Response('busy', { status: 503 }) : fetch(input, init);
    };
    const log = jest.fn();
    expect(await smokeCheck(base, { fetch: flaky, delayMs: 1, attempts: 3, log })).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('gives up after its attempts with the last round’s problems', async () => {
    const problems = await smokeCheck(await start(), { attempts: 2, delayMs: 1, log: () => {} });
    expect(problems).toEqual([expect.stringMatching(/answered 404 .*expected 400/)]);
  });
});
