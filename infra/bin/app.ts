#!/usr/bin/env node
// The CDK app (run by `cdk` through infra/cdk.json with tsx). The stack is environment-agnostic:
// synth needs no credentials and makes no lookups; `cdk deploy` deploys to the account and
// region of the current AWS credentials. Settings come from context: see README.md.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings, SettingsError } from '../lib/settings';
import { SiteDirError, SiteStack } from '../lib/site-stack';
import { STACK_NAME } from '../lib/stack-outputs';

function main(): void {
  const app = new App();
  const settings = readSettings(app.node);
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
  if (error instanceof SettingsError || error instanceof SiteDirError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
