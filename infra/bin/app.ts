#!/usr/bin/env node
// The CDK app (run by `cdk` through infra/cdk.json with tsx). The stack is environment-agnostic:
// synth needs no credentials and makes no lookups; `cdk deploy` deploys to the account and
// region of the current AWS credentials. Settings come from context: see README.md.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadContent } from '../../scripts/content/load';
import { assertDeployable, DeployCheckError } from '../lib/deploy-checks';
import { readSettings, SettingsError } from '../lib/settings';
import { siteDirExists } from '../lib/site-deployment';
import { SiteDirError, SiteStack } from '../lib/site-stack';
import { STACK_NAME } from '../lib/stack-outputs';

function main(): void {
  const app = new App();
  const settings = readSettings(app.node);
  // A build to upload makes this a deploy: no placeholder may go live.
  if (siteDirExists(settings.siteDir)) {
    assertDeployable({ settings, recaptchaSiteKey: loadContent('site').recaptchaSiteKey ?? '' });
  }
  new SiteStack(app, STACK_NAME, {
    settings,
    description:
      'Bridge City Fitness website: S3 + CloudFront, form API (Lambda + SES), lead table, alarms',
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  app.synth();
}

try {
  main();
} catch (error) {
  // Print configuration mistakes as one clear message instead of a stack trace.
  if (
    error instanceof SettingsError ||
    error instanceof SiteDirError ||
    error instanceof DeployCheckError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
