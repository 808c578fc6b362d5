// Proof that a callback belongs to a login started in this browser: a PKCE verifier in a __Host-
// cookie, and a state that is our HMAC of it and the time, so a forged or foreign callback (login
// CSRF) is refused before GitHub is asked, and a stolen code is worthless without the verifier.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { STATE_COOKIE } from '../../../contracts/cms-login';
import { getHeader } from '../http';
import { sameSecret } from '../origin-secret';

/** How long a login may take between the auth route and GitHub's redirect back (seconds). */
export const STATE_MAX_AGE_SECONDS = 600;

/** 32 bytes in base64url, as the verifier and the HMAC are. */
const B64_32 = '[A-Za-z0-9_-]{43}';
const STATE_FORMAT = new RegExp(`^v2\\.([0-9a-z]{1,12})\\.(${B64_32})$`);
const VERIFIER_FORMAT = new RegExp(`^${B64_32}$`);

const mac = (key: string, time: string, verifier: string) =>
  createHmac('sha256', key).update(`cms-login-state.v2.${time}.${verifier}`).digest('base64url');

/** The PKCE S256 challenge of `verifier` (RFC 7636, section 4.2). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * A new login: a random verifier (for the cookie), the state signed with `key` over it and `now`
 * and the verifier's challenge (both for GitHub).
 */
export function newLogin(now: Date, key: string) {
  const verifier = randomBytes(32).toString('base64url');
  const time = now.getTime().toString(36);
  return {
    state: `v2.${time}.${mac(key, time, verifier)}`,
    verifier,
    challenge: pkceChallenge(verifier),
  };
}

/** Lax, not Strict: GitHub's redirect back is a cross-site navigation, which drops Strict. */
export function stateCookie(verifier: string): string {
  return `${STATE_COOKIE}=${verifier}; Max-Age=${STATE_MAX_AGE_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

/** The login is used once: every callback answer removes its cookie. */
export const CLEAR_STATE_COOKIE = `${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;

/** The cookie's value (the verifier), from the payload 2.0 `cookies` list or a Cookie header. */
export function readStateCookie(event: APIGatewayProxyEventV2): string | undefined {
  const pairs = event.cookies ?? getHeader(event, 'cookie')?.split(';') ?? [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === STATE_COOKIE) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

export type StateCheck =
  | { ok: true; verifier: string }
  | { ok: false; reason: 'no_cookie' | 'no_state' | 'mismatch' | 'malformed' | 'expired' };

/** Whether `state` is our HMAC of the cookie's verifier, checked before its time is believed. */
export function checkState(
  fromQuery: string | undefined,
  fromCookie: string | undefined,
  now: Date,
  key: string,
): StateCheck {
  if (!fromCookie) return { ok: false, reason: 'no_cookie' };
  if (!fromQuery) return { ok: false, reason: 'no_state' };
  const match = STATE_FORMAT.exec(fromQuery);
  if (!match || !VERIFIER_FORMAT.test(fromCookie)) return { ok: false, reason: 'malformed' };
  const time = match[1]!;
  if (!sameSecret(match[2]!, mac(key, time, fromCookie))) return { ok: false, reason: 'mismatch' };
  const age = now.getTime() - parseInt(time, 36);
  // A little room for clocks: a state "from the future" was not made here.
  if (age > STATE_MAX_AGE_SECONDS * 1000 || age < -5000) return { ok: false, reason: 'expired' };
  return { ok: true, verifier: fromCookie };
}
