// The local captcha mode: accepts exactly the token the browser sends when no site key is set,
// and nothing else. Only the local wiring builds it; no deployed handler imports this folder.
import { LOCAL_CAPTCHA_TOKEN } from '../../src/forms/captcha-constants';
import type { CaptchaVerifier } from '../lib/captcha';

export function createLocalCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token) {
      return token === LOCAL_CAPTCHA_TOKEN
        ? { verdict: 'passed' }
        : {
            verdict: 'rejected',
            reason: 'the local server accepts only the local development token',
          };
    },
  };
}
