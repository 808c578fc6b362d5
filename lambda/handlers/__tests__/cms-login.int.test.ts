// The deployed CMS login handlers, as Lambda loads them: configuration from the environment at
// import, the client secret from SSM and the state key from Secrets Manager through Powertools
// (the SDKs mocked). Nothing here reaches
// GitHub: each case ends before the token exchange, whose failures login.int.test.ts covers.
import * as secretsSdk from '@aws-sdk/client-secrets-manager';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as ssmSdk from '@aws-sdk/client-ssm';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import type { LoginHandler } from '../../lib/cms-login/login';
import { captureOutput, makeEvent } from '../../lib/__tests__/support';

const STATE_KEY_SECRET_ARN =
  'arn:aws:secretsmanager:ca-central-1:123456789012:secret:CmsLoginStateKey-AbCdEf';
const ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:ca-central-1:123456789012:secret:OriginSecret-AbCdEf';
const ORIGIN_SECRET = 'origin-secret-value';
const ENV = {
  GITHUB_CLIENT_ID: 'Ov23liAbCdEf12345678',
  GITHUB_CLIENT_SECRET_PARAMETER: '/bcf/cms-github-client-secret',
  SITE_ORIGIN: 'https://www.example.com',
  GITHUB_SCOPE: 'repo',
  STATE_KEY_SECRET_ARN,
  ORIGIN_SECRET_ARN,
  AWS_REGION: 'ca-central-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
};
const ssm = mockClient(SSMClient);
const secretsManager = mockClient(SecretsManagerClient);
let saved: Record<string, string | undefined>;

/** Imports a handler module afresh, as a cold start does, with the SDK mock in place. */
async function coldStart(name: 'cms-auth' | 'cms-callback'): Promise<LoginHandler> {
  let handler: LoginHandler | undefined;
  jest.doMock('@aws-sdk/client-ssm', () => ssmSdk);
  jest.doMock('@aws-sdk/client-secrets-manager', () => secretsSdk);
  await jest.isolateModulesAsync(async () => {
    handler = ((await import(`../${name}`)) as { handler: LoginHandler }).handler;
  });
  return handler!;
}

/** A request as CloudFront forwards it: with the origin secret, unless `direct`. */
function get(path: string, params: Record<string, string>, cookies?: string[], direct = false) {
  return {
    ...makeEvent({
      method: 'GET',
      path,
      headers: direct ? {} : { 'x-origin-verify': ORIGIN_SECRET },
    }),
    queryStringParameters: params,
    ...(cookies ? { cookies } : {}),
  };
}

beforeEach(() => {
  saved = Object.fromEntries(Object.keys(ENV).map((name) => [name, process.env[name]]));
  Object.assign(process.env, ENV);
  ssm.reset();
  secretsManager.reset();
  secretsManager
    .on(GetSecretValueCommand, { SecretId: STATE_KEY_SECRET_ARN })
    .resolves({ SecretString: 'generated-state-key-0123456789abcdef' })
    .on(GetSecretValueCommand, { SecretId: ORIGIN_SECRET_ARN })
    .resolves({ SecretString: ORIGIN_SECRET });
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it('refuses to start without its client id', async () => {
  // Prepare
  delete process.env.GITHUB_CLIENT_ID;

  // Act
  const starting = coldStart('cms-auth');

  // Assess
  // A fresh module registry has its own ConfigError class: compare by name.
  await expect(starting).rejects.toMatchObject({
    name: 'ConfigError',
    problems: ['GITHUB_CLIENT_ID is missing'],
  });
});

it('auth: sends the popup to github.com with the fixed callback, and never reads the secret', async () => {
  // Prepare
  const output = captureOutput();
  const handler = await coldStart('cms-auth');

  // Act
  const result = await handler(get('/api/cms/auth', { provider: 'github' }));
  output.restore();

  // Assess
  expect(result.statusCode).toBe(302);
  const location = new URL(String(result.headers?.Location));
  expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
  expect(location.searchParams.get('redirect_uri')).toBe(
    'https://www.example.com/api/cms/callback',
  );
  expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
  // The origin secret and the state key come from Secrets Manager, read by ARN.
  expect(
    secretsManager.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input),
  ).toEqual([{ SecretId: ORIGIN_SECRET_ARN }, { SecretId: STATE_KEY_SECRET_ARN }]);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(output.lines).toContainEqual(
    expect.objectContaining({
      message: 'cms_login_started',
      service: 'bridge-city-fitness-cms-login',
    }),
  );
});

it('callback: reads the secret decrypted at cold start, and answers 503 with a page when SSM fails', async () => {
  // Prepare
  ssm.on(GetParameterCommand).rejects(new Error('ServiceUnavailable'));
  const output = captureOutput();
  const auth = await coldStart('cms-auth');
  const start = await auth(get('/api/cms/auth', { provider: 'github' }));
  const state = new URL(String(start.headers?.Location)).searchParams.get('state')!;
  const cookie = start.cookies![0]!.split(';')[0]!;
  const callback = await coldStart('cms-callback');

  // Act
  const result = await callback(get('/api/cms/callback', { code: 'abc', state }, [cookie]));
  output.restore();

  // Assess
  expect(ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({
    Name: '/bcf/cms-github-client-secret',
    WithDecryption: true,
  });
  expect(result.statusCode).toBe(503);
  expect(result.headers?.['Cache-Control']).toBe('no-store');
  expect(result.body).toContain('cannot read its settings');
  const failed = output.lines.find((line) => line.message === 'cms_login_failed');
  expect(failed).toMatchObject({ reason: 'secret_unreadable' });
  expect(String(failed?.detail)).toContain('/bcf/cms-github-client-secret');
  expect(JSON.stringify(output.lines)).not.toContain(state);
});

it.each(['cms-auth', 'cms-callback'] as const)(
  '%s: a direct call to the API domain (no X-Origin-Verify) is 403, and reads no client secret',
  async (name) => {
    // Prepare: a login started through CloudFront, finished (or started) past it.
    const output = captureOutput();
    const auth = await coldStart('cms-auth');
    const start = await auth(get('/api/cms/auth', { provider: 'github' }));
    const state = new URL(String(start.headers?.Location)).searchParams.get('state')!;
    const cookie = start.cookies![0]!.split(';')[0]!;
    const handler = await coldStart(name);
    const params: Record<string, string> =
      name === 'cms-auth' ? { provider: 'github' } : { code: 'abc', state };
    ssm.reset();

    // Act
    const result = await handler(get(`/api/${name.replace('-', '/')}`, params, [cookie], true));
    output.restore();

    // Assess
    expect(result.statusCode).toBe(403);
    expect(result.headers?.Location).toBeUndefined();
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
    expect(output.lines).toContainEqual(
      expect.objectContaining({ message: 'cms_login_refused', reason: 'origin_secret_missing' }),
    );
  },
);
