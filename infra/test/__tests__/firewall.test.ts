// AWS WAF in front of CloudFront (a per-IP limit on /api/ and the AWS core
// rule set), and an API that only CloudFront can reach (execute-api endpoint off, a custom
// domain as CloudFront's origin). The stage throttling stays as the last line.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { BODY_RULES_COUNTED } from '../../lib/site-firewall';
import {
  logicalId,
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
  type Cfn,
  DOMAIN_CONTEXT,
} from '../synth';

const ACCOUNT = '123456789012';

afterAll(removeTemporaryDirs);

function only(template: Template, type: string): [string, Cfn] {
  const found = Object.entries(template.findResources(type));
  expect(found).toHaveLength(1);
  return found[0]!;
}

const distributionConfig = (template: Template) =>
  only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

function apiOrigin(template: Template) {
  const config = distributionConfig(template);
  const api = config.CacheBehaviors.find((b: Cfn) => b.PathPattern === '/api/*');
  return config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
}

function rule(template: Template, name: string): Cfn {
  const acl = only(template, 'AWS::WAFv2::WebACL')[1].Properties;
  const found = acl.Rules.find((r: Cfn) => r.Name === name);
  expect(found).toBeDefined();
  return found;
}

describe('deployed to us-east-1 with a domain and hosted zone', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize(
      { ...DOMAIN_CONTEXT, siteDir: makeSiteDir() },
      { account: ACCOUNT, region: 'us-east-1' },
    );
  });

  it('attaches a CLOUDFRONT web ACL from the same stack to the distribution', () => {
    const [acl, { Properties }] = only(s.template, 'AWS::WAFv2::WebACL');
    expect(Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    expect(distributionConfig(s.template).WebACLId).toEqual({ 'Fn::GetAtt': [acl, 'Arn'] });
    expect(s.firewall).toBeUndefined();
  });

  it('blocks an IP over 100 requests per 5 minutes, counting only URI paths under /api/', () => {
    expect(rule(s.template, 'ApiRateLimit')).toEqual({
      Name: 'ApiRateLimit',
      Priority: 0,
      Action: { Block: {} },
      VisibilityConfig: {
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
        MetricName: 'ApiRateLimit',
      },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: 100,
          EvaluationWindowSec: 300,
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/',
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
        },
      },
    });
  });

  it('holds forms posted without a script to 10 per IP per window, a tighter rule of their own', () => {
    const statement = rule(s.template, 'FormPostRateLimit').Statement.RateBasedStatement;
    expect(rule(s.template, 'FormPostRateLimit')).toMatchObject({
      Priority: 1,
      Action: { Block: {} },
    });
    expect(statement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: 10,
      EvaluationWindowSec: 300,
    });
    expect(statement.ScopeDownStatement.AndStatement.Statements).toEqual([
      expect.objectContaining({
        ByteMatchStatement: expect.objectContaining({ SearchString: '/api/' }),
      }),
      {
        ByteMatchStatement: {
          FieldToMatch: { SingleHeader: { Name: 'content-type' } },
          PositionalConstraint: 'CONTAINS',
          SearchString: 'application/x-www-form-urlencoded',
          TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
        },
      },
    ]);
  });

  it('applies the AWS core rule set, only counting the body rules a valid lead would trip', () => {
    expect(BODY_RULES_COUNTED).toContain('SizeRestrictions_BODY');
    const group = rule(s.template, 'AWSManagedRulesCommonRuleSet');
    expect(group).toMatchObject({
      Priority: 2,
      OverrideAction: { None: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: BODY_RULES_COUNTED.map((name) => ({
            Name: name,
            ActionToUse: { Count: {} },
          })),
        },
      },
    });
  });

  it('raises an alarm on the site topic when the rate rule blocks /api/ requests', () => {
    const alarms = Object.values(s.template.findResources('AWS::CloudWatch::Alarm')).map(
      (a) => a.Properties,
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/WAFV2',
        MetricName: 'BlockedRequests',
        Dimensions: expect.arrayContaining([
          { Name: 'Rule', Value: 'ApiRateLimit' },
          { Name: 'WebACL', Value: only(s.template, 'AWS::WAFv2::WebACL')[1].Properties.Name },
        ]),
        AlarmActions: [{ Ref: logicalId(s.stack, s.stack.alarms.topic) }],
      }),
    );
  });

  it('turns the execute-api endpoint off and keeps the stage throttling', () => {
    const [, api] = only(s.template, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    expect(only(s.template, 'AWS::ApiGatewayV2::Stage')[1].Properties.DefaultRouteSettings).toEqual(
      { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    );
  });

  it('serves the API on api-origin.<domainName>, a REGIONAL domain with a DNS-validated certificate', () => {
    const [certificate, cert] = only(s.template, 'AWS::CertificateManager::Certificate');
    expect(cert.Properties).toMatchObject({
      DomainName: 'api-origin.www.example.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'api-origin.www.example.com', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
      ],
    });
    const [domain, { Properties: domainProps }] = only(s.template, 'AWS::ApiGatewayV2::DomainName');
    expect(domainProps).toEqual({
      DomainName: 'api-origin.www.example.com',
      DomainNameConfigurations: [
        expect.objectContaining({
          CertificateArn: { Ref: certificate },
          EndpointType: 'REGIONAL',
          SecurityPolicy: 'TLS_1_2',
        }),
      ],
    });
    const [, mapping] = only(s.template, 'AWS::ApiGatewayV2::ApiMapping');
    expect(mapping.Properties).toEqual({
      ApiId: { Ref: only(s.template, 'AWS::ApiGatewayV2::Api')[0] },
      DomainName: { Ref: domain },
      Stage: '$default',
    });
    expect(mapping.DependsOn).toContain(only(s.template, 'AWS::ApiGatewayV2::Stage')[0]);
    const records = Object.values(s.template.findResources('AWS::Route53::RecordSet'))
      .map((r) => r.Properties)
      .filter((r) => r.Name === 'api-origin.www.example.com.');
    expect(records).toEqual([
      expect.objectContaining({
        Type: 'A',
        AliasTarget: expect.objectContaining({
          DNSName: { 'Fn::GetAtt': [domain, 'RegionalDomainName'] },
        }),
      }),
    ]);
  });

  it("points CloudFront's /api/* at the API's custom domain over HTTPS", () => {
    const origin = apiOrigin(s.template);
    expect(origin.DomainName).toBe('api-origin.www.example.com');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('reports no unsuppressed cdk-nag finding (CFR2 answered by the ACL, not suppressed)', () => {
    expect(nagFindings(s.annotations)).toEqual({ errors: [], warnings: [] });
    const suppressed = JSON.stringify(
      s.template.toJSON().Resources[only(s.template, 'AWS::CloudFront::Distribution')[0]].Metadata,
    );
    expect(suppressed).not.toContain('AwsSolutions-CFR2');
  });
});

describe('deployed to another region', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize(
      {
        ...DOMAIN_CONTEXT,
        siteDir: makeSiteDir(),
        wafApiRateLimit: '250',
        wafEvaluationWindowSeconds: '60',
      },
      { account: ACCOUNT, region: 'ca-central-1' },
    );
  });

  it('puts the web ACL in a us-east-1 stack and passes its ARN across regions', () => {
    expect(s.firewall?.stack.region).toBe('us-east-1');
    expect(s.template.findResources('AWS::WAFv2::WebACL')).toEqual({});
    const [, acl] = only(s.firewall!.template, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    // The site stack reads the ARN from the us-east-1 stack's output (cdk.json's weak references).
    expect(distributionConfig(s.template).WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({
        StackName: s.firewall!.stack.stackName,
        Region: 'us-east-1',
      }),
    });
    expect(s.stack.dependencies).toContain(s.firewall!.stack);
  });

  it('uses the configured limit and window', () => {
    expect(rule(s.firewall!.template, 'ApiRateLimit').Statement.RateBasedStatement).toMatchObject({
      Limit: 250,
      EvaluationWindowSec: 60,
    });
  });

  it('alarms on blocked /api/ requests through a us-east-1 topic that e-mails alarmEmail', () => {
    const [topic] = only(s.firewall!.template, 'AWS::SNS::Topic');
    const [, alarm] = only(s.firewall!.template, 'AWS::CloudWatch::Alarm');
    expect(alarm.Properties).toMatchObject({
      MetricName: 'BlockedRequests',
      AlarmActions: [{ Ref: topic }],
    });
    const [, subscription] = only(s.firewall!.template, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'alerts@example.com',
    });
  });

  it('reports no unsuppressed cdk-nag finding in either stack', () => {
    expect(nagFindings(s.annotations)).toEqual({ errors: [], warnings: [] });
    expect(nagFindings(s.firewall!.annotations)).toEqual({ errors: [], warnings: [] });
  });
});

describe('an offline synth (region unknown, no domain)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({ siteDir: makeSiteDir() });
  });

  it('has no ACL and says a deploy is refused; the API keeps its default endpoint', () => {
    expect(s.template.findResources('AWS::WAFv2::WebACL')).toEqual({});
    expect(distributionConfig(s.template).WebACLId).toBeUndefined();
    const warnings = s.annotations
      .findWarning('*', Match.anyValue())
      .map((w) => String(w.entry.data))
      .join('\n');
    expect(warnings).toContain('WITHOUT the AWS WAF web ACL');
    expect(warnings).toContain('default execute-api endpoint');
    const [, api] = only(s.template, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(false);
    expect(s.template.findResources('AWS::ApiGatewayV2::DomainName')).toEqual({});
  });
});
