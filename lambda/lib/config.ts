// Each function's environment variables, read once at cold start: a missing or invalid one stops
// the function with one error naming every problem; secrets only by name. The rules are the CDK
// app's (contracts/setting-validators); `npm run docs:tables` writes lambda/README.md's tables.
import { tourDays, type TourCalendar } from '../../contracts/forms/tour';
import * as rules from '../../contracts/setting-validators';

export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

export type Rule = (name: string, value: string) => string | undefined;

export interface Variable {
  meaning: string;
  rule?: Rule;
  optional?: true;
}
export const variable = (meaning: string, rule?: Rule) => ({ meaning, rule });
export const optional = (meaning: string, rule: Rule) => ({
  ...variable(meaning, rule),
  optional: true as const,
});

export const secretArn: Rule = (name, value) =>
  /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+$/.test(value)
    ? undefined
    : `${name} must be a Secrets Manager secret ARN, not "${value}"`;

const tourCalendar: Rule = (name, value) => {
  try {
    const calendar = JSON.parse(value) as TourCalendar;
    // Reading it once finds an unknown time zone or an unreadable line of hours now, not later.
    tourDays(calendar, new Intl.DateTimeFormat('en-CA', { timeZone: calendar.timeZone }).format());
    return undefined;
  } catch (error) {
    return `${name} cannot be read: ${String(error)}`;
  }
};

const siteOrigin: Rule = (name, value) => {
  const url = URL.parse(value);
  return url?.protocol === 'https:' && url.origin === value && !url.port
    ? undefined
    : `${name} must be an https origin such as https://www.example.com, got "${value}"`;
};

const ORIGIN_SECRET_ARN = 'ARN of the secret CloudFront sends in `X-Origin-Verify`';

export const MAIL_ENV = {
  MAIL_RECIPIENT: variable("The club's address that receives the forms", rules.emailProblem),
  MAIL_SENDER: variable('A sender address verified in SES', rules.emailProblem),
  MAIL_CONFIGURATION_SET: variable(
    'The SES configuration set every lead e-mail goes through',
    rules.configurationSetProblem,
  ),
  LEADS_TABLE: variable('The lead table', rules.tableNameProblem),
};

export const FORMS_ENV = {
  ...MAIL_ENV,
  CONSENT_WORDING: variable(
    'The marketing consent wording the forms show, from content: the only wording recorded as proof',
  ),
  CAPTCHA_SECRET_PARAMETER: variable(
    'Name of the SSM SecureString holding the reCAPTCHA secret (never the secret)',
    rules.parameterNameProblem,
  ),
  ALLOWED_HOSTNAMES: variable(
    'Comma-separated hostnames reCAPTCHA tokens must come from',
    rules.hostnameListProblem,
  ),
  CAPTCHA_MIN_SCORE: optional(
    `The lowest reCAPTCHA score accepted, 0 to 1 (default ${DEFAULT_CAPTCHA_MIN_SCORE})`,
    rules.scoreProblem,
  ),
  ORIGIN_SECRET_ARN: optional(`${ORIGIN_SECRET_ARN}; without it, the forms check none`, secretArn),
};

export const TOUR_ENV = {
  TOUR_CALENDAR: variable(
    "The club's time zone and the staffed hours (holidays included) of the group that gives tours, as JSON",
    tourCalendar,
  ),
};

/** Secrets come from SSM or Secrets Manager; the local server's stand-ins are refused. */
export const FORMS_REFUSED: Record<string, string> = {
  CAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  RECAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  ORIGIN_SECRET: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  ORIGIN_VERIFY: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  CAPTCHA_SITEVERIFY_URL:
    "the deployed functions always ask Google's siteverify; the variable is the local server's",
};

type Values<V> = { [K in keyof V]: V[K] extends { optional: true } ? string | undefined : string };

/** The trimmed values (blank is unset) of `variables`, or a ConfigError naming every problem. */
export function load<V extends Record<string, Variable>>(
  variables: V,
  env: Environment,
  refused: Record<string, string> = {},
) {
  const problems: string[] = [];
  const values: Record<string, string | undefined> = {};
  for (const [name, { rule, optional }] of Object.entries(variables)) {
    const value = env[name]?.trim() || undefined;
    const problem = value === undefined ? !optional && `${name} is missing` : rule?.(name, value);
    if (problem) problems.push(problem);
    values[name] = value;
  }
  for (const [name, instead] of Object.entries(refused)) {
    if (env[name] !== undefined) problems.push(`${name} must not be set: ${instead}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Values<V>;
}

export function loadConfig(env: Environment) {
  const forms = load(FORMS_ENV, env, FORMS_REFUSED);
  return {
    consentWording: forms.CONSENT_WORDING,
    captchaSecretParameter: forms.CAPTCHA_SECRET_PARAMETER,
    /** Lower-case. */
    allowedHostnames: rules.splitList(forms.ALLOWED_HOSTNAMES),
    captchaMinScore: Number(forms.CAPTCHA_MIN_SCORE ?? DEFAULT_CAPTCHA_MIN_SCORE),
    /** Absent: requests are not checked for CloudFront's X-Origin-Verify. */
    ...(forms.ORIGIN_SECRET_ARN ? { originSecretArn: forms.ORIGIN_SECRET_ARN } : {}),
  };
}

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

export const tourCalendarFromEnvironment = (env: Environment = process.env): TourCalendar =>
  JSON.parse(load(TOUR_ENV, env).TOUR_CALENDAR) as TourCalendar;
