// reCAPTCHA v3, invisible, loaded on the first focus in a form so typing is not slowed. Without a
// site key, the local token, which only the local server accepts; a missing token is an error.
import { loadScript } from '../lib/load-script';
import { CAPTCHA_ACTION, LOCAL_CAPTCHA_TOKEN } from '../../contracts/forms/captcha-constants';

export const CAPTCHA_TIMEOUT_MS = 10_000;

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class CaptchaError extends Error {
  override name = 'CaptchaError';
}

const scriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/** Failures are reported at submit, not here. */
export function prepareCaptcha(siteKey: string): void {
  if (siteKey) loadScript(scriptUrl(siteKey), { timeoutMs: CAPTCHA_TIMEOUT_MS }).catch(() => {});
}

export async function getCaptchaToken(siteKey: string): Promise<string> {
  if (!siteKey) {
    // Folded at build time: a build with a site key drops the local token, which the deploy
    // checks (infra/lib/deploy-checks.ts) look for in the bundle.
    if (__SITE_CONFIG__.recaptchaSiteKey) throw new CaptchaError('No reCAPTCHA site key');
    return LOCAL_CAPTCHA_TOKEN;
  }
  try {
    await loadScript(scriptUrl(siteKey), { timeoutMs: CAPTCHA_TIMEOUT_MS });
  } catch (error) {
    throw new CaptchaError('The bot check could not be loaded', { cause: error });
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new CaptchaError('The bot check is not available');
  const signal = AbortSignal.timeout(CAPTCHA_TIMEOUT_MS);
  const token = await new Promise<string>((resolve, reject) => {
    signal.addEventListener('abort', () =>
      reject(new CaptchaError('The bot check did not answer', { cause: signal.reason })),
    );
    grecaptcha.ready(() =>
      grecaptcha
        .execute(siteKey, { action: CAPTCHA_ACTION })
        .then(resolve, (error: unknown) =>
          reject(new CaptchaError('The bot check failed', { cause: error })),
        ),
    );
  });
  if (typeof token !== 'string' || token === '')
    throw new CaptchaError('The bot check gave no token');
  return token;
}
