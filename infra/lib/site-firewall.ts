// The AWS WAF web ACL in front of the CloudFront distribution. A web ACL
// for CloudFront (scope CLOUDFRONT) must be created in us-east-1, whatever region the rest of
// the site is in: see infra/lib/site-app.ts for where it is placed.
//
// Rules, in order:
// 1. ApiRateLimit: a visitor's IP that sends more than `rateLimit` requests to /api/ within the
//    evaluation window is blocked (for /api/ only) until its rate falls again. The stage
//    throttling of the HTTP API (apiRateLimit/apiBurstLimit) stays as the last, shared line.
// 2. FormPostRateLimit: the same for forms posted without a script (urlencoded), held to
//    FORM_POST_RATE_LIMIT: a person sends a form or two, and such posts skip the bot check.
// 3. AWSManagedRulesCommonRuleSet (the core rule set), blocking, with two rules set to Count
//    (see BODY_RULES_COUNTED).
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

/**
 * Rules of the core rule set that would block a legitimate lead, so they only count:
 * - SizeRestrictions_BODY blocks any body over 8 KB. A form's message may hold 5,000 characters
 *   of non-ASCII text (up to ~20 KB of UTF-8, ~32 KB for all fields at their limits: MAX_BODY_BYTES
 *   in lambda/lib/http.ts), so a valid lead in Cree, Ukrainian or emoji would be refused. The
 *   handler limits the body itself (413) and the schema every field.
 * - CrossSiteScripting_BODY matches markup-like text (`<b onclick=`, `<script>`), which a visitor
 *   may quote or paste in a message. The handler never renders a lead as HTML: mail text is
 *   escaped and the lead is stored as data, so the rule protects nothing here and could only
 *   lose a lead.
 * The other rules inspect what a browser posting our forms never sends (no User-Agent, bad-bot
 * agents, oversized query strings, cookies or URIs, local/remote file inclusion, EC2 metadata
 * addresses, restricted extensions) and stay blocking.
 */
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
  /** Requests one IP may send to /api/ per window (AWS minimum: 10). */
  readonly rateLimit: number;
  /** The rate-based rule's evaluation window, in seconds. */
  readonly evaluationWindowSeconds: WafEvaluationWindow;
  /** Prefix of the CloudWatch metric names. */
  readonly metricPrefix: string;
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

/** The web ACL (scope CLOUDFRONT): create it in a us-east-1 stack. */
export class SiteFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The web ACL's metric name (CloudWatch dimension `WebACL`). */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    this.metricName = `${props.metricPrefix}-web-acl`;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      // Named like its metric, so the CloudWatch dimension `WebACL` is the same either way.
      name: this.metricName,
      description: `Bridge City Fitness: per-IP rate limit on ${API_PREFIX}, AWS core rule set`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      rules: [
        {
          name: WAF_RULES.apiRateLimit,
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility(WAF_RULES.apiRateLimit),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.rateLimit,
              evaluationWindowSec: props.evaluationWindowSeconds,
              scopeDownStatement: apiPath,
            },
          },
        },
        {
          name: WAF_RULES.formPostRateLimit,
          priority: 1,
          action: { block: {} },
          visibilityConfig: visibility(WAF_RULES.formPostRateLimit),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: FORM_POST_RATE_LIMIT,
              evaluationWindowSec: props.evaluationWindowSeconds,
              scopeDownStatement: { andStatement: { statements: [apiPath, formPost] } },
            },
          },
        },
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

  /**
   * An alarm when an IP was blocked on /api/ (a flood, or a limit too low for real visitors).
   * `action` must notify a topic in the ACL's region (us-east-1).
   */
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
