// The OAuth `state`: a random value the login starts with, kept in a short-lived cookie that only
// this site's /api/cms/callback can have set (HttpOnly, Secure, __Host-), and sent to GitHub,
// which hands it back on the redirect. The callback goes on only when the two are the same and
// young, so a callback a third party started (login CSRF) or replayed is refused.
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getHeader } from '../http';
import { sameSecret } from '../origin-secret';

/** __Host-: only a Secure cookie of this exact host with Path=/ may carry the name. */
export const STATE_COOKIE = '__Host-cms-login-state';

/** How long a login may take between the auth route and GitHub's redirect back (seconds). */
export const STATE_MAX_AGE_SECONDS = 600;

const FORMAT = /^v1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** A new state: when it was made (ms, base 36) and 32 random bytes. */
export function newState(now: Date): string {
  return `v1.${now.getTime().toString(36)}.${randomBytes(32).toString('base64url')}`;
}

/**
 * SameSite=Lax, not Strict: GitHub's redirect back is a cross-site top-level navigation, which
 * carries a Lax cookie and drops a Strict one.
 */
export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

/** The state is used once: every callback answer removes it. */
export const CLEAR_STATE_COOKIE = `${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;

/** The state cookie's value, from the payload 2.0 `cookies` list or a Cookie header. */
export function readStateCookie(event: APIGatewayProxyEventV2): string | undefined {
  const pairs = event.cookies ?? getHeader(event, 'cookie')?.split(';') ?? [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === STATE_COOKIE) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

export type StateCheck =
  | { ok: true }
  | { ok: false; reason: 'no_cookie' | 'no_state' | 'mismatch' | 'malformed' | 'expired' };

/** Whether the callback's `state` is the cookie's, well formed and made in the last 10 minutes. */
export function checkState(
  fromQuery: string | undefined,
  fromCookie: string | undefined,
  now: Date,
): StateCheck {
  if (!fromCookie) return { ok: false, reason: 'no_cookie' };
  if (!fromQuery) return { ok: false, reason: 'no_state' };
  if (!sameSecret(fromQuery, fromCookie)) return { ok: false, reason: 'mismatch' };
  const match = FORMAT.exec(fromQuery);
  if (!match) return { ok: false, reason: 'malformed' };
  const age = now.getTime() - parseInt(match[1]!, 36);
  // A little room for clocks: a state "from the future" was not made here.
  if (age > STATE_MAX_AGE_SECONDS * 1000 || age < -5000) return { ok: false, reason: 'expired' };
  return { ok: true };
}
