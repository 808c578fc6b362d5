import { ConfigError } from '../../config';
import { loadCmsLoginConfig } from '../config';
import { cmsLoginRuntimeFromEnvironment, type ParameterSource } from '../runtime';

const ENV = {
  GITHUB_CLIENT_ID: 'Ov23liAbCdEf12345678',
  GITHUB_CLIENT_SECRET_PARAMETER: '/bcf/cms-github-client-secret',
  SITE_ORIGIN: 'https://www.example.com',
  GITHUB_SCOPE: 'repo',
};

it('reads a complete environment', () => {
  // Act
  const config = loadCmsLoginConfig(ENV);

  // Assess
  expect(config).toEqual({
    clientId: 'Ov23liAbCdEf12345678',
    clientSecretParameter: '/bcf/cms-github-client-secret',
    siteOrigin: 'https://www.example.com',
    scope: 'repo',
  });
});

it('names every problem at once, and refuses a secret in the environment', () => {
  // Prepare
  const env = {
    GITHUB_CLIENT_ID: 'not an id!',
    GITHUB_CLIENT_SECRET_PARAMETER: 'secret value',
    SITE_ORIGIN: 'http://www.example.com/admin/',
    GITHUB_SCOPE: 'admin:org',
    GITHUB_CLIENT_SECRET: 'abc',
  };

  // Act
  const thrown = (() => {
    try {
      loadCmsLoginConfig(env);
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
    expect.stringContaining('GITHUB_CLIENT_SECRET must not be set'),
  ]);
});

it.each([
  'https://www.example.com:8443',
  'https://www.example.com/',
  'https://user@www.example.com',
])('refuses %s as the site origin', (origin) => {
  expect(() => loadCmsLoginConfig({ ...ENV, SITE_ORIGIN: origin })).toThrow(/SITE_ORIGIN/);
});

describe('the runtime', () => {
  const source = () => {
    const calls: unknown[][] = [];
    const fake: ParameterSource = {
      get: (...args) => {
        calls.push(args);
        return Promise.resolve('s3cret');
      },
    };
    return { fake, calls };
  };

  it('reads the secret, decrypted and cached, at cold start for the callback', async () => {
    // Prepare
    const { fake, calls } = source();

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: true }, ENV, fake);

    // Assess
    expect(calls).toEqual([['/bcf/cms-github-client-secret', { decrypt: true, maxAge: 300 }]]);
    await expect(runtime.loadClientSecret()).resolves.toBe('s3cret');
  });

  it('never reads the secret for the auth route', async () => {
    // Prepare
    const { fake, calls } = source();

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: false }, ENV, fake);

    // Assess
    await expect(runtime.loadClientSecret()).rejects.toThrow(/does not read the secret/);
    expect(calls).toEqual([]);
  });

  it('names the parameter, never a value, when the read fails', async () => {
    // Prepare
    const fake: ParameterSource = { get: () => Promise.reject(new Error('ParameterNotFound')) };

    // Act
    const runtime = cmsLoginRuntimeFromEnvironment({ withSecret: true }, ENV, fake);

    // Assess
    await expect(runtime.loadClientSecret()).rejects.toThrow(
      'Could not read the GitHub client secret from SSM parameter /bcf/cms-github-client-secret: Error: ParameterNotFound',
    );
  });
});
