// The deployed handlers' settings, read from the environment once, at cold start. A missing or
// invalid variable stops the function from starting (one error naming every problem), so a
// misconfigured deployment fails loudly instead of losing leads.
//
// The rules and messages are those of the CDK app's context (./setting-validators), so synth
// refuses what a function would refuse.
//
// There is deliberately no way to enable the local captcha token, another siteverify endpoint or
// an SES endpoint here: those exist only in tools/local/, which no handler imports, and the
// local server's variables for them are refused (FORBIDDEN_VARIABLES). Every name read is declared
// in ./variables, with its meaning.

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

/** What every function that sends a lead's e-mail needs (the form handlers and the retrier). */
export interface MailConfig {
  /** The club's address: every submission is sent there. */
  mailRecipient: string;
  /** The SES-verified address the mail comes from. */
  mailSender: string;
  /** The SES configuration set the mail is sent with (bounces and complaints raise an alarm). */
  mailConfigurationSet: string;
  /** The DynamoDB table of the leads. */
  leadsTable: string;
}

/** The form handlers' settings. */
export interface Config extends MailConfig {
  /** The marketing consent wording the forms show (content/privacy.yaml, filled). */
  consentWording: string;
  /** Name of the SSM Parameter Store SecureString holding the reCAPTCHA secret. */
  captchaSecretParameter: string;
  /** Hostnames a reCAPTCHA token may have been issued on (lower-case). */
  allowedHostnames: string[];
  /** The lowest reCAPTCHA v3 score accepted, 0 to 1. */
  captchaMinScore: number;
  /**
   * ARN of the Secrets Manager secret CloudFront sends in X-Origin-Verify (`ORIGIN_SECRET_ARN`).
   * Absent: requests are not checked for it.
   */
  originSecretArn?: string;
}

export type Environment = Record<string, string | undefined>;

export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

/**
 * Secrets must come from SSM or Secrets Manager, never from the environment (or the bundle); and
 * the deployed functions always ask Google's siteverify, so the local server's stand-in endpoint
 * (tools/local/local-captcha.ts) is refused rather than silently ignored.
 */
export const FORBIDDEN_VARIABLES: Record<string, string> = {
  CAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  RECAPTCHA_SECRET: 'keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)',
  ORIGIN_SECRET: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  ORIGIN_VERIFY: 'keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
  CAPTCHA_SITEVERIFY_URL:
    "the deployed functions always ask Google's siteverify; the variable is the local server's",
};

/** A Secrets Manager secret's ARN, in any partition. */
/** A Secrets Manager secret's ARN (what a function is given instead of the value). */
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

/** Reads the mail and store settings, recording problems instead of throwing. */
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

/** The retrier's settings: the mail and the store, no captcha. */
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
