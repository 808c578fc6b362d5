// GitHub's OAuth web flow, server side: the authorize URL and the code's exchange for a token.
// A hang, a failure and a 200 with an error in its body are told apart, for editor and logs.
import { CMS_LOGIN_PATHS } from '../../../contracts/paths';
import { within } from '../time-budget';

/** Where the flow goes: GitHub's endpoints, unless a test points them at a stand-in. */
export type GithubEndpoints = Record<'authorizeUrl' | 'tokenUrl', string>;

export const GITHUB_ENDPOINTS: GithubEndpoints = Object.freeze({
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
});

/** The callback every login returns to: fixed, from the configured origin, never the request's Host. */
const callbackUrl = (siteOrigin: string) => `${siteOrigin}${CMS_LOGIN_PATHS.callback}`;

export function authorizeUrl(
  endpoints: GithubEndpoints,
  params: {
    clientId: string;
    siteOrigin: string;
    scope?: string;
    state: string;
    challenge: string;
  },
): string {
  const url = new URL(endpoints.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: params.clientId,
    redirect_uri: callbackUrl(params.siteOrigin),
    // A GitHub App ignores a scope: its token has the App's permissions.
    ...(params.scope === undefined ? {} : { scope: params.scope }),
    state: params.state,
    // PKCE (RFC 7636): GitHub gives the token only for the verifier behind this challenge,
    // which only the editor's browser holds (the login cookie). GitHub accepts S256 alone.
    code_challenge: params.challenge,
    code_challenge_method: 'S256',
    // Not a new account's sign-up: editors already have GitHub accounts with write access.
    allow_signup: 'false',
  }).toString();
  return url.toString();
}

/** `refused`: the editor should start again; `failed`: GitHub unreachable or nonsensical. */
export type Exchange =
  | { outcome: 'token'; token: string; expiresInSeconds?: number }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'timeout' };

/** GitHub's error codes for a code the editor can only replace by logging in again. */
const CODE_ERRORS = new Set(['bad_verification_code', 'redirect_uri_mismatch']);

/** Error codes and descriptions are GitHub's words, kept short for the logs. */
const short = (value: unknown) => String(value).slice(0, 200);

export async function exchangeCode(options: {
  endpoints: GithubEndpoints;
  clientId: string;
  clientSecret: string;
  code: string;
  /** The PKCE code verifier of the login the code belongs to. */
  verifier: string;
  siteOrigin: string;
  signal: AbortSignal;
}): Promise<Exchange> {
  const { signal } = options;
  // within() as well as the signal: a body that trickles must not outlive the deadline.
  const asked = await within(
    fetch(options.endpoints.tokenUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code: options.code,
        code_verifier: options.verifier,
        redirect_uri: callbackUrl(options.siteOrigin),
      }).toString(),
      redirect: 'error',
      signal,
    }).then(async (response) => [response.status, await response.text()] as const),
    signal,
  );
  if (!asked.ok) {
    if (signal.aborted) return { outcome: 'timeout' };
    return { outcome: 'failed', reason: `token endpoint: ${asked.failure}` };
  }
  const [status, text] = asked.value;
  if (status < 200 || status > 299) {
    return { outcome: 'failed', reason: `token endpoint answered HTTP ${status}` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { outcome: 'failed', reason: 'token endpoint answered something other than JSON' };
  }
  if (typeof body !== 'object' || body === null) {
    return { outcome: 'failed', reason: 'token endpoint answered JSON that is no object' };
  }
  const answer = body as Record<string, unknown>;
  if (answer.error !== undefined) {
    const reason = `${short(answer.error)}: ${short(answer.error_description ?? '')}`;
    return CODE_ERRORS.has(String(answer.error))
      ? { outcome: 'refused', reason }
      : { outcome: 'failed', reason };
  }
  const token = answer.access_token;
  if (typeof token !== 'string' || !/^[\w.-]{10,255}$/.test(token)) {
    return { outcome: 'failed', reason: 'token endpoint answered without a usable access_token' };
  }
  // The refresh token a GitHub App also sends stays here: the CMS cannot use it, so it is dropped.
  const expiresIn = answer.expires_in;
  return Number.isInteger(expiresIn) && (expiresIn as number) > 0
    ? { outcome: 'token', token, expiresInSeconds: expiresIn as number }
    : { outcome: 'token', token };
}
