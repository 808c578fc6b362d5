// A deploy with placeholders is refused, by the check itself and by the CDK app as `cdk deploy`
// and `npm run deploy` run it (a site build present), with a message naming each setting.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { deployProblems, SYNTH_ONLY_KEY } from '../../lib/deploy-checks';
import { INFRA_DIR, parseSettings } from '../../lib/settings';
import { FIXTURE_FILES, makeSiteDir, removeTemporaryDirs } from '../synth';

afterAll(removeTemporaryDirs);

const REAL = {
  recipientEmail: 'frontdesk@bridgecityfitness.ca',
  senderEmail: 'website@bridgecityfitness.ca',
  alarmEmail: 'it@bridgecityfitness.ca',
  domainName: 'www.bridgecityfitness.ca',
  certificateArn:
    'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1234-5678-9abc-0123456789ab',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'bridgecityfitness.ca',
};
const REGION = 'ca-central-1';
const API_CERTIFICATE = (region: string) =>
  `arn:aws:acm:${region}:123456789012:certificate/0a1b2c3d-1234-5678-9abc-0123456789ac`;
const KEY = '6LcRealSiteKey000000000000000000000000000';
const SITE_URL = `https://${REAL.domainName}`;
const bundle = (code: string) => ({ ...FIXTURE_FILES, 'app-0123456789abcdef0123.js': code });
/** A build whose bundle carries the site key, as a build with KEY in site.yaml does. */
const BUILT = bundle(`const siteKey="${KEY}";`);

function problems(
  context: Record<string, string>,
  files: Record<string, string> | null = BUILT, // null: no build at all
  key = KEY,
  region: string | null = REGION, // null: unknown (undefined would take the default)
  siteUrl = SITE_URL,
) {
  const siteDir = files === null ? '/nonexistent/public' : makeSiteDir(files);
  const values: Record<string, string> = { ...context, siteDir };
  const settings = parseSettings((name) => values[name]);
  return deployProblems({ settings, recaptchaSiteKey: key, siteUrl, region: region ?? undefined });
}

describe('deployProblems', () => {
  it('accepts real addresses, an alarm address, a site key and a bundle without the local token', () => {
    expect(problems(REAL)).toEqual([]);
  });

  it('refuses an empty site key, naming the setting RECAPTCHA_SITE_KEY', () => {
    expect(problems(REAL, BUILT, ' ')).toEqual([
      expect.stringMatching(/^RECAPTCHA_SITE_KEY is not set: set the repository variable/),
    ]);
  });

  it('refuses a deploy without a build, by name: it would upload nothing', () => {
    expect(problems(REAL, null)).toEqual([
      expect.stringMatching(/^there is no site build in \/nonexistent\/public.*npm run build/),
    ]);
  });

  it('refuses an incomplete build: no home page, no 404 page, or in maintenance no maintenance page', () => {
    const without = (...files: string[]) =>
      Object.fromEntries(Object.entries(BUILT).filter(([file]) => !files.includes(file)));
    expect(problems(REAL, without('index.html', '404.html'))).toEqual([
      expect.stringMatching(/ lacks \/index\.html, \/404\.html: refusing to replace the live site/),
    ]);
    const noMaintenancePage = without('under_maintenance/index.html');
    expect(problems(REAL, noMaintenancePage)).toEqual([]);
    expect(problems({ ...REAL, maintenance: 'true' }, noMaintenancePage)).toEqual([
      expect.stringMatching(/ lacks \/under_maintenance\/index\.html: refusing/),
    ]);
  });

  it('refuses a build whose bundles do not carry the site key of site.yaml', () => {
    expect(problems(REAL, bundle('void 0;'))).toEqual([
      expect.stringMatching(/^no bundle of the build .* carries the site key .*6LcRealSiteKey/),
    ]);
    expect(problems(REAL, bundle(`"${KEY.slice(0, -1)}x"`))).toHaveLength(1);
  });

  it('refuses the placeholder siteUrl by name, and one that is not the deployed domain', () => {
    expect(problems(REAL, BUILT, KEY, REGION, 'https://www.example.com')).toEqual([
      expect.stringMatching(
        /^siteUrl is the placeholder https:\/\/www\.example\.com in content\/site\.yaml.*https:\/\/www\.bridgecityfitness\.ca$/,
      ),
    ]);
    expect(problems(REAL, BUILT, KEY, REGION, 'https://bridgecityfitness.ca')).toEqual([
      expect.stringMatching(/^siteUrl in content\/site\.yaml is .* but the site deploys to www\./),
    ]);
    expect(problems(REAL, BUILT, KEY, REGION, 'https://WWW.bridgecityfitness.ca/')).toEqual([]);
    // The host alone is not enough: siteUrl is https://<domainName>, no port.
    expect(problems(REAL, BUILT, KEY, REGION, `${SITE_URL}:8443`)).toEqual([
      expect.stringMatching(/^siteUrl in content\/site\.yaml is .*:8443, but the site deploys/),
    ]);
  });

  it('refuses a deploy without domainName: no build can name its *.cloudfront.net host', () => {
    // Prepare: everything but the site's domain, the API reached through a name of its own.
    const { domainName: _d, certificateArn: _c, ...withoutDomain } = REAL;
    const origin = {
      ...withoutDomain,
      apiOriginDomainName: 'api-origin.bridgecityfitness.ca',
      apiCertificateArn: API_CERTIFICATE(REGION),
    };

    // Act, Assess: the pages would name siteUrl while only the CloudFront name serves them.
    expect(problems(origin)).toEqual([
      expect.stringMatching(
        /^domainName is not set.*canonical addresses, sitemap.*www\.bridgecityfitness\.ca: siteUrl must be https:\/\/<domainName>$/,
      ),
    ]);
    expect(problems(origin, BUILT, KEY, REGION, 'https://www.example.com')).toEqual([
      expect.stringMatching(/^siteUrl is the placeholder/),
      expect.stringMatching(/^domainName is not set.*to the site's host: siteUrl must be/),
    ]);
  });

  it('refuses a reCAPTCHA allow-list without the site’s host: every form would be refused', () => {
    expect(problems({ ...REAL, allowedHostnames: 'bridgecityfitness.ca,localhost' })).toEqual([
      expect.stringMatching(
        /^allowedHostnames \(bridgecityfitness\.ca, localhost\) leaves out the site's host www\./,
      ),
    ]);
    expect(problems({ ...REAL, allowedHostnames: `localhost, ${REAL.domainName}` })).toEqual([]);
  });

  it('refuses the site’s own host as the CMS host', () => {
    expect(problems({ ...REAL, cmsDomainName: REAL.domainName })).toEqual([
      expect.stringMatching(/^cmsDomainName is the site's own host www\.bridgecityfitness\.ca/),
    ]);
  });

  it('refuses a bundle that carries the local captcha token', () => {
    const code = `const t=${JSON.stringify(LOCAL_CAPTCHA_TOKEN)};`;
    expect(problems(REAL, bundle(code))).toEqual([
      expect.stringMatching(/local development captcha token.*set RECAPTCHA_SITE_KEY/),
    ]);
  });

  it.each(['recipientEmail', 'senderEmail'])('refuses the example.com default of %s', (key) => {
    const context: Record<string, string> = { ...REAL };
    delete context[key];
    expect(problems(context)).toEqual([
      expect.stringMatching(new RegExp(`^${key} is the placeholder .*@example\\.com`)),
    ]);
  });

  it('refuses a CMS login without a CMS host of its own, or with a placeholder one', () => {
    const login = { ...REAL, cmsGithubClientId: 'Ov23liAbCdEf12345678', cmsGithubScope: 'repo' };
    expect(problems(login)).toEqual([
      expect.stringMatching(/^cmsGithubClientId is set but cmsDomainName is not/),
    ]);
    expect(problems({ ...login, cmsDomainName: 'admin.example.com' })).toEqual([
      expect.stringMatching(/^cmsDomainName is the placeholder admin\.example\.com/),
    ]);
    const cms = { ...login, cmsDomainName: 'admin.bridgecityfitness.ca' };
    const withConfig = (baseUrl: string) => ({
      ...BUILT,
      'admin/config.yml': `backend:\n  name: github\n  base_url: ${baseUrl}\n`,
    });
    expect(problems(cms, withConfig('https://admin.bridgecityfitness.ca'))).toEqual([]);
    // A build made without CMS_URL logs in on the public host, which no longer serves /admin/.
    expect(problems(cms, withConfig(SITE_URL))).toEqual([
      expect.stringMatching(/logs in at https:\/\/www\.bridgecityfitness\.ca, not the CMS host/),
    ]);
    expect(problems(cms, BUILT)).toEqual([expect.stringMatching(/logs in at no base_url/)]);
  });

  it('refuses a deploy without alarmEmail, or with a placeholder one', () => {
    const { alarmEmail: _none, ...withoutAlarms } = REAL;
    expect(problems(withoutAlarms)).toEqual([expect.stringMatching(/^alarmEmail is not set/)]);
    expect(problems({ ...REAL, alarmEmail: 'alerts@example.org' })).toEqual([
      expect.stringMatching(/^alarmEmail is the placeholder/),
    ]);
  });

  it('refuses a deploy whose region is unknown (the web ACL could not be placed)', () => {
    expect(problems(REAL, BUILT, KEY, null)).toEqual([
      expect.stringMatching(/^the deploy region is unknown.*AWS_REGION/),
    ]);
  });

  it('refuses settings that leave the API without an origin domain, naming what to set', () => {
    const { domainName: _d, certificateArn: _c, ...withoutDomain } = REAL;
    const [siteHost, problem, ...others] = problems(withoutDomain);
    expect(siteHost).toMatch(/^domainName is not set/);
    expect(others).toEqual([]);
    for (const setting of [
      'domainName',
      'hostedZoneId',
      'apiOriginDomainName',
      'apiCertificateArn',
    ]) {
      expect(problem).toContain(setting);
    }
  });

  it('accepts an explicit API origin with a certificate in the deploy region, and no other', () => {
    const { hostedZoneId: _i, hostedZoneName: _n, ...bare } = REAL;
    const origin = { ...bare, apiOriginDomainName: 'api-origin.bridgecityfitness.ca' };
    expect(problems({ ...origin, apiCertificateArn: API_CERTIFICATE(REGION) })).toEqual([]);
    expect(problems({ ...origin, apiCertificateArn: API_CERTIFICATE('us-east-1') })).toEqual([
      expect.stringMatching(/^apiCertificateArn is in us-east-1.*ca-central-1/),
    ]);
  });
});

/** Runs bin/app.ts as `cdk` does, with `context` as the whole context. */
function runApp(context: Record<string, unknown>) {
  const outdir = makeSiteDir({});
  return spawnSync(
    process.execPath,
    [join(INFRA_DIR, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bin/app.ts'],
    {
      cwd: INFRA_DIR,
      encoding: 'utf8',
      env: {
        ...process.env,
        CDK_CONTEXT_JSON: JSON.stringify(context),
        CDK_OUTDIR: outdir,
        CDK_DEFAULT_REGION: '',
      },
    },
  );
}

describe('the CDK app', () => {
  it('refuses a site build with the defaults, printing every setting to change', () => {
    // Prepare: a build with the local token, and cdk.json's (placeholder) settings.
    const siteDir = makeSiteDir(bundle(`"${LOCAL_CAPTCHA_TOKEN}"`));

    // Act
    const run = runApp({ siteDir });

    // Assess
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to deploy');
    for (const setting of [
      'captcha token',
      'recipientEmail',
      'senderEmail',
      'alarmEmail',
      'AWS_REGION',
      'apiOriginDomainName',
      'domainName is not set',
    ]) {
      expect(run.stderr).toContain(setting);
    }
  }, 60_000);

  it('checks a synth without a build too, and refuses it by name', () => {
    const run = runApp({ siteDir: '/nonexistent/public' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('there is no site build in /nonexistent/public');
    expect(run.stderr).toContain('alarmEmail is not set');
  }, 60_000);

  it(`synthesizes offline for reading with ${SYNTH_ONLY_KEY}=true: placeholders, no build`, () => {
    const run = runApp({
      [SYNTH_ONLY_KEY]: 'true',
      siteDir: '/nonexistent/public',
      githubRepository: 'bridge-city/site',
      githubOwnerId: '81234567',
      githubRepositoryId: '912345678',
    });
    expect(run.stderr).not.toContain('Refusing to deploy');
    expect(run.status).toBe(0);
  }, 60_000);
});
