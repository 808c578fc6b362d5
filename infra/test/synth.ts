// The CDK tests' synth: the app as bin/app.ts builds it (cdk.json's flags, cdk-nag), offline,
// from a small fake build instead of public/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { INFRA_DIR, readSettings } from '../lib/settings';
import type { DeployAccessStack } from '../lib/deploy-access-stack';
import { addSiteStacks, type FirewallStack } from '../lib/site-app';
import type { SiteStack } from '../lib/site-stack';

/** The feature flags and settings of infra/cdk.json. */
export const CDK_JSON_CONTEXT: Record<string, unknown> = (
  JSON.parse(readFileSync(join(INFRA_DIR, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** The files of a minimal Gatsby build (paths relative to the site root). */
export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'index.html': '<!doctype html><title>Home</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'under_maintenance/index.html': '<!doctype html><title>Maintenance</title>',
  'classes/index.html': '<!doctype html><title>Classes</title>',
  'page-data/app-data.json': '{}',
  'static/0123abcd/x.jpg': 'jpeg',
  'app-0123456789abcdef0123.js': 'void 0;',
  'styles.0123456789abcdef0123.css': 'body{}',
  'favicon.svg': '<svg/>',
  'robots.txt': 'User-agent: *',
};

/** Temporary directories made by this module (fake builds, cloud assemblies). */
const temporary: string[] = [];

/** Removes every temporary directory made so far: call it in `afterAll`. */
export function removeTemporaryDirs(): void {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes a fake build into a new temporary directory and returns its path. */
export function makeSiteDir(files: Readonly<Record<string, string>> = FIXTURE_FILES): string {
  const dir = mkdtempSync(join(tmpdir(), 'bcf-site-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

export interface Synthesized {
  app: App;
  stack: SiteStack;
  template: Template;
  annotations: Annotations;
  /** The us-east-1 stack with the web ACL, when `region` is another. */
  firewall?: { stack: FirewallStack; template: Template; annotations: Annotations };
  /** The GitHub Actions deploy role's stack, when the context sets `githubRepository`. */
  deployAccess?: { stack: DeployAccessStack; template: Template; annotations: Annotations };
}

/**
 * Builds the app with `context` on top of cdk.json's, cdk-nag applied as in bin/app.ts. Without
 * `env`, account and region are unknown, as in an offline `npm run synth` (no web ACL); the WAF
 * tests give a region (us-east-1: the ACL in the site stack; another: in a us-east-1 stack).
 * The functions are bundled with esbuild only when `bundle` says so (the test of the bundles):
 * the template is the same without, and the other synths take a fraction of the time. `id` is
 * the site stack's name (the IAM simulation names resources as the deployed stack's).
 */
export function synthesize(
  context: Record<string, unknown>,
  env: { account?: string; region?: string } = {},
  { bundle = false, id = 'TestSite' }: { bundle?: boolean; id?: string } = {},
): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'bcf-cdk.out-'));
  temporary.push(outdir);
  // The CLI's own switch (`cdk synth --exclusively`): no stack is bundled when the list is empty.
  const bundling = bundle ? {} : { 'aws:cdk:bundling-stacks': [] };
  // The CLI's report of the annotations would print them: the tests assert on them instead.
  const quiet = { '@aws-cdk/core:annotationsInValidationReport': false };
  const app = new App({
    outdir,
    context: { ...CDK_JSON_CONTEXT, ...bundling, ...quiet, ...context },
  });
  const {
    site: stack,
    firewallStack,
    deployAccessStack,
  } = addSiteStacks(app, id, {
    settings: readSettings(app.node),
    env,
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, reports: false }));
  const template = Template.fromStack(stack);
  const annotations = Annotations.fromStack(stack);
  return {
    app,
    stack,
    template,
    annotations,
    ...(firewallStack !== undefined
      ? {
          firewall: {
            stack: firewallStack,
            template: Template.fromStack(firewallStack),
            annotations: Annotations.fromStack(firewallStack),
          },
        }
      : {}),
    ...(deployAccessStack !== undefined
      ? {
          deployAccess: {
            stack: deployAccessStack,
            template: Template.fromStack(deployAccessStack),
            annotations: Annotations.fromStack(deployAccessStack),
          },
        }
      : {}),
  };
}

/** The template's logical id of a construct's CloudFormation resource. */
export function logicalId(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as never);
}

/** cdk-nag findings that are not suppressed (errors, then warnings), as "finding at path". */
export function nagFindings(annotations: Annotations): { errors: string[]; warnings: string[] } {
  const nag = Match.stringLikeRegexp('AwsSolutions-.*');
  const describe = (m: SynthesisMessage) => `${String(m.entry.data).split('\n')[0]} at ${m.id}`;
  return {
    errors: annotations.findError('*', nag).map(describe),
    warnings: annotations.findWarning('*', nag).map(describe),
  };
}

/** One resource of a synthesized template, as `Template.findResources` returns it. */
export type Cfn = ReturnType<Template['findResources']>[string];

/** Every statement of the IAM policies attached to the role `roleId` (its logical id). */
export function roleStatements(template: Template, roleId: string): Cfn[] {
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Cfn[]);
}

/** An ACM certificate ARN in us-east-1, for the custom-domain variants. */
export const CERTIFICATE_ARN =
  'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1234-5678-9abc-0123456789ab';

/** A deployable custom-domain setup: domain, its certificate, a hosted zone and an alarm address. */
export const DOMAIN_CONTEXT = {
  domainName: 'www.example.com',
  certificateArn: CERTIFICATE_ARN,
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'example.com',
  alarmEmail: 'alerts@example.com',
};

/**
 * The most bytes a handler's bundle may have, so cold starts stay short: 112 KB, and 115 KB for
 * the tour request's, which also carries the club's hours and holidays (about 3 KB).
 */
export const bundleBudget = (handler: string) => (handler === 'tour' ? 115 : 112) * 1024;
