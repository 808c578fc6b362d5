// Shared by the browser and the handlers.

/** The reCAPTCHA v3 action every form asks a token for, and the handlers require. */
export const CAPTCHA_ACTION = 'importantAction';

/**
 * The token the browser sends when no site key is configured (local development). Only the
 * local server's handlers accept it; a deployed handler verifies every token with reCAPTCHA.
 */
export const LOCAL_CAPTCHA_TOKEN = 'local-development-captcha-token';
