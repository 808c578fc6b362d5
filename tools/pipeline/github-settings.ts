// `npm run pipeline -- github-settings apply|check`: the repository's settings the pipeline's
// safety rests on (environments, rulesets, the OIDC subject), with an admin's GITHUB_TOKEN and
// MAINTAINERS (`Team:<id>` or `User:<id>`: the reviewers, and who may push code).
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  MAIN_BRANCH,
  OIDC_SUBJECT_CLAIM_KEYS,
} from '../../contracts/pipeline';
import { gitHubClientFromEnv, required, type GitHubClient } from './github';

const PUSH_RULESET = 'Pushes of anything but content by maintainers only';
/** What tools read as code or configuration; never an editor's, wherever it is under content/. */
const TOOL_FILES = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts', 'tsx', 'json', 'json5', 'md'];

type Reviewer = { type: 'Team' | 'User'; id: number };
type Ruleset = { name: string } & Record<string, unknown>;

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

const pushRuleset = (maintainers: Reviewer, topFolders: string[]): Ruleset => ({
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
    // Dependabot's app: its branches change package.json and the actions; a maintainer merges them.
    { actor_id: 29110, actor_type: 'Integration', bypass_mode: 'always' },
  ],
});
const MAIN_RULESET: Ruleset = {
  name: 'main: no deletion, no force push',
  target: 'branch',
  enforcement: 'active',
  conditions: { ref_name: { include: [`refs/heads/${MAIN_BRANCH}`], exclude: [] } },
  rules: [{ type: 'deletion' }, { type: 'non_fast_forward' }],
  bypass_actors: [],
};
const OIDC = { use_default: false, include_claim_keys: OIDC_SUBJECT_CLAIM_KEYS };

/** An environment as `apply` writes it and `check` reads it back; main is its only branch. */
const environment = (reviewers: Reviewer[]) => ({
  reviewers,
  prevent_self_review: reviewers.length > 0,
  can_admins_bypass: false,
  deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
});
type Environment = ReturnType<typeof environment>;

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

/** GitHub refuses a push ruleset where the plan has none, which the rest then makes up for. */
function refusedByPlan(error: unknown): false {
  // The client's words for an answer GitHub gave (github.ts); anything else is no refusal.
  if (!/ answered (403|404|422):/.test(String(error))) throw error;
  console.error(`GitHub refused the push ruleset: ${(error as Error).message}`);
  return false;
}

async function putEnvironment(api: GitHubClient, name: string, wanted: Environment) {
  await api('PUT', env(name), wanted);
  const policies = await branchPolicies(api, name);
  for (const policy of policies.filter((p) => p.name !== MAIN_BRANCH)) {
    await api('DELETE', `${env(name)}/deployment-branch-policies/${policy.id}`);
  }
  if (!policies.some((p) => p.name === MAIN_BRANCH)) {
    const branch = { name: MAIN_BRANCH, type: 'branch' };
    await api('POST', `${env(name)}/deployment-branch-policies`, branch);
  }
}

type EnvironmentAnswer = {
  protection_rules?: {
    type: string;
    prevent_self_review?: boolean;
    reviewers?: { type: string; reviewer: { id: number } }[];
  }[];
  deployment_branch_policy?: Environment['deployment_branch_policy'] | null;
};

/** GitHub's answer with the keys `apply` writes in its shape, and the branches; undefined when missing. */
async function readEnvironment(api: GitHubClient, name: string) {
  const answer = await api<EnvironmentAnswer>('GET', env(name)).catch(() => undefined);
  if (!answer) return undefined;
  const rule = answer.protection_rules?.find((r) => r.type === 'required_reviewers');
  return {
    ...answer,
    reviewers: (rule?.reviewers ?? []).map((r) => ({ type: r.type, id: r.reviewer.id })),
    prevent_self_review: rule?.prevent_self_review ?? false,
    // Named branches only: GitHub has none to list for an environment open to protected ones.
    branches: answer.deployment_branch_policy?.custom_branch_policies
      ? (await branchPolicies(api, name)).map((p) => p.name).sort()
      : [],
  };
}

/** `<what>: <key> is <value>` for each key of `wanted` the answer does not hold as wanted. */
function drift(what: string, answer: Record<string, unknown> | undefined, wanted: object) {
  if (!answer) return [`${what}: missing`];
  return Object.entries(wanted)
    .filter(([key, value]) => !isDeepStrictEqual(answer[key] ?? undefined, value))
    .map(([key]) => `${what}: ${key} is ${JSON.stringify(answer[key])}`);
}

export async function githubSettings(action: string | undefined, env = process.env) {
  if (action !== 'apply' && action !== 'check') {
    throw new Error('Usage: npm run pipeline -- github-settings apply|check');
  }
  const api = gitHubClientFromEnv(env);
  const match = /^(Team|User):(\d+)$/.exec(required(env, 'MAINTAINERS'));
  if (!match) throw new Error('MAINTAINERS must be Team:<id> or User:<id>');
  const maintainers = { type: match[1] as Reviewer['type'], id: Number(match[2]) };
  const listing = execFileSync('git', ['ls-tree', '-z', '-d', '--name-only', 'HEAD'], {
    encoding: 'utf8',
  });
  const push = pushRuleset(maintainers, listing.split('\0').filter(Boolean));
  // Written first: where GitHub refuses it, the environments make up for it.
  const pushRules =
    action === 'apply'
      ? await putRuleset(api, push).then(() => true, refusedByPlan)
      : (await rulesets(api)).some((r) => r.name === PUSH_RULESET);
  if (!pushRules) {
    console.error(
      'No push rule keeps workflows and code to the maintainers (push rulesets need a private ' +
        'repository on a Team or Enterprise plan): every content save waits for a review.',
    );
  }
  // `review` comes before anything of a push with code runs, `production` before it reaches AWS;
  // without a push rule nothing keeps workflows to maintainers, so a save waits for one too.
  const environments = {
    [DEPLOY_ENVIRONMENT]: environment([maintainers]),
    review: environment([maintainers]),
    [CONTENT_ENVIRONMENT]: environment(pushRules ? [] : [maintainers]),
  };
  const wantedRulesets = pushRules ? [MAIN_RULESET, push] : [MAIN_RULESET];
  if (action === 'apply') {
    for (const [name, wanted] of Object.entries(environments)) {
      await putEnvironment(api, name, wanted);
    }
    await putRuleset(api, MAIN_RULESET);
    await api('PUT', '/actions/oidc/customization/sub', OIDC);
    console.log('Applied the environments, the rulesets and the OIDC subject.');
  }
  const found: string[] = [];
  for (const [name, wanted] of Object.entries(environments)) {
    const answer = await readEnvironment(api, name);
    found.push(...drift(`environment ${name}`, answer, { ...wanted, branches: [MAIN_BRANCH] }));
  }
  const existing = await rulesets(api);
  for (const wanted of wantedRulesets) {
    const id = existing.find((r) => r.name === wanted.name)?.id;
    const answer = id === undefined ? undefined : await api<Ruleset>('GET', `/rulesets/${id}`);
    found.push(...drift(`ruleset "${wanted.name}"`, answer, wanted));
  }
  const oidc = await api<Record<string, unknown>>('GET', '/actions/oidc/customization/sub');
  found.push(...drift('OIDC subject', oidc, OIDC));
  for (const line of found) console.error(`Drift: ${line}`);
  if (found.length === 0) console.log('The repository’s settings are as committed.');
  return found.length === 0;
}
