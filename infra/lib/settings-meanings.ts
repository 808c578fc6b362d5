// What each CDK context key means, for the settings table in infra/docs/settings.md, which
// `npm run docs:tables` writes from this and CONTEXT_SCHEMA (its defaults). A key added to the
// schema without a line here fails the type check.
import { API_PATH_PATTERN, API_PREFIX, CMS_LOGIN_PATH_PATTERN } from '../../contracts/paths';
import type { ContextKey } from './settings-schema';

export interface SettingMeaning {
  /** What the setting is and does, in a line. */
  readonly meaning: string;
  /** What holds when it is not given, for a key the schema gives no default. */
  readonly absent?: string;
}

export const SETTING_MEANINGS: Record<ContextKey, SettingMeaning> = {
  domainName: {
    absent: 'none; **required to deploy**',
    meaning:
      "The site's domain, e.g. `www.example.com` (TLS 1.2, 2021 policy, at least); `siteUrl` must be `https://<domainName>`",
  },
  certificateArn: {
    absent: 'none; **required with `domainName`**',
    meaning: 'ACM certificate **in us-east-1** covering `domainName` (and `cmsDomainName`)',
  },
  hostedZoneId: {
    meaning:
      "Public Route 53 zone id (no lookup): aliases for `domainName`, the API origin's certificate, the sender's SES identity",
  },
  hostedZoneName: { meaning: "That zone's name, e.g. `example.com`" },
  senderEmail: { meaning: 'SES sender of the form mails (`MAIL_SENDER`)' },
  recipientEmail: { meaning: "The club's address that receives them (`MAIL_RECIPIENT`)" },
  alarmEmail: {
    absent: 'none; **required to deploy**',
    meaning: 'E-mail subscribed to the alarm topic',
  },
  captchaSecretParameterName: {
    meaning:
      'Name of the SSM SecureString with the reCAPTCHA secret (`CAPTCHA_SECRET_PARAMETER`); only the name is deployed',
  },
  allowedHostnames: {
    absent: '`domainName`, else the CloudFront domain',
    meaning:
      'Comma-separated hostnames reCAPTCHA tokens must come from (`ALLOWED_HOSTNAMES`); when given, must hold `domainName`',
  },
  apiRateLimit: { meaning: "Requests per second of the API's stage, shared by every visitor" },
  apiBurstLimit: { meaning: 'Burst of that stage' },
  reservedConcurrency: {
    meaning:
      'Reserved concurrency of each form function; `none` reserves none (for accounts whose quota is 10)',
  },
  leadRetentionDays: {
    meaning:
      "Days a lead is kept (`LEAD_RETENTION_DAYS`), then DynamoDB's TTL removes it; say the same in `content/privacy.yaml`",
  },
  apiOriginDomainName: {
    absent: '`api-origin.<domainName>`',
    meaning: `The API Gateway custom domain CloudFront sends \`${API_PATH_PATTERN}\` to; needs the hosted zone or \`apiCertificateArn\``,
  },
  apiCertificateArn: {
    absent: 'none (requested in the hosted zone)',
    meaning: "ACM certificate **in the stack's region** for `apiOriginDomainName`",
  },
  wafApiRateLimit: {
    meaning: `AWS WAF: requests one IP may send to \`${API_PREFIX}\` per window before it is blocked`,
  },
  wafEvaluationWindowSeconds: { meaning: 'AWS WAF: that window, in seconds' },
  maintenance: { meaning: '`true` serves the maintenance page on every page route' },
  sesSandbox: {
    meaning: "`true` while SES is in the sandbox: also allows the verified recipient's identity",
  },
  siteDir: { meaning: 'The build to upload, relative to `infra/`' },
  githubRepository: {
    absent: 'none (no deploy access stack)',
    meaning:
      '`OWNER/REPO` whose workflows deploy and publish: adds the stack `BridgeCityFitnessDeployAccess`',
  },
  githubOwnerId: {
    meaning:
      "The repository owner's numeric id, which the roles trust (`gh api repos/OWNER/REPO --jq .owner.id`); `0` is refused",
  },
  githubRepositoryId: {
    meaning:
      "The repository's numeric id, which the roles trust (`gh api repos/OWNER/REPO --jq .id`); `0` is refused",
  },
  githubOidcProviderArn: {
    absent: 'none (the stack creates one)',
    meaning: "The account's existing IAM OIDC provider for GitHub, trusted instead",
  },
  '@aws-cdk/core:bootstrapQualifier': {
    meaning: "CDK's own key: the `--qualifier` the account was bootstrapped with",
  },
  cmsGithubClientId: {
    absent: 'none (no CMS login routes)',
    meaning: `The GitHub App's (or OAuth app's) client id (\`GITHUB_CLIENT_ID\`); without it \`${CMS_LOGIN_PATH_PATTERN}\` is not deployed`,
  },
  cmsGithubSecretParameterName: {
    meaning:
      "Name of the SSM SecureString with that app's client secret (`GITHUB_CLIENT_SECRET_PARAMETER`)",
  },
  cmsGithubScope: {
    absent: "none: a GitHub App's token has its permissions",
    meaning:
      'Only with an OAuth app, the fallback: its scope (`GITHUB_SCOPE`), `public_repo` for a public repository, else `repo`',
  },
  cmsDomainName: {
    absent: 'none; a deploy with `cmsGithubClientId` needs it',
    meaning: `The editors' CMS host, e.g. \`admin.<domain>\`, never \`domainName\`: serves \`/admin/\` and \`${CMS_LOGIN_PATH_PATTERN}\` alone`,
  },
};
