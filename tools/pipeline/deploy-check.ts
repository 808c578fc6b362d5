// `npm run pipeline -- deploy-check [FILE]`: the deploy checks (infra/lib/deploy-checks.ts) with
// the settings of infra/cdk.json, as the CDK app runs them before a synth; the content lane
// publishes files, not a stack. FILE gets the refusals as JSON, for notify.ts to quote.
import fs from 'node:fs';
import path from 'node:path';
import { DeployCheckError, assertDeployable } from '../../infra/lib/deploy-checks';
import { parseSettings } from '../../infra/lib/settings';
import { readSiteConfig } from '../../content-library';

export function deployCheck(env = process.env, root = process.cwd(), report?: string) {
  // The context `cdk` reads: cdk.json's, then cdk.context.json's over it.
  type Context = Record<string, unknown>;
  const read = (name: string): Context => {
    const file = path.join(root, 'infra', name);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Context) : {};
  };
  const context: Context = {
    ...((read('cdk.json').context as Context | undefined) ?? {}),
    ...read('cdk.context.json'),
  };
  try {
    assertDeployable({
      settings: parseSettings((key) => context[key]),
      region: env.AWS_REGION || undefined,
      ...readSiteConfig(undefined, env),
    });
  } catch (error) {
    if (!(error instanceof DeployCheckError)) throw error;
    console.error(`\n${error.message}\n`);
    if (report) {
      fs.mkdirSync(path.dirname(report), { recursive: true });
      fs.writeFileSync(report, JSON.stringify(error.problems));
    }
    return false;
  }
  console.log('The deploy checks pass.');
  return true;
}
