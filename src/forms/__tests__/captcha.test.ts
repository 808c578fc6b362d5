/**
 * @jest-environment jsdom
 */
import { CAPTCHA_TIMEOUT_MS, CaptchaError, getCaptchaToken } from '../captcha';
import { CAPTCHA_ACTION, LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';

let run = 0;
let siteKey = '';
const script = () => document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');

beforeEach(() => {
  // Each test its own key: the loader remembers scripts it has loaded.
  run += 1;
  siteKey = `site-key-${run}`;
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

describe('getCaptchaToken', () => {
  it('uses the local token, loading nothing, when no site key is configured', async () => {
    await expect(getCaptchaToken('')).resolves.toBe(LOCAL_CAPTCHA_TOKEN);
    expect(script()).toBeNull();
  });

  it('loads reCAPTCHA with the site key and asks for a token for "importantAction"', async () => {
    const execute = jest.fn().mockResolvedValue('real-token');
    const pending = getCaptchaToken(siteKey);
    window.grecaptcha = { ready: (cb) => cb(), execute };
    script()!.dispatchEvent(new Event('load'));

    await expect(pending).resolves.toBe('real-token');
    expect(script()!.src).toBe(`https://www.google.com/recaptcha/api.js?render=${siteKey}`);
    expect(execute).toHaveBeenCalledWith(siteKey, { action: CAPTCHA_ACTION });
  });

  it('fails when no token comes back', async () => {
    const pending = getCaptchaToken(siteKey);
    window.grecaptcha = { ready: (cb) => cb(), execute: jest.fn().mockResolvedValue('') };
    script()!.dispatchEvent(new Event('load'));

    await expect(pending).rejects.toBeInstanceOf(CaptchaError);
  });

  it('fails when the script is blocked', async () => {
    const pending = getCaptchaToken(siteKey);
    script()!.dispatchEvent(new Event('error'));

    await expect(pending).rejects.toThrow('The bot check could not be loaded');
  });
});

describe('getCaptchaToken time limit', () => {
  afterEach(() => jest.useRealTimers());

  it('fails when reCAPTCHA gives no answer within 10 s', async () => {
    jest.useFakeTimers();
    const pending = getCaptchaToken(siteKey);
    window.grecaptcha = { ready: (cb) => cb(), execute: () => new Promise<string>(() => {}) };
    script()!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();

    jest.advanceTimersByTime(CAPTCHA_TIMEOUT_MS);

    await expect(pending).rejects.toThrow('The bot check did not answer');
  });
});
