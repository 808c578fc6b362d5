// reCAPTCHA v3 verification. The secret lives in SSM Parameter Store (SecureString), read through
// Powertools Parameters and kept for SECRET_MAX_AGE_SECONDS, so a rotated secret is in use within
// minutes without a redeploy; each token is checked with Google's siteverify endpoint. A bad
// token and a check that could not run are told apart, because only the first is the visitor's.
import { CAPTCHA_ACTION } from '../../contracts/forms/captcha-constants';
import { SECRET_MAX_AGE_SECONDS, sharedSecretLoader } from './secret-loader';

export { SECRET_MAX_AGE_SECONDS } from './secret-loader';

/**
 * Google's endpoint, and the only one the deployed functions use (lambda/lib/runtime.ts passes no
 * other). Only the local server (tools/local/local-captcha.ts) may point a verifier elsewhere: at
 * a stand-in, for the browser tests of the site-key build.
 */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * The bot check's verdict. `rejected`: the token is bad (forged, reused, expired, for another
 * action or site, or a low score); the visitor gets 403 and nothing is kept. `unverifiable`: the
 * check could not run (reCAPTCHA unreachable, slow or failing, the secret unreadable or wrong);
 * that is our problem, not the visitor's, so the lead is kept and flagged.
 */
export type CaptchaResult =
  | { verdict: 'passed' }
  | { verdict: 'rejected'; reason: string }
  | { verdict: 'unverifiable'; reason: string };

/** What a handler needs: a verdict for a token, given by the time `signal` aborts. */
export interface CaptchaVerifier {
  verify(
    token: string,
    context: { remoteIp?: string; signal: AbortSignal },
  ): Promise<CaptchaResult>;
}

/** The secret could not be read: the submission cannot be verified. */
export class CaptchaSecretError extends Error {
  override name = 'CaptchaSecretError';
}

/**
 * siteverify error codes that say the token is bad. Every other failure is ours (a missing or
 * wrong secret, a malformed request), so it cannot count against the visitor.
 */
const BAD_TOKEN_CODES = new Set([
  'missing-input-response',
  'invalid-input-response',
  'timeout-or-duplicate',
]);

export interface VerifyOptions {
  secret: string;
  minScore: number;
  /** Lower-case hostnames the token may have been issued on. */
  allowedHostnames: readonly string[];
  remoteIp?: string;
  /** Ends the request: the check is then unverifiable. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** @default SITEVERIFY_URL */
  siteverifyUrl?: string;
}

interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Rejects when `signal` aborts, so a call that ignores its signal cannot hang the handler. */
export function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Why a call ended early: its deadline, or what it threw. */
export const describeFailure = (error: unknown, signal: AbortSignal) =>
  signal.aborted
    ? 'no answer in time'
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);

/** Asks siteverify about a token. Never throws: a failure to ask is `unverifiable`. */
export async function verifyCaptcha(token: string, options: VerifyOptions): Promise<CaptchaResult> {
  const { secret, minScore, allowedHostnames, remoteIp, signal } = options;
  const fetchImpl = options.fetch ?? fetch;

  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);

  let answer: SiteverifyAnswer;
  try {
    answer = await raceSignal(
      (async () => {
        const response = await fetchImpl(options.siteverifyUrl ?? SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal,
        });
        if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
        return (await response.json()) as SiteverifyAnswer;
      })(),
      signal,
    );
  } catch (error) {
    return { verdict: 'unverifiable', reason: `siteverify: ${describeFailure(error, signal)}` };
  }

  return judge(answer ?? {}, minScore, allowedHostnames);
}

function judge(
  answer: SiteverifyAnswer,
  minScore: number,
  allowedHostnames: readonly string[],
): CaptchaResult {
  const rejected = (reason: string): CaptchaResult => ({ verdict: 'rejected', reason });
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    const listed = codes.length > 0 ? ` (${codes.join(', ')})` : '';
    // No code at all is the token's fault too: only a named problem of ours lets a lead through.
    if (codes.length === 0 || codes.every((code) => BAD_TOKEN_CODES.has(code))) {
      return rejected(`token not valid${listed}`);
    }
    return { verdict: 'unverifiable', reason: `siteverify refused the request${listed}` };
  }
  if (answer.action !== CAPTCHA_ACTION) return rejected(`wrong action "${String(answer.action)}"`);
  if (typeof answer.score !== 'number' || !(answer.score >= minScore)) {
    return rejected(`score ${String(answer.score)} is below ${minScore}`);
  }
  const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
  if (!allowedHostnames.includes(hostname)) {
    return rejected(`hostname "${String(answer.hostname)}" is not allowed`);
  }
  return { verdict: 'passed' };
}

/** Where the secret comes from: a Powertools `SSMProvider` fits. */
export interface SecretSource {
  get(name: string, options: { decrypt: true; maxAge: number }): Promise<string | undefined>;
}

/** Reads the secret parameter, decrypted, through `source` (see ./secret-loader). */
export function createSecretLoader(
  source: SecretSource,
  parameterName: string,
  maxAge = SECRET_MAX_AGE_SECONDS,
) {
  return sharedSecretLoader(
    () => source.get(parameterName, { decrypt: true, maxAge }),
    (detail, cause) =>
      new CaptchaSecretError(
        `Could not read the captcha secret from SSM parameter ${parameterName}: ${detail}`,
        { cause },
      ),
  );
}

export interface RecaptchaSettings {
  loadSecret: () => Promise<string>;
  minScore: number;
  allowedHostnames: readonly string[];
  fetch?: typeof fetch;
  /** @default SITEVERIFY_URL; never set by the deployed runtime. */
  siteverifyUrl?: string;
}

/** The deployed verifier: every token goes to siteverify, the local one included. */
export function createRecaptchaVerifier(settings: RecaptchaSettings): CaptchaVerifier {
  return {
    async verify(token, { remoteIp, signal }) {
      let secret: string;
      try {
        secret = await raceSignal(settings.loadSecret(), signal);
      } catch (error) {
        return { verdict: 'unverifiable', reason: `secret: ${describeFailure(error, signal)}` };
      }
      return verifyCaptcha(token, {
        secret,
        remoteIp,
        signal,
        minScore: settings.minScore,
        allowedHostnames: settings.allowedHostnames,
        fetch: settings.fetch,
        siteverifyUrl: settings.siteverifyUrl,
      });
    },
  };
}
