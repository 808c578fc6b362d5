// Reading a secret the handlers need (the reCAPTCHA secret from SSM, the origin secret from
// Secrets Manager) through a Powertools provider that keeps a read value for `maxAge` seconds, so
// a changed secret is in use within minutes without a redeploy.

/** How long a read secret is used before its store is asked again (seconds). */
export const SECRET_MAX_AGE_SECONDS = 300;

/**
 * Returns the function that gives the secret. `read` asks the store (whose cache answers while
 * the value is young); requests arriving together share one read; a failed or empty read is not
 * kept, so the next request tries again, and it is thrown as `fail(detail)`. Call it at cold
 * start to start the first read early.
 */
export function sharedSecretLoader(
  read: () => Promise<unknown>,
  fail: (detail: string, cause: unknown) => Error,
): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return function loadSecret(): Promise<string> {
    if (pending) return pending;
    const attempt = read()
      .then((value) => {
        if (typeof value !== 'string' || !value) throw new Error('the secret is empty');
        return value;
      })
      .catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
        throw fail(detail, error);
      })
      .finally(() => {
        pending = undefined;
      });
    // Read at cold start with nobody waiting yet: that must not be an unhandled rejection.
    attempt.catch(() => {});
    pending = attempt;
    return attempt;
  };
}
