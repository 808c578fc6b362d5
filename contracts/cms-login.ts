// What the CMS login's functions and the stack in front of them agree on, besides its paths.

/**
 * The login's state cookie, which CloudFront forwards to the routes. __Host-: only a Secure
 * cookie of this exact host with Path=/ may carry the name.
 */
export const STATE_COOKIE = '__Host-cms-login-state';

/**
 * The callback's time for reading the keys and the client secret and asking GitHub for the
 * token, together; the functions' Lambda timeout leaves room past it.
 */
export const CALLBACK_BUDGET_MS = 6000;
