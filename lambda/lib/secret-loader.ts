// The functions' secrets (SSM, Secrets Manager), read through a Powertools provider that keeps
// each value SECRET_MAX_AGE_SECONDS: a changed secret is in use within minutes, without a redeploy.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SSMClient } from '@aws-sdk/client-ssm';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { describeFailure, sdkClientOptions } from './time-budget';

export const SECRET_MAX_AGE_SECONDS = 300;

/** The deployed sources, one per container. */
export const ssm = new SSMProvider({ awsSdkV3Client: new SSMClient(sdkClientOptions()) });
export const secrets = new SecretsProvider({
  awsSdkV3Client: new SecretsManagerClient(sdkClientOptions()),
});

/** Where a secret is read: Powertools' `SSMProvider` (decrypted) or `SecretsProvider` fits. */
export interface SecretSource {
  get(name: string, options: { maxAge: number; decrypt?: true }): Promise<unknown>;
}

export class SecretError extends Error {
  override name = 'SecretError';
}

/**
 * The secret `name` (`what` in errors), its first read started now (cold start) for the first
 * request to await: one read at a time, a failed or empty one not kept.
 */
export function secretLoader(
  what: string,
  source: SecretSource,
  name: string,
  options: { decrypt?: true } = {},
): () => Promise<string> {
  let pending: Promise<string> | undefined;
  const loadSecret = (): Promise<string> => {
    if (pending) return pending;
    const attempt = source
      .get(name, { ...options, maxAge: SECRET_MAX_AGE_SECONDS })
      .then((value) => {
        if (typeof value !== 'string' || !value) throw new Error('the secret is empty');
        return value;
      })
      .catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const detail = describeFailure(cause);
        throw new SecretError(`Could not read ${what} ${name}: ${detail}`, { cause: error });
      })
      .finally(() => {
        pending = undefined;
      });
    // Read at cold start with nobody waiting yet: that must not be an unhandled rejection.
    attempt.catch(() => {});
    pending = attempt;
    return attempt;
  };
  void loadSecret();
  return loadSecret;
}
