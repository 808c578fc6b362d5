import { join } from 'node:path';
import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import { INFRA_DIR, parseSettings, SettingsError } from '../../lib/settings';
import type { ContextKey } from '../../lib/settings-schema';

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
    expect(parse({})).toMatchObject({
      hostedZone: undefined,
      senderEmail: 'website@example.com',
      recipientEmail: 'info@example.com',
      captchaSecretParameterName: '/bridge-city-fitness/recaptcha-secret',
      apiRateLimit: 10,
      apiBurstLimit: 20,
      reservedConcurrency: 5,
      maintenance: false,
      apiOrigin: undefined,
      wafApiRateLimit: 100,
      wafEvaluationWindowSeconds: 300,
      siteDir: join(INFRA_DIR, '..', 'public'),
      sesSandbox: false,
      deployAccess: undefined,
    });
    for (const key of ['domainName', 'certificateArn', 'allowedHostnames', 'alarmEmail'] as const) {
      expect(parse({})[key]).toBeUndefined();
    }
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

  it('refuses "Infinity", which type coercion would read as a number', () => {
    expect(problems({ apiRateLimit: 'Infinity', reservedConcurrency: 'Infinity' })).toEqual([
      'apiRateLimit must be a positive number, got "Infinity"',
      'reservedConcurrency must be a positive whole number, got "Infinity"',
    ]);
  });

  it('checks a value given without its partner too', () => {
    expect(problems({ certificateArn: 'cert' })).toEqual([
      'certificateArn is set but domainName is not: set both or neither',
      'certificateArn must be an ACM certificate ARN, got "cert"',
    ]);
  });

  it('treats an empty value as unset and reservedConcurrency=none as unreserved', () => {
    const settings = parse({ domainName: '', alarmEmail: '  ', reservedConcurrency: 'none' });
    expect([settings.domainName, settings.alarmEmail, settings.reservedConcurrency]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('resolves siteDir against infra/ and keeps absolute paths', () => {
    expect(parse({ siteDir: '../site' }).siteDir).toBe(join(INFRA_DIR, '..', 'site'));
    expect(parse({ siteDir: '/nonexistent' }).siteDir).toBe('/nonexistent');
  });

  it('reads the WAF limits and refuses values AWS WAF would not take, naming the key', () => {
    expect(parse({ wafApiRateLimit: '10', wafEvaluationWindowSeconds: 60 })).toMatchObject({
      wafApiRateLimit: 10,
      wafEvaluationWindowSeconds: 60,
    });
    expect(problems({ wafApiRateLimit: '9' })).toEqual([
      "wafApiRateLimit must be from 10 to 2000000000 (AWS WAF's range for a rate-based rule), got 9",
    ]);
    expect(problems({ wafApiRateLimit: 'lots', wafEvaluationWindowSeconds: '30' })).toEqual([
      'wafApiRateLimit must be a positive whole number, got "lots"',
      'wafEvaluationWindowSeconds must be one of 60, 120, 300, 600 (the windows AWS WAF offers), got 30',
    ]);
    expect(problems({ wafApiRateLimit: '100.5' })).toEqual([
      'wafApiRateLimit must be a positive whole number, got "100.5"',
    ]);
  });

  describe('the API origin domain', () => {
    const domain = { domainName: 'www.example.com', certificateArn: ARN };
    const zone = { hostedZoneId: 'Z0123ABC', hostedZoneName: 'example.com' };
    const regional = ARN.replace('us-east-1', 'ca-central-1');

    it('is api-origin.<domainName>, its certificate requested in the zone that holds it', () => {
      expect(parse({ ...domain, ...zone }).apiOrigin).toEqual({
        domainName: 'api-origin.www.example.com',
      });
    });

    it('is absent without a domain, or without a zone or certificate for the derived name', () => {
      expect(parse({}).apiOrigin).toBeUndefined();
      expect(parse(domain).apiOrigin).toBeUndefined();
      expect(
        parse({ ...domain, hostedZoneId: 'Z0123ABC', hostedZoneName: 'other.org' }).apiOrigin,
      ).toBeUndefined();
    });

    it('takes an explicit name and certificate', () => {
      expect(
        parse({ apiOriginDomainName: 'API.Example.com', apiCertificateArn: regional }).apiOrigin,
      ).toEqual({ domainName: 'api.example.com', certificateArn: regional });
    });

    it('refuses an explicit name it cannot serve, a bad name or ARN, or an ARN without a name', () => {
      expect(problems({ apiOriginDomainName: 'api.example.com' })).toEqual([
        expect.stringMatching(
          /^apiOriginDomainName api\.example\.com needs a certificate: set hostedZoneId and hostedZoneName .* or pass apiCertificateArn/,
        ),
      ]);
      expect(problems({ apiOriginDomainName: 'https://api', apiCertificateArn: 'cert' })).toEqual([
        'apiOriginDomainName must be a hostname such as api-origin.example.com, got "https://api"',
        'apiCertificateArn must be an ACM certificate ARN, got "cert"',
      ]);
      expect(problems({ apiCertificateArn: regional })).toEqual([
        'apiCertificateArn is set but there is no API origin name: set domainName or apiOriginDomainName',
      ]);
    });
  });

  describe('the GitHub Actions deploy access', () => {
    const PROVIDER = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
    const QUALIFIER = '@aws-cdk/core:bootstrapQualifier';

    const IDS = { githubOwnerId: '81234567', githubRepositoryId: '912345678' };

    it("takes OWNER/REPO as on GitHub, with CDK's default qualifier", () => {
      expect(parse({ githubRepository: ' Bridge-City/site.web_2 ', ...IDS }).deployAccess).toEqual({
        repository: 'Bridge-City/site.web_2',
        ownerId: '81234567',
        repositoryId: '912345678',
        bootstrapQualifier: DefaultStackSynthesizer.DEFAULT_QUALIFIER,
      });
      expect(
        parse({ githubRepository: `${'a'.repeat(39)}/${'b'.repeat(100)}`, ...IDS }),
      ).toHaveProperty('deployAccess.repository');
    });

    it("refuses cdk.json's placeholder ids by name when the access stack is added", () => {
      expect(problems({ githubRepository: 'bridge-city/site', githubOwnerId: '0' })).toEqual([
        expect.stringMatching(/^githubOwnerId is the placeholder 0 .*--jq \.owner\.id/),
        expect.stringMatching(/^githubRepositoryId is the placeholder 0 .*--jq \.id/),
      ]);
      // Without the stack, the ids trust nothing and need no value.
      expect(parse({ githubOwnerId: '0' }).deployAccess).toBeUndefined();
    });

    it("takes the account's provider and CDK's bootstrap qualifier setting", () => {
      expect(
        parse({
          githubRepository: 'o/r',
          githubOidcProviderArn: PROVIDER,
          [QUALIFIER]: 'site2',
          ...IDS,
        }).deployAccess,
      ).toEqual({
        repository: 'o/r',
        ...{ ownerId: IDS.githubOwnerId, repositoryId: IDS.githubRepositoryId },
        oidcProviderArn: PROVIDER,
        bootstrapQualifier: 'site2',
      });
    });

    it("takes the owner's and the repository's numeric ids, and nothing else", () => {
      const ids = { githubOwnerId: ' 81234567 ', githubRepositoryId: 912345678 };
      expect(parse({ githubRepository: 'o/r', ...ids }).deployAccess).toMatchObject({
        ownerId: '81234567',
        repositoryId: '912345678',
      });
      for (const bad of ['bridge-city', '-1', '1.5', '0123', 'repo:o/r']) {
        expect(() => parse({ githubRepository: 'o/r', ...IDS, githubRepositoryId: bad })).toThrow(
          /githubRepositoryId must be the repository's numeric id/,
        );
      }
    });

    it.each([
      'bridge-city',
      'bridge-city/site/extra',
      'https://github.com/bridge-city/site',
      'bridge-city/',
      '/site',
      '-owner/site',
      'owner-/site',
      'own--er/site',
      `${'a'.repeat(40)}/site`,
      `owner/${'b'.repeat(101)}`,
      'owner/.',
      'owner/..',
      'owner/re po',
      'owner/*',
      'owner/site:environment:production',
      'own_er/site',
    ])('refuses githubRepository %s, naming the setting', (githubRepository) => {
      const found = problems({ githubRepository, ...IDS });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^githubRepository must be OWNER\/REPO as on GitHub /);
      expect(found[0]!.endsWith(`got "${githubRepository}"`)).toBe(true);
    });

    it('refuses a bad provider ARN or qualifier, and a provider without a repository', () => {
      expect(
        problems({
          githubRepository: 'o/r',
          ...IDS,
          githubOidcProviderArn: PROVIDER.replace('token.actions', 'other'),
          [QUALIFIER]: 'far-too-long-qualifier',
        }),
      ).toEqual([
        expect.stringMatching(
          /^githubOidcProviderArn must be the ARN of GitHub's IAM OIDC provider/,
        ),
        '@aws-cdk/core:bootstrapQualifier must be 1 to 10 letters, digits, "_" or "-" (as for ' +
          'cdk bootstrap --qualifier), got "far-too-long-qualifier"',
      ]);
      expect(problems({ githubOidcProviderArn: PROVIDER })).toEqual([
        'githubOidcProviderArn is set but githubRepository is not: set both or neither',
      ]);
      // Every stack's synthesizer reads the qualifier, so it is checked without a repository too.
      expect(problems({ [QUALIFIER]: 'far-too-long-qualifier' })).toEqual([
        expect.stringMatching(/^@aws-cdk\/core:bootstrapQualifier must be 1 to 10 letters/),
      ]);
    });
  });

  it('splits allowedHostnames', () => {
    expect(parse({ allowedHostnames: 'Example.com, www.example.com,' }).allowedHostnames).toEqual([
      'example.com',
      'www.example.com',
    ]);
  });
});
