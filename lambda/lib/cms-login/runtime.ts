// The CMS login functions' runtime, created once per container: the configuration (../config's
// CMS_LOGIN_ENV), the client secret from SSM and the state key from Secrets Manager.
import { CMS_LOGIN_ENV, CMS_LOGIN_REFUSED, load, type Environment } from '../config';
import { createLogger } from '../log';
import { secretLoader, SecretError, secrets, ssm, type SecretSource } from '../secret-loader';
import type { CmsLoginRuntime } from './login';

/** Starts reading the secrets at cold start; only the callback (`withSecret`) reads GitHub's. */
export function cmsLoginRuntimeFromEnvironment(
  { withSecret }: { withSecret: boolean },
  env: Environment = process.env,
  source: SecretSource = ssm,
  keys: SecretSource = secrets,
): CmsLoginRuntime {
  const login = load(CMS_LOGIN_ENV, env, CMS_LOGIN_REFUSED);
  const scope = login.GITHUB_SCOPE as CmsLoginRuntime['scope'];
  return {
    clientId: login.GITHUB_CLIENT_ID,
    siteOrigin: login.SITE_ORIGIN,
    ...(scope ? { scope } : {}),
    // Always checked when deployed (ORIGIN_SECRET_ARN is required): the routes are public.
    originSecret: secretLoader('the origin secret', keys, login.ORIGIN_SECRET_ARN),
    loadStateKey: secretLoader('the login state key', keys, login.STATE_KEY_SECRET_ARN),
    loadClientSecret: withSecret
      ? secretLoader(
          'the GitHub client secret from SSM parameter',
          source,
          login.GITHUB_CLIENT_SECRET_PARAMETER,
          { decrypt: true },
        )
      : () => Promise.reject(new SecretError('this function does not read the secret')),
    logger: createLogger('bridge-city-fitness-cms-login'),
  };
}
