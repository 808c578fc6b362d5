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
import { addSiteStacks, type SiteApp } from '../lib/site-app';
import type { SiteStack } from '../lib/site-stack';

const CDK_JSON_CONTEXT: Record<string, unknown> = (
  JSON.parse(readFileSync(join(INFRA_DIR, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

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

const temporary: string[] = [];

/** Call it in `afterAll`. */
export function removeTemporaryDirs(): void {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function makeSiteDir(files: Readonly<Record<string, string>> = FIXTURE_FILES): string {
  const dir = mkdtempSync(join(tmpdir(), 'bcf-site-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

type Synth<S> = { stack: S; template: Template; annotations: Annotations };
const synthOf = <S extends Stack>(stack: S): Synth<S> => ({
  stack,
  template: Template.fromStack(stack),
  annotations: Annotations.fromStack(stack),
});

export interface Synthesized extends Synth<SiteStack> {
  app: App;
  firewall?: Synth<Stack>;
  deployAccess?: Synth<DeployAccessStack>;
}

/**
 * The app with `context` on top of cdk.json's. Without `env`, as an offline `npm run synth`
 * (no web ACL). Bundling (slow) only when `bundle` says so: the template is the same without.
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
  // CDK announces each function it bundles on stderr: not news in a passing test.
  const announce = bundle ? jest.spyOn(process.stderr, 'write').mockReturnValue(true) : undefined;
  let stacks: SiteApp;
  try {
    stacks = addSiteStacks(app, id, { settings: readSettings(app.node), env });
  } finally {
    announce?.mockRestore();
  }
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, reports: false }));
  return {
    app,
    ...synthOf(stacks.site),
    firewall: stacks.firewallStack && synthOf(stacks.firewallStack),
    deployAccess: stacks.deployAccessStack && synthOf(stacks.deployAccessStack),
  };
}

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
  const attached = { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } };
  return Object.values(template.findResources('AWS::IAM::Policy', attached)).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as Cfn[],
  );
}

export const CERTIFICATE_ARN =
  'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1234-5678-9abc-0123456789ab';

export const DOMAIN_CONTEXT = {
  domainName: 'www.example.com',
  certificateArn: CERTIFICATE_ARN,
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'example.com',
  alarmEmail: 'alerts@example.com',
};

/** Short cold starts; the tour's also carries the club's hours and holidays (about 3 KB). */
export const bundleBudget = (handler: string) => (handler === 'tour' ? 115 : 112) * 1024;
