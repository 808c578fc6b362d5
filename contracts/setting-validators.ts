// The rules and messages of the settings both the CDK app (at synth) and the handlers (at cold
// start) check, so synth never accepts what a function refuses. Each returns a sentence naming
// the setting, or undefined; callers report every problem at once.

const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';

/** A public DNS name: two labels or more (www.example.com, example.com). */
const DOTTED_HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(\\.${LABEL})+$`);

/** The OAuth scopes the CMS's GitHub backend can work with, narrowest first. */
export const GITHUB_SCOPES = ['public_repo', 'repo'] as const;

/** Lower-case, trimmed, non-empty entries of a comma-separated list. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** A rule: `name` must match `pattern`, which is `what`. */
const matching =
  (pattern: { test(value: string): boolean }, what: string) =>
  (name: string, value: string): string | undefined =>
    pattern.test(value) ? undefined : `${name} must be ${what}, got "${value}"`;

/** One plain address, name@domain.tld: what SES needs as a sender and IAM as `ses:FromAddress`. */
export const emailProblem = matching(
  /^[^\s@<>,;"]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i,
  'one plain e-mail address (name@domain)',
);

/** A public hostname the stack serves or a zone it writes to: a dot is required. */
export const publicHostnameProblem = (name: string, value: string, example = 'www.example.com') =>
  matching(DOTTED_HOSTNAME, `a hostname such as ${example}`)(name, value);

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

/** An SSM parameter name: a path (/site/secret) or a plain name, never an ARN or a value. */
export const parameterNameProblem = matching(
  /^(\/[A-Za-z0-9_.-]+)+$|^[A-Za-z0-9_.-]+$/,
  'an SSM parameter name such as /site/recaptcha-secret (the name, never the secret)',
);

/** A DynamoDB table name as CloudFormation generates or a person chooses it. */
export const tableNameProblem = matching(
  /^[A-Za-z0-9_.-]{3,255}$/,
  'a DynamoDB table name (3-255 letters, digits, _ . -)',
);

/** An SES configuration set name. */
export const configurationSetProblem = matching(
  /^[A-Za-z0-9_-]{1,64}$/,
  'an SES configuration set name (1-64 letters, digits, _ -)',
);

/** A GitHub OAuth or GitHub App client id: `Ov23li…`, `Iv1.…`, or 20 hex digits. */
export const githubClientIdProblem = matching(
  /^[A-Za-z0-9.]{8,64}$/,
  "a GitHub App's or OAuth app's client id (letters, digits and dots)",
);

/** A scope the CMS login may ask for. */
export const githubScopeProblem = matching(
  { test: (value) => (GITHUB_SCOPES as readonly string[]).includes(value) },
  `one of ${GITHUB_SCOPES.join(', ')}`,
);

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

/** A score from 0 to 1 (reCAPTCHA v3). */
export const scoreProblem = matching(
  { test: (value) => value.trim() !== '' && Number(value) >= 0 && Number(value) <= 1 },
  'a number from 0 to 1',
);
