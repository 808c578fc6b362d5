// reCAPTCHA v3 verification. The secret lives in SSM Parameter Store (SecureString), read through
// Powertools Parameters and kept for SECRET_MAX_AGE_SECONDS, so a rotated secret is in use within
// minutes without a redeploy; each token is checked with Google's siteverify endpoint.
import { CAPTCHA_ACTION } from '../../src/forms/captcha-constants';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const CAPTCHA_TIMEOUT_MS = 5000;
/** How long a read secret is used before SSM is asked again (seconds). */
export const SECRET_MAX_AGE_SECONDS = 300;

export type CaptchaResult = { ok: true } | { ok: false; reason: string };

/** What a handler needs: a yes or no for a token. Throws `CaptchaSecretError` if it cannot tell. */
export interface CaptchaVerifier {
  verify(token: string, context: { remoteIp?: string }): Promise<CaptchaResult>;
}

/** The secret could not be read: the handler answers 500 and tries again on the next request. */
export class CaptchaSecretError extends Error {
  override name = 'CaptchaSecretError';
}

export interface VerifyOptions {
  secret: string;
  minScore: number;
  /** Lower-case hostnames the token may have been issued on. */
  allowedHostnames: readonly string[];
  remoteIp?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Asks siteverify about a token. Never throws: a network error or timeout is a failure. */
export async function verifyCaptcha(token: string, options: VerifyOptions): Promise<CaptchaResult> {
  const { secret, minScore, allowedHostnames, remoteIp } = options;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? CAPTCHA_TIMEOUT_MS;

  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);

  const signal = AbortSignal.timeout(timeoutMs);
  // Also raced, so a fetch that ignores its signal cannot hang the handler.
  const timedOut = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  timedOut.catch(() => {});

  let answer: SiteverifyAnswer;
  try {
    answer = await Promise.race([
      (async () => {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal,
        });
        if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
        return (await response.json()) as SiteverifyAnswer;
      })(),
      timedOut,
    ]);
  } catch (error) {
    const reason = signal.aborted
      ? `siteverify timed out (no answer within ${timeoutMs} ms)`
      : `siteverify unreachable: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, reason };
  }

  return judge(answer ?? {}, minScore, allowedHostnames);
}

function judge(
  answer: SiteverifyAnswer,
  minScore: number,
  allowedHostnames: readonly string[],
): CaptchaResult {
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(', ') : '';
    return { ok: false, reason: `token not valid${codes ? ` (${codes})` : ''}` };
  }
  if (answer.action !== CAPTCHA_ACTION) {
    return { ok: false, reason: `wrong action "${String(answer.action)}"` };
  }
  if (typeof answer.score !== 'number' || !(answer.score >= minScore)) {
    return { ok: false, reason: `score ${String(answer.score)} is below ${minScore}` };
  }
  const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
  if (!allowedHostnames.includes(hostname)) {
    return { ok: false, reason: `hostname "${String(answer.hostname)}" is not allowed` };
  }
  return { ok: true };
}

/** Where the secret comes from: a Powertools `SSMProvider` fits. */
export interface SecretSource {
  get(name: string, options: { decrypt: true; maxAge: number }): Promise<string | undefined>;
}

/**
 * Returns the function that gives the secret. The source keeps a read value for `maxAge`
 * seconds; requests arriving together share one read; a failed read is not kept, so the next
 * request tries again. Call it at cold start to start the first read early.
 */
export function createSecretLoader(
  source: SecretSource,
  parameterName: string,
  maxAge = SECRET_MAX_AGE_SECONDS,
) {
  let pending: Promise<string> | undefined;
  return function loadSecret(): Promise<string> {
    if (pending) return pending;
    const attempt = source
      .get(parameterName, { decrypt: true, maxAge })
      .then((value) => {
        if (!value) throw new Error('the parameter is empty');
        return value;
      })
      .catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
        throw new CaptchaSecretError(
          `Could not read the captcha secret from SSM parameter ${parameterName}: ${detail}`,
          { cause: error },
        );
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

export interface RecaptchaSettings {
  loadSecret: () => Promise<string>;
  minScore: number;
  allowedHostnames: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The deployed verifier: every token goes to siteverify, the local one included. */
export function createRecaptchaVerifier(settings: RecaptchaSettings): CaptchaVerifier {
  return {
    async verify(token, { remoteIp }) {
      const secret = await settings.loadSecret();
      return verifyCaptcha(token, {
        secret,
        remoteIp,
        minScore: settings.minScore,
        allowedHostnames: settings.allowedHostnames,
        fetch: settings.fetch,
        timeoutMs: settings.timeoutMs,
      });
    },
  };
}
