// The CMS login's settings, read once at cold start like ../config's. The client secret is never
// among them: only the name of the SSM parameter that holds it.
import { ConfigError, requireEnv, SECRET_ARN, type Environment } from '../config';
import {
  GITHUB_SCOPES,
  githubClientIdProblem,
  githubScopeProblem,
  parameterNameProblem,
} from '../../../contracts/setting-validators';
import type { VariableName } from '../variables';

export { ConfigError } from '../config';

export type GithubScope = (typeof GITHUB_SCOPES)[number];

export interface CmsLoginConfig {
  /** Public: it is in every authorize URL. */
  clientId: string;
  clientSecretParameter: string;
  /** The callback's redirect_uri and the only postMessage target. */
  siteOrigin: string;
  /** An OAuth app's; none for a GitHub App, whose token has the App's permissions instead. */
  scope?: GithubScope;
  stateKeySecretArn: string;
  /** Required, as the routes are public. */
  originSecretArn: string;
}

/** Why `value` is not an https origin without path or port, or undefined. */
export function siteOriginProblem(name: string, value: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  return url !== undefined && url.protocol === 'https:' && url.origin === value && !url.port
    ? undefined
    : `${name} must be an https origin such as https://www.example.com, got "${value}"`;
}

export const FORBIDDEN_VARIABLES: Record<string, string> = {
  GITHUB_CLIENT_SECRET: 'keep the secret in SSM (GITHUB_CLIENT_SECRET_PARAMETER)',
  STATE_KEY: 'keep the key in Secrets Manager (STATE_KEY_SECRET_ARN)',
  OAUTH_CLIENT_SECRET: 'keep the secret in SSM (GITHUB_CLIENT_SECRET_PARAMETER)',
};

export function loadCmsLoginConfig(env: Environment): CmsLoginConfig {
  const problems: string[] = [];
  const check = (problem: string | undefined) => {
    if (problem !== undefined) problems.push(problem);
  };
  const clientId = requireEnv(env, 'GITHUB_CLIENT_ID', problems);
  if (clientId) check(githubClientIdProblem('GITHUB_CLIENT_ID', clientId));
  const clientSecretParameter = requireEnv(env, 'GITHUB_CLIENT_SECRET_PARAMETER', problems);
  if (clientSecretParameter) {
    check(parameterNameProblem('GITHUB_CLIENT_SECRET_PARAMETER', clientSecretParameter));
  }
  const siteOrigin = requireEnv(env, 'SITE_ORIGIN', problems);
  if (siteOrigin) check(siteOriginProblem('SITE_ORIGIN', siteOrigin));
  const scope = env.GITHUB_SCOPE || undefined;
  if (scope !== undefined) check(githubScopeProblem('GITHUB_SCOPE', scope));
  const secretArn = (name: VariableName) => {
    const value = requireEnv(env, name, problems);
    if (value && !SECRET_ARN.test(value)) {
      problems.push(`${name} must be a Secrets Manager secret ARN, not "${value}"`);
    }
    return value;
  };
  const stateKeySecretArn = secretArn('STATE_KEY_SECRET_ARN');
  const originSecretArn = secretArn('ORIGIN_SECRET_ARN');
  for (const [name, instead] of Object.entries(FORBIDDEN_VARIABLES)) {
    if (env[name] !== undefined) problems.push(`${name} must not be set: ${instead}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    clientId,
    clientSecretParameter,
    siteOrigin,
    ...(scope === undefined ? {} : { scope: scope as GithubScope }),
    stateKeySecretArn,
    originSecretArn,
  };
}
