// The CMS login functions' runtime, created once per container: the configuration, the client
// secret from SSM and the state key from Secrets Manager.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SSMClient } from '@aws-sdk/client-ssm';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { loadCmsLoginConfig, type Environment } from '../config';
import { createLogger } from '../log';
import { secretLoader, SecretError, type SecretSource } from '../secret-loader';
import { sdkClientOptions } from '../time-budget';
import type { CmsLoginRuntime } from './login';

export const SERVICE_NAME = 'bridge-city-fitness-cms-login';

/** Starts reading the secrets at cold start; only the callback (`withSecret`) reads GitHub's. */
export function cmsLoginRuntimeFromEnvironment(
  { withSecret }: { withSecret: boolean },
  env: Environment = process.env,
  source: SecretSource = new SSMProvider({
    awsSdkV3Client: new SSMClient(sdkClientOptions()),
  }),
  secrets: SecretSource = new SecretsProvider({
    awsSdkV3Client: new SecretsManagerClient(sdkClientOptions()),
  }),
): CmsLoginRuntime {
  const { clientSecretParameter, stateKeySecretArn, originSecretArn, ...config } =
    loadCmsLoginConfig(env);
  const originSecret = secretLoader('the origin secret', secrets, originSecretArn);
  void originSecret();
  const loadStateKey = secretLoader('the login state key', secrets, stateKeySecretArn);
  void loadStateKey();
  const loadClientSecret = withSecret
    ? secretLoader('the GitHub client secret from SSM parameter', source, clientSecretParameter, {
        decrypt: true,
      })
    : () => Promise.reject(new SecretError('this function does not read the secret'));
  if (withSecret) void loadClientSecret();
  return {
    ...config,
    loadClientSecret,
    loadStateKey,
    originSecret,
    logger: createLogger(SERVICE_NAME),
  };
}
