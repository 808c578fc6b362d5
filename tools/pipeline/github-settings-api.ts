// `npm run pipeline -- github-settings apply|check` against GitHub's REST API: GITHUB_REPOSITORY,
// GITHUB_TOKEN (an admin's), MAINTAINERS (`Team:<id>` or `User:<id>`, the reviewers and who may
// push code). check exits 1 and lists each drift.
import { spawnSync } from 'node:child_process';
import { GitHubApiError, gitHubClientFromEnv, required, type GitHubClient } from './github';
import { desiredSettings, PUSH_RULESET, type GitHubSettings } from './github-settings';
import type { EnvironmentSettings, Reviewer, RulesetSettings } from './github-settings';

type EnvironmentAnswer = {
  can_admins_bypass?: boolean;
  protection_rules?: {
    type: string;
    prevent_self_review?: boolean;
    reviewers?: { type: string; reviewer: { id: number } }[];
  }[];
  deployment_branch_policy?: {
    protected_branches: boolean;
    custom_branch_policies: boolean;
  } | null;
};
type BranchPolicies = { branch_policies: { id: number; name: string; type?: string }[] };
type RulesetSummary = { id: number; name: string };
type OidcAnswer = { use_default: boolean; include_claim_keys?: string[] };

const env = (name: string) => `/environments/${encodeURIComponent(name)}`;

/** Writes a ruleset, in place of the one of its name if there is one. */
async function putRuleset(api: GitHubClient, ruleset: RulesetSettings) {
  const existing = await api<RulesetSummary[]>('GET', '/rulesets?includes_parents=false');
  const found = existing.find((r) => r.name === ruleset.name);
  if (found) await api('PUT', `/rulesets/${found.id}`, ruleset);
  else await api('POST', '/rulesets', ruleset);
}

/**
 * Writes the push ruleset of `settings`; false when GitHub refuses it (the plan has none), which
 * the rest of the settings must then make up for (desiredSettings' `pushRules`).
 */
async function applyPushRules(api: GitHubClient, settings: GitHubSettings) {
  const push = settings.rulesets.find((r) => r.target === 'push');
  if (!push) return false;
  try {
    await putRuleset(api, push);
    return true;
  } catch (error) {
    if (error instanceof GitHubApiError && / answered (403|404|422):/.test(error.message)) {
      console.error(`GitHub refused the push ruleset: ${error.message}`);
      return false;
    }
    throw error;
  }
}

/** Whether the repository has the push ruleset, as apply writes it. */
async function hasPushRules(api: GitHubClient, name: string): Promise<boolean> {
  const existing = await api<RulesetSummary[]>('GET', '/rulesets?includes_parents=false');
  return existing.some((r) => r.name === name);
}

async function applySettings(api: GitHubClient, settings: GitHubSettings): Promise<void> {
  for (const e of settings.environments) {
    await api('PUT', env(e.name), {
      reviewers: e.reviewers,
      prevent_self_review: e.preventSelfReview,
      can_admins_bypass: false,
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    const { branch_policies } = await api<BranchPolicies>(
      'GET',
      `${env(e.name)}/deployment-branch-policies`,
    );
    for (const policy of branch_policies.filter((p) => !e.branches.includes(p.name))) {
      await api('DELETE', `${env(e.name)}/deployment-branch-policies/${policy.id}`);
    }
    for (const name of e.branches.filter((b) => !branch_policies.some((p) => p.name === b))) {
      await api('POST', `${env(e.name)}/deployment-branch-policies`, { name, type: 'branch' });
    }
  }
  for (const ruleset of settings.rulesets) await putRuleset(api, ruleset);
  await api('PUT', '/actions/oidc/customization/sub', {
    use_default: false,
    include_claim_keys: settings.oidcClaimKeys,
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

async function environmentDrift(api: GitHubClient, e: EnvironmentSettings): Promise<string[]> {
  const at = `environment ${e.name}`;
  let answer: EnvironmentAnswer;
  try {
    answer = await api<EnvironmentAnswer>('GET', env(e.name));
  } catch {
    return [`${at}: missing`];
  }
  const drift: string[] = [];
  if (answer.can_admins_bypass !== false) drift.push(`${at}: admins can bypass its rules`);
  const policy = answer.deployment_branch_policy;
  if (!policy || policy.protected_branches || !policy.custom_branch_policies) {
    drift.push(`${at}: not limited to named branches`);
  } else {
    const { branch_policies } = await api<BranchPolicies>(
      'GET',
      `${env(e.name)}/deployment-branch-policies`,
    );
    const names = branch_policies.map((p) => p.name).sort();
    if (!same(names, [...e.branches].sort())) {
      drift.push(`${at}: branches ${JSON.stringify(names)}, not ${JSON.stringify(e.branches)}`);
    }
  }
  const rule = answer.protection_rules?.find((r) => r.type === 'required_reviewers');
  const reviewers = (rule?.reviewers ?? []).map((r) => ({ type: r.type, id: r.reviewer.id }));
  if (!same(reviewers, e.reviewers)) {
    drift.push(`${at}: reviewers ${JSON.stringify(reviewers)}, not ${JSON.stringify(e.reviewers)}`);
  }
  if (e.reviewers.length > 0 && rule?.prevent_self_review !== e.preventSelfReview) {
    drift.push(`${at}: self-review is ${rule?.prevent_self_review ? 'prevented' : 'allowed'}`);
  }
  return drift;
}

async function rulesetDrift(
  api: GitHubClient,
  existing: RulesetSummary[],
  wanted: RulesetSettings,
): Promise<string[]> {
  const found = existing.find((r) => r.name === wanted.name);
  if (!found) return [`ruleset "${wanted.name}": missing`];
  const answer = await api<Record<string, unknown>>('GET', `/rulesets/${found.id}`);
  return (['target', 'enforcement', 'conditions', 'rules', 'bypass_actors'] as const)
    .filter((key) => !same(answer[key] ?? undefined, wanted[key]))
    .map((key) => `ruleset "${wanted.name}": ${key} is ${JSON.stringify(answer[key])}`);
}

/** Every difference between the repository's settings and `settings`; empty: none. */
async function checkSettings(api: GitHubClient, settings: GitHubSettings): Promise<string[]> {
  const drift: string[] = [];
  for (const e of settings.environments) drift.push(...(await environmentDrift(api, e)));
  const existing = await api<RulesetSummary[]>('GET', '/rulesets?includes_parents=false');
  for (const r of settings.rulesets) drift.push(...(await rulesetDrift(api, existing, r)));
  const oidc = await api<OidcAnswer>('GET', '/actions/oidc/customization/sub');
  if (oidc.use_default || !same(oidc.include_claim_keys, settings.oidcClaimKeys)) {
    drift.push(`OIDC subject: ${JSON.stringify(oidc)}`);
  }
  return drift;
}

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
