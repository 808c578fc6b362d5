// The CDK context keys as one zod schema: what each may hold, its default and what it means
// (infra/docs/settings.md's table is written from it). Values arrive as trimmed text, as
// `-c key=value` gives them; the rules shared with the functions are contracts/setting-validators'.
import { z } from 'zod';
import { API_PATH_PATTERN, API_PREFIX, CMS_LOGIN_PATH_PATTERN } from '../../contracts/paths';
import * as rules from '../../contracts/setting-validators';

/** The evaluation windows AWS WAF offers for a rate-based rule, in seconds. */
export const WAF_EVALUATION_WINDOWS = [60, 120, 300, 600] as const;
export const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;

/** Problems read "<key> <message>": a rule's message is written without the key. */
type Rule = (name: string, value: string) => string | undefined;
const ruled = (rule: Rule, transform = (v: string) => v) =>
  z.string().transform((raw, ctx) => {
    const value = transform(raw);
    const problem = rule('', value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem.trimStart() });
    return value;
  });
const matching = (pattern: RegExp, what: string) =>
  ruled((_, v) => (pattern.test(v) ? undefined : `${what}, got "${v}"`));
const hostname = (example?: string) =>
  ruled(
    (n, v) => rules.publicHostnameProblem(n, v, example),
    (v) => v.toLowerCase(),
  );
type Check = (n: number) => string | undefined;
function toPositive(raw: string, ctx: z.RefinementCtx, integer: boolean, check?: Check) {
  const parsed = rules.parsePositive('', raw, { integer });
  const problem = 'problem' in parsed ? parsed.problem.trimStart() : check?.(parsed.value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  return 'value' in parsed ? parsed.value : 0;
}
const positive = (integer = false, check?: Check) =>
  z.string().transform((raw, ctx) => toPositive(raw, ctx, integer, check));
const flag = () =>
  z
    .enum(['true', 'false'], {
      error: (issue) => `must be true or false, got "${String(issue.input)}"`,
    })
    .transform((v) => v === 'true');
const ACM = 'must be an ACM certificate ARN';
/** GitHub's ids start at 1: `0` is infra/cdk.json's placeholder, refused with a repository. */
const GITHUB_ID = /^(0|[1-9][0-9]{0,19})$/;

type Text = z.ZodType<unknown, string>;
/** One key: its rule, its default (or what holds without it) and its meaning, for the docs. */
function key<T extends Text>(s: T, meaning: string, d: { default: z.output<T> }): z.ZodDefault<T>;
function key<T extends Text>(s: T, meaning: string, d?: { absent: string }): z.ZodOptional<T>;
function key(schema: Text, meaning: string, fallback?: { default: unknown } | { absent: string }) {
  const described = schema.meta({ description: meaning, ...fallback });
  return fallback !== undefined && 'default' in fallback
    ? described.default(fallback.default)
    : described.optional();
}

export const SETTINGS_SCHEMA = z.object({
  domainName: key(
    hostname(),
    "The site's domain, e.g. `www.example.com` (TLS 1.2, 2021 policy, at least); `siteUrl` must be `https://<domainName>`",
    { absent: 'none; **required to deploy**' },
  ),
  certificateArn: key(
    matching(CERTIFICATE_ARN, ACM),
    'ACM certificate **in us-east-1** covering `domainName` (and `cmsDomainName`)',
    { absent: 'none; **required with `domainName`**' },
  ),
  hostedZoneId: key(
    matching(/^Z[A-Z0-9]{1,31}$/, 'must be a Route 53 zone id such as Z0123ABC'),
    "Public Route 53 zone id (no lookup): aliases for `domainName`, the API origin's certificate, the sender's SES identity",
  ),
  hostedZoneName: key(
    ruled(
      (n, v) => rules.publicHostnameProblem(n, v, 'example.com'),
      (v) => v.toLowerCase().replace(/\.$/, ''),
    ),
    "That zone's name, e.g. `example.com`",
  ),
  senderEmail: key(ruled(rules.emailProblem), 'SES sender of the form mails (`MAIL_SENDER`)', {
    default: 'website@example.com',
  }),
  recipientEmail: key(
    ruled(rules.emailProblem),
    "The club's address that receives them (`MAIL_RECIPIENT`)",
    { default: 'info@example.com' },
  ),
  alarmEmail: key(ruled(rules.emailProblem), 'E-mail subscribed to the alarm topic', {
    absent: 'none; **required to deploy**',
  }),
  captchaSecretParameterName: key(
    ruled(rules.parameterNameProblem),
    'Name of the SSM SecureString with the reCAPTCHA secret (`CAPTCHA_SECRET_PARAMETER`); only the name is deployed',
    { default: '/bridge-city-fitness/recaptcha-secret' },
  ),
  allowedHostnames: key(
    ruled(rules.hostnameListProblem).transform(rules.splitList),
    'Comma-separated hostnames reCAPTCHA tokens must come from (`ALLOWED_HOSTNAMES`); when given, must hold `domainName`',
    { absent: '`domainName`, else the CloudFront domain' },
  ),
  apiRateLimit: key(positive(), "Requests per second of the API's stage, shared by every visitor", {
    default: 10,
  }),
  apiBurstLimit: key(positive(true), 'Burst of that stage', { default: 20 }),
  reservedConcurrency: key(
    z.string().transform((raw, ctx) => (raw === 'none' ? null : toPositive(raw, ctx, true))),
    'Reserved concurrency of each form function; `none` reserves none (for accounts whose quota is 10)',
    { default: 5 },
  ),
  apiOriginDomainName: key(
    hostname('api-origin.example.com'),
    `The API Gateway custom domain CloudFront sends \`${API_PATH_PATTERN}\` to; needs the hosted zone or \`apiCertificateArn\``,
    { absent: '`api-origin.<domainName>`' },
  ),
  apiCertificateArn: key(
    matching(CERTIFICATE_ARN, ACM),
    "ACM certificate **in the stack's region** for `apiOriginDomainName`",
    { absent: 'none (requested in the hosted zone)' },
  ),
  wafApiRateLimit: key(
    positive(true, (n) =>
      n >= 10 && n <= 2e9
        ? undefined
        : `must be from 10 to 2000000000 (AWS WAF's range for a rate-based rule), got ${n}`,
    ),
    `AWS WAF: requests one IP may send to \`${API_PREFIX}\` per window before it is blocked (10 to 2,000,000,000)`,
    { default: 100 },
  ),
  wafEvaluationWindowSeconds: key(
    positive(true, (n) =>
      (WAF_EVALUATION_WINDOWS as readonly number[]).includes(n)
        ? undefined
        : `must be one of ${WAF_EVALUATION_WINDOWS.join(', ')} (the windows AWS WAF offers), got ${n}`,
    ),
    `AWS WAF: that window, in seconds (one of ${WAF_EVALUATION_WINDOWS.map((w) => `\`${w}\``).join(', ')})`,
    { default: 300 },
  ),
  maintenance: key(flag(), '`true` serves the maintenance page on every page route', {
    default: false,
  }),
  sesSandbox: key(
    flag(),
    "`true` while SES is in the sandbox: also allows the verified recipient's identity",
    { default: false },
  ),
  siteDir: key(z.string(), 'The build the deploy checks read, relative to `infra/`', {
    default: '../public',
  }),
  githubRepository: key(
    matching(
      /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/,
      'must be OWNER/REPO as on GitHub (owner: letters, digits and single hyphens, up to 39; ' +
        'repository: letters, digits, ".", "-" and "_", up to 100), e.g. bridge-city/site',
    ),
    '`OWNER/REPO` whose workflows deploy and publish: adds the stack `BridgeCityFitnessDeployAccess`',
    { absent: 'none (no deploy access stack)' },
  ),
  githubOwnerId: key(
    matching(
      GITHUB_ID,
      "must be the repository owner's numeric id: gh api repos/OWNER/REPO --jq .owner.id",
    ),
    "The repository owner's numeric id, which the roles trust (`gh api repos/OWNER/REPO --jq .owner.id`); `0` is refused",
    { default: '0' },
  ),
  githubRepositoryId: key(
    matching(GITHUB_ID, "must be the repository's numeric id: gh api repos/OWNER/REPO --jq .id"),
    "The repository's numeric id, which the roles trust (`gh api repos/OWNER/REPO --jq .id`); `0` is refused",
    { default: '0' },
  ),
  githubOidcProviderArn: key(
    matching(
      /^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/,
      "must be the ARN of GitHub's IAM OIDC provider, " +
        'arn:aws:iam::ACCOUNT:oidc-provider/token.actions.githubusercontent.com',
    ),
    "The account's existing IAM OIDC provider for GitHub, trusted instead",
    { absent: 'none (the stack creates one)' },
  ),
  '@aws-cdk/core:bootstrapQualifier': key(
    matching(
      /^[A-Za-z0-9_-]{1,10}$/,
      'must be 1 to 10 letters, digits, "_" or "-" (as for cdk bootstrap --qualifier)',
    ),
    "CDK's own key: the `--qualifier` the account was bootstrapped with",
    { default: 'hnb659fds' },
  ),
  cmsGithubClientId: key(
    ruled(rules.githubClientIdProblem),
    `The GitHub App's (or OAuth app's) client id (\`GITHUB_CLIENT_ID\`); without it \`${CMS_LOGIN_PATH_PATTERN}\` is not deployed`,
    { absent: 'none (no CMS login routes)' },
  ),
  cmsGithubSecretParameterName: key(
    ruled(rules.parameterNameProblem),
    "Name of the SSM SecureString with that app's client secret (`GITHUB_CLIENT_SECRET_PARAMETER`)",
    { default: '/bridge-city-fitness/cms-github-client-secret' },
  ),
  cmsGithubScope: key(
    ruled(rules.githubScopeProblem),
    'Only with an OAuth app, the fallback: its scope (`GITHUB_SCOPE`), `public_repo` for a public repository, else `repo`',
    { absent: "none: a GitHub App's token has its permissions" },
  ),
  cmsDomainName: key(
    hostname('admin.example.com'),
    `The editors' CMS host, e.g. \`admin.<domain>\`, never \`domainName\`: serves \`/admin/\` and \`${CMS_LOGIN_PATH_PATTERN}\` alone`,
    { absent: 'none; a deploy with `cmsGithubClientId` needs it' },
  ),
});

export type ContextKey = keyof typeof SETTINGS_SCHEMA.shape;
export const CONTEXT_KEYS = Object.keys(SETTINGS_SCHEMA.shape) as ContextKey[];
export type Values = z.output<typeof SETTINGS_SCHEMA>;
