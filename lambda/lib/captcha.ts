// reCAPTCHA v3 verification with Google's siteverify. A bad token and a check that could not run
// are told apart, because only the first is the visitor's.
import { CAPTCHA_ACTION } from '../../contracts/forms/captcha-constants';
import { within } from './time-budget';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** `rejected`: a bad token, 403. `unverifiable`: the check could not run, ours: kept, flagged. */
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

/** The error codes that blame the token; any other failure is ours, not the visitor's. */
const BAD_TOKEN_CODES = new Set([
  'missing-input-response',
  'invalid-input-response',
  'timeout-or-duplicate',
]);

export interface RecaptchaSettings {
  loadSecret: () => Promise<string>;
  minScore: number;
  /** Lower-case hostnames the token may have been issued on. */
  allowedHostnames: readonly string[];
  fetch?: typeof fetch;
  /** @default SITEVERIFY_URL; the local server may point it at a stand-in. */
  siteverifyUrl?: string;
}

type SiteverifyAnswer = Record<string, unknown>;

/** The verdict on siteverify's answer. */
function judge(answer: SiteverifyAnswer, settings: RecaptchaSettings): CaptchaResult {
  const { minScore, allowedHostnames } = settings;
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

/**
 * The deployed verifier: every token goes to siteverify, the local one included. Never throws:
 * a failure to ask, or `signal` ending the request, is `unverifiable`.
 */
export function createRecaptchaVerifier(settings: RecaptchaSettings): CaptchaVerifier {
  return {
    async verify(token, { remoteIp, signal }) {
      const secret = await within(settings.loadSecret(), signal);
      if (!secret.ok) return { verdict: 'unverifiable', reason: `secret: ${secret.failure}` };
      const form = new URLSearchParams({ secret: secret.value, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const asked = await within(
        (settings.fetch ?? fetch)(settings.siteverifyUrl ?? SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal,
        }).then((response) => {
          if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
          return response.json() as Promise<SiteverifyAnswer>;
        }),
        signal,
      );
      if (!asked.ok) return { verdict: 'unverifiable', reason: `siteverify: ${asked.failure}` };
      return judge(asked.value ?? {}, settings);
    },
  };
}
