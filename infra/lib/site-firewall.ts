// The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT: created in us-east-1, wherever the
// site is; site-app.ts places it). Its rules and why: infra/docs/security.md#aws-waf.
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../contracts/paths';
import type { SiteSettings } from './settings';
import type { AlarmTopic } from './alarm-topic';

/** The rules' names, which are also their CloudWatch metric names (dimension `Rule`). */
export const WAF_RULES = {
  apiRateLimit: 'ApiRateLimit',
  formPostRateLimit: 'FormPostRateLimit',
  commonRuleSet: 'AWSManagedRulesCommonRuleSet',
} as const;

/** Core rules that would block a valid lead (a long non-ASCII message, quoted markup): counted. */
export const BODY_RULES_COUNTED: readonly string[] = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
];

/** Also the CloudWatch dimension `WebACL` of its metrics. */
export const WEB_ACL_NAME = 'bridge-city-fitness-web-acl';

const apiPath: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: API_PREFIX,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

const formPost: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { singleHeader: { Name: 'content-type' } },
    positionalConstraint: 'CONTAINS',
    searchString: 'application/x-www-form-urlencoded',
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

export interface SiteFirewallProps extends Pick<
  SiteSettings,
  'wafApiRateLimit' | 'wafEvaluationWindowSeconds'
> {
  /** Told when an IP is blocked on /api/: a topic in us-east-1, where the ACL's metrics are. */
  readonly topic: AlarmTopic;
}

export class SiteFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    const perIp = (
      name: string,
      priority: number,
      limit: number,
      scopeDownStatement: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      visibilityConfig: visibility(name),
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit,
          evaluationWindowSec: props.wafEvaluationWindowSeconds,
          scopeDownStatement,
        },
      },
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: WEB_ACL_NAME,
      description: `Bridge City Fitness: per-IP rate limit on ${API_PREFIX}, AWS core rule set`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_NAME),
      rules: [
        perIp(WAF_RULES.apiRateLimit, 0, props.wafApiRateLimit, apiPath),
        // Forms posted without a script one IP may send per window: AWS's minimum.
        perIp(WAF_RULES.formPostRateLimit, 1, 10, {
          andStatement: { statements: [apiPath, formPost] },
        }),
        {
          name: WAF_RULES.commonRuleSet,
          priority: 2,
          overrideAction: { none: {} },
          visibilityConfig: visibility(WAF_RULES.commonRuleSet),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: BODY_RULES_COUNTED.map((name) => ({
                name,
                actionToUse: { count: {} },
              })),
            },
          },
        },
      ],
    });
    // CloudFront ACLs publish their metrics in us-east-1, without `Region`.
    props.topic.watch(
      this,
      'BlockedApiRequests',
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: WEB_ACL_NAME, Rule: WAF_RULES.apiRateLimit },
        statistic: cloudwatch.Stats.SUM,
      }),
      `AWS WAF blocked requests to ${API_PREFIX} from an IP over wafApiRateLimit: a flood, or (if ` +
        'visitors complain) a limit too low. See the web ACL sampled requests.',
    );
  }
}
