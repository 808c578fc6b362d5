// The handlers' settings, read once at cold start: a missing or invalid variable stops the function
// (one error naming every problem) instead of losing leads. The rules are the CDK app's
// (contracts/setting-validators); every name is declared in ./variables.
import {
  configurationSetProblem,
  emailProblem,
  hostnameListProblem,
  parameterNameProblem,
  parseScore,
  splitList,
  tableNameProblem,
} from '../../contracts/setting-validators';
import type { VariableName } from './variables';

/** The form handlers' and the retrier's. */
export interface MailConfig {
  mailRecipient: string;
  mailSender: string;
  mailConfigurationSet: string;
  leadsTable: string;
}

export interface Config extends MailConfig {
  /** The marketing consent wording the forms show (content/privacy.yaml, filled). */
  consentWording: string;
  captchaSecretParameter: string;
  /** Lower-case. */
  allowedHostnames: string[];
  captchaMinScore: number;
  /** Absent: requests are not checked for CloudFront's X-Origin-Verify. */
  originSecretArn?: string;
}

export type Environment = Record<string, string | undefined>;

export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

/** Secrets come from SSM or Secrets Manager; the local server's stand-ins are refused. */
export const FORBIDDEN_VARIABLES: Record<string, string> = {
  CAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  RECAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  ORIGIN_SECRET: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  ORIGIN_VERIFY: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  CAPTCHA_SITEVERIFY_URL:
    "the deployed functions always ask Google's siteverify; the variable is the local server's",
};

/** In any partition: what a function is given instead of the secret. */
export const SECRET_ARN = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+$/;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Returns the trimmed value, or records it as missing and returns ''. */
export function requireEnv(env: Environment, name: VariableName, problems: string[]): string {
  const value = env[name]?.trim() ?? '';
  if (value === '') problems.push(`${name} is missing`);
  return value;
}

/** The trimmed value of a variable a function may go without, or undefined when it is blank. */
export function optionalEnv(env: Environment, name: VariableName): string | undefined {
  return env[name]?.trim() || undefined;
}

type Check = (problem: string | undefined) => void;

/** Records problems instead of throwing. */
function readMailConfig(env: Environment, problems: string[], check: Check): MailConfig {
  const mailRecipient = requireEnv(env, 'MAIL_RECIPIENT', problems);
  if (mailRecipient) check(emailProblem('MAIL_RECIPIENT', mailRecipient));

  const mailSender = requireEnv(env, 'MAIL_SENDER', problems);
  if (mailSender) check(emailProblem('MAIL_SENDER', mailSender));

  const mailConfigurationSet = requireEnv(env, 'MAIL_CONFIGURATION_SET', problems);
  if (mailConfigurationSet) {
    check(configurationSetProblem('MAIL_CONFIGURATION_SET', mailConfigurationSet));
  }

  const leadsTable = requireEnv(env, 'LEADS_TABLE', problems);
  if (leadsTable) check(tableNameProblem('LEADS_TABLE', leadsTable));
  return { mailRecipient, mailSender, mailConfigurationSet, leadsTable };
}

function collector() {
  const problems: string[] = [];
  const check: Check = (problem) => {
    if (problem !== undefined) problems.push(problem);
  };
  return { problems, check };
}

/** The retrier's settings. */
export function loadMailConfig(env: Environment): MailConfig {
  const { problems, check } = collector();
  const config = readMailConfig(env, problems, check);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export function loadConfig(env: Environment): Config {
  const { problems, check } = collector();
  const mail = readMailConfig(env, problems, check);

  const consentWording = requireEnv(env, 'CONSENT_WORDING', problems);
  const captchaSecretParameter = requireEnv(env, 'CAPTCHA_SECRET_PARAMETER', problems);
  if (captchaSecretParameter) {
    check(parameterNameProblem('CAPTCHA_SECRET_PARAMETER', captchaSecretParameter));
  }

  const hostnames = requireEnv(env, 'ALLOWED_HOSTNAMES', problems);
  if (hostnames) check(hostnameListProblem('ALLOWED_HOSTNAMES', hostnames));
  const allowedHostnames = splitList(hostnames);

  let captchaMinScore = DEFAULT_CAPTCHA_MIN_SCORE;
  const score = optionalEnv(env, 'CAPTCHA_MIN_SCORE');
  if (score) {
    const parsed = parseScore('CAPTCHA_MIN_SCORE', score);
    if ('problem' in parsed) problems.push(parsed.problem);
    else captchaMinScore = parsed.value;
  }

  const originSecretArn = optionalEnv(env, 'ORIGIN_SECRET_ARN');
  if (originSecretArn !== undefined && !SECRET_ARN.test(originSecretArn)) {
    problems.push(
      `ORIGIN_SECRET_ARN must be a Secrets Manager secret ARN, not "${originSecretArn}"`,
    );
  }

  for (const [name, instead] of Object.entries(FORBIDDEN_VARIABLES)) {
    if (env[name] !== undefined) problems.push(`${name} must not be set: ${instead}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...mail,
    consentWording,
    captchaSecretParameter,
    allowedHostnames,
    captchaMinScore,
    ...(originSecretArn !== undefined ? { originSecretArn } : {}),
  };
}
