// The rules and messages of the settings both the CDK app (at synth) and the handlers (at cold
// start) check, so synth never accepts what a function refuses. Each returns a sentence naming
// the setting, or undefined; callers report every problem at once.

/** One plain address, name@domain.tld: what SES needs as a sender and IAM as `ses:FromAddress`. */
const EMAIL = /^[^\s@<>,;"]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i;

const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
/** A public DNS name: two labels or more (www.example.com, example.com). */
const DOTTED_HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(\\.${LABEL})+$`);

/** An SSM parameter name: a path (/site/secret) or a plain name, never an ARN or a value. */
const PARAMETER_NAME = /^(\/[A-Za-z0-9_.-]+)+$|^[A-Za-z0-9_.-]+$/;

/** A DynamoDB table name as CloudFormation generates or a person chooses it. */
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;

/** An SES configuration set name. */
const CONFIGURATION_SET = /^[A-Za-z0-9_-]{1,64}$/;

/** A GitHub OAuth or GitHub App client id: `Ov23li…`, `Iv1.…`, or 20 hex digits. */
const CLIENT_ID = /^[A-Za-z0-9.]{8,64}$/;

/** The OAuth scopes the CMS's GitHub backend can work with, narrowest first. */
export const GITHUB_SCOPES = ['public_repo', 'repo'] as const;

/** Lower-case, trimmed, non-empty entries of a comma-separated list. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

export function emailProblem(name: string, value: string): string | undefined {
  return EMAIL.test(value)
    ? undefined
    : `${name} must be one plain e-mail address (name@domain), got "${value}"`;
}

/** A public hostname the stack serves or a zone it writes to: a dot is required. */
export function publicHostnameProblem(
  name: string,
  value: string,
  example = 'www.example.com',
): string | undefined {
  return DOTTED_HOSTNAME.test(value)
    ? undefined
    : `${name} must be a hostname such as ${example}, got "${value}"`;
}

/**
 * `localhost` is accepted so a developer can try a real key; every other name needs a dot, which
 * catches a scheme, port or path pasted by mistake as well as a bare word.
 */
export function hostnameListProblem(name: string, value: string): string | undefined {
  const names = splitList(value);
  const bad = names.some((entry) => entry !== 'localhost' && !DOTTED_HOSTNAME.test(entry));
  return names.length > 0 && !bad
    ? undefined
    : `${name} must be comma-separated hostnames such as www.example.com or localhost ` +
        `(no scheme, port or path), got "${value}"`;
}

export function parameterNameProblem(name: string, value: string): string | undefined {
  return PARAMETER_NAME.test(value)
    ? undefined
    : `${name} must be an SSM parameter name such as /site/recaptcha-secret ` +
        `(the name, never the secret), got "${value}"`;
}

export function tableNameProblem(name: string, value: string): string | undefined {
  return TABLE_NAME.test(value)
    ? undefined
    : `${name} must be a DynamoDB table name (3-255 letters, digits, _ . -), got "${value}"`;
}

export function configurationSetProblem(name: string, value: string): string | undefined {
  return CONFIGURATION_SET.test(value)
    ? undefined
    : `${name} must be an SES configuration set name (1-64 letters, digits, _ -), got "${value}"`;
}

/** Why `value` is no GitHub client id (the CMS login's), or undefined. */
export function githubClientIdProblem(name: string, value: string): string | undefined {
  return CLIENT_ID.test(value)
    ? undefined
    : `${name} must be a GitHub App's or OAuth app's client id (letters, digits and dots), got "${value}"`;
}

/** Why `value` is no scope the CMS login may ask for, or undefined. */
export function githubScopeProblem(name: string, value: string): string | undefined {
  return (GITHUB_SCOPES as readonly string[]).includes(value)
    ? undefined
    : `${name} must be one of ${GITHUB_SCOPES.join(', ')}, got "${value}"`;
}

/** A positive number (or whole number): returns it, or the problem. */
export function parsePositive(
  name: string,
  value: string | number,
  { integer }: { integer: boolean },
): { value: number } | { problem: string } {
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (String(value).trim() !== '' && Number.isFinite(n) && n > 0) {
    if (!integer || Number.isInteger(n)) return { value: n };
  }
  const kind = integer ? 'whole number' : 'number';
  return { problem: `${name} must be a positive ${kind}, got "${String(value)}"` };
}

/** A score from 0 to 1 (reCAPTCHA v3): returns it, or the problem. */
export function parseScore(name: string, value: string): { value: number } | { problem: string } {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1
    ? { value: n }
    : { problem: `${name} must be a number from 0 to 1, got "${value}"` };
}
