// The CMS login functions' runtime: the configuration from the environment, the client secret
// from SSM and the state key from Secrets Manager through Powertools Parameters, each kept
// SECRET_MAX_AGE_SECONDS like the reCAPTCHA secret. Created once per container.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SSMClient } from '@aws-sdk/client-ssm';
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import type { Environment } from '../config';
import { createLogger } from '../log';
import { createOriginSecretLoader, type SecretsSource } from '../origin-secret';
import { SECRET_MAX_AGE_SECONDS, sharedSecretLoader } from '../secret-loader';
import { sdkClientOptions } from '../time-budget';
import { loadCmsLoginConfig } from './config';
import type { CmsLoginRuntime } from './login';

export const SERVICE_NAME = 'bridge-city-fitness-cms-login';

/** The client secret could not be read: no login can complete. */
export class ClientSecretError extends Error {
  override name = 'ClientSecretError';
}

/** The state key could not be read: no login can start or finish. */
export class StateKeyError extends Error {
  override name = 'StateKeyError';
}

/** Where the secret comes from: a Powertools `SSMProvider` fits. */
export interface ParameterSource {
  get(name: string, options: { decrypt: true; maxAge: number }): Promise<string | undefined>;
}

/** Reads the client secret parameter, decrypted (see ../secret-loader). */
export function createClientSecretLoader(source: ParameterSource, parameterName: string) {
  return sharedSecretLoader(
    () => source.get(parameterName, { decrypt: true, maxAge: SECRET_MAX_AGE_SECONDS }),
    (detail, cause) =>
      new ClientSecretError(
        `Could not read the GitHub client secret from SSM parameter ${parameterName}: ${detail}`,
        { cause },
      ),
  );
}

/**
 * Checks the environment (throws `ConfigError`) and starts reading the secrets at cold start.
 * `withSecret`: only the callback reads the client secret; the auth route's role cannot.
 */
export function cmsLoginRuntimeFromEnvironment(
  { withSecret }: { withSecret: boolean },
  env: Environment = process.env,
  source: ParameterSource = new SSMProvider({
    awsSdkV3Client: new SSMClient(sdkClientOptions()),
  }),
  secrets: SecretsSource = new SecretsProvider({
    awsSdkV3Client: new SecretsManagerClient(sdkClientOptions()),
  }),
): CmsLoginRuntime {
  const { clientSecretParameter, stateKeySecretArn, originSecretArn, ...config } =
    loadCmsLoginConfig(env);
  const originSecret = createOriginSecretLoader(secrets, originSecretArn);
  void originSecret();
  const loadStateKey = sharedSecretLoader(
    () => secrets.get(stateKeySecretArn, { maxAge: SECRET_MAX_AGE_SECONDS }),
    (detail, cause) =>
      new StateKeyError(`Could not read the login state key ${stateKeySecretArn}: ${detail}`, {
        cause,
      }),
  );
  void loadStateKey();
  const loadClientSecret = withSecret
    ? createClientSecretLoader(source, clientSecretParameter)
    : () => Promise.reject(new ClientSecretError('this function does not read the secret'));
  if (withSecret) void loadClientSecret();
  return {
    ...config,
    loadClientSecret,
    loadStateKey,
    originSecret,
    logger: createLogger(new PowertoolsLogger({ serviceName: SERVICE_NAME })),
  };
}
