// A deploy with placeholders is refused, by the check itself and by the CDK app as `cdk deploy`
// and `npm run deploy` run it (a site build present), with a message naming each setting.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { deployProblems } from '../../lib/deploy-checks';
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
const bundle = (code: string) => ({ ...FIXTURE_FILES, 'app-0123456789abcdef0123.js': code });

function problems(
  context: Record<string, string>,
  files = bundle('void 0;'),
  key = KEY,
  region: string | null = REGION, // null: unknown (undefined would take the default)
) {
  const siteDir = makeSiteDir(files);
  const values: Record<string, string> = { ...context, siteDir };
  const settings = parseSettings((name) => values[name]);
  return deployProblems({ settings, recaptchaSiteKey: key, region: region ?? undefined });
}

describe('deployProblems', () => {
  it('accepts real addresses, an alarm address, a site key and a bundle without the local token', () => {
    expect(problems(REAL)).toEqual([]);
  });

  it('refuses an empty site key, naming recaptchaSiteKey in content/site.yaml', () => {
    expect(problems(REAL, undefined, ' ')).toEqual([
      expect.stringMatching(/^recaptchaSiteKey is empty in content\/site\.yaml/),
    ]);
  });

  it('refuses a deploy while RECAPTCHA_SITE_KEY (the e2e build’s key) is set', () => {
    const siteDir = makeSiteDir(bundle('void 0;'));
    const values: Record<string, string> = { ...REAL, siteDir };
    const settings = parseSettings((name) => values[name]);
    const inputs = { settings, recaptchaSiteKey: KEY, region: REGION };
    expect(deployProblems(inputs)).toEqual([]);
    expect(deployProblems({ ...inputs, siteKeyOverride: '' })).toEqual([]);
    expect(deployProblems({ ...inputs, siteKeyOverride: 'e2e-recaptcha-site-key' })).toEqual([
      expect.stringMatching(
        /^RECAPTCHA_SITE_KEY is set \(e2e-recaptcha-site-key\): .*e2e run only/,
      ),
    ]);
  });

  it('refuses a bundle that carries the local captcha token', () => {
    const code = `const t=${JSON.stringify(LOCAL_CAPTCHA_TOKEN)};`;
    expect(problems(REAL, bundle(code))).toEqual([
      expect.stringMatching(/local development captcha token.*set recaptchaSiteKey/),
    ]);
  });

  it.each(['recipientEmail', 'senderEmail'])('refuses the example.com default of %s', (key) => {
    const context: Record<string, string> = { ...REAL };
    delete context[key];
    expect(problems(context)).toEqual([
      expect.stringMatching(new RegExp(`^${key} is the placeholder .*@example\\.com`)),
    ]);
  });

  it('refuses a deploy without alarmEmail, or with a placeholder one', () => {
    const { alarmEmail: _none, ...withoutAlarms } = REAL;
    expect(problems(withoutAlarms)).toEqual([expect.stringMatching(/^alarmEmail is not set/)]);
    expect(problems({ ...REAL, alarmEmail: 'alerts@example.org' })).toEqual([
      expect.stringMatching(/^alarmEmail is the placeholder/),
    ]);
  });

  it('refuses a deploy whose region is unknown (the web ACL could not be placed)', () => {
    expect(problems(REAL, undefined, KEY, null)).toEqual([
      expect.stringMatching(/^the deploy region is unknown.*AWS_REGION/),
    ]);
  });

  it('refuses settings that leave the API without an origin domain, naming what to set', () => {
    const { domainName: _d, certificateArn: _c, ...withoutDomain } = REAL;
    const [problem, ...others] = problems(withoutDomain);
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
    const {
      domainName: _d,
      certificateArn: _c,
      hostedZoneId: _i,
      hostedZoneName: _n,
      ...bare
    } = REAL;
    const origin = { ...bare, apiOriginDomainName: 'api-origin.bridgecityfitness.ca' };
    expect(problems({ ...origin, apiCertificateArn: API_CERTIFICATE(REGION) })).toEqual([]);
    expect(problems({ ...origin, apiCertificateArn: API_CERTIFICATE('us-east-1') })).toEqual([
      expect.stringMatching(/^apiCertificateArn is in us-east-1.*ca-central-1/),
    ]);
  });
});

describe('the CDK app', () => {
  it('refuses a site build with the defaults, printing every setting to change', () => {
    // Prepare: a build with the local token, and cdk.json's (placeholder) settings.
    const siteDir = makeSiteDir(bundle(`"${LOCAL_CAPTCHA_TOKEN}"`));

    // Act
    const run = spawnSync(
      process.execPath,
      [join(INFRA_DIR, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bin/app.ts'],
      {
        cwd: INFRA_DIR,
        encoding: 'utf8',
        env: {
          ...process.env,
          CDK_CONTEXT_JSON: JSON.stringify({ siteDir }),
          CDK_OUTDIR: siteDir,
          CDK_DEFAULT_REGION: '',
        },
      },
    );

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
    ]) {
      expect(run.stderr).toContain(setting);
    }
  }, 60_000);
});
