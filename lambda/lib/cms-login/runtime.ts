// The CMS login functions' runtime, created once per container: the configuration, the client
// secret from SSM and the state key from Secrets Manager.
import { loadCmsLoginConfig, type Environment } from '../config';
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
  const { clientSecretParameter, stateKeySecretArn, originSecretArn, ...config } =
    loadCmsLoginConfig(env);
  return {
    ...config,
    originSecret: secretLoader('the origin secret', keys, originSecretArn),
    loadStateKey: secretLoader('the login state key', keys, stateKeySecretArn),
    loadClientSecret: withSecret
      ? secretLoader('the GitHub client secret from SSM parameter', source, clientSecretParameter, {
          decrypt: true,
        })
      : () => Promise.reject(new SecretError('this function does not read the secret')),
    logger: createLogger('bridge-city-fitness-cms-login'),
  };
}
