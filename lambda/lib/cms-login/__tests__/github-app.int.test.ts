// The login's web flow with a GitHub App, the default credential, against its stand-in:
// no scope is asked for, the App's expiring user token reaches the CMS, its refresh token never
// leaves the function, and the log says how long the editor's token lasts.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { JSDOM } from 'jsdom';
import { makeEvent, recordingLogger } from '../../__tests__/support';
import { createAuthHandler, createCallbackHandler, type CmsLoginRuntime } from '../login';
import type { FakeGithub } from './fake-github';
import { APP_TOKEN_SECONDS, startGitHubApp } from './github-app-stand-in';

const SITE = 'https://admin.example.com';
const CLIENT_ID = 'Iv23liAbCdEf12345678';
const SECRET = 'app-client-secret-never-shown';

let github: FakeGithub;
beforeAll(async () => {
  github = await startGitHubApp(CLIENT_ID, SECRET);
});
afterAll(() => github.close());

const get = (path: string, query: URLSearchParams, cookies?: string[]): APIGatewayProxyEventV2 => ({
  ...makeEvent({ method: 'GET', path, headers: {} }),
  rawQueryString: query.toString(),
  queryStringParameters: Object.fromEntries(query),
  ...(cookies ? { cookies } : {}),
});

it('logs an editor in with the GitHub App: its 8-hour token, no scope, no refresh token', async () => {
  // Prepare: the login as deployed with a GitHub App's client id and no GITHUB_SCOPE.
  const logger = recordingLogger();
  const runtime: CmsLoginRuntime = {
    clientId: CLIENT_ID,
    siteOrigin: SITE,
    loadClientSecret: () => Promise.resolve(SECRET),
    loadStateKey: () => Promise.resolve('state-key-from-secrets-manager-0123456789'),
    logger,
    github: github.endpoints,
  };

  // Act: the popup's path, /api/cms/auth, GitHub's authorize page, then /api/cms/callback.
  const auth = await createAuthHandler(runtime)(
    get('/api/cms/auth', new URLSearchParams({ provider: 'github' })),
  );
  const authorize = new URL(String(auth.headers?.Location));
  const answer = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  const cookie = auth.cookies![0]!.split(';')[0]!;
  const result = await createCallbackHandler(runtime)(
    get(back.pathname, back.searchParams, [cookie]),
  );

  // Assess
  expect(authorize.searchParams.has('scope')).toBe(false);
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/api/cms/callback`);
  expect(result.statusCode).toBe(200);
  const handshake = new JSDOM(result.body).window.document.getElementById('cms-login');
  const { content } = JSON.parse(handshake?.textContent ?? '{}') as {
    content?: { provider: string; token: string };
  };
  expect(content).toEqual({ provider: 'github', token: expect.stringMatching(/^ghu_\w{36}$/) });
  expect(result.body).not.toContain('ghr_');
  expect(logger.entries).toContainEqual(
    expect.objectContaining({
      event: 'cms_login_succeeded',
      tokenExpiresInSeconds: APP_TOKEN_SECONDS,
    }),
  );
});
