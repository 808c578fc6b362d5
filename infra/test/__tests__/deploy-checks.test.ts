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
};
const KEY = '6LcRealSiteKey000000000000000000000000000';
const bundle = (code: string) => ({ ...FIXTURE_FILES, 'app-0123456789abcdef0123.js': code });

function problems(context: Record<string, string>, files = bundle('void 0;'), key = KEY) {
  const siteDir = makeSiteDir(files);
  const values: Record<string, string> = { ...context, siteDir };
  const settings = parseSettings((name) => values[name]);
  return deployProblems({ settings, recaptchaSiteKey: key });
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
        env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ siteDir }), CDK_OUTDIR: siteDir },
      },
    );

    // Assess
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to deploy');
    for (const setting of ['captcha token', 'recipientEmail', 'senderEmail', 'alarmEmail']) {
      expect(run.stderr).toContain(setting);
    }
  }, 60_000);
});
