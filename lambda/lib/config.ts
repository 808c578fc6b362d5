// The deployed handlers' settings, read from the environment once, at cold start. A missing or
// invalid variable stops the function from starting (one error naming every problem), so a
// misconfigured deployment fails loudly instead of losing leads.
//
// There is deliberately no way to enable the local captcha token or an SES endpoint here: those
// exist only in lambda/local/, which no handler imports.

export interface Config {
  /** The club's address: every submission is sent there. */
  mailRecipient: string;
  /** The SES-verified address the mail comes from. */
  mailSender: string;
  /** Name of the SSM Parameter Store SecureString holding the reCAPTCHA secret. */
  captchaSecretParameter: string;
  /** Hostnames a reCAPTCHA token may have been issued on (lower-case). */
  allowedHostnames: string[];
  /** The lowest reCAPTCHA v3 score accepted, 0 to 1. */
  captchaMinScore: number;
}

export type Environment = Record<string, string | undefined>;

export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

/** Secrets must come from SSM, never from the environment (or the bundle). */
const FORBIDDEN_VARIABLES = ['CAPTCHA_SECRET', 'RECAPTCHA_SECRET'];

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
// SES also accepts a display name for the sender: "Bridge City Fitness <website@example.com>".
const NAMED_ADDRESS = /^[^<>\r\n]*<([^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+)>$/;
const PARAMETER_NAME = /^[A-Za-z0-9_.\-/:]+$/;
const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Returns the trimmed value, or records it as missing and returns ''. */
function requireEnv(env: Environment, name: string, problems: string[]): string {
  const value = env[name]?.trim() ?? '';
  if (value === '') problems.push(`${name} is missing`);
  return value;
}

export function loadConfig(env: Environment): Config {
  const problems: string[] = [];

  const mailRecipient = requireEnv(env, 'MAIL_RECIPIENT', problems);
  if (mailRecipient && !ADDRESS.test(mailRecipient)) {
    problems.push(`MAIL_RECIPIENT must be one e-mail address, got "${mailRecipient}"`);
  }

  const mailSender = requireEnv(env, 'MAIL_SENDER', problems);
  if (mailSender && !ADDRESS.test(mailSender) && !NAMED_ADDRESS.test(mailSender)) {
    problems.push(`MAIL_SENDER must be an e-mail address verified in SES, got "${mailSender}"`);
  }

  const captchaSecretParameter = requireEnv(env, 'CAPTCHA_SECRET_PARAMETER', problems);
  if (captchaSecretParameter && !PARAMETER_NAME.test(captchaSecretParameter)) {
    problems.push(
      `CAPTCHA_SECRET_PARAMETER must be an SSM parameter name, got "${captchaSecretParameter}"`,
    );
  }

  const hostnames = requireEnv(env, 'ALLOWED_HOSTNAMES', problems);
  const allowedHostnames = hostnames
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const badHostnames = allowedHostnames.filter((name) => !HOSTNAME.test(name));
  if (hostnames && allowedHostnames.length === 0) {
    problems.push('ALLOWED_HOSTNAMES must list at least one hostname');
  } else if (badHostnames.length > 0) {
    problems.push(
      `ALLOWED_HOSTNAMES must be comma-separated hostnames (no scheme, port or path), got "${badHostnames.join('", "')}"`,
    );
  }

  let captchaMinScore = DEFAULT_CAPTCHA_MIN_SCORE;
  const score = env.CAPTCHA_MIN_SCORE?.trim();
  if (score) {
    captchaMinScore = Number(score);
    if (!Number.isFinite(captchaMinScore) || captchaMinScore < 0 || captchaMinScore > 1) {
      problems.push(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${score}"`);
    }
  }

  for (const name of FORBIDDEN_VARIABLES) {
    if (env[name] !== undefined) {
      problems.push(`${name} must not be set: keep the secret in SSM (CAPTCHA_SECRET_PARAMETER)`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { mailRecipient, mailSender, captchaSecretParameter, allowedHostnames, captchaMinScore };
}
