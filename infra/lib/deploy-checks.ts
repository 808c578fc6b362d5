// What a deploy must not carry (no build or an incomplete one, the local captcha token,
// placeholder addresses or hosts, no alarm address): checked by bin/app.ts on every synth that may
// be deployed, skipped only by the offline read (`synthOnly=true`). Each would deploy a site that
// loses leads or lies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_CAPTCHA_TOKEN } from '../../contracts/forms/captcha-constants';
import { ROUTES } from '../../contracts/routes';
import { emailDomain, type SiteSettings } from './settings';
import { CERTIFICATE_ARN } from './settings-schema';

export const SYNTH_ONLY_KEY = 'synthOnly';

export class DeployCheckError extends Error {
  override name = 'DeployCheckError';
  constructor(readonly problems: readonly string[]) {
    super(`Refusing to deploy:\n  - ${problems.join('\n  - ')}`);
  }
}

/** CloudFront answers a missing file with it (site-distribution.ts). */
export const NOT_FOUND_PAGE = '/404.html';
/** Every page route shows it in maintenance mode (edge/viewer-request.ts). */
const MAINTENANCE_PAGE = `${ROUTES.underMaintenance}index.html`;

/** RFC 2606's, which no real mailbox uses. */
const PLACEHOLDER_DOMAIN = /(^|\.)example\.(com|org|net)$/;

/** The build's JavaScript files (top level, where Gatsby puts them) that hold `text`. */
export function bundlesContaining(siteDir: string, text: string): string[] {
  return readdirSync(siteDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(join(siteDir, file), 'utf8').includes(text));
}

export interface DeployInputs {
  readonly settings: SiteSettings;
  readonly recaptchaSiteKey: string;
  readonly siteUrl: string;
  /** Undefined when `cdk` could not tell. */
  readonly region: string | undefined;
}

export function deployProblems({
  settings,
  recaptchaSiteKey,
  siteUrl,
  region,
}: DeployInputs): string[] {
  const problems: string[] = [];
  problems.push(...siteHostProblems(siteUrl, settings));
  if (region === undefined) {
    problems.push(
      'the deploy region is unknown, so the AWS WAF web ACL (us-east-1) cannot be wired to the ' +
        'site: set AWS_REGION (or a region in your AWS profile) and deploy again',
    );
  }
  if (settings.apiOrigin === undefined) {
    problems.push(
      'the form API has no origin domain, so CloudFront could only reach it through its ' +
        'default execute-api endpoint, which anyone can call around AWS WAF: set domainName ' +
        'with hostedZoneId and hostedZoneName (the stack then serves api-origin.<domainName>), ' +
        'or apiOriginDomainName with apiCertificateArn',
    );
  } else if (settings.apiOrigin.certificateArn !== undefined && region !== undefined) {
    const certificateRegion = CERTIFICATE_ARN.exec(settings.apiOrigin.certificateArn)?.[1];
    if (certificateRegion !== region) {
      problems.push(
        `apiCertificateArn is in ${certificateRegion ?? 'an unknown region'}, but the API's ` +
          `custom domain is REGIONAL and needs a certificate in the deploy region ${region}`,
      );
    }
  }
  if (recaptchaSiteKey.trim() === '') {
    problems.push(
      'RECAPTCHA_SITE_KEY is not set: set the repository variable RECAPTCHA_SITE_KEY (or, for a ' +
        "deploy from your machine, the environment's) to the reCAPTCHA v3 site key of the " +
        "site's domain (https://www.google.com/recaptcha/admin), then deploy again",
    );
  }
  problems.push(...buildProblems(settings, recaptchaSiteKey.trim()));
  for (const key of ['recipientEmail', 'senderEmail', 'alarmEmail'] as const) {
    const address = settings[key];
    if (address !== undefined && PLACEHOLDER_DOMAIN.test(emailDomain(address))) {
      problems.push(
        `${key} is the placeholder ${address}: set the club's real address with ` +
          `-c ${key}=… or in infra/cdk.context.json`,
      );
    }
  }
  if (settings.alarmEmail === undefined) {
    problems.push(
      'alarmEmail is not set: alarms would reach nobody. Set -c alarmEmail=… (or in ' +
        'infra/cdk.context.json) to an address someone reads, and confirm its subscription',
    );
  }
  problems.push(...cmsHostProblems(settings));
  return problems;
}

/** The login hands an editor's token to /admin/'s origin: never the public pages' host. */
function cmsHostProblems(settings: SiteSettings): string[] {
  if (settings.cmsLogin === undefined) return [];
  const host = settings.cmsDomainName;
  if (host === undefined) {
    return [
      "cmsGithubClientId is set but cmsDomainName is not: the editors' tokens would live on the " +
        'public origin, beside its third-party scripts. Set cmsDomainName (e.g. admin.<domain>, ' +
        'infra/docs/cms-login.md)',
    ];
  }
  if (PLACEHOLDER_DOMAIN.test(host)) {
    return [`cmsDomainName is the placeholder ${host}: set the CMS's real host`];
  }
  // The CMS posts its login to its configuration's base_url: a build made without CMS_URL would
  // send editors to the public host, which redirects /admin/ and no longer serves the login.
  const config = join(settings.siteDir, 'admin', 'config.yml');
  const baseUrl = existsSync(config)
    ? /^\s*base_url:\s*['"]?([^'"\s]+)/m.exec(readFileSync(config, 'utf8'))?.[1]
    : undefined;
  if (existsSync(settings.siteDir) && baseUrl !== `https://${host}`) {
    return [
      `the build's /admin/config.yml logs in at ${baseUrl ?? 'no base_url'}, not the CMS host ` +
        `https://${host}: build with CMS_URL=https://${host} (infra/docs/cms-login.md: the CMS host)`,
    ];
  }
  return [];
}

export function assertDeployable(inputs: DeployInputs): void {
  const problems = deployProblems(inputs);
  if (problems.length > 0) throw new DeployCheckError(problems);
}

function buildProblems({ siteDir, maintenance }: SiteSettings, siteKey: string): string[] {
  // A fresh clone has no public/ yet.
  if (!existsSync(siteDir)) {
    return [
      `there is no site build in ${siteDir}, so a deploy would upload nothing: run ` +
        '`npm run build` first (`npm run deploy` builds, then deploys)',
    ];
  }
  const required = ['/index.html', NOT_FOUND_PAGE, ...(maintenance ? [MAINTENANCE_PAGE] : [])];
  const missing = required.filter((file) => !existsSync(join(siteDir, file)));
  if (missing.length > 0) {
    return [
      `${siteDir} lacks ${missing.join(', ')}: refusing to replace the live site with an ` +
        'incomplete build. Run `npm run build` (or `npm run deploy`, which builds first)',
    ];
  }
  const withToken = bundlesContaining(siteDir, LOCAL_CAPTCHA_TOKEN);
  if (withToken.length > 0) {
    return [
      `the build in ${siteDir} sends the local development captcha token ` +
        `(${withToken[0]}), which Google rejects: set RECAPTCHA_SITE_KEY ` +
        'and rebuild (`npm run deploy` builds first). If the key is set already, the file is ' +
        "left from an earlier build (Gatsby's warm builds keep old bundles): run " +
        '`npm run clean`, then `npm run deploy`',
    ];
  }
  if (siteKey !== '' && bundlesContaining(siteDir, siteKey).length === 0) {
    return [
      `no bundle of the build in ${siteDir} carries the site key ` +
        `(RECAPTCHA_SITE_KEY ${siteKey}): the build is older than the key, or was made with ` +
        'another one. Rebuild (`npm run deploy` builds first)',
    ];
  }
  return [];
}

/** One host: siteUrl is https://<domainName>, reCAPTCHA allows it, the CMS's is another. */
function siteHostProblems(siteUrl: string, settings: SiteSettings): string[] {
  const { domainName, allowedHostnames, cmsDomainName } = settings;
  const url = URL.parse(siteUrl);
  if (url === null) return [`siteUrl in content/site.yaml is not an address: ${siteUrl}`];
  const placeholder = PLACEHOLDER_DOMAIN.test(url.hostname);
  const problems: string[] = [];
  if (placeholder) {
    problems.push(
      `siteUrl is the placeholder ${siteUrl} in content/site.yaml: set the site's own ` +
        `address${domainName === undefined ? '' : `, https://${domainName}`}`,
    );
  }
  if (domainName === undefined) {
    problems.push(
      'domainName is not set, so the site would be served only at its *.cloudfront.net name, ' +
        'which no build can know: its canonical addresses, sitemap and calendar links would ' +
        "name a host that does not serve it. Set domainName (with certificateArn) to the site's " +
        `host${placeholder ? '' : `, ${url.hostname}`}: siteUrl must be https://<domainName>`,
    );
    return problems;
  }
  if (!placeholder && url.origin !== `https://${domainName}`) {
    problems.push(
      `siteUrl in content/site.yaml is ${siteUrl}, but the site deploys to ${domainName}: ` +
        `set siteUrl to https://${domainName} (or domainName to ${url.hostname})`,
    );
  }
  if (allowedHostnames !== undefined && !allowedHostnames.includes(domainName)) {
    problems.push(
      `allowedHostnames (${allowedHostnames.join(', ')}) leaves out the site's host ` +
        `${domainName}: reCAPTCHA names the page's host in every token, so every form would be ` +
        `refused. Add ${domainName}, or leave allowedHostnames unset (it is then domainName)`,
    );
  }
  if (cmsDomainName === domainName) {
    problems.push(
      `cmsDomainName is the site's own host ${domainName}: the editors' tokens would live ` +
        "beside the public pages' third-party scripts. Give the CMS a host of its own " +
        '(e.g. admin.<domain>)',
    );
  }
  return problems;
}
