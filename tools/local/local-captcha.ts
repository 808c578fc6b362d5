// The local servers' bot check: the local token the browser sends without a site key, or with
// CAPTCHA_SECRET the deployed check (lambda/lib/captcha.ts) at CAPTCHA_SITEVERIFY_URL. Only the
// local wiring builds it; the deployed configuration refuses both variables.
import { LOCAL_CAPTCHA_TOKEN } from '../../contracts/forms/captcha-constants';
import {
  createRecaptchaVerifier,
  SITEVERIFY_URL,
  type CaptchaVerifier,
} from '../../lambda/lib/captcha';
import { DEFAULT_CAPTCHA_MIN_SCORE } from '../../lambda/lib/config';

export type LocalCaptchaSettings =
  { mode: 'local-token' } | { mode: 'siteverify'; secret: string; siteverifyUrl: string };

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why `value` cannot be the siteverify endpoint: https, or plain http only on this machine. */
export function siteverifyUrlProblem(value: string): string | undefined {
  const url = URL.parse(value);
  if (!url) return `CAPTCHA_SITEVERIFY_URL must be a URL, got "${value}"`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname)) return undefined;
  return (
    'CAPTCHA_SITEVERIFY_URL must be https, or http on a loopback address (a local stand-in), ' +
    `got "${value}"`
  );
}

/** The bot check from CAPTCHA_SECRET and CAPTCHA_SITEVERIFY_URL; throws on a bad value. */
export function localCaptchaSettings(env: NodeJS.ProcessEnv = process.env): LocalCaptchaSettings {
  const secret = env.CAPTCHA_SECRET?.trim() ?? '';
  const url = env.CAPTCHA_SITEVERIFY_URL?.trim() ?? '';
  if (secret === '') {
    if (url !== '') {
      throw new Error(
        'CAPTCHA_SITEVERIFY_URL is set but CAPTCHA_SECRET is not: set the secret siteverify ' +
          'should be asked with, or neither (the local token)',
      );
    }
    return { mode: 'local-token' };
  }
  const problem = url === '' ? undefined : siteverifyUrlProblem(url);
  if (problem !== undefined) throw new Error(problem);
  return { mode: 'siteverify', secret, siteverifyUrl: url || SITEVERIFY_URL };
}

export function localCaptchaVerifier(
  settings: LocalCaptchaSettings = { mode: 'local-token' },
): CaptchaVerifier {
  if (settings.mode === 'local-token') {
    const reason = 'the local server accepts only the local development token';
    return {
      verify: async (token) =>
        token === LOCAL_CAPTCHA_TOKEN ? { verdict: 'passed' } : { verdict: 'rejected', reason },
    };
  }
  const { secret, siteverifyUrl } = settings;
  return createRecaptchaVerifier({
    loadSecret: async () => secret,
    minScore: DEFAULT_CAPTCHA_MIN_SCORE,
    // The local servers' pages, so those a token may be issued on.
    allowedHostnames: ['localhost', '127.0.0.1'],
    siteverifyUrl,
  });
}

/** The console's line about the bot check (never the secret). */
export function describeCaptchaMode(settings?: LocalCaptchaSettings): string {
  return settings?.mode === 'siteverify'
    ? `Bot check: reCAPTCHA siteverify at ${settings.siteverifyUrl} with CAPTCHA_SECRET`
    : 'Bot check: the local token only (no CAPTCHA_SECRET)';
}
