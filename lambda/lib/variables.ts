// Every environment variable a deployed function reads, with its meaning and readers: the loaders
// read only names declared here, and `npm run docs:tables` writes lambda/README.md's table from it.

/** The functions, by what they do (the four form handlers share one configuration). */
export const READERS = {
  forms: 'form handlers',
  tour: 'tour handler',
  retrier: 'mail retrier',
  cmsLogin: 'CMS login',
} as const;
export type Reader = keyof typeof READERS;

export interface FunctionVariable {
  readonly meaning: string;
  /** The functions that refuse to start without it. */
  readonly required: readonly Reader[];
  /** The functions that read it when it is set. */
  readonly optional?: readonly Reader[];
}

export const FUNCTION_VARIABLES = {
  MAIL_RECIPIENT: {
    meaning: "The club's address that receives the forms",
    required: ['forms', 'retrier'],
  },
  MAIL_SENDER: { meaning: 'A sender address verified in SES', required: ['forms', 'retrier'] },
  MAIL_CONFIGURATION_SET: {
    meaning: 'The SES configuration set every lead e-mail goes through',
    required: ['forms', 'retrier'],
  },
  LEADS_TABLE: { meaning: 'The lead table', required: ['forms', 'retrier'] },
  CONSENT_WORDING: {
    meaning:
      'The marketing consent wording the forms show, from content: the only wording recorded as proof',
    required: ['forms'],
  },
  CAPTCHA_SECRET_PARAMETER: {
    meaning: 'Name of the SSM SecureString holding the reCAPTCHA secret (never the secret)',
    required: ['forms'],
  },
  ALLOWED_HOSTNAMES: {
    meaning: 'Comma-separated hostnames reCAPTCHA tokens must come from',
    required: ['forms'],
  },
  CAPTCHA_MIN_SCORE: {
    meaning: 'The lowest reCAPTCHA score accepted, 0 to 1 (default 0.5)',
    required: [],
    optional: ['forms'],
  },
  ORIGIN_SECRET_ARN: {
    meaning:
      'ARN of the secret CloudFront sends in `X-Origin-Verify`; without it, the forms check none',
    required: ['cmsLogin'],
    optional: ['forms'],
  },
  TOUR_CALENDAR: {
    meaning:
      "The club's time zone and the staffed hours (holidays included) of the group that gives tours, as JSON",
    required: ['tour'],
  },
  GITHUB_CLIENT_ID: {
    meaning: "The GitHub App's (or OAuth app's) client id",
    required: ['cmsLogin'],
  },
  GITHUB_CLIENT_SECRET_PARAMETER: {
    meaning: 'Name of the SSM SecureString with its client secret (never the secret)',
    required: ['cmsLogin'],
  },
  SITE_ORIGIN: {
    meaning: "`https://<cms host>`: the callback's base and the token's only recipient",
    required: ['cmsLogin'],
  },
  GITHUB_SCOPE: {
    meaning: "An OAuth app's scope, `public_repo` or `repo`; none for a GitHub App (the default)",
    required: [],
    optional: ['cmsLogin'],
  },
  STATE_KEY_SECRET_ARN: {
    meaning: 'ARN of the Secrets Manager secret the login state is signed with (not the key)',
    required: ['cmsLogin'],
  },
} as const satisfies Record<string, FunctionVariable>;

export type VariableName = keyof typeof FUNCTION_VARIABLES;
