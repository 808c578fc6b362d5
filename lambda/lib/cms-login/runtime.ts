// The CMS login functions' runtime: the configuration from the environment, and the client secret
// from SSM through Powertools Parameters, kept SECRET_MAX_AGE_SECONDS like the reCAPTCHA secret.
// Created once per container.
import { SSMClient } from '@aws-sdk/client-ssm';
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import type { Environment } from '../config';
import { createLogger } from '../log';
import { SECRET_MAX_AGE_SECONDS, sharedSecretLoader } from '../secret-loader';
import { sdkClientOptions } from '../time-budget';
import { loadCmsLoginConfig } from './config';
import type { CmsLoginRuntime } from './login';

export const SERVICE_NAME = 'bridge-city-fitness-cms-login';

/** The client secret could not be read: no login can complete. */
export class ClientSecretError extends Error {
  override name = 'ClientSecretError';
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
 * Reads and checks the environment (throws `ConfigError`). `withSecret`: the callback reads the
 * secret, and starts at cold start; the auth route never needs it, and its role cannot read it.
 */
export function cmsLoginRuntimeFromEnvironment(
  { withSecret }: { withSecret: boolean },
  env: Environment = process.env,
  source: ParameterSource = new SSMProvider({
    awsSdkV3Client: new SSMClient(sdkClientOptions()),
  }),
): CmsLoginRuntime {
  const { clientSecretParameter, ...config } = loadCmsLoginConfig(env);
  const loadClientSecret = withSecret
    ? createClientSecretLoader(source, clientSecretParameter)
    : () => Promise.reject(new ClientSecretError('this function does not read the secret'));
  if (withSecret) void loadClientSecret();
  return {
    ...config,
    loadClientSecret,
    logger: createLogger(new PowertoolsLogger({ serviceName: SERVICE_NAME })),
  };
}
