import { ConfigError, type Environment } from '../../config';
import type { SecretSource } from '../../secret-loader';
import { cmsLoginRuntimeFromEnvironment } from '../runtime';

const ENV = {
  GITHUB_CLIENT_ID: 'Ov23liAbCdEf12345678',
  GITHUB_CLIENT_SECRET_PARAMETER: '/bcf/cms-github-client-secret',
  SITE_ORIGIN: 'https://www.example.com',
  GITHUB_SCOPE: 'repo',
  STATE_KEY_SECRET_ARN: 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:StateKey-AbCdEf',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:Origin-AbCdEf',
};

/** The runtime of `env`, its secrets read from sources that always answer. */
const runtimeOf = (env: Environment) => {
  const source: SecretSource = { get: () => Promise.resolve('s3cret') };
  return cmsLoginRuntimeFromEnvironment({ withSecret: true }, env, source, source);
};

it('reads a complete environment (the secrets by name: the runtime tests below)', () => {
  // Act
  const runtime = runtimeOf(ENV);

  // Assess
  expect(runtime).toMatchObject({
    clientId: 'Ov23liAbCdEf12345678',
    siteOrigin: 'https://www.example.com',
    scope: 'repo',
  });
});

it("reads a GitHub App's environment, which names no scope", () => {
  const { GITHUB_SCOPE: _scope, ...app } = { ...ENV, GITHUB_CLIENT_ID: 'Iv23liAbCdEf12345678' };
  expect(runtimeOf(app)).not.toHaveProperty('scope');
});

it('names every problem at once, and refuses a secret in the environment', () => {
  // Prepare
  const env = {
    GITHUB_CLIENT_ID: 'not an id!',
    GITHUB_CLIENT_SECRET_PARAMETER: 'secret value',
    SITE_ORIGIN: 'http://www.example.com/admin/',
    GITHUB_SCOPE: 'admin:org',
    STATE_KEY_SECRET_ARN: 'the key itself',
    ORIGIN_SECRET_ARN: 'the secret itself',
    GITHUB_CLIENT_SECRET: 'abc',
  };

  // Act
  const thrown = (() => {
    try {
      runtimeOf(env);
    } catch (error) {
      return error;
    }
  })();

  // Assess
  expect(thrown).toBeInstanceOf(ConfigError);
  expect((thrown as ConfigError).problems).toEqual([
    expect.stringContaining('GITHUB_CLIENT_ID'),
    expect.stringContaining('GITHUB_CLIENT_SECRET_PARAMETER'),
    expect.stringContaining('SITE_ORIGIN'),
    expect.stringContaining('GITHUB_SCOPE'),
    expect.stringContaining('STATE_KEY_SECRET_ARN must be a Secrets Manager secret ARN'),
    expect.stringContaining('ORIGIN_SECRET_ARN must be a Secrets Manager secret ARN'),
    expect.stringContaining('GITHUB_CLIENT_SECRET must not be set'),
  ]);
});

it.each([
  'https://www.example.com:8443',
  'https://www.example.com/',
  'https://user@www.example.com',
])('refuses %s as the site origin', (origin) => {
  expect(() => runtimeOf({ ...ENV, SITE_ORIGIN: origin })).toThrow(/SITE_ORIGIN/);
});

describe('the runtime', () => {
  const source = () => {
    const calls: unknown[][] = [];
    const fake: SecretSource = {
      get: (...args) => {
        calls.push(args);
        return Promise.resolve('s3cret');
      },
    };
    return { fake, calls };
  };
  const keys: SecretSource = { get: () => Promise.resolve('state-key') };

  it('reads the secret, decrypted and cached, at cold start for the callback', async () => {
    // Prepare
    const { fake, calls } = source();

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: true }, ENV, fake, keys);

    // Assess
    expect(calls).toEqual([['/bcf/cms-github-client-secret', { decrypt: true, maxAge: 300 }]]);
    await expect(runtime.loadClientSecret()).resolves.toBe('s3cret');
  });

  it('never reads the secret for the auth route', async () => {
    // Prepare
    const { fake, calls } = source();

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: false }, ENV, fake, keys);

    // Assess
    await expect(runtime.loadClientSecret()).rejects.toThrow(/does not read the secret/);
    expect(calls).toEqual([]);
  });

  it('names the parameter, never a value, when the read fails', async () => {
    // Prepare
    const fake: SecretSource = { get: () => Promise.reject(new Error('ParameterNotFound')) };

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: true }, ENV, fake, keys);

    // Assess
    await expect(runtime.loadClientSecret()).rejects.toThrow(
      'Could not read the GitHub client secret from SSM parameter /bcf/cms-github-client-secret: Error: ParameterNotFound',
    );
  });
});

it('reads the origin secret and the state key by ARN at cold start, and names the key when it cannot', async () => {
  // Prepare
  const calls: unknown[][] = [];
  const keys: SecretSource = {
    get: (...args) => {
      calls.push(args);
      return Promise.reject(new Error('ResourceNotFoundException'));
    },
  };
  const ssm: SecretSource = { get: () => Promise.resolve('s3cret') };

  // Act
  const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: false }, ENV, ssm, keys);

  // Assess
  expect(calls).toEqual([
    [ENV.ORIGIN_SECRET_ARN, { maxAge: 300 }],
    [ENV.STATE_KEY_SECRET_ARN, { maxAge: 300 }],
  ]);
  await expect(runtime.loadStateKey()).rejects.toThrow(
    `Could not read the login state key ${ENV.STATE_KEY_SECRET_ARN}: Error: ResourceNotFoundException`,
  );
});
