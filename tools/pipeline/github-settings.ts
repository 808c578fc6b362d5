// `npm run pipeline -- github-settings apply|check`: the repository's settings the pipeline's
// safety rests on (environments, rulesets, the OIDC subject), with an admin's GITHUB_TOKEN and
// MAINTAINERS (`Team:<id>` or `User:<id>`: the reviewers, and who may push code).
import { spawnSync } from 'node:child_process';
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  MAIN_BRANCH,
  OIDC_SUBJECT_CLAIM_KEYS,
} from '../../contracts/pipeline';
import { GitHubApiError, gitHubClientFromEnv, required, type GitHubClient } from './github';

const PUSH_RULESET = 'Pushes of anything but content by maintainers only';
/** The Dependabot GitHub App, as a ruleset names it. */
const DEPENDABOT_APP_ID = 29110;
/** What tools read as code or configuration; never an editor's, wherever it is under content/. */
const TOOL_FILES = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts', 'tsx', 'json', 'json5', 'md'];

type Reviewer = { type: 'Team' | 'User'; id: number };
type Environment = { name: string; reviewers: Reviewer[] };
type Ruleset = { name: string; target: 'branch' | 'push' } & Record<string, unknown>;
type Settings = { environments: Environment[]; rulesets: Ruleset[] };

/**
 * The paths only maintainers may push, as far as a ruleset can say it (fnmatch, no negation):
 * every file at the root, every dotfile and dot-folder, node_modules/ and every top-level folder
 * but content/ (a folder made later is the workflow's to refuse: .github/lane.mjs),
 * content/schema/, and tool files anywhere under content/.
 */
export function restrictedPaths(topFolders: string[]): string[] {
  const folders = topFolders.filter((name) => name !== 'content').map((name) => `${name}/**`);
  const dotted = ['.*', '**/.*', '**/.*/**']; // `*` and `**` skip names that start with a dot
  const inContent = TOOL_FILES.map((ext) => `content/**/*.${ext}`);
  return [
    ...new Set(['*', ...dotted, 'node_modules/**', 'content/schema/**', ...inContent, ...folders]),
  ].sort();
}

/**
 * `pushRules: false` when the plan has none (GitHub offers them to private and internal
 * repositories on Team and Enterprise plans): with nothing keeping workflows to maintainers, a
 * save then waits for a maintainer's review in `content` too.
 */
function desiredSettings(maintainers: Reviewer, topFolders: string[], pushRules: boolean) {
  // `review` comes before anything of a push with code runs, `production` before it reaches AWS.
  const reviewed = (name: string, needed = true) => ({
    name,
    reviewers: needed ? [maintainers] : [],
  });
  const push: Ruleset = {
    name: PUSH_RULESET,
    target: 'push',
    enforcement: 'active',
    rules: [
      {
        type: 'file_path_restriction',
        parameters: { restricted_file_paths: restrictedPaths(topFolders) },
      },
    ],
    bypass_actors: [
      { actor_id: maintainers.id, actor_type: maintainers.type, bypass_mode: 'always' },
      // Its update branches change package.json and the actions; a maintainer merges them.
      { actor_id: DEPENDABOT_APP_ID, actor_type: 'Integration', bypass_mode: 'always' },
    ],
  };
  const main: Ruleset = {
    name: 'main: no deletion, no force push',
    target: 'branch',
    enforcement: 'active',
    conditions: { ref_name: { include: [`refs/heads/${MAIN_BRANCH}`], exclude: [] } },
    rules: [{ type: 'deletion' }, { type: 'non_fast_forward' }],
    bypass_actors: [],
  };
  return {
    environments: [
      reviewed(DEPLOY_ENVIRONMENT),
      reviewed('review'),
      reviewed(CONTENT_ENVIRONMENT, !pushRules),
    ],
    rulesets: pushRules ? [main, push] : [main],
  };
}

const env = (name: string) => `/environments/${encodeURIComponent(name)}`;
type Policies = { branch_policies: { id: number; name: string }[] };
const branchPolicies = async (api: GitHubClient, name: string) =>
  (await api<Policies>('GET', `${env(name)}/deployment-branch-policies`)).branch_policies;
const rulesets = (api: GitHubClient) =>
  api<{ id: number; name: string }[]>('GET', '/rulesets?includes_parents=false');

/** Writes a ruleset, in place of the one of its name if there is one. */
async function putRuleset(api: GitHubClient, ruleset: Ruleset) {
  const found = (await rulesets(api)).find((r) => r.name === ruleset.name);
  if (found) await api('PUT', `/rulesets/${found.id}`, ruleset);
  else await api('POST', '/rulesets', ruleset);
}

async function applySettings(api: GitHubClient, settings: Settings): Promise<void> {
  for (const e of settings.environments) {
    await api('PUT', env(e.name), {
      reviewers: e.reviewers,
      prevent_self_review: e.reviewers.length > 0,
      can_admins_bypass: false,
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    const policies = await branchPolicies(api, e.name);
    for (const policy of policies.filter((p) => p.name !== MAIN_BRANCH)) {
      await api('DELETE', `${env(e.name)}/deployment-branch-policies/${policy.id}`);
    }
    if (!policies.some((p) => p.name === MAIN_BRANCH)) {
      await api('POST', `${env(e.name)}/deployment-branch-policies`, {
        name: MAIN_BRANCH,
        type: 'branch',
      });
    }
  }
  for (const ruleset of settings.rulesets) await putRuleset(api, ruleset);
  await api('PUT', '/actions/oidc/customization/sub', {
    use_default: false,
    include_claim_keys: OIDC_SUBJECT_CLAIM_KEYS,
  });
}

/** JSON with each object's keys sorted: GitHub answers in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

type EnvironmentAnswer = {
  can_admins_bypass?: boolean;
  protection_rules?: {
    type: string;
    prevent_self_review?: boolean;
    reviewers?: { type: string; reviewer: { id: number } }[];
  }[];
  deployment_branch_policy?: { protected_branches: boolean; custom_branch_policies: boolean };
};

async function environmentDrift(api: GitHubClient, e: Environment): Promise<string[]> {
  const answer = await api<EnvironmentAnswer>('GET', env(e.name)).catch(() => undefined);
  if (!answer) return ['missing'];
  const drift: string[] = [];
  if (answer.can_admins_bypass !== false) drift.push('admins can bypass its rules');
  const policy = answer.deployment_branch_policy;
  if (!policy || policy.protected_branches || !policy.custom_branch_policies) {
    drift.push('not limited to named branches');
  } else {
    const names = (await branchPolicies(api, e.name)).map((p) => p.name).sort();
    if (!same(names, [MAIN_BRANCH])) drift.push(`branches ${JSON.stringify(names)}, not ["main"]`);
  }
  const rule = answer.protection_rules?.find((r) => r.type === 'required_reviewers');
  const reviewers = (rule?.reviewers ?? []).map((r) => ({ type: r.type, id: r.reviewer.id }));
  if (!same(reviewers, e.reviewers)) {
    drift.push(`reviewers ${JSON.stringify(reviewers)}, not ${JSON.stringify(e.reviewers)}`);
  }
  if (e.reviewers.length > 0 && rule?.prevent_self_review !== true) {
    drift.push('self-review is allowed');
  }
  return drift;
}

/** Every difference between the repository's settings and `settings`; empty: none. */
async function checkSettings(api: GitHubClient, settings: Settings): Promise<string[]> {
  const drift: string[] = [];
  for (const e of settings.environments) {
    drift.push(...(await environmentDrift(api, e)).map((d) => `environment ${e.name}: ${d}`));
  }
  const existing = await rulesets(api);
  for (const wanted of settings.rulesets) {
    const found = existing.find((r) => r.name === wanted.name);
    if (!found) drift.push(`ruleset "${wanted.name}": missing`);
    const answer = found ? await api<Ruleset>('GET', `/rulesets/${found.id}`) : wanted;
    for (const key of ['target', 'enforcement', 'conditions', 'rules', 'bypass_actors']) {
      if (!same(answer[key] ?? undefined, wanted[key])) {
        drift.push(`ruleset "${wanted.name}": ${key} is ${JSON.stringify(answer[key])}`);
      }
    }
  }
  const oidc = await api<{ use_default: boolean; include_claim_keys?: string[] }>(
    'GET',
    '/actions/oidc/customization/sub',
  );
  if (oidc.use_default || !same(oidc.include_claim_keys, OIDC_SUBJECT_CLAIM_KEYS)) {
    drift.push(`OIDC subject: ${JSON.stringify(oidc)}`);
  }
  return drift;
}

export async function githubSettings(action: string | undefined, env = process.env) {
  if (action !== 'apply' && action !== 'check') {
    throw new Error('Usage: npm run pipeline -- github-settings apply|check');
  }
  const api = gitHubClientFromEnv(env);
  const match = /^(Team|User):(\d+)$/.exec(required(env, 'MAINTAINERS'));
  if (!match) throw new Error('MAINTAINERS must be Team:<id> or User:<id>');
  const maintainers = { type: match[1] as Reviewer['type'], id: Number(match[2]) };
  // The repository's top-level folders at HEAD.
  const listing = spawnSync('git', ['ls-tree', '-z', '-d', '--name-only', 'HEAD'], {
    encoding: 'utf8',
  });
  if (listing.status !== 0) throw new Error(`git ls-tree failed: ${listing.stderr.trim()}`);
  const topFolders = listing.stdout.split('\0').filter(Boolean);
  let pushRules = (await rulesets(api)).some((r) => r.name === PUSH_RULESET);
  if (action === 'apply') {
    // Written first: GitHub refuses it where the plan has none, which the rest then makes up for.
    const [, push] = desiredSettings(maintainers, topFolders, true).rulesets;
    pushRules = await putRuleset(api, push!).then(
      () => true,
      (error: Error) => {
        if (!(error instanceof GitHubApiError && / answered (403|404|422):/.test(error.message))) {
          throw error;
        }
        console.error(`GitHub refused the push ruleset: ${error.message}`);
        return false;
      },
    );
  }
  if (!pushRules) {
    console.error(
      'No push rule keeps workflows and code to the maintainers (push rulesets need a private ' +
        'repository on a Team or Enterprise plan): every content save waits for a review.',
    );
  }
  const settings = desiredSettings(maintainers, topFolders, pushRules);
  if (action === 'apply') {
    await applySettings(api, settings);
    console.log('Applied the environments, the rulesets and the OIDC subject.');
  }
  const drift = await checkSettings(api, settings);
  for (const line of drift) console.error(`Drift: ${line}`);
  if (drift.length === 0) console.log('The repository’s settings are as committed.');
  return drift.length === 0;
}
