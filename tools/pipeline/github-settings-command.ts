// `npm run pipeline -- github-settings apply|check`: GITHUB_REPOSITORY (OWNER/REPO), GITHUB_TOKEN
// (an admin's), MAINTAINERS (`Team:<id>` or `User:<id>`: the reviewers of production and who
// may push code). check exits 1 and lists each drift.
import { spawnSync } from 'node:child_process';
import { gitHubClientFromEnv, required } from './github';
import { desiredSettings, PUSH_RULESET, type Reviewer } from './github-settings';
import { applyPushRules, applySettings, checkSettings, hasPushRules } from './github-settings-api';

type Env = NodeJS.ProcessEnv;

/** The repository's top-level entries at HEAD. */
function topLevel(root: string) {
  const listing = spawnSync('git', ['ls-tree', '-z', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (listing.status !== 0) throw new Error(`git ls-tree failed: ${listing.stderr.trim()}`);
  return listing.stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, name] = line.split('\t') as [string, string];
      return { name, folder: meta.split(' ')[1] === 'tree' };
    });
}

function maintainers(env: Env): Reviewer {
  const match = /^(Team|User):(\d+)$/.exec(required(env, 'MAINTAINERS'));
  if (!match) throw new Error('MAINTAINERS must be Team:<id> or User:<id>');
  return { type: match[1] as Reviewer['type'], id: Number(match[2]) };
}

export async function githubSettings(
  action: string | undefined,
  env: Env = process.env,
  root = process.cwd(),
): Promise<boolean> {
  if (action !== 'apply' && action !== 'check') {
    throw new Error('Usage: npm run pipeline -- github-settings apply|check');
  }
  const api = gitHubClientFromEnv(env);
  const facts = { maintainers: maintainers(env), topLevel: topLevel(root) };
  const pushRules =
    action === 'apply'
      ? await applyPushRules(api, desiredSettings(facts))
      : await hasPushRules(api, PUSH_RULESET);
  if (!pushRules) {
    console.error(
      'No push rule keeps workflows and code to the maintainers (push rulesets need a private ' +
        'repository on a Team or Enterprise plan): every content save waits for a review.',
    );
  }
  const settings = desiredSettings({ ...facts, pushRules });
  if (action === 'apply') {
    await applySettings(api, settings);
    console.log('Applied the environments, the rulesets and the OIDC subject.');
  }
  const drift = await checkSettings(api, settings);
  for (const line of drift) console.error(`Drift: ${line}`);
  if (drift.length === 0) console.log('The repository’s settings are as committed.');
  return drift.length === 0;
}
