// The CDK app and the handlers check the same settings with these rules; here both ends are
// driven with the same values, so a rule or message can never differ between them.
import { parseSettings, SettingsError } from '../settings';
import { ConfigError, loadConfig } from '../../../lambda/lib/config';
import { hostnameListProblem } from '../../../contracts/setting-validators';

const ENV = {
  MAIL_RECIPIENT: 'club@example.com',
  MAIL_SENDER: 'website@example.com',
  MAIL_CONFIGURATION_SET: 'BridgeCityFitnessMail',
  CAPTCHA_SECRET_PARAMETER: '/bcf/recaptcha-secret',
  ALLOWED_HOSTNAMES: 'www.example.com',
  LEADS_TABLE: 'leads',
  CONSENT_WORDING: 'Yes, send me news.',
};

/** The same setting under its two names: CDK context key and Lambda environment variable. */
const PAIRS = [
  ['recipientEmail', 'MAIL_RECIPIENT'],
  ['senderEmail', 'MAIL_SENDER'],
  ['captchaSecretParameterName', 'CAPTCHA_SECRET_PARAMETER'],
  ['allowedHostnames', 'ALLOWED_HOSTNAMES'],
] as const;

function contextProblems(key: string, value: string): string[] {
  try {
    parseSettings((name) => (name === key ? value : undefined));
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return [...error.problems];
    throw error;
  }
}

function environmentProblems(name: string, value: string): string[] {
  try {
    loadConfig({ ...ENV, [name]: value });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

const VALUES = [
  'website@example.com',
  'Name <website@example.com>',
  'not-an-address',
  'a@b',
  '/bcf/recaptcha-secret',
  'has spaces',
  'arn:aws:ssm:ca-central-1:123456789012:parameter/x',
  'www.example.com, example.com',
  'localhost',
  'intranet',
  'https://www.example.com/',
  'example.com:8000',
  ',',
  '730',
  '1.5',
  '-3',
  'forever',
];

describe('settings checked at synth and at cold start', () => {
  it.each(PAIRS)('%s and %s accept and refuse the same values, with the same words', (key, env) => {
    for (const value of VALUES) {
      const atSynth = contextProblems(key, value).map((p) => p.replace(key, 'SETTING'));
      const atColdStart = environmentProblems(env, value).map((p) => p.replace(env, 'SETTING'));
      expect({ value, problems: atSynth }).toEqual({ value, problems: atColdStart });
    }
  });

  it('accepts localhost and dotted names as reCAPTCHA hostnames, nothing else', () => {
    expect(hostnameListProblem('X', 'localhost, www.example.com')).toBeUndefined();
    for (const bad of ['intranet', 'https://www.example.com/', 'example.com:8000', '', ' , ']) {
      expect(hostnameListProblem('X', bad)).toMatch(/^X must be comma-separated hostnames/);
    }
  });
});
