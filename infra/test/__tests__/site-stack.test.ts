// The default stack (no custom domain, no hosted zone, default context) synthesized once, offline,
// with cdk-nag applied as in bin/app.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Match } from 'aws-cdk-lib/assertions';
import {
  ADMIN_PATH_PATTERN,
  adminSecurityHeaders,
  edgeSecurityHeaders,
  NON_HTML_PATH_PATTERNS,
  nonHtmlSecurityHeaders,
  PERMISSIONS_POLICY,
  securityHeaders,
  viewerRequestEvent,
  viewerRequestSource,
} from '../../../edge';
import { STACK_NAME } from '../../lib/stack-outputs';
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import { contentConsentWording, contentTourCalendar } from '../../../content-library';
import {
  logicalId,
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
  type Cfn,
  bundleBudget,
} from '../synth';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** A template resource (or any part of one), as untyped JSON. */

let s: Synthesized;
beforeAll(() => {
  s = synthesize({ siteDir: makeSiteDir() }, {}, { bundle: true });
});
afterAll(removeTemporaryDirs);

/** The only resource of a type (fails if there are more or none). */
function only(type: string): { id: string; props: Cfn } {
  const found = Object.entries(s.template.findResources(type));
  expect(found).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, props: resource.Properties };
}

function distributionConfig(): Cfn {
  return only('AWS::CloudFront::Distribution').props.DistributionConfig;
}

describe('environment', () => {
  it('is environment-agnostic and needs no context lookups', () => {
    expect(s.stack.account).toMatch(/^\$\{Token/);
    expect(s.stack.region).toMatch(/^\$\{Token/);
    expect(s.app.synth().manifest.missing ?? []).toEqual([]);
  });
});

describe('site bucket', () => {
  it('is private, TLS-only, S3-encrypted, versioned, logged and retained', () => {
    const siteBucket = logicalId(s.stack, s.stack.storage.siteBucket);
    const logBucket = logicalId(s.stack, s.stack.storage.logBucket);
    s.template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: { DestinationBucketName: { Ref: logBucket }, LogFilePrefix: 's3/' },
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    expect(s.template.findResources('AWS::S3::Bucket')[siteBucket]).toBeDefined();
    // No autoDeleteObjects: a stack deletion never empties the bucket.
    s.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('has a bucket policy denying every request without TLS', () => {
    for (const bucket of [s.stack.storage.siteBucket, s.stack.storage.logBucket]) {
      s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId(s.stack, bucket) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('is read by CloudFront through origin access control only', () => {
    const oac = only('AWS::CloudFront::OriginAccessControl');
    expect(oac.props.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origin = distributionConfig().Origins.find(
      (o: Record<string, unknown>) => o.S3OriginConfig !== undefined,
    );
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oac.id, 'Id'] });
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    // The bucket policy lets only this distribution's requests (signed by CloudFront) read.
    const distribution = only('AWS::CloudFront::Distribution').id;
    const siteBucket = logicalId(s.stack, s.stack.storage.siteBucket);
    const policy = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => p.Properties.Bucket.Ref === siteBucket,
    );
    const reads = policy?.Properties.PolicyDocument.Statement.filter(
      (st: Cfn) => st.Effect === 'Allow',
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      Action: ['s3:GetObject', 's3:ListBucket'],
      Principal: { Service: 'cloudfront.amazonaws.com' },
    });
    expect(reads[0].Condition.StringEquals['AWS:SourceArn']['Fn::Join'][1]).toEqual(
      expect.arrayContaining([':distribution/', { Ref: distribution }]),
    );
  });
});

describe('distribution', () => {
  it('redirects to HTTPS, speaks HTTP/2 and HTTP/3 and compresses', () => {
    const config = distributionConfig();
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.Enabled).toBe(true);
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      AllowedMethods: ['GET', 'HEAD'],
    });
    // The viewer-request function maps '/' itself.
    expect(config.DefaultRootObject).toBeUndefined();
  });

  it('answers only 404 with /404.html, so the API answers (403 included) pass unchanged', () => {
    expect(distributionConfig().CustomErrorResponses).toEqual([
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 10 },
    ]);
  });

  it('lets CloudFront list the bucket, so S3 answers 404 (not 403) for a missing file', () => {
    const siteBucket = logicalId(s.stack, s.stack.storage.siteBucket);
    const policy = Object.values(s.template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => p.Properties.Bucket.Ref === siteBucket,
    );
    const statement = (policy!.Properties.PolicyDocument.Statement as Cfn[]).find(
      (st) => st.Effect === 'Allow',
    )!;
    expect(statement.Action).toContain('s3:ListBucket');
    expect(statement.Resource).toEqual(
      expect.arrayContaining([{ 'Fn::GetAtt': [siteBucket, 'Arn'] }]),
    );
  });

  it('writes standard logs to the log bucket', () => {
    expect(distributionConfig().Logging).toEqual({
      Bucket: {
        'Fn::GetAtt': [logicalId(s.stack, s.stack.storage.logBucket), 'RegionalDomainName'],
      },
      Prefix: 'cloudfront/',
    });
  });

  it('uses the CloudFront domain (no aliases, no certificate) without domainName', () => {
    const config = distributionConfig();
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    s.template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });
});

describe('viewer-request function', () => {
  it('runs the shared edge code (cloudfront-js-2.0) on the default behavior', () => {
    const fn = only('AWS::CloudFront::Function');
    expect(fn.props.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.props.AutoPublish).toBe(true);
    expect(fn.props.FunctionCode).toBe(viewerRequestSource({ maintenance: false }));
    expect(distributionConfig().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.id, 'FunctionARN'] } },
    ]);
  });

  it('maps page routes to index.html when deployed as synthesized', () => {
    const code: string = only('AWS::CloudFront::Function').props.FunctionCode;
    const handler = runInNewContext(`${code}\n;handler;`, {}) as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler(viewerRequestEvent(uri)).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/classes')).toBe('/classes/index.html');
    expect(rewrite('/classes/')).toBe('/classes/index.html');
    expect(rewrite('/app-0123456789abcdef0123.js')).toBe('/app-0123456789abcdef0123.js');
  });
});

/** A response headers policy's config, by construct. */
function headersPolicy(policy: cloudfront.ResponseHeadersPolicy): Cfn {
  return s.template.toJSON().Resources[logicalId(s.stack, policy)].Properties
    .ResponseHeadersPolicyConfig;
}

describe('response headers policy', () => {
  const config = () => headersPolicy(s.stack.site.responseHeadersPolicy);

  it('sends HSTS (at least a year, subdomains, preload) and the other security headers', () => {
    const headers = config().SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(ONE_YEAR);
    expect(headers.StrictTransportSecurity).toMatchObject({
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: edgeSecurityHeaders.contentSecurityPolicy,
      Override: true,
    });
    expect(headers.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(config().CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
    ]);
  });

  it('sends exactly the headers of the local server (edge/ securityHeaders)', () => {
    const { SecurityHeadersConfig: sec, CustomHeadersConfig: custom } = config();
    const hsts = sec.StrictTransportSecurity;
    const deployed: Record<string, string> = {
      'Strict-Transport-Security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; '),
      ...(sec.ContentTypeOptions ? { 'X-Content-Type-Options': 'nosniff' } : {}),
      'Referrer-Policy': sec.ReferrerPolicy.ReferrerPolicy,
      'X-Frame-Options': sec.FrameOptions.FrameOption,
      'Content-Security-Policy': sec.ContentSecurityPolicy.ContentSecurityPolicy,
      ...Object.fromEntries(
        custom.Items.map((h: { Header: string; Value: string }) => [h.Header, h.Value]),
      ),
    };
    expect(deployed).toEqual(securityHeaders);
  });

  it('is attached to the pages (the default behavior) only', () => {
    const config = distributionConfig();
    const page = { Ref: logicalId(s.stack, s.stack.site.responseHeadersPolicy) };
    const nonHtml = { Ref: logicalId(s.stack, s.stack.site.nonHtmlHeadersPolicy) };
    const admin = { Ref: logicalId(s.stack, s.stack.site.adminHeadersPolicy) };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(page);
    expect(config.CacheBehaviors.length).toBeGreaterThan(0);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(
        behavior.PathPattern === ADMIN_PATH_PATTERN ? admin : nonHtml,
      );
    }
  });
});

/** `policy` sends `headers`' CSP and otherwise exactly what the pages' policy sends. */
function expectPageHeadersWithCsp(
  policy: cloudfront.ResponseHeadersPolicy,
  headers: Readonly<Record<string, string>>,
) {
  const page = headersPolicy(s.stack.site.responseHeadersPolicy);
  const config = headersPolicy(policy);
  expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
    ContentSecurityPolicy: headers['Content-Security-Policy'],
    Override: true,
  });
  const withoutCsp = (c: Cfn) => ({
    ...c.SecurityHeadersConfig,
    ContentSecurityPolicy: undefined,
    custom: c.CustomHeadersConfig,
  });
  expect(withoutCsp(config)).toEqual(withoutCsp(page));
}

describe("headers of what is no page (default-src 'none')", () => {
  it("sends the local server's non-HTML headers: the page headers with a restrictive CSP", () => {
    expectPageHeadersWithCsp(s.stack.site.nonHtmlHeadersPolicy, nonHtmlSecurityHeaders);
  });

  it("covers /api/* first, then each file pattern, with the pages' origin, function and caching", () => {
    const config = distributionConfig();
    // /admin* last: CloudFront takes the first match, so the CMS's script stays a file.
    expect(config.CacheBehaviors.map((b: Cfn) => b.PathPattern)).toEqual([
      ...NON_HTML_PATH_PATTERNS,
      ADMIN_PATH_PATTERN,
    ]);
    const { ResponseHeadersPolicyId: _p, ...pageBehavior } = config.DefaultCacheBehavior;
    for (const behavior of config.CacheBehaviors.slice(1)) {
      const { ResponseHeadersPolicyId: _q, PathPattern: _r, ...fileBehavior } = behavior;
      expect(fileBehavior).toEqual(pageBehavior);
    }
  });
});

describe("headers of the editors' CMS at /admin*", () => {
  it("sends the local server's admin headers: the page headers with its own whole CSP", () => {
    expectPageHeadersWithCsp(s.stack.site.adminHeadersPolicy, adminSecurityHeaders);
  });
});

describe('/api/* behavior', () => {
  it('sends the forms to the HTTP API uncached, same-origin, HTTPS only, through the host rules', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b: Cfn) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: { Ref: only('AWS::CloudFront::OriginRequestPolicy').id },
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    // The pages' viewer-request function, for its host rules (a CMS host serves no form API).
    expect(api.FunctionAssociations).toEqual(config.DefaultCacheBehavior.FunctionAssociations);
    expect(api.FunctionAssociations).toHaveLength(1);

    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const httpApi = only('AWS::ApiGatewayV2::Api').id;
    expect(origin.DomainName).toEqual({
      'Fn::Join': [
        '',
        [{ Ref: httpApi }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }],
      ],
    });
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it("forwards the visitor's CloudFront-Viewer-Address and the headers the handlers read, not Host", () => {
    const policy = only('AWS::CloudFront::OriginRequestPolicy').props.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect([...policy.HeadersConfig.Headers].sort()).toEqual(
      [
        'CloudFront-Viewer-Address',
        'Content-Type',
        'Origin',
        'Sec-Fetch-Site',
        'User-Agent',
      ].sort(),
    );
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  });
});

describe('site upload', () => {
  it('leaves the upload to the publisher: no upload function, the bucket and distribution named', () => {
    // tools/pipeline/publish/publish.ts reads them from `cdk deploy --outputs-file`.
    expect(STACK_NAME).toBe('BridgeCityFitnessSite');
    expect(s.template.findOutputs('SiteBucketName').SiteBucketName?.Value).toEqual({
      Ref: logicalId(s.stack, s.stack.storage.siteBucket),
    });
    expect(s.template.findOutputs('DistributionId').DistributionId?.Value).toEqual({
      Ref: only('AWS::CloudFront::Distribution').id,
    });
    expect(Object.keys(s.template.findResources('Custom::CDKBucketDeployment'))).toEqual([]);
    expect(JSON.stringify(s.template.toJSON())).not.toMatch(/BucketDeployment|AwsCliLayer/);
  });
});

describe('form functions', () => {
  function functions(): [string, Cfn][] {
    const all = s.template.findResources('AWS::Lambda::Function');
    return FORM_KINDS.map((form) => {
      const id = logicalId(s.stack, s.stack.api.forms[form].function);
      return [id, all[id]!];
    });
  }

  it('are one Node.js 24 arm64 function per form, 256 MB, 15 s, reserved concurrency 5', () => {
    expect(functions()).toHaveLength(FORM_KINDS.length);
    for (const [, fn] of functions()) expect(fn.Properties.Runtime).toBe('nodejs24.x');
    for (const [, fn] of functions()) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 256,
        Timeout: 15,
        ReservedConcurrentExecutions: 5,
      });
    }
  });

  it('get exactly the settings the handlers read, and never the captcha secret', () => {
    const distribution = only('AWS::CloudFront::Distribution').id;
    for (const [index, [, fn]] of functions().entries()) {
      expect(fn.Properties.Environment.Variables).toEqual({
        // The tour handler checks requests against the club's hours in content.
        ...(FORM_KINDS[index] === 'tour'
          ? { TOUR_CALENDAR: JSON.stringify(contentTourCalendar()) }
          : {}),
        MAIL_RECIPIENT: 'info@example.com',
        MAIL_SENDER: 'website@example.com',
        MAIL_CONFIGURATION_SET: { Ref: logicalId(s.stack, s.stack.mail.configurationSet) },
        CAPTCHA_SECRET_PARAMETER: '/bridge-city-fitness/recaptcha-secret',
        ORIGIN_SECRET_ARN: { Ref: logicalId(s.stack, s.stack.originSecret) },
        ALLOWED_HOSTNAMES: { 'Fn::GetAtt': [distribution, 'DomainName'] },
        LEADS_TABLE: { Ref: logicalId(s.stack, s.stack.leads.table) },
        CONSENT_WORDING: contentConsentWording(),
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it('log to their own log group kept for a month', () => {
    for (const [, fn] of functions()) {
      const logGroup = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      const resource = s.template.findResources('AWS::Logs::LogGroup')[logGroup];
      expect(resource?.Properties.RetentionInDays).toBe(30);
    }
  });

  it('serve POST /api/<form> for each form, each its own function', () => {
    const routes = Object.values(s.template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(
      FORM_KINDS.map((form) => `POST /api/${form}`).sort(),
    );
    const integrations = s.template.findResources('AWS::ApiGatewayV2::Integration');
    const targets = new Set<string>();
    for (const form of FORM_KINDS) {
      const fn = logicalId(s.stack, s.stack.api.forms[form].function);
      const route = routes.find((r) => r.Properties.RouteKey === `POST /api/${form}`)!;
      const integrationId = (route.Properties.Target['Fn::Join'][1] as unknown[])[1] as {
        Ref: string;
      };
      const integration = integrations[integrationId.Ref]!.Properties;
      expect(integration).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fn, 'Arn'] },
      });
      targets.add(fn);
    }
    expect(targets.size).toBe(FORM_KINDS.length);
  });

  it('are bundled locally, each within its budget, with the AWS SDK left to the runtime', () => {
    const outdir = s.app.outdir;
    for (const [index, [, fn]] of functions().entries()) {
      const key = fn.Properties.Code.S3Key as string;
      const bundle = join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.js');
      expect(existsSync(bundle)).toBe(true);
      expect(statSync(bundle).size).toBeLessThanOrEqual(bundleBudget(FORM_KINDS[index]!));
      const code = readFileSync(bundle, 'utf8');
      expect(code).toContain('require("@aws-sdk/client-ses")');
      expect(code).toMatch(/sourceMappingURL=index\.js\.map/);
    }
  });
});

describe('HTTP API', () => {
  it('throttles its $default stage (10 requests/s, burst 20) and logs access', () => {
    const stage = only('AWS::ApiGatewayV2::Stage').props;
    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    });
    expect(stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][1]).toBe('Arn');
    expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });
});

describe('IAM', () => {
  function formPolicies(): { form: string; statements: Cfn[] }[] {
    return FORM_KINDS.map((form) => {
      const role = logicalId(s.stack, s.stack.api.forms[form].role);
      const policies = Object.values(
        s.template.findResources('AWS::IAM::Policy', {
          Properties: { Roles: [{ Ref: role }] },
        }),
      );
      expect(policies).toHaveLength(1);
      return { form, statements: policies[0]!.Properties.PolicyDocument.Statement };
    });
  }

  /** An SES ARN in this stack's account and region, ending in `resource`. */
  const sesArn = (...resource: unknown[]) => ({
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        ':ses:',
        { Ref: 'AWS::Region' },
        ':',
        { Ref: 'AWS::AccountId' },
        ...resource,
      ],
    ],
  });
  const identityArn = (identity: string) => sesArn(`:identity/${identity}`);
  const configurationSetArn = () =>
    sesArn(':configuration-set/', { Ref: logicalId(s.stack, s.stack.mail.configurationSet) });

  it('lets each function only send from the sender identity, read the one parameter and the origin secret, and store leads', () => {
    for (const { form, statements } of formPolicies()) {
      const logGroup = logicalId(s.stack, s.stack.api.forms[form as 'lead'].logGroup);
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
        },
        {
          Sid: 'SendFormMail',
          Effect: 'Allow',
          Action: 'ses:SendEmail',
          Resource: [
            configurationSetArn(),
            identityArn('example.com'),
            identityArn('website@example.com'),
          ],
          Condition: { StringEquals: { 'ses:FromAddress': 'website@example.com' } },
        },
        {
          Sid: 'ReadCaptchaSecret',
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
                ':parameter/bridge-city-fitness/recaptcha-secret',
              ],
            ],
          },
        },
        {
          Effect: 'Allow',
          Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
          Resource: { Ref: logicalId(s.stack, s.stack.originSecret) },
        },
        {
          Sid: 'StoreLeads',
          Effect: 'Allow',
          Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
          Resource: { 'Fn::GetAtt': [logicalId(s.stack, s.stack.leads.table), 'Arn'] },
        },
      ]);
    }
  });

  it('uses no wildcard resource and no managed policy for the form functions', () => {
    for (const { statements } of formPolicies()) {
      for (const statement of statements) {
        expect(JSON.stringify(statement.Resource)).not.toContain('*');
      }
    }
    for (const form of FORM_KINDS) {
      const role = logicalId(s.stack, s.stack.api.forms[form].role);
      const props = s.template.findResources('AWS::IAM::Role')[role]!.Properties;
      expect(props.ManagedPolicyArns).toBeUndefined();
      expect(props.Policies).toBeUndefined();
    }
  });
});

describe('alarms', () => {
  it('watch each function Errors and the API 5xx, notifying the SNS topic', () => {
    const topic = { Ref: only('AWS::SNS::Topic').id };
    const alarms = Object.values(s.template.findResources('AWS::CloudWatch::Alarm')).map(
      (a) => a.Properties,
    );
    // One per form, the retrier, the API, the lead table's three (infra/test/.../lead-store.test.ts),
    // and the mail and captcha alarms (infra/test/.../hardening.test.ts).
    expect(alarms).toHaveLength(FORM_KINDS.length + 10);
    const functions = [...FORM_KINDS.map((form) => s.stack.api.forms[form]), s.stack.retrier];
    for (const { function: lambdaFunction } of functions) {
      const fn = logicalId(s.stack, lambdaFunction);
      expect(alarms).toContainEqual(
        expect.objectContaining({
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn } }],
          Statistic: 'Sum',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [topic],
        }),
      );
    }
    expect(alarms).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/ApiGateway',
        MetricName: '5xx',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: only('AWS::ApiGatewayV2::Api').id } }],
        Threshold: 1,
        AlarmActions: [topic],
      }),
    );
  });

  it('publish to a topic that requires TLS, with no subscription unless alarmEmail is set', () => {
    s.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    s.template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('SES', () => {
  it('creates no identity without a hosted zone (the sender is verified by hand)', () => {
    s.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('reports no unsuppressed error', () => {
    expect(nagFindings(s.annotations).errors).toEqual([]);
  });

  it('reports no unsuppressed warning', () => {
    expect(nagFindings(s.annotations).warnings).toEqual([]);
  });

  it('gives every suppression a specific reason', () => {
    const metadata = JSON.stringify(s.template.toJSON());
    const reasons = [...metadata.matchAll(/"reason":"([^"]*)"/g)].map((m) => m[1]!);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(40);
  });
});
