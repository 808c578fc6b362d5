import { join } from 'node:path';
import {
  CONTEXT_DEFAULTS,
  INFRA_DIR,
  parseSettings,
  SettingsError,
  type ContextKey,
} from '../../lib/settings';

const parse = (context: Partial<Record<ContextKey, unknown>>) =>
  parseSettings((key) => context[key]);

function problems(context: Partial<Record<ContextKey, unknown>>): readonly string[] {
  try {
    parse(context);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error('expected a SettingsError');
}

const ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1234-5678-9abc-0123456789ab';

describe('parseSettings', () => {
  it('has safe defaults for an empty context', () => {
    expect(parse({})).toEqual({
      domainName: undefined,
      certificateArn: undefined,
      hostedZone: undefined,
      senderEmail: 'website@example.com',
      recipientEmail: 'info@example.com',
      captchaSecretParameterName: '/bridge-city-fitness/recaptcha-secret',
      allowedHostnames: undefined,
      alarmEmail: undefined,
      apiRateLimit: 10,
      apiBurstLimit: 20,
      reservedConcurrency: 5,
      maintenance: false,
      leadRetentionDays: 730,
      siteDir: join(INFRA_DIR, '..', 'public'),
      sesSandbox: false,
    });
    expect(CONTEXT_DEFAULTS.siteDir).toBe('../public');
  });

  it('reads -c strings and cdk.json values alike', () => {
    const fromCli = parse({
      maintenance: 'true',
      sesSandbox: 'false',
      apiRateLimit: '2.5',
      apiBurstLimit: '7',
      reservedConcurrency: '3',
    });
    const fromJson = parse({
      maintenance: true,
      sesSandbox: false,
      apiRateLimit: 2.5,
      apiBurstLimit: 7,
      reservedConcurrency: 3,
    });
    expect(fromCli).toEqual(fromJson);
    expect(fromCli).toMatchObject({
      maintenance: true,
      apiRateLimit: 2.5,
      apiBurstLimit: 7,
      reservedConcurrency: 3,
    });
  });

  it('takes a custom domain with its us-east-1 certificate and a hosted zone', () => {
    expect(
      parse({
        domainName: 'WWW.Example.com',
        certificateArn: ARN,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        hostedZoneName: 'example.com.',
      }),
    ).toMatchObject({
      domainName: 'www.example.com',
      certificateArn: ARN,
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'example.com' },
    });
  });

  it('fails with a clear message when domainName comes without certificateArn', () => {
    const [problem] = problems({ domainName: 'www.example.com' });
    expect(problem).toMatch(/^certificateArn is required when domainName is set/);
    expect(problem).toContain('us-east-1');
    expect(() => parse({ domainName: 'www.example.com' })).toThrow(
      /Invalid CDK context:\n {2}- certificateArn is required/,
    );
  });

  it('rejects a certificate outside us-east-1, or without a domain', () => {
    expect(
      problems({
        domainName: 'www.example.com',
        certificateArn: ARN.replace('us-east-1', 'ca-central-1'),
      }),
    ).toEqual([
      "certificateArn must be in us-east-1 (CloudFront's region for certificates), got ca-central-1",
    ]);
    expect(problems({ certificateArn: ARN })).toEqual([
      'certificateArn is set but domainName is not: set both or neither',
    ]);
  });

  it('lists every problem at once', () => {
    expect(
      problems({
        hostedZoneId: 'Z123',
        senderEmail: 'not-an-address',
        alarmEmail: 'a@b',
        captchaSecretParameterName: 'my secret value',
        allowedHostnames: 'https://example.com/',
        apiRateLimit: '0',
        apiBurstLimit: '1.5',
        reservedConcurrency: '-1',
        maintenance: 'yes',
      }),
    ).toEqual([
      'hostedZoneId and hostedZoneName must be given together (or not at all)',
      'senderEmail must be one plain e-mail address (name@domain), got "not-an-address"',
      'alarmEmail must be one plain e-mail address (name@domain), got "a@b"',
      expect.stringMatching(/^captchaSecretParameterName must be an SSM parameter name/),
      expect.stringMatching(/^allowedHostnames must be comma-separated hostnames/),
      'apiRateLimit must be a positive number, got "0"',
      'apiBurstLimit must be a positive whole number, got "1.5"',
      'reservedConcurrency must be a positive whole number, got "-1"',
      'maintenance must be true or false, got "yes"',
    ]);
  });

  it('treats an empty value as unset and reservedConcurrency=none as unreserved', () => {
    expect(parse({ domainName: '', alarmEmail: '  ', reservedConcurrency: 'none' })).toMatchObject({
      domainName: undefined,
      alarmEmail: undefined,
      reservedConcurrency: undefined,
    });
  });

  it('resolves siteDir against infra/ and keeps absolute paths', () => {
    expect(parse({ siteDir: '../site' }).siteDir).toBe(join(INFRA_DIR, '..', 'site'));
    expect(parse({ siteDir: '/nonexistent' }).siteDir).toBe('/nonexistent');
  });

  it('splits allowedHostnames', () => {
    expect(parse({ allowedHostnames: 'Example.com, www.example.com,' }).allowedHostnames).toEqual([
      'example.com',
      'www.example.com',
    ]);
  });
});
