// The stack under non-default context: a custom domain with a hosted zone, maintenance mode,
// the SES sandbox and other limits. (Function bundles are cached between the synths of this file,
// so each extra stack costs little.)
import { runInNewContext } from 'node:vm';
import type { Template } from 'aws-cdk-lib/assertions';
import { viewerRequestEvent, viewerRequestSource } from '../../../edge';
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import {
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
  type Cfn,
  CERTIFICATE_ARN,
  DOMAIN_CONTEXT,
} from '../synth';

afterAll(removeTemporaryDirs);

function resources(template: Template, type: string): [string, Cfn][] {
  return Object.entries(template.findResources(type));
}

function only(template: Template, type: string): [string, Cfn] {
  const found = resources(template, type);
  expect(found).toHaveLength(1);
  return found[0]!;
}

function functionCode(template: Template): string {
  return only(template, 'AWS::CloudFront::Function')[1].Properties.FunctionCode;
}

function formEnvironments(template: Template): Record<string, unknown>[] {
  return resources(template, 'AWS::Lambda::Function')
    .filter(([, fn]) => fn.Properties.Runtime === 'nodejs24.x')
    .map(([, fn]) => fn.Properties.Environment.Variables)
    .filter((env) => 'CAPTCHA_SECRET_PARAMETER' in env);
}

describe('with a custom domain and hosted zone', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({ ...DOMAIN_CONTEXT, siteDir: makeSiteDir() });
  });

  it('serves the domain with the certificate and TLS 1.2_2021 at least', () => {
    const config = only(s.template, 'AWS::CloudFront::Distribution')[1].Properties
      .DistributionConfig;
    expect(config.Aliases).toEqual(['www.example.com']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERTIFICATE_ARN,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('points A and AAAA alias records at the distribution', () => {
    const [distribution] = only(s.template, 'AWS::CloudFront::Distribution');
    const records = resources(s.template, 'AWS::Route53::RecordSet')
      .map(([, r]) => r.Properties)
      .filter((r) => r.AliasTarget !== undefined && r.Name === 'www.example.com.');
    expect(records.map((r) => r.Type).sort()).toEqual(['A', 'AAAA']);
    for (const record of records) {
      expect(record).toMatchObject({
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        Name: 'www.example.com.',
        AliasTarget: { DNSName: { 'Fn::GetAtt': [distribution, 'DomainName'] } },
      });
    }
  });

  it('accepts reCAPTCHA tokens from the domain only', () => {
    for (const env of formEnvironments(s.template)) {
      expect(env.ALLOWED_HOSTNAMES).toBe('www.example.com');
    }
    expect(s.template.toJSON().Outputs.SiteUrl.Value).toBe('https://www.example.com');
  });

  it('creates the sender domain identity with Easy DKIM records in the zone', () => {
    const [identity, resource] = only(s.template, 'AWS::SES::EmailIdentity');
    expect(resource.Properties.EmailIdentity).toBe('example.com');
    expect(resource.Properties.DkimSigningAttributes).toBeUndefined(); // Easy DKIM, not BYODKIM
    const dkim = resources(s.template, 'AWS::Route53::RecordSet')
      .map(([, r]) => r.Properties)
      .filter((r) => r.Type === 'CNAME');
    expect(dkim).toHaveLength(3);
    for (const [i, record] of dkim.entries()) {
      expect(record).toMatchObject({
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        Name: { 'Fn::GetAtt': [identity, `DkimDNSTokenName${i + 1}`] },
        ResourceRecords: [{ 'Fn::GetAtt': [identity, `DkimDNSTokenValue${i + 1}`] }],
      });
    }
  });

  it('allows sending only through that identity (or the sender address identity)', () => {
    const [identity] = only(s.template, 'AWS::SES::EmailIdentity');
    const sesStatements = resources(s.template, 'AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Cfn[])
      .filter((st) => st.Sid === 'SendFormMail');
    expect(sesStatements).toHaveLength(FORM_KINDS.length + 1); // the forms and the retrier
    for (const statement of sesStatements) {
      expect(statement.Action).toBe('ses:SendEmail');
      const [configurationSet, domain, address] = statement.Resource.map(
        (r: Cfn) => r['Fn::Join'][1],
      );
      expect(statement.Resource).toHaveLength(3);
      expect(configurationSet).toEqual(expect.arrayContaining([':configuration-set/']));
      expect(domain).toEqual(expect.arrayContaining([':identity/', { Ref: identity }]));
      expect(address.at(-1)).toBe(':identity/website@example.com');
      expect(statement.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'website@example.com' },
      });
    }
  });

  it('e-mails alarms to alarmEmail', () => {
    const [topic] = only(s.template, 'AWS::SNS::Topic');
    expect(only(s.template, 'AWS::SNS::Subscription')[1].Properties).toEqual({
      Protocol: 'email',
      Endpoint: 'alerts@example.com',
      TopicArn: { Ref: topic },
    });
  });

  it('passes cdk-nag without the default-certificate suppression', () => {
    expect(nagFindings(s.annotations)).toEqual({ errors: [], warnings: [] });
    expect(JSON.stringify(s.template.toJSON())).not.toContain('AwsSolutions-CFR4');
  });
});

describe('maintenance mode', () => {
  let normal: Synthesized;
  let maintenance: Synthesized;
  beforeAll(() => {
    const siteDir = makeSiteDir();
    normal = synthesize({ siteDir, maintenance: 'false' });
    maintenance = synthesize({ siteDir, maintenance: 'true' });
  });

  it('deploys the function code with the maintenance flag set', () => {
    expect(functionCode(maintenance.template)).toBe(viewerRequestSource({ maintenance: true }));
    expect(functionCode(normal.template)).toBe(viewerRequestSource({ maintenance: false }));
    expect(functionCode(maintenance.template)).not.toBe(functionCode(normal.template));
  });

  it('serves the maintenance page on page routes and leaves files alone', () => {
    const handler = runInNewContext(`${functionCode(maintenance.template)}\n;handler;`, {}) as (
      e: unknown,
    ) => { uri: string };
    const rewrite = (uri: string) => handler(viewerRequestEvent(uri)).uri;
    expect(rewrite('/')).toBe('/under_maintenance/index.html');
    expect(rewrite('/membership/')).toBe('/under_maintenance/index.html');
    expect(rewrite('/styles.0123456789abcdef0123.css')).toBe('/styles.0123456789abcdef0123.css');
  });

  it('changes nothing else: same error pages, same behaviors', () => {
    const config = (s: Synthesized) => {
      const { DistributionConfig } = only(s.template, 'AWS::CloudFront::Distribution')[1]
        .Properties;
      return {
        errors: DistributionConfig.CustomErrorResponses,
        behaviors: DistributionConfig.CacheBehaviors,
      };
    };
    expect(config(maintenance)).toEqual(config(normal));
    expect(nagFindings(maintenance.annotations)).toEqual({ errors: [], warnings: [] });
  });
});

describe('other context values', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({
      siteDir: makeSiteDir(),
      sesSandbox: 'true',
      recipientEmail: 'owner@club.example.org',
      senderEmail: 'forms@club.example.org',
      captchaSecretParameterName: 'recaptcha-secret',
      allowedHostnames: 'club.example.org, www.club.example.org',
      apiRateLimit: '2.5',
      apiBurstLimit: '5',
      reservedConcurrency: 'none',
    });
  });

  it('also allows the recipient identity while SES is in the sandbox', () => {
    const statements = resources(s.template, 'AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Cfn[])
      .filter((st) => st.Sid === 'SendFormMail');
    expect(statements).toHaveLength(FORM_KINDS.length + 1); // the forms and the retrier
    for (const statement of statements) {
      const identities = statement.Resource.slice(1).map((r: Cfn) => r['Fn::Join'][1].at(-1));
      expect(identities).toEqual([
        ':identity/club.example.org',
        ':identity/forms@club.example.org',
        ':identity/owner@club.example.org',
      ]);
      expect(statement.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'forms@club.example.org' },
      });
    }
  });

  it('passes the settings to the functions and the stage', () => {
    for (const env of formEnvironments(s.template)) {
      expect(env).toMatchObject({
        MAIL_RECIPIENT: 'owner@club.example.org',
        MAIL_SENDER: 'forms@club.example.org',
        CAPTCHA_SECRET_PARAMETER: 'recaptcha-secret',
        ALLOWED_HOSTNAMES: 'club.example.org,www.club.example.org',
      });
    }
    const parameterArns = resources(s.template, 'AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Cfn[])
      .filter((st) => st.Sid === 'ReadCaptchaSecret')
      .map((st) => st.Resource['Fn::Join'][1].at(-1));
    expect(parameterArns).toEqual(Array(FORM_KINDS.length).fill(':parameter/recaptcha-secret'));
    expect(only(s.template, 'AWS::ApiGatewayV2::Stage')[1].Properties.DefaultRouteSettings).toEqual(
      { ThrottlingRateLimit: 2.5, ThrottlingBurstLimit: 5 },
    );
  });

  it('leaves concurrency unreserved with reservedConcurrency=none', () => {
    for (const [, fn] of resources(s.template, 'AWS::Lambda::Function')) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});
