#!/usr/bin/env node
// The CDK app (run by `cdk` through infra/cdk.json with tsx): reads the settings, runs the deploy
// checks unless synthOnly, builds the stacks (site-app.ts) and runs cdk-nag. See infra/README.md.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSiteConfig } from '../../content-library';
import { assertDeployable, DeployCheckError, SYNTH_ONLY_KEY } from '../lib/deploy-checks';
import { readSettings, SettingsError } from '../lib/settings';
import { addSiteStacks } from '../lib/site-app';
import { STACK_NAME } from '../lib/stack-outputs';

function main(): void {
  const app = new App();
  const settings = readSettings(app.node);
  const env = {
    account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
    region: process.env.CDK_DEFAULT_REGION || undefined,
  };
  // Every synth may be deployed (`cdk deploy`, `cdk diff`, the pipeline's synth) except the
  // offline read, `npm run synth`, which says so: no placeholder may go live.
  const synthOnly = String(app.node.tryGetContext(SYNTH_ONLY_KEY)) === 'true';
  if (!synthOnly) assertDeployable({ settings, region: env.region, ...readSiteConfig() });
  addSiteStacks(app, STACK_NAME, { settings, env });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  app.synth();
}

try {
  main();
} catch (error) {
  if (error instanceof SettingsError || error instanceof DeployCheckError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
