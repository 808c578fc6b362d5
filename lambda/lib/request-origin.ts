// Where a form request comes from (a browser marks every POST with `Origin` or `Sec-Fetch-Site`),
// and the visitor's address for reCAPTCHA (behind CloudFront, CloudFront-Viewer-Address).
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getHeader } from './http';

/** Whether an `Origin` value is one of the site's own, for this request. */
export type OriginPolicy = (origin: string, event: APIGatewayProxyEventV2) => boolean;

/** https on one of the hostnames, no port; a listed `localhost` on any port and scheme. */
export function hostnameOriginPolicy(hostnames: readonly string[]): OriginPolicy {
  return (origin) => {
    const url = URL.parse(origin);
    // A path, a trailing slash or user info means it is no origin a browser sent.
    if (url?.origin !== origin || !hostnames.includes(url.hostname)) return false;
    if (url.hostname === 'localhost') return url.protocol === 'http:' || url.protocol === 'https:';
    return url.protocol === 'https:' && url.port === '';
  };
}

/** The local servers: the origin the request itself was sent to (http, its Host header). */
export const ownHostOriginPolicy: OriginPolicy = (origin, event) => {
  const host = getHeader(event, 'host');
  return host !== undefined && origin === `http://${host}`;
};

export type OriginCheck = { ok: true } | { ok: false; seen: string };

export function isSameOrigin(event: APIGatewayProxyEventV2, policy: OriginPolicy): OriginCheck {
  const origin = getHeader(event, 'origin');
  if (origin !== undefined) {
    return policy(origin, event) ? { ok: true } : { ok: false, seen: origin.slice(0, 200) };
  }
  const site = getHeader(event, 'sec-fetch-site');
  if (site !== undefined) {
    return site === 'same-origin' ? { ok: true } : { ok: false, seen: `Sec-Fetch-Site: ${site}` };
  }
  return { ok: true };
}

/**
 * A browser's own form POST sends the site's `Origin` (and `Sec-Fetch-Mode: navigate` where it
 * sends one); without them it is curl or a script's fetch, which no captcha vouches for: refused.
 */
export function isBrowserFormPost(
  event: APIGatewayProxyEventV2,
  policy: OriginPolicy,
): OriginCheck {
  const origin = isSameOrigin(event, policy);
  if (!origin.ok) return origin;
  if (getHeader(event, 'origin') === undefined) return { ok: false, seen: 'no Origin' };
  const mode = getHeader(event, 'sec-fetch-mode');
  return mode === undefined || mode === 'navigate'
    ? { ok: true }
    : { ok: false, seen: `Sec-Fetch-Mode: ${mode}` };
}

/** The visitor's IP address from CloudFront-Viewer-Address (`ip:port`), or undefined. */
export function viewerAddress(event: APIGatewayProxyEventV2): string | undefined {
  const value = getHeader(event, 'cloudfront-viewer-address')?.trim();
  if (!value) return undefined;
  const colon = value.lastIndexOf(':');
  const ip = (colon === -1 ? value : value.slice(0, colon)).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) !== 0 ? ip : undefined;
}
