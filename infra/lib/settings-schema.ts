// What each CDK context key the app reads may hold, as a JSON Schema that ajv checks, and the
// sentence each failure becomes: the key, what it must be, and what it got. Values arrive as text
// (settings.ts trims them), the way `-c key=value` gives them, so ajv's type coercion reads "20"
// and 20, "true" and true alike. The rules the deployed handlers apply to the same settings come
// from contracts/setting-validators, words included, so synth refuses what a function would.
import Ajv, { type ErrorObject } from 'ajv';
import { DEFAULT_RETENTION_DAYS } from '../../contracts/lead-table';
import {
  emailProblem,
  githubClientIdProblem,
  githubScopeProblem,
  hostnameListProblem,
  parameterNameProblem,
  positiveProblem,
  publicHostnameProblem,
} from '../../contracts/setting-validators';
import { DEPLOY_ACCESS_PROPERTIES } from './deploy-access-settings';

/** AWS WAF's smallest rate limit for a rate-based rule (requests per IP per window). */
export const WAF_MIN_RATE_LIMIT = 10;
/** AWS WAF's largest rate limit. */
export const WAF_MAX_RATE_LIMIT = 2_000_000_000;
/** The evaluation windows AWS WAF offers for a rate-based rule, in seconds. */
export const WAF_EVALUATION_WINDOWS = [60, 120, 300, 600] as const;
export type WafEvaluationWindow = (typeof WAF_EVALUATION_WINDOWS)[number];

/** An ACM certificate ARN; the first group is its region. */
export const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;

/** The handlers' rules, by name (`"rule": "email"`): each returns the problem or undefined. */
const SHARED_RULES = {
  email: emailProblem,
  hostname: publicHostnameProblem,
  hostnames: hostnameListProblem,
  parameterName: parameterNameProblem,
  githubClientId: githubClientIdProblem,
  githubScope: githubScopeProblem,
} satisfies Record<string, (key: string, value: string, example?: string) => string | undefined>;
type SharedRule = keyof typeof SHARED_RULES;

const ACM_ARN = { pattern: CERTIFICATE_ARN.source, problem: 'must be an ACM certificate ARN' };
const POSITIVE = { exclusiveMinimum: 0 };

/**
 * Every key, in the order problems are listed, with its default for when it is absent or empty
 * (infra/docs/settings.md's table, with the words of ./settings-meanings). Beside JSON
 * Schema: `rule` names a shared rule (its `examples[0]` is the hostname the message
 * suggests), and `problem` says what a value failing `pattern`, `minimum`, `maximum` or `enum`
 * must be. A value of the wrong type, or a number not above 0, is
 * reported as such (numbers in setting-validators' words).
 */
export const CONTEXT_SCHEMA = {
  type: 'object',
  properties: {
    domainName: { type: 'string', rule: 'hostname' },
    certificateArn: { type: 'string', ...ACM_ARN },
    hostedZoneId: {
      type: 'string',
      pattern: '^Z[A-Z0-9]{1,31}$',
      problem: 'must be a Route 53 zone id such as Z0123ABC',
    },
    hostedZoneName: { type: 'string', rule: 'hostname', examples: ['example.com'] },
    senderEmail: { type: 'string', rule: 'email', default: 'website@example.com' },
    recipientEmail: { type: 'string', rule: 'email', default: 'info@example.com' },
    alarmEmail: { type: 'string', rule: 'email' },
    captchaSecretParameterName: {
      type: 'string',
      rule: 'parameterName',
      default: '/bridge-city-fitness/recaptcha-secret',
    },
    allowedHostnames: { type: 'string', rule: 'hostnames' },
    apiRateLimit: { type: 'number', ...POSITIVE, default: 10 },
    apiBurstLimit: { type: 'integer', ...POSITIVE, default: 20 },
    // `none` (no reservation) is taken out before the check, in settings.ts.
    reservedConcurrency: { type: 'integer', ...POSITIVE, default: 5 },
    leadRetentionDays: { type: 'integer', ...POSITIVE, default: DEFAULT_RETENTION_DAYS },
    apiOriginDomainName: { type: 'string', rule: 'hostname', examples: ['api-origin.example.com'] },
    apiCertificateArn: { type: 'string', ...ACM_ARN },
    wafApiRateLimit: {
      type: 'integer',
      ...POSITIVE,
      minimum: WAF_MIN_RATE_LIMIT,
      maximum: WAF_MAX_RATE_LIMIT,
      default: 100,
      problem: `must be from ${WAF_MIN_RATE_LIMIT} to ${WAF_MAX_RATE_LIMIT} (AWS WAF's range for a rate-based rule)`,
    },
    wafEvaluationWindowSeconds: {
      type: 'integer',
      ...POSITIVE,
      enum: WAF_EVALUATION_WINDOWS,
      default: 300,
      problem: `must be one of ${WAF_EVALUATION_WINDOWS.join(', ')} (the windows AWS WAF offers)`,
    },
    maintenance: { type: 'boolean', default: false },
    sesSandbox: { type: 'boolean', default: false },
    siteDir: { type: 'string', default: '../public' },
    ...DEPLOY_ACCESS_PROPERTIES,
    // The CMS login (infra/lib/cms-login.ts): nothing is deployed without a client id.
    cmsGithubClientId: { type: 'string', rule: 'githubClientId' },
    cmsGithubSecretParameterName: {
      type: 'string',
      rule: 'parameterName',
      default: '/bridge-city-fitness/cms-github-client-secret',
    },
    // Only for an OAuth app, the fallback: a GitHub App's token has the App's permissions.
    cmsGithubScope: { type: 'string', rule: 'githubScope' },
    // The editors' CMS on a host of its own (edge/viewer-request.cloudfront.js).
    cmsDomainName: { type: 'string', rule: 'hostname', examples: ['admin.example.com'] },
  },
  // Settings that mean nothing alone; pairProblem says why.
  dependencies: {
    domainName: ['certificateArn'],
    certificateArn: ['domainName'],
    hostedZoneId: ['hostedZoneName'],
    hostedZoneName: ['hostedZoneId'],
    githubOidcProviderArn: ['githubRepository'],
    cmsDomainName: ['domainName'],
  },
} as const;

type Properties = typeof CONTEXT_SCHEMA.properties;
type PropertySchema = {
  readonly type: string;
  readonly rule?: SharedRule;
  readonly examples?: readonly string[];
  readonly problem?: string;
  readonly default?: unknown;
};
/** One key's schema, in the terms the code reads it in. */
export const propertySchema = (key: ContextKey): PropertySchema => CONTEXT_SCHEMA.properties[key];

export type ContextKey = keyof Properties;
export const CONTEXT_KEYS = Object.keys(CONTEXT_SCHEMA.properties) as ContextKey[];

type ValueOf<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'boolean' }
      ? boolean
      : number;
/** The context once checked: typed, with every default filled in. */
export type ContextValues = {
  readonly [K in ContextKey]: Properties[K] extends { default: unknown }
    ? ValueOf<Properties[K]>
    : ValueOf<Properties[K]> | undefined;
};

/** A problem with one setting: `key` places it in the list. */
export type Problem = { key: ContextKey; message: string };

const ajv = new Ajv({
  allErrors: true,
  coerceTypes: true,
  useDefaults: true,
  verbose: true,
  strictNumbers: true,
});
ajv.addKeyword({ keyword: 'problem', schemaType: 'string' });
ajv.addKeyword({
  keyword: 'rule',
  type: 'string',
  schemaType: 'string',
  metaSchema: { enum: Object.keys(SHARED_RULES) },
  validate: (rule: SharedRule, value: string) => SHARED_RULES[rule]('', value) === undefined,
});
const validate = ajv.compile(CONTEXT_SCHEMA);

/** The sentence for one of a pair given without the other. */
function pairProblem(present: ContextKey, missing: ContextKey, given: Given): Problem {
  if (present === 'domainName') {
    return {
      key: 'certificateArn',
      message:
        'certificateArn is required when domainName is set: request an ACM certificate for ' +
        `${given.domainName} in us-east-1 (CloudFront only uses certificates from that region) ` +
        'and pass its ARN with -c certificateArn=arn:aws:acm:us-east-1:ACCOUNT:certificate/ID',
    };
  }
  if (present === 'hostedZoneId' || present === 'hostedZoneName') {
    return {
      key: 'hostedZoneId',
      message: 'hostedZoneId and hostedZoneName must be given together (or not at all)',
    };
  }
  if (present === 'cmsDomainName') {
    return {
      key: 'cmsDomainName',
      message:
        'cmsDomainName needs domainName (and a certificate that covers both names): the CMS ' +
        "host is an alternate name of the site's distribution",
    };
  }
  return { key: present, message: `${present} is set but ${missing} is not: set both or neither` };
}

/** The sentence for one of ajv's errors. */
function describe(error: ErrorObject, given: Given): Problem {
  if (error.keyword === 'dependencies') {
    const { property, missingProperty } = error.params as Record<string, ContextKey>;
    return pairProblem(property!, missingProperty!, given);
  }
  // A JSON pointer: `/key`, `~1` for a slash in the key and `~0` for a tilde.
  const key = error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~') as ContextKey;
  const value = given[key] ?? '';
  const schema = error.parentSchema as PropertySchema;
  if (error.keyword === 'rule') {
    return { key, message: SHARED_RULES[schema.rule!](key, value, schema.examples?.[0])! };
  }
  if (error.keyword === 'type' || error.keyword === 'exclusiveMinimum') {
    const message =
      schema.type === 'boolean'
        ? `${key} must be true or false, got "${value}"`
        : positiveProblem(key, value, { integer: schema.type === 'integer' });
    return { key, message };
  }
  // pattern, minimum, maximum, enum: a number that came through as one is shown as one.
  const got = typeof error.data === 'number' ? String(error.data) : `"${value}"`;
  return { key, message: `${key} ${schema.problem}, got ${got}` };
}

/**
 * A missing partner first; then the keywords in the order they judge a value, of which only the
 * first that fails is reported (a value that is no number is not also out of range).
 */
const ORDER = [
  'dependencies',
  'type',
  'exclusiveMinimum',
  'rule',
  'pattern',
  'minimum',
  'maximum',
  'enum',
];

/** The context's values as given: trimmed text, empty values left out. */
export type Given = Partial<Record<ContextKey, string>>;

/**
 * Checks `given` against the schema: the values typed and with their defaults, and the problems
 * in the schema's order of keys.
 */
export function checkContext(given: Given): { values: ContextValues; problems: Problem[] } {
  const values: Record<string, unknown> = { ...given };
  const problems: Problem[] = [];
  // The first pass coerces and fills in defaults; the second judges the result. Coercion turns
  // "Infinity" into a number without the finite check numbers get (strictNumbers).
  validate(values);
  if (!validate(values)) {
    const rank = (e: ErrorObject) => ORDER.indexOf(e.keyword);
    const errors = [...(validate.errors ?? [])].sort((a, b) => rank(a) - rank(b));
    const reported = new Set<string>();
    for (const error of errors) {
      if (error.keyword !== 'dependencies') {
        if (reported.has(error.instancePath)) continue;
        reported.add(error.instancePath);
      }
      problems.push(describe(error, given));
    }
  }
  return { values: values as ContextValues, problems: sortProblems(problems) };
}

/** Problems in the schema's order of keys (a stable sort: each key's own order is kept). */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => CONTEXT_KEYS.indexOf(a.key) - CONTEXT_KEYS.indexOf(b.key));
}
