// The app's stacks, shared by bin/app.ts and the tests' synth: the site, its web ACL in us-east-1
// (CloudFront's only region for one) when the site is elsewhere, and the deploy access stack.
// An unknown region synthesizes without the ACL, and a deploy is refused (deploy-checks.ts).
import { Annotations, Stack, type App, type Environment } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { DEPLOY_ACCESS_STACK_NAME, DeployAccessStack } from './deploy-access-stack';
import { PERMISSIONS_BOUNDARY_NAME } from './deploy-execution-policy';
import type { SiteSettings } from './settings';
import { AlarmTopic } from './alarm-topic';
import { SiteFirewall } from './site-firewall';
import { SiteStack } from './site-stack';

/** The only region in which a web ACL for CloudFront can be created. */
export const WAF_REGION = 'us-east-1';

export interface SiteAppProps {
  readonly settings: SiteSettings;
  /** The deploy account and region; an unknown region leaves the stack without an ACL. */
  readonly env: Environment;
}

export interface SiteApp {
  readonly site: SiteStack;
  /** The web ACL's own us-east-1 stack, when the site is elsewhere. */
  readonly firewallStack?: Stack;
  readonly deployAccessStack?: DeployAccessStack;
}

export function addSiteStacks(app: App, id: string, props: SiteAppProps): SiteApp {
  const stacks = addSite(app, id, props);
  const targets = [stacks.site, ...(stacks.firewallStack ? [stacks.firewallStack] : [])];
  // Every role the site's stacks create carries the boundary, or the execution policy would
  // not let CloudFormation create it (deploy-execution-policy.ts).
  for (const stack of targets) {
    const name = PERMISSIONS_BOUNDARY_NAME;
    const boundary = iam.ManagedPolicy.fromManagedPolicyName(stack, 'PermissionsBoundary', name);
    iam.PermissionsBoundary.of(stack).apply(boundary);
  }
  const { settings, env } = props;
  if (settings.deployAccess === undefined) return stacks;
  const deployAccessStack = new DeployAccessStack(app, DEPLOY_ACCESS_STACK_NAME, {
    access: settings.deployAccess,
    settings,
    targets,
    env,
  });
  return { ...stacks, deployAccessStack };
}

function addSite(app: App, id: string, props: SiteAppProps): SiteApp {
  const { settings, env } = props;
  const region = env.region;
  if (region === undefined) {
    const site = new SiteStack(app, id, { settings });
    Annotations.of(site).addWarningV2(
      'bcf:no-region',
      'No deploy region known (set AWS_REGION or a profile region): synthesized WITHOUT the ' +
        'AWS WAF web ACL, which must be created in us-east-1. A deploy is refused.',
    );
    NagSuppressions.addResourceSuppressions(site.site.distribution, [
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'Only without a known region (offline synth): the web ACL is then left out and a ' +
          'deploy is refused (infra/lib/deploy-checks.ts); every deployable synth attaches it.',
      },
    ]);
    return { site };
  }
  // Elsewhere the web ACL has a stack of its own, with its own alarm topic: CloudWatch alarms
  // notify topics in their own region only.
  const firewallStack =
    region === WAF_REGION
      ? undefined
      : new Stack(app, `${id}-Waf`, {
          env: { account: env.account, region: WAF_REGION },
          crossRegionReferences: true,
          description: 'Bridge City Fitness website: AWS WAF web ACL for CloudFront (us-east-1)',
        });
  const crossRegionReferences = firewallStack !== undefined;
  const site = new SiteStack(app, id, { settings, env, crossRegionReferences });
  const topic =
    firewallStack === undefined
      ? site.alarms.topic
      : new AlarmTopic(
          firewallStack,
          'AlarmTopic',
          'Bridge City Fitness website alarms (AWS WAF)',
          settings.alarmEmail,
        );
  const firewall = new SiteFirewall(firewallStack ?? site, 'Firewall', { ...settings, topic });
  site.site.distribution.attachWebAclId(firewall.webAcl.attrArn);
  if (firewallStack !== undefined) site.addStackDependency(firewallStack);
  return { site, firewallStack };
}
