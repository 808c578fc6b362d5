import { ConfigError, DEFAULT_CAPTCHA_MIN_SCORE, loadConfig } from '../config';

const VALID_ENV = {
  MAIL_RECIPIENT: 'club@example.com',
  MAIL_SENDER: 'website@example.com',
  MAIL_CONFIGURATION_SET: 'BridgeCityFitnessMail',
  CAPTCHA_SECRET_PARAMETER: '/bridge-city-fitness/recaptcha-secret',
  ALLOWED_HOSTNAMES: 'www.example.com, Example.com',
  LEADS_TABLE: 'BridgeCityFitnessSite-LeadsTable-1ABC',
  CONSENT_WORDING: 'Yes, send me news.',
};

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig did not throw');
}

describe('loadConfig', () => {
  it('reads a complete environment', () => {
    // Prepare
    const env = { ...VALID_ENV };

    // Act
    const config = loadConfig(env);

    // Assess
    expect(config).toEqual({
      captchaSecretParameter: '/bridge-city-fitness/recaptcha-secret',
      allowedHostnames: ['www.example.com', 'example.com'],
      captchaMinScore: DEFAULT_CAPTCHA_MIN_SCORE,
      consentWording: 'Yes, send me news.',
    });
    expect(DEFAULT_CAPTCHA_MIN_SCORE).toBe(0.5);
  });

  it('throws one ConfigError naming every missing variable', () => {
    // Prepare
    const env = {};

    // Act
    const error = configError(env);

    // Assess
    expect(error.name).toBe('ConfigError');
    const names = [
      'MAIL_RECIPIENT',
      'MAIL_SENDER',
      'MAIL_CONFIGURATION_SET',
      'LEADS_TABLE',
      'CONSENT_WORDING',
      'CAPTCHA_SECRET_PARAMETER',
      'ALLOWED_HOSTNAMES',
    ];
    expect(error.problems).toEqual(names.map((name) => `${name} is missing`));
    for (const name of names) {
      expect(error.message).toContain(name);
    }
  });

  it('treats blank values as missing', () => {
    // Prepare
    const env = { ...VALID_ENV, MAIL_SENDER: '  ', CAPTCHA_SECRET_PARAMETER: '' };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([
      'MAIL_SENDER is missing',
      'CAPTCHA_SECRET_PARAMETER is missing',
    ]);
  });

  it('reports every invalid value at once', () => {
    // Prepare
    const env = {
      MAIL_RECIPIENT: 'not an address',
      MAIL_SENDER: 'website@example.com\r\nBcc: x@example.com',
      MAIL_CONFIGURATION_SET: 'a set',
      LEADS_TABLE: 'a table',
      CONSENT_WORDING: 'Yes.',
      CAPTCHA_SECRET_PARAMETER: 'has spaces in it',
      ALLOWED_HOSTNAMES: 'https://www.example.com/, example.com',
      CAPTCHA_MIN_SCORE: '1.5',
    };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toHaveLength(7);
    expect(error.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'MAIL_RECIPIENT',
      'MAIL_SENDER',
      'MAIL_CONFIGURATION_SET',
      'LEADS_TABLE',
      'CAPTCHA_SECRET_PARAMETER',
      'ALLOWED_HOSTNAMES',
      'CAPTCHA_MIN_SCORE',
    ]);
  });

  it.each(['0', '0.3', '1'])('accepts CAPTCHA_MIN_SCORE=%s', (score) => {
    // Prepare
    const env = { ...VALID_ENV, CAPTCHA_MIN_SCORE: score };

    // Act
    const config = loadConfig(env);

    // Assess
    expect(config.captchaMinScore).toBe(Number(score));
  });

  it.each(['-0.1', '1.01', 'abc', 'NaN', 'Infinity'])('rejects CAPTCHA_MIN_SCORE=%s', (score) => {
    // Prepare
    const env = { ...VALID_ENV, CAPTCHA_MIN_SCORE: score };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([expect.stringContaining('CAPTCHA_MIN_SCORE must be a number')]);
  });

  it('refuses a sender with a display name: IAM and SES identities need the plain address', () => {
    // Prepare
    const env = { ...VALID_ENV, MAIL_SENDER: 'Bridge City Fitness <website@example.com>' };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([
      'MAIL_SENDER must be one plain e-mail address (name@domain), got "Bridge City Fitness <website@example.com>"',
    ]);
  });

  it('accepts localhost among the allowed hostnames, for a key tried on a developer machine', () => {
    // Prepare
    const env = { ...VALID_ENV, ALLOWED_HOSTNAMES: 'www.example.com,localhost' };

    // Act
    const config = loadConfig(env);

    // Assess
    expect(config.allowedHostnames).toEqual(['www.example.com', 'localhost']);
  });

  it('refuses a captcha secret in the environment', () => {
    // Prepare
    const env = { ...VALID_ENV, RECAPTCHA_SECRET: 'shh' };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([expect.stringContaining('RECAPTCHA_SECRET must not be set')]);
    expect(error.message).not.toContain('shh');
  });

  it('reads the origin secret ARN, and only an ARN of a Secrets Manager secret', () => {
    // Prepare
    const arn = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:OriginVerify-AbCdEf';

    // Act
    const withArn = loadConfig({ ...VALID_ENV, ORIGIN_SECRET_ARN: arn });
    const without = loadConfig(VALID_ENV);
    const notAnArn = configError({ ...VALID_ENV, ORIGIN_SECRET_ARN: 'OriginVerify' });

    // Assess
    expect(withArn.originSecretArn).toBe(arn);
    expect(without.originSecretArn).toBeUndefined();
    expect(notAnArn.problems).toEqual([
      expect.stringContaining('ORIGIN_SECRET_ARN must be a Secrets Manager secret ARN'),
    ]);
  });

  it('refuses the origin secret itself in the environment', () => {
    // Prepare
    const env = { ...VALID_ENV, ORIGIN_SECRET: 'shh' };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([
      'ORIGIN_SECRET must not be set: keep the secret in Secrets Manager (ORIGIN_SECRET_ARN)',
    ]);
  });

  it("refuses another siteverify endpoint: that is the local server's stand-in", () => {
    // Prepare
    const env = { ...VALID_ENV, CAPTCHA_SITEVERIFY_URL: 'https://siteverify.example.com/' };

    // Act
    const error = configError(env);

    // Assess
    expect(error.problems).toEqual([
      expect.stringContaining('CAPTCHA_SITEVERIFY_URL must not be set'),
    ]);
  });

  it('never returns a local captcha mode or an SES endpoint', () => {
    // Prepare
    const env = {
      ...VALID_ENV,
      LOCAL_CAPTCHA: '1',
      CAPTCHA_LOCAL_TOKEN: '1',
      SES_ENDPOINT: 'http://localhost:8005',
      AWS_ENDPOINT_URL_SES: 'http://localhost:8005',
    };

    // Act
    const config = loadConfig(env);

    // Assess
    expect(Object.keys(config).sort()).toEqual([
      'allowedHostnames',
      'captchaMinScore',
      'captchaSecretParameter',
      'consentWording',
    ]);
  });
});
