// GitHub as a GitHub App's web flow meets it, on ./fake-github's server: the authorize page, where
// the editor has already said yes, sends the popup back with a code, and the token endpoint
// trades it, with the PKCE verifier, for an expiring user token.
import { createHash, randomBytes } from 'node:crypto';
import { json, startFakeGithub, type FakeGithub } from './fake-github';

/** A GitHub App's user access token lasts 8 hours; its refresh token about 6 months. */
export const APP_TOKEN_SECONDS = 28_800;
const REFRESH_TOKEN_SECONDS = 15_897_600;

type Login = { clientId: string; redirectUri: string; challenge: string };

/** The GitHub App `clientId` with `clientSecret`: its `endpoints` go in the login's runtime. */
export async function startGitHubApp(clientId: string, clientSecret: string): Promise<FakeGithub> {
  const logins = new Map<string, Login>();
  const github = await startFakeGithub();
  github.answer = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const query = url.searchParams;
      const code = randomBytes(10).toString('hex');
      const redirectUri = query.get('redirect_uri') ?? '';
      logins.set(code, {
        clientId: query.get('client_id') ?? '',
        redirectUri,
        challenge: query.get('code_challenge') ?? '',
      });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: query.get('state') ?? '' }).toString();
      return void response.writeHead(302, { Location: back.toString() }).end();
    }
    // The token endpoint: fake-github has parsed its form.
    const form = github.requests.at(-1)!;
    const code = form.get('code') ?? '';
    const login = logins.get(code);
    logins.delete(code);
    const verifier = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    const valid =
      login !== undefined &&
      login.clientId === clientId &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret &&
      form.get('redirect_uri') === login.redirectUri &&
      verifier === login.challenge;
    if (!valid) {
      const error_description = 'The code passed is incorrect or expired.';
      return json(200, { error: 'bad_verification_code', error_description })(request, response);
    }
    json(200, {
      access_token: `ghu_${randomBytes(18).toString('hex')}`,
      expires_in: APP_TOKEN_SECONDS,
      refresh_token: `ghr_${randomBytes(38).toString('hex')}`,
      refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
      scope: '',
      token_type: 'bearer',
    })(request, response);
  };
  return github;
}
