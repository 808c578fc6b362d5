// The CMS's GitHub login in the template: two GET routes on the forms' API, a CloudFront route
// that forwards their query and state cookie and lets their CSP through, a callback role that
// may read the one client secret parameter, and nothing at all without a client id.
import { Match } from 'aws-cdk-lib/assertions';
import { STATE_COOKIE } from '../../../contracts/cms-login';
import { CMS_LOGIN_RESERVED_CONCURRENCY } from '../../lib/cms-login';
import { SettingsError } from '../../lib/settings';
import {
  DOMAIN_CONTEXT,
  logicalId,
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  roleStatements,
  synthesize,
  type Cfn,
  type Synthesized,
} from '../synth';

afterAll(removeTemporaryDirs);

// A GitHub App's client id, the default credential (an OAuth app's is the fallback).
const CLIENT_ID = 'Iv23liAbCdEf12345678';
const PARAMETER = '/bridge-city-fitness/cms-github-client-secret';
/** CloudFront's managed CachingDisabled policy. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

const actionsOf = (statements: Cfn[]) => statements.flatMap((s) => [s.Action].flat() as string[]);

describe('with a GitHub client id and a domain', () => {
  let s: Synthesized;
  let unreserved: Synthesized;
  beforeAll(() => {
    s = synthesize({
      siteDir: makeSiteDir(),
      ...DOMAIN_CONTEXT,
      cmsGithubClientId: CLIENT_ID,
    });
    unreserved = synthesize({
      siteDir: makeSiteDir(),
      ...DOMAIN_CONTEXT,
      cmsGithubClientId: CLIENT_ID,
      reservedConcurrency: 'none',
    });
  });

  it.each([
    ['auth', 'GET /api/cms/auth'],
    ['callback', 'GET /api/cms/callback'],
  ] as const)('routes %s (%s) to its own function on the forms API', (name, routeKey) => {
    const fn = s.stack.cmsLogin![name].function;
    const integrations = s.template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationUri: { 'Fn::GetAtt': [logicalId(s.stack, fn), 'Arn'] } },
    });
    expect(Object.keys(integrations)).toHaveLength(1);
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      ApiId: { Ref: logicalId(s.stack, s.stack.api.httpApi) },
      RouteKey: routeKey,
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: Object.keys(integrations)[0] }]] },
    });
  });

  it.each(['auth', 'callback'] as const)(
    'gives the %s function its settings (the secret by name only) on nodejs24.x',
    (name) => {
      const [resource] = Object.values(
        s.template.findResources('AWS::Lambda::Function', {
          Properties: {
            Role: { 'Fn::GetAtt': [logicalId(s.stack, s.stack.cmsLogin![name].role), 'Arn'] },
          },
        }),
      );
      expect(resource?.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: 10,
        Environment: {
          Variables: {
            GITHUB_CLIENT_ID: CLIENT_ID,
            GITHUB_CLIENT_SECRET_PARAMETER: PARAMETER,
            SITE_ORIGIN: 'https://www.example.com',
            STATE_KEY_SECRET_ARN: { Ref: logicalId(s.stack, s.stack.cmsLogin!.stateKey) },
            // The same origin secret CloudFront sends to the whole API: /api/cms/* too.
            ORIGIN_SECRET_ARN: { Ref: logicalId(s.stack, s.stack.originSecret) },
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
    },
  );

  it('lets both read the state key and the origin secret, the callback the client secret parameter too and nothing else of SSM', () => {
    const callback = roleStatements(
      s.template,
      logicalId(s.stack, s.stack.cmsLogin!.callback.role),
    );
    const auth = roleStatements(s.template, logicalId(s.stack, s.stack.cmsLogin!.auth.role));
    // The two secrets, by ARN, and no other.
    const secrets = {
      Effect: 'Allow',
      Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      Resource: [
        { Ref: logicalId(s.stack, s.stack.cmsLogin!.stateKey) },
        { Ref: logicalId(s.stack, s.stack.originSecret) },
      ],
    };
    const notLogs = (statements: Cfn[]) =>
      statements.filter((st) => !actionsOf([st]).every((a) => a.startsWith('logs:')));
    expect(notLogs(auth)).toEqual([secrets]);
    expect(notLogs(callback)).toEqual([
      secrets,
      {
        Sid: 'ReadGithubClientSecret',
        Effect: 'Allow',
        Action: 'ssm:GetParameter',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':ssm:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              `:parameter${PARAMETER}`,
            ],
          ],
        },
      },
    ]);
  });

  it('sends /api/cms/* ahead of /api/*, uncached, with the query and the state cookie, and lets its CSP through', () => {
    const [distribution] = Object.values(s.template.findResources('AWS::CloudFront::Distribution'));
    const behaviors = distribution!.Properties.DistributionConfig.CacheBehaviors as Cfn[];
    const paths = behaviors.map((b) => b.PathPattern);
    expect(paths.indexOf('/api/cms/*')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/api/cms/*')).toBeLessThan(paths.indexOf('/api/*'));
    const cms = behaviors.find((b) => b.PathPattern === '/api/cms/*')!;
    const api = behaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(cms).toMatchObject({
      TargetOriginId: api.TargetOriginId,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_DISABLED,
    });
    s.template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        QueryStringsConfig: {
          QueryStringBehavior: 'whitelist',
          QueryStrings: Match.arrayWith([
            'provider',
            'code',
            'state',
            'error',
            'error_description',
          ]),
        },
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [STATE_COOKIE] },
      }),
    });
    expect(cms.OriginRequestPolicyId).not.toEqual(api.OriginRequestPolicyId);
    const policyId = (cms.ResponseHeadersPolicyId as { Ref: string }).Ref;
    const policy = s.template.toJSON().Resources[policyId].Properties.ResponseHeadersPolicyConfig;
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy).toBeUndefined();
    expect(policy.SecurityHeadersConfig).toMatchObject({
      ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      StrictTransportSecurity: expect.objectContaining({ Override: true }),
    });
  });

  it('holds no secret value: the functions get a parameter name and a secret ARN, and no SSM parameter is made', () => {
    for (const fn of [s.stack.cmsLogin!.auth.function, s.stack.cmsLogin!.callback.function]) {
      const resource = s.template.toJSON().Resources[logicalId(s.stack, fn)];
      expect(Object.keys(resource.Properties.Environment.Variables).sort()).toEqual([
        'GITHUB_CLIENT_ID',
        'GITHUB_CLIENT_SECRET_PARAMETER',
        'NODE_OPTIONS',
        'ORIGIN_SECRET_ARN',
        'SITE_ORIGIN',
        'STATE_KEY_SECRET_ARN',
      ]);
    }
    s.template.resourceCountIs('AWS::SSM::Parameter', 0);
    // The state key is generated at deploy time: the template asks for one, holding no value.
    const key = s.template.toJSON().Resources[logicalId(s.stack, s.stack.cmsLogin!.stateKey)];
    expect(key.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    expect(key.Properties.SecretString).toBeUndefined();
  });

  it.each(['auth', 'callback'] as const)(
    'reserves a little concurrency for the %s function, and none with reservedConcurrency=none',
    (name) => {
      // Assess: a flood on the API's own domain cannot take the forms' share.
      const reserved = (stack: Synthesized) =>
        stack.template.toJSON().Resources[
          logicalId(stack.stack, stack.stack.cmsLogin![name].function)
        ].Properties.ReservedConcurrentExecutions;
      expect(reserved(s)).toBe(CMS_LOGIN_RESERVED_CONCURRENCY);
      expect(reserved(unreserved)).toBeUndefined();
    },
  );

  it('stays cdk-nag clean', () => {
    expect(nagFindings(s.annotations)).toEqual({ errors: [], warnings: [] });
  });
});

describe('without a client id (the default)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({ siteDir: makeSiteDir() });
  });

  it('deploys no login: no routes, no functions, no CloudFront route', () => {
    expect(s.stack.cmsLogin).toBeUndefined();
    const routes = Object.values(s.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey as string,
    );
    expect(routes.filter((key) => key.includes('/api/cms/'))).toEqual([]);
    expect(JSON.stringify(s.template.toJSON())).not.toContain('GITHUB_CLIENT_ID');
    const [distribution] = Object.values(s.template.findResources('AWS::CloudFront::Distribution'));
    const behaviors = distribution!.Properties.DistributionConfig.CacheBehaviors as Cfn[];
    expect(behaviors.map((b) => b.PathPattern)).not.toContain('/api/cms/*');
  });
});

describe('settings', () => {
  it.each([
    [
      { cmsGithubClientId: 'not an id!' },
      /cmsGithubClientId must be a GitHub App's or OAuth app's client id/,
    ],
    [
      { cmsGithubClientId: CLIENT_ID, cmsGithubScope: 'admin:org' },
      /cmsGithubScope must be one of public_repo, repo/,
    ],
    [
      {
        cmsGithubClientId: CLIENT_ID,
        cmsGithubScope: 'repo',
        cmsGithubSecretParameterName: 'the secret itself',
      },
      /cmsGithubSecretParameterName must be an SSM parameter name/,
    ],
    [{ cmsDomainName: 'admin.example.com' }, /cmsDomainName needs domainName/],
  ])('refuses %o at synth', (context, message) => {
    expect(() => synthesize({ siteDir: makeSiteDir(), ...context })).toThrow(SettingsError);
    expect(() => synthesize({ siteDir: makeSiteDir(), ...context })).toThrow(message);
  });

  it("asks for an OAuth app's public_repo when told to, and uses the given parameter", () => {
    const s = synthesize({
      siteDir: makeSiteDir(),
      cmsGithubClientId: 'Ov23liAbCdEf12345678',
      cmsGithubScope: 'public_repo',
      cmsGithubSecretParameterName: '/club/cms-secret',
    });
    s.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          GITHUB_SCOPE: 'public_repo',
          GITHUB_CLIENT_SECRET_PARAMETER: '/club/cms-secret',
          // Without a domain, the distribution's own name.
          SITE_ORIGIN: {
            'Fn::Join': [
              '',
              [
                'https://',
                { 'Fn::GetAtt': [logicalId(s.stack, s.stack.site.distribution), 'DomainName'] },
              ],
            ],
          },
        }),
      },
    });
  });
});
