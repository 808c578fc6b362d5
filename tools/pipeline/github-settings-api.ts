// apply and check of github-settings.ts against GitHub's REST API (a client for /repos/OWNER/REPO).
import { GitHubApiError, type GitHubClient } from './github';
import type { EnvironmentSettings, GitHubSettings, RulesetSettings } from './github-settings';

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
export async function applyPushRules(api: GitHubClient, settings: GitHubSettings) {
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
export async function hasPushRules(api: GitHubClient, name: string): Promise<boolean> {
  const existing = await api<RulesetSummary[]>('GET', '/rulesets?includes_parents=false');
  return existing.some((r) => r.name === name);
}

export async function applySettings(api: GitHubClient, settings: GitHubSettings): Promise<void> {
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
export async function checkSettings(
  api: GitHubClient,
  settings: GitHubSettings,
): Promise<string[]> {
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
