// GitHub as a GitHub App's web flow meets it (tools/local/github-stand-in.ts, with the login's two
// routes): the authorize page, where the editor has already said yes, sends the popup back with a
// code, and the token endpoint trades it, with the PKCE verifier, for an expiring user token.
import { createHash, randomBytes } from 'node:crypto';
import { GitHubStandIn } from '../../../../tools/local/github-stand-in';

/** A GitHub App's user access token lasts 8 hours; its refresh token about 6 months. */
export const APP_TOKEN_SECONDS = 28_800;
const REFRESH_TOKEN_SECONDS = 15_897_600;

type Login = { clientId: string; redirectUri: string; challenge: string };

export class GitHubAppStandIn extends GitHubStandIn {
  private readonly logins = new Map<string, Login>();

  constructor(
    readonly clientId: string,
    private readonly clientSecret: string,
  ) {
    super();
  }

  protected override openRoute(method: string, url: URL, text: string) {
    if (method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const query = url.searchParams;
      const code = randomBytes(10).toString('hex');
      const redirectUri = query.get('redirect_uri') ?? '';
      this.logins.set(code, {
        clientId: query.get('client_id') ?? '',
        redirectUri,
        challenge: query.get('code_challenge') ?? '',
      });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: query.get('state') ?? '' }).toString();
      return { status: 302, body: {}, headers: { Location: back.toString() } };
    }
    if (method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(text);
      const code = form.get('code') ?? '';
      const login = this.logins.get(code);
      this.logins.delete(code);
      const verifier = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      const valid =
        login !== undefined &&
        login.clientId === this.clientId &&
        form.get('client_id') === this.clientId &&
        form.get('client_secret') === this.clientSecret &&
        form.get('redirect_uri') === login.redirectUri &&
        verifier === login.challenge;
      if (!valid) {
        const error_description = 'The code passed is incorrect or expired.';
        return { status: 200, body: { error: 'bad_verification_code', error_description } };
      }
      return {
        status: 200,
        body: {
          access_token: `ghu_${randomBytes(18).toString('hex')}`,
          expires_in: APP_TOKEN_SECONDS,
          refresh_token: `ghr_${randomBytes(38).toString('hex')}`,
          refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
          scope: '',
          token_type: 'bearer',
        },
      };
    }
    return undefined;
  }
}
