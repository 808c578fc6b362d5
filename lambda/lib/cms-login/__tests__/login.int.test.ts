// The CMS login routes against a real HTTP server standing in for GitHub's token endpoint
// (./fake-github): each way a login can go wrong gives a clear page, and no token.
import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { JSDOM } from 'jsdom';
import { makeEvent, recordingLogger } from '../../__tests__/support';
import { createAuthHandler, createCallbackHandler, type CmsLoginRuntime } from '../login';
import { PAGE_CSP } from '../pages';
import { STATE_COOKIE } from '../../../../contracts/cms-login';
import { pkceChallenge, STATE_MAX_AGE_SECONDS } from '../state';
import { json, startFakeGithub, type FakeGithub } from './fake-github';

const SITE = 'https://www.example.com';
const TOKEN = 'gho_16C7e42F292c6912E7710c838347Ae178B4a';
const SECRET = 'client-secret-never-shown';
const CODE = 'code-from-github-1234';
const STATE_KEY = 'state-key-from-secrets-manager-0123456789';
const NOW = new Date('2026-11-26T03:00:00Z');

let github: FakeGithub;
beforeAll(async () => {
  github = await startFakeGithub();
});
afterAll(() => github.close());

function runtimeFor(overrides: Partial<CmsLoginRuntime> = {}) {
  const logger = recordingLogger();
  const runtime: CmsLoginRuntime = {
    clientId: 'Ov23liAbCdEf12345678',
    siteOrigin: SITE,
    scope: 'repo',
    loadClientSecret: () => Promise.resolve(SECRET),
    loadStateKey: () => Promise.resolve(STATE_KEY),
    logger,
    now: () => NOW,
    github: github.endpoints,
    budgetMs: 400,
    ...overrides,
  };
  return { runtime, logger };
}

function get(path: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  const event = makeEvent({ method: 'GET', path, headers });
  return {
    ...event,
    rawQueryString: new URLSearchParams(params).toString(),
    queryStringParameters: params,
  };
}

/** Starts a login: the auth route's state and its cookie, as the browser would send it back. */
async function startLogin(runtime: CmsLoginRuntime) {
  const result = await createAuthHandler(runtime)(get('/api/cms/auth', { provider: 'github' }));
  const location = new URL(String(result.headers?.Location));
  const state = location.searchParams.get('state')!;
  const cookie = result.cookies![0]!.split(';')[0]!;
  return { state, cookie };
}

function callback(params: Record<string, string>, cookies?: string[]): APIGatewayProxyEventV2 {
  return { ...get('/api/cms/callback', params), ...(cookies ? { cookies } : {}) };
}

/** The page's handshake data and its inline scripts. */
function readPage(body: string | undefined) {
  const { document } = new JSDOM(body ?? '').window;
  const data = document.getElementById('cms-login')?.textContent;
  const scripts = [...document.querySelectorAll('script:not([type])')].map((s) => s.textContent);
  return {
    text: document.body.textContent ?? '',
    data: data ? (JSON.parse(data) as Record<string, unknown>) : undefined,
    scripts,
    html: body ?? '',
  };
}

function expectNoToken(result: { body?: string; headers?: unknown }) {
  expect(result.body).not.toContain(TOKEN);
  expect(JSON.stringify(result.headers)).not.toContain(TOKEN);
}

function expectPageHeaders(result: { headers?: Record<string, unknown>; cookies?: string[] }) {
  expect(result.headers).toMatchObject({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_CSP,
    'Referrer-Policy': 'no-referrer',
  });
}

beforeEach(() => {
  github.requests = [];
  github.answer = json(200, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
});

describe('GET /api/cms/auth', () => {
  it('sends the popup to GitHub with the configured client, scope and callback, and a state bound to a cookie', async () => {
    // Prepare
    const { runtime } = runtimeFor();
    const event = get(
      '/api/cms/auth',
      {
        provider: 'github',
        site_id: 'evil.example',
        scope: 'admin:org',
        redirect_uri: 'https://evil.example/steal',
      },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'sec-fetch-site': 'same-origin' },
    );

    // Act
    const result = await createAuthHandler(runtime)(event);

    // Assess
    expect(result.statusCode).toBe(302);
    const location = new URL(String(result.headers?.Location));
    expect(`${location.origin}${location.pathname}`).toBe(github.endpoints.authorizeUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'Ov23liAbCdEf12345678',
      redirect_uri: 'https://www.example.com/api/cms/callback',
      scope: 'repo',
      state: expect.stringMatching(/^v2\.[0-9a-z]+\.[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      allow_signup: 'false',
    });
    // The cookie holds the PKCE verifier, which GitHub never sees: only its SHA-256.
    const verifier = result.cookies![0]!.split(';')[0]!.slice(`${STATE_COOKIE}=`.length);
    expect(result.cookies).toEqual([
      `${STATE_COOKIE}=${verifier}; Max-Age=${STATE_MAX_AGE_SECONDS}; ` +
        'Path=/; Secure; HttpOnly; SameSite=Lax',
    ]);
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge')).toBe(pkceChallenge(verifier));
    expect(location.toString()).not.toContain(verifier);
    expect(result.headers?.['Cache-Control']).toBe('no-store');
  });

  it('gives every login its own state', async () => {
    // Prepare
    const { runtime } = runtimeFor();

    // Act
    const states = await Promise.all([startLogin(runtime), startLogin(runtime)]);

    // Assess
    expect(states[0].state).not.toBe(states[1].state);
  });

  it.each([
    ['no provider', {}, {}, 400],
    ['another provider', { provider: 'gitlab' }, {}, 400],
    ['a page of another site', { provider: 'github' }, { 'sec-fetch-site': 'cross-site' }, 403],
  ])('refuses %s with a page and no cookie', async (_case, params, headers, status) => {
    // Prepare
    const { runtime, logger } = runtimeFor();

    // Act
    const result = await createAuthHandler(runtime)(get('/api/cms/auth', params, headers));

    // Assess
    expect(result.statusCode).toBe(status);
    expect(result.headers?.Location).toBeUndefined();
    expect(result.cookies ?? []).not.toContainEqual(expect.stringContaining('Max-Age=600'));
    expect(readPage(result.body).text).toMatch(/Login failed/);
    expect(logger.entries).toEqual([expect.objectContaining({ event: 'cms_login_refused' })]);
  });
});

describe('GET /api/cms/callback', () => {
  it('trades the code for a token and hands it to the site origin alone, from a page with a strict CSP', async () => {
    // Prepare
    const { runtime, logger } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);

    // Act
    const result = await createCallbackHandler(runtime)(
      callback({ code: CODE, state }, [cookie, 'other=1']),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    expectPageHeaders(result);
    expect(result.cookies).toEqual([
      expect.stringMatching(new RegExp(`^${STATE_COOKIE}=; Max-Age=0;`)),
    ]);
    expect(Object.fromEntries(github.requests[0]!)).toEqual({
      client_id: 'Ov23liAbCdEf12345678',
      client_secret: SECRET,
      code: CODE,
      code_verifier: cookie.slice(`${STATE_COOKIE}=`.length),
      redirect_uri: 'https://www.example.com/api/cms/callback',
    });
    const page = readPage(result.body);
    expect(page.data).toEqual({
      status: 'success',
      origin: SITE,
      content: { provider: 'github', token: TOKEN },
    });
    // The one inline script is allowed by its hash, and nothing else may run.
    expect(page.scripts).toHaveLength(1);
    const hash = createHash('sha256').update(page.scripts[0]!).digest('base64');
    expect(PAGE_CSP).toContain(`script-src 'sha256-${hash}'`);
    expect(PAGE_CSP).toMatch(/^default-src 'none';/);
    expect(PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // Neither the token, the code, the state nor the secret reaches the logs.
    const logs = JSON.stringify(logger.entries);
    for (const secret of [TOKEN, CODE, state, cookie.split('=')[1]!, SECRET, STATE_KEY]) {
      expect(logs).not.toContain(secret);
    }
    expect(logger.entries.map((e) => e.event)).toEqual([
      'cms_login_started',
      'cms_login_succeeded',
    ]);
  });

  it('reads the state cookie from a Cookie header too', async () => {
    // Prepare
    const { runtime } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);
    const event = get('/api/cms/callback', { code: CODE, state }, { cookie: `a=b; ${cookie}` });

    // Act
    const result = await createCallbackHandler(runtime)(event);

    // Assess
    expect(result.statusCode).toBe(200);
  });

  const stateCases: [
    string,
    (s: { state: string; cookie: string }) => Promise<APIGatewayProxyEventV2>,
    RegExp,
  ][] = [
    [
      'no cookie',
      async ({ state }) => callback({ code: CODE, state }),
      /not started from this browser/,
    ],
    ['no state', async ({ cookie }) => callback({ code: CODE }, [cookie]), /no state/],
    [
      "another login's state with this login's cookie",
      async ({ cookie }) => {
        const other = await startLogin(runtimeFor().runtime);
        return callback({ code: CODE, state: other.state }, [cookie]);
      },
      /state does not match/,
    ],
    [
      'a well-formed state and cookie both invented, not signed here',
      async () => {
        // Made exactly as the auth route makes them, but with a key other than the service's.
        const { runtime } = runtimeFor({ loadStateKey: () => Promise.resolve('a guessed key') });
        const invented = await startLogin(runtime);
        return callback({ code: CODE, state: invented.state }, [invented.cookie]);
      },
      /state does not match/,
    ],
    [
      'a state and cookie that are the same invented value',
      async () => {
        const invented = `v2.${NOW.getTime().toString(36)}.${'C'.repeat(43)}`;
        return callback({ code: CODE, state: invented }, [`${STATE_COOKIE}=${invented}`]);
      },
      /state does not match/,
    ],
    [
      'an expired login (cookie kept past its Max-Age)',
      async () => {
        const started = new Date(NOW.getTime() - (STATE_MAX_AGE_SECONDS + 1) * 1000);
        const old = await startLogin(runtimeFor({ now: () => started }).runtime);
        return callback({ code: CODE, state: old.state }, [old.cookie]);
      },
      /more than 10 minutes/,
    ],
  ];
  it.each(stateCases)(
    'refuses %s with 400, without asking GitHub',
    async (_case, makeCallback, message) => {
      // Prepare
      const { runtime, logger } = runtimeFor();
      const login = await startLogin(runtime);

      // Act
      const result = await createCallbackHandler(runtime)(await makeCallback(login));

      // Assess
      expect(result.statusCode).toBe(400);
      expectPageHeaders(result);
      expectNoToken(result);
      expect(readPage(result.body).text).toMatch(message);
      expect(readPage(result.body).data).toMatchObject({ status: 'error', origin: SITE });
      expect(github.requests).toHaveLength(0);
      expect(logger.entries.at(-1)).toMatchObject({
        event: 'cms_login_refused',
        reason: expect.stringMatching(/^state_/),
      });
    },
  );

  it('refuses a callback without a code', async () => {
    // Prepare
    const { runtime } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);

    // Act
    const result = await createCallbackHandler(runtime)(callback({ state }, [cookie]));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(readPage(result.body).text).toMatch(/no authorization code/);
    expect(github.requests).toHaveLength(0);
  });

  it('says so when the editor cancelled on GitHub', async () => {
    // Prepare
    const { runtime } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);
    const params = {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state,
    };

    // Act
    const result = await createCallbackHandler(runtime)(callback(params, [cookie]));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(readPage(result.body).text).toMatch(/cancelled on GitHub/);
    expect(github.requests).toHaveLength(0);
  });

  it('escapes what GitHub (or whoever wrote the URL) says in an error', async () => {
    // Prepare
    const { runtime } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const params = { error: 'application_suspended', error_description: evil, state };

    // Act
    const result = await createCallbackHandler(runtime)(callback(params, [cookie]));

    // Assess
    expect(result.statusCode).toBe(400);
    const page = readPage(result.body);
    expect(page.text).toContain(evil);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img');
    expect(page.scripts).toHaveLength(1);
    // Decap reads `message`, Sveltia `error`: the CMS shows it either way.
    expect(page.data?.content).toEqual({
      provider: 'github',
      error: expect.stringContaining(evil),
      message: expect.stringContaining(evil),
    });
  });

  it.each([
    ['answers 500', json(500, { message: 'oops' }), 502, /could not complete/, /HTTP 500/],
    [
      'answers 200 with a used code',
      json(200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      }),
      400,
      /no longer accepts/,
      /bad_verification_code/,
    ],
    [
      'answers 200 with a wrong secret',
      json(200, { error: 'incorrect_client_credentials', error_description: 'bad' }),
      502,
      /could not complete/,
      /incorrect_client_credentials/,
    ],
    [
      'answers 200 with HTML',
      (_q: unknown, r: import('node:http').ServerResponse) => {
        r.writeHead(200, { 'Content-Type': 'text/html' });
        r.end('<html>maintenance</html>');
      },
      502,
      /could not complete/,
      /other than JSON/,
    ],
    [
      'answers 200 without a token',
      json(200, { token_type: 'bearer' }),
      502,
      /could not complete/,
      /access_token/,
    ],
    [
      'answers 200 with a token that is no token',
      json(200, { access_token: '<script>' }),
      502,
      /could not complete/,
      /access_token/,
    ],
    [
      'redirects elsewhere',
      (_q: unknown, r: import('node:http').ServerResponse) => {
        r.writeHead(302, { Location: 'https://evil.example/' });
        r.end();
      },
      502,
      /could not complete/,
      /token endpoint/,
    ],
  ])('gives no token when GitHub %s', async (_case, answer, status, message, logged) => {
    // Prepare
    const { runtime, logger } = runtimeFor();
    const { state, cookie } = await startLogin(runtime);
    github.answer = answer as FakeGithub['answer'];

    // Act
    const result = await createCallbackHandler(runtime)(callback({ code: CODE, state }, [cookie]));

    // Assess
    expect(result.statusCode).toBe(status);
    expectPageHeaders(result);
    expectNoToken(result);
    expect(readPage(result.body).text).toMatch(message);
    expect(String(logger.entries.at(-1)?.detail)).toMatch(logged);
    expect(JSON.stringify(logger.entries)).not.toContain(SECRET);
  });

  it('answers 504 with a page within its budget when GitHub hangs', async () => {
    // Prepare
    const { runtime } = runtimeFor({ budgetMs: 300 });
    const { state, cookie } = await startLogin(runtime);
    github.answer = () => {}; // never answers
    const started = Date.now();

    // Act
    const result = await createCallbackHandler(runtime)(callback({ code: CODE, state }, [cookie]));

    // Assess
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.statusCode).toBe(504);
    expect(readPage(result.body).text).toMatch(/did not answer in time/);
    expect(github.requests).toHaveLength(1); // asked, and never answered
  });

  it.each([
    ['fails', () => Promise.reject(new Error('AccessDeniedException: not authorized'))],
    ['hangs', () => new Promise<string>(() => {})],
  ])(
    'answers 503 with a page when the secret store %s, without asking GitHub',
    async (_case, loadClientSecret) => {
      // Prepare
      const { runtime, logger } = runtimeFor({ loadClientSecret, budgetMs: 200 });
      const { state, cookie } = await startLogin(runtime);

      // Act
      const result = await createCallbackHandler(runtime)(
        callback({ code: CODE, state }, [cookie]),
      );

      // Assess
      expect(result.statusCode).toBe(503);
      expect(readPage(result.body).text).toMatch(/cannot read its settings/);
      expect(github.requests).toHaveLength(0);
      expect(logger.entries.at(-1)).toMatchObject({ level: 'error', reason: 'secret_unreadable' });
    },
  );
});

describe('an error of our own', () => {
  it('auth: a page that says so, an error log line and no login cookie, not a crashed function', async () => {
    // Prepare
    const now = () => {
      throw new Error('clock broken');
    };
    const { runtime, logger } = runtimeFor({ now });

    // Act
    const result = await createAuthHandler(runtime)(get('/api/cms/auth', { provider: 'github' }));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(result.headers?.Location).toBeUndefined();
    expect(result.cookies ?? []).not.toContainEqual(expect.stringContaining('Max-Age=600'));
    expect(readPage(result.body).text).toMatch(/Something went wrong on our side/);
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'error',
      event: 'cms_login_failed',
      step: 'auth',
      reason: 'unexpected_error',
    });
  });
});

describe('the state key', () => {
  it('unreadable: the auth route answers 503 with a page, no login cookie and no redirect', async () => {
    // Prepare
    const loadStateKey = () => Promise.reject(new Error('AccessDeniedException'));
    const { runtime, logger } = runtimeFor({ loadStateKey });

    // Act
    const result = await createAuthHandler(runtime)(get('/api/cms/auth', { provider: 'github' }));

    // Assess
    expect(result.statusCode).toBe(503);
    expect(result.headers?.Location).toBeUndefined();
    expect(result.cookies ?? []).not.toContainEqual(expect.stringContaining('Max-Age=600'));
    expect(readPage(result.body).text).toMatch(/cannot read its settings/);
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error', reason: 'state_key_unreadable' });
  });

  it('unreadable: the callback answers 503 without asking GitHub', async () => {
    // Prepare
    const { state, cookie } = await startLogin(runtimeFor().runtime);
    const { runtime } = runtimeFor({
      loadStateKey: () => new Promise<string>(() => {}),
      budgetMs: 200,
    });

    // Act
    const result = await createCallbackHandler(runtime)(callback({ code: CODE, state }, [cookie]));

    // Assess
    expect(result.statusCode).toBe(503);
    expectNoToken(result);
    expect(github.requests).toHaveLength(0);
  });
});

describe('a request that did not come through CloudFront (the API domain called directly)', () => {
  const ORIGIN_SECRET = 'origin-secret-value';
  const originSecret = () => Promise.resolve(ORIGIN_SECRET);
  const via = (value?: string): Record<string, string> =>
    value === undefined ? {} : { 'x-origin-verify': value };

  it.each([
    ['without X-Origin-Verify', undefined, 'origin_secret_missing'],
    ['with a wrong X-Origin-Verify', 'origin-secret-valuE', 'origin_secret_wrong'],
  ])(
    'callback %s: 403 with a page, no token and no call to GitHub',
    async (_case, header, reason) => {
      // Prepare: a login this service started, so only the missing header stands in the way.
      const { runtime, logger } = runtimeFor({ originSecret });
      const { state, cookie } = await startLogin(runtimeFor().runtime);
      const event = {
        ...get('/api/cms/callback', { code: CODE, state }, via(header)),
        cookies: [cookie],
      };

      // Act
      const result = await createCallbackHandler(runtime)(event);

      // Assess
      expect(result.statusCode).toBe(403);
      expectPageHeaders(result);
      expectNoToken(result);
      expect(github.requests).toHaveLength(0);
      expect(logger.entries.at(-1)).toMatchObject({ event: 'cms_login_refused', reason });
    },
  );

  it('auth without X-Origin-Verify: 403, no login cookie and no redirect', async () => {
    // Prepare
    const { runtime } = runtimeFor({ originSecret });

    // Act
    const result = await createAuthHandler(runtime)(get('/api/cms/auth', { provider: 'github' }));

    // Assess
    expect(result.statusCode).toBe(403);
    expect(result.headers?.Location).toBeUndefined();
    expect(result.cookies ?? []).not.toContainEqual(expect.stringContaining('Max-Age=600'));
  });

  it('through CloudFront (the header holds the secret): the login completes', async () => {
    // Prepare
    const { runtime } = runtimeFor({ originSecret });
    const start = await createAuthHandler(runtime)(
      get('/api/cms/auth', { provider: 'github' }, via(ORIGIN_SECRET)),
    );
    const state = new URL(String(start.headers?.Location)).searchParams.get('state')!;
    const cookie = start.cookies![0]!.split(';')[0]!;
    const event = {
      ...get('/api/cms/callback', { code: CODE, state }, via(ORIGIN_SECRET)),
      cookies: [cookie],
    };

    // Act
    const result = await createCallbackHandler(runtime)(event);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(github.requests).toHaveLength(1);
  });
});
