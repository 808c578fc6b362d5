// The CMS login's environment, read once at cold start as ../config reads the forms'. The client
// secret is never in it: only the name of the SSM parameter that holds it.
import * as rules from '../../../contracts/setting-validators';
import {
  load,
  optional,
  ORIGIN_SECRET_ARN,
  secretArn,
  variable,
  type Environment,
  type Rule,
} from '../config';

const siteOrigin: Rule = (name, value) => {
  const url = URL.parse(value);
  return url?.protocol === 'https:' && url.origin === value && !url.port
    ? undefined
    : `${name} must be an https origin such as https://www.example.com, got "${value}"`;
};

export const CMS_LOGIN_ENV = {
  GITHUB_CLIENT_ID: variable(
    "The GitHub App's (or OAuth app's) client id",
    rules.githubClientIdProblem,
  ),
  GITHUB_CLIENT_SECRET_PARAMETER: variable(
    'Name of the SSM SecureString with its client secret (never the secret)',
    rules.parameterNameProblem,
  ),
  SITE_ORIGIN: variable(
    "`https://<cms host>`: the callback's base and the token's only recipient",
    siteOrigin,
  ),
  GITHUB_SCOPE: optional(
    "An OAuth app's scope, `public_repo` or `repo`; none for a GitHub App (the default)",
    rules.githubScopeProblem,
  ),
  STATE_KEY_SECRET_ARN: variable(
    'ARN of the Secrets Manager secret the login state is signed with (not the key)',
    secretArn,
  ),
  ORIGIN_SECRET_ARN: variable(ORIGIN_SECRET_ARN, secretArn),
};

export const CMS_LOGIN_REFUSED: Record<string, string> = {
  GITHUB_CLIENT_SECRET: 'keep the secret in SSM (GITHUB_CLIENT_SECRET_PARAMETER)',
  STATE_KEY: 'keep the key in Secrets Manager (STATE_KEY_SECRET_ARN)',
  OAUTH_CLIENT_SECRET: 'keep the secret in SSM (GITHUB_CLIENT_SECRET_PARAMETER)',
};

export function loadCmsLoginConfig(env: Environment) {
  const login = load(CMS_LOGIN_ENV, env, CMS_LOGIN_REFUSED);
  return {
    /** Public: it is in every authorize URL. */
    clientId: login.GITHUB_CLIENT_ID,
    clientSecretParameter: login.GITHUB_CLIENT_SECRET_PARAMETER,
    /** The callback's redirect_uri and the only postMessage target. */
    siteOrigin: login.SITE_ORIGIN,
    /** An OAuth app's; none for a GitHub App, whose token has the App's permissions instead. */
    ...(login.GITHUB_SCOPE
      ? { scope: login.GITHUB_SCOPE as (typeof rules.GITHUB_SCOPES)[number] }
      : {}),
    stateKeySecretArn: login.STATE_KEY_SECRET_ARN,
    /** Required, as the routes are public. */
    originSecretArn: login.ORIGIN_SECRET_ARN,
  };
}
export type CmsLoginConfig = ReturnType<typeof loadCmsLoginConfig>;
