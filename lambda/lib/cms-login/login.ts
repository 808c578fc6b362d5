// The CMS's GitHub login: GET /api/cms/auth sends the popup to GitHub, /api/cms/callback trades
// the code for a token. Every failure is a page, every call has a deadline; no secret is logged.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CALLBACK_BUDGET_MS } from '../../../contracts/cms-login';
import type { GITHUB_SCOPES } from '../../../contracts/setting-validators';
import { within } from '../time-budget';
import { getHeader, type Result } from '../http';
import { describeError, type Logger } from '../log';
import { checkOriginSecret } from '../origin-secret';
import { authorizeUrl, exchangeCode, GITHUB_ENDPOINTS, type GithubEndpoints } from './github';
import { failurePage, PAGE_HEADERS, PROVIDER, successPage } from './pages';
import { checkState, newLogin, readStateCookie, stateCookie, type StateCheck } from './state';

const LATER = ' Please try again in a few minutes.';
/** A secret could not be read, so no login can be started or checked. */
const KEY_UNREADABLE = `The login service cannot read its settings right now.${LATER}`;

export interface CmsLoginRuntime {
  /** Public: it is in every authorize URL. */
  clientId: string;
  /** The callback's redirect_uri and the only postMessage target. */
  siteOrigin: string;
  /** An OAuth app's; none for a GitHub App, whose token has the App's permissions instead. */
  scope?: (typeof GITHUB_SCOPES)[number];
  /** Gives the OAuth app's client secret (SSM, cached: ../secret-loader). */
  loadClientSecret: () => Promise<string>;
  /** Gives the key the state is signed with (Secrets Manager, cached: ./state). */
  loadStateKey: () => Promise<string>;
  /** CloudFront's X-Origin-Verify secret; without it (never deployed) nothing is checked. */
  originSecret?: () => Promise<string>;
  logger: Logger;
  now?: () => Date;
  /** @default GITHUB_ENDPOINTS; only tests point them elsewhere. */
  github?: GithubEndpoints;
  /** @default CALLBACK_BUDGET_MS */
  budgetMs?: number;
}

export type LoginHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

const query = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  event.queryStringParameters?.[name];

/** What the editor reads for each refused state. */
const STATE_MESSAGES: Record<Exclude<StateCheck, { ok: true }>['reason'], string> = {
  no_cookie:
    'This login was not started from this browser, or it took more than 10 minutes, or cookies are blocked.',
  no_state: 'GitHub sent no state with the login, so it cannot be trusted.',
  mismatch: 'This login was not started from this browser (the state does not match).',
  malformed: 'This login was not started from this browser (the state does not match).',
  expired: 'This login took more than 10 minutes.',
};

/** What the editor reads when GitHub does not give the token. */
const EXCHANGE_REFUSALS = {
  timeout: [504, 'github_timeout', `GitHub did not answer in time.${LATER}`],
  failed: [502, 'github_failed', `GitHub could not complete the login.${LATER}`],
  refused: [
    400,
    'code_refused',
    'GitHub no longer accepts this login (it was used already or is too old).',
  ],
} as const;

type Refuse = (statusCode: number, reason: string, message: string, detail?: string) => Result;

/** What a route answers once the request came through CloudFront and the state key is read. */
type Route = (
  event: APIGatewayProxyEventV2,
  request: { key: string; signal: AbortSignal; requestId: string | undefined; refuse: Refuse },
) => Promise<Result>;

/**
 * A login route: every call within one deadline, every failure a page, logged (a warning when
 * refused, an error when it is ours). A direct call to the API's domain, past the web ACL, gets
 * 403 before any secret is read.
 */
function loginHandler(
  step: 'auth' | 'callback',
  runtime: CmsLoginRuntime,
  route: Route,
): LoginHandler {
  const { logger } = runtime;
  const siteOrigin = step === 'callback' ? runtime.siteOrigin : undefined;
  return async (event, context) => {
    if (context) logger.addContext(context);
    const requestId = event.requestContext?.requestId;
    const refuse: Refuse = (statusCode, reason, message, detail) => {
      const failed = statusCode >= 500;
      logger[failed ? 'error' : 'warn'](failed ? 'cms_login_failed' : 'cms_login_refused', {
        step,
        requestId,
        reason,
        ...(detail !== undefined ? { detail } : {}),
      });
      return failurePage(statusCode, message, siteOrigin);
    };
    try {
      const signal = AbortSignal.timeout(runtime.budgetMs ?? CALLBACK_BUDGET_MS);
      if (runtime.originSecret !== undefined) {
        const via = await checkOriginSecret(event, runtime.originSecret, signal);
        if (via.verdict === 'rejected') {
          const message = 'Log in from the CMS on the site itself.';
          return refuse(403, `origin_secret_${via.header}`, message);
        }
        if (via.verdict === 'unverifiable') {
          return refuse(503, 'origin_secret_unreadable', KEY_UNREADABLE, via.reason);
        }
      }
      const key = await within(runtime.loadStateKey(), signal);
      if (!key.ok) return refuse(503, 'state_key_unreadable', KEY_UNREADABLE, key.failure);
      return await route(event, { key: key.value, signal, requestId, refuse });
    } catch (error) {
      const detail = JSON.stringify(describeError(error));
      return refuse(500, 'unexpected_error', 'Something went wrong on our side.', detail);
    }
  };
}

/** GET /api/cms/auth: the popup's first stop. */
export const createAuthHandler = (runtime: CmsLoginRuntime) =>
  loginHandler('auth', runtime, async (event, { key, requestId, refuse }) => {
    // The CMS opens this page from /admin/ (same-origin) or an editor types it (none); another
    // site's page has no business starting a login.
    const site = getHeader(event, 'sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return refuse(403, 'cross_site', 'Logins start from the CMS on this site only.');
    }
    const provider = query(event, 'provider');
    if (provider !== PROVIDER) {
      return refuse(400, 'provider', 'Only GitHub logins are offered here.');
    }
    const { state, verifier, challenge } = newLogin(runtime.now?.() ?? new Date(), key);
    runtime.logger.info('cms_login_started', { requestId });
    // Nothing of the request goes into the redirect.
    return {
      statusCode: 302,
      headers: {
        ...PAGE_HEADERS,
        Location: authorizeUrl(runtime.github ?? GITHUB_ENDPOINTS, {
          clientId: runtime.clientId,
          siteOrigin: runtime.siteOrigin,
          scope: runtime.scope,
          state,
          challenge,
        }),
      },
      cookies: [stateCookie(verifier)],
      body: '',
    };
  });

/** GET /api/cms/callback: GitHub's redirect back, with `code` and `state` (or `error`). */
export const createCallbackHandler = (runtime: CmsLoginRuntime) =>
  loginHandler('callback', runtime, async (event, { key, signal, requestId, refuse }) => {
    const { siteOrigin } = runtime;
    const state = checkState(
      query(event, 'state'),
      readStateCookie(event),
      runtime.now?.() ?? new Date(),
      key,
    );
    if (!state.ok) return refuse(400, `state_${state.reason}`, STATE_MESSAGES[state.reason]);

    const error = query(event, 'error');
    if (error !== undefined) {
      // GitHub's words, shortened; the page escapes them.
      const said = (query(event, 'error_description') ?? error).slice(0, 200);
      return error === 'access_denied'
        ? refuse(400, 'access_denied', 'The login was cancelled on GitHub.')
        : refuse(400, `github_${error.slice(0, 50)}`, `GitHub did not log you in: ${said}.`);
    }
    const code = query(event, 'code');
    if (!code) return refuse(400, 'no_code', 'GitHub sent no authorization code.');

    const secret = await within(runtime.loadClientSecret(), signal);
    if (!secret.ok) return refuse(503, 'secret_unreadable', KEY_UNREADABLE, secret.failure);
    const exchange = await exchangeCode({
      endpoints: runtime.github ?? GITHUB_ENDPOINTS,
      clientId: runtime.clientId,
      clientSecret: secret.value,
      code,
      verifier: state.verifier,
      siteOrigin,
      signal,
    });
    if (exchange.outcome !== 'token') {
      const [status, reason, message] = EXCHANGE_REFUSALS[exchange.outcome];
      return refuse(status, reason, message, 'reason' in exchange ? exchange.reason : undefined);
    }
    // 28800 s for a GitHub App's token, null for an OAuth app's: the kind editors hold.
    runtime.logger.info('cms_login_succeeded', {
      requestId,
      tokenExpiresInSeconds: exchange.expiresInSeconds ?? null,
    });
    return successPage(exchange.token, siteOrigin);
  });
