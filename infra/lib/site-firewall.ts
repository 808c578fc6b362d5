// The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT: created in us-east-1, wherever the
// site is; site-app.ts places it). Its rules and why: infra/docs/security.md#aws-waf.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../contracts/paths';
import type { WafEvaluationWindow } from './settings';

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

/** Forms posted without a script one IP may send per window: AWS's minimum. */
export const FORM_POST_RATE_LIMIT = 10;

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

export interface SiteFirewallProps {
  /** Requests one IP may send to /api/ per window. */
  readonly rateLimit: number;
  readonly evaluationWindowSeconds: WafEvaluationWindow;
  readonly metricPrefix: string;
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

export class SiteFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** Also the web ACL's name, so the CloudWatch dimension `WebACL` is the same either way. */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    this.metricName = `${props.metricPrefix}-web-acl`;
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
          evaluationWindowSec: props.evaluationWindowSeconds,
          scopeDownStatement,
        },
      },
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: this.metricName,
      description: `Bridge City Fitness: per-IP rate limit on ${API_PREFIX}, AWS core rule set`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      rules: [
        perIp(WAF_RULES.apiRateLimit, 0, props.rateLimit, apiPath),
        perIp(WAF_RULES.formPostRateLimit, 1, FORM_POST_RATE_LIMIT, {
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
  }

  /** Requests the rate rule blocked (CloudFront ACLs publish in us-east-1, without `Region`). */
  metricBlockedApiRequests(): cloudwatch.Metric {
    return new cloudwatch.Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: this.metricName, Rule: WAF_RULES.apiRateLimit },
      statistic: cloudwatch.Stats.SUM,
      period: Duration.minutes(5),
    });
  }

  /** An IP was blocked on /api/; `action` notifies a topic in us-east-1. */
  addBlockedApiAlarm(action: cloudwatch.IAlarmAction): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, 'BlockedApiRequests', {
      metric: this.metricBlockedApiRequests(),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription:
        `AWS WAF blocked requests to ${API_PREFIX} from an IP over wafApiRateLimit: a flood, or (if ` +
        'visitors complain) a limit too low. See the web ACL sampled requests.',
    });
    alarm.addAlarmAction(action);
    return alarm;
  }
}
