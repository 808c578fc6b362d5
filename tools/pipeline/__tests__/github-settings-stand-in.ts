// The GitHub stand-in (github-stand-in.ts) with the repository settings github-settings.ts
// writes: environments with their protection rules and branch policies, rulesets, and the OIDC
// subject template, stored as sent and answered in the shape GitHub answers them.
import { GitHubStandIn } from '../../local/github-stand-in';

type Reviewer = { type: string; id: number };
export type StandInEnvironment = {
  reviewers: Reviewer[];
  prevent_self_review: boolean;
  can_admins_bypass: boolean;
  deployment_branch_policy: { protected_branches: boolean; custom_branch_policies: boolean } | null;
  branchPolicies: { id: number; name: string; type: string }[];
};
export type StandInRuleset = { id: number; name: string } & Record<string, unknown>;
type Answer = { status: number; body: unknown };

export class GitHubSettingsStandIn extends GitHubStandIn {
  readonly environments = new Map<string, StandInEnvironment>();
  readonly rulesets: StandInRuleset[] = [];
  oidc: { use_default: boolean; include_claim_keys?: string[] } = { use_default: true };
  /** false: the plan has no push rulesets, and GitHub refuses one. */
  pushRulesets = true;
  private nextId = 1;

  protected override route(method: string, path: string, body: Record<string, unknown>) {
    const prefix = `/repos/${this.repository}`;
    if (!path.startsWith(prefix)) return undefined;
    const route = `${method} ${path.slice(prefix.length)}`;
    let m: RegExpExecArray | null;
    if ((m = /^(GET|PUT) \/environments\/([^/]+)$/.exec(route))) {
      return this.environment(m[1]!, decodeURIComponent(m[2]!), body);
    }
    if (
      (m =
        /^(GET|POST|DELETE) \/environments\/([^/]+)\/deployment-branch-policies(?:\/(\d+))?$/.exec(
          route,
        ))
    ) {
      const environment = this.environments.get(decodeURIComponent(m[2]!));
      if (!environment) return { status: 404, body: { message: 'Not Found' } };
      const policies = environment.branchPolicies;
      if (m[1] === 'GET')
        return { status: 200, body: { total_count: policies.length, branch_policies: policies } };
      if (m[1] === 'POST') {
        const policy = {
          id: this.nextId++,
          name: String(body.name),
          type: String(body.type ?? 'branch'),
        };
        policies.push(policy);
        return { status: 200, body: policy };
      }
      const at = policies.findIndex((p) => p.id === Number(m![3]));
      if (at >= 0) policies.splice(at, 1);
      return { status: 204, body: '' };
    }
    if (route === 'GET /rulesets') {
      return {
        status: 200,
        body: this.rulesets.map(({ id, name }) => ({ id, name, source_type: 'Repository' })),
      };
    }
    if (route === 'POST /rulesets' && body.target === 'push' && !this.pushRulesets) {
      return {
        status: 422,
        body: { message: 'Push rulesets are not available for this repository' },
      };
    }
    if (route === 'POST /rulesets') {
      const ruleset = { ...body, id: this.nextId++, name: String(body.name) };
      this.rulesets.push(ruleset);
      return { status: 201, body: ruleset };
    }
    if ((m = /^(GET|PUT) \/rulesets\/(\d+)$/.exec(route))) {
      const at = this.rulesets.findIndex((r) => r.id === Number(m![2]));
      if (at < 0) return { status: 404, body: { message: 'Not Found' } };
      if (m[1] === 'PUT')
        this.rulesets[at] = { ...body, id: this.rulesets[at]!.id, name: String(body.name) };
      // GitHub adds what it knows: the source, and a push ruleset's empty conditions.
      const ruleset = this.rulesets[at]!;
      return { status: 200, body: { conditions: null, source_type: 'Repository', ...ruleset } };
    }
    if (route === 'GET /actions/oidc/customization/sub') return { status: 200, body: this.oidc };
    if (route === 'PUT /actions/oidc/customization/sub') {
      this.oidc = body as typeof this.oidc;
      return { status: 201, body: {} };
    }
    return undefined;
  }

  private environment(method: string, name: string, body: Record<string, unknown>): Answer {
    if (method === 'PUT') {
      const old = this.environments.get(name);
      this.environments.set(name, {
        reviewers: (body.reviewers as Reviewer[] | undefined) ?? [],
        prevent_self_review: Boolean(body.prevent_self_review),
        can_admins_bypass: body.can_admins_bypass !== false,
        deployment_branch_policy:
          (body.deployment_branch_policy as StandInEnvironment['deployment_branch_policy']) ?? null,
        branchPolicies: old?.branchPolicies ?? [],
      });
    }
    const e = this.environments.get(name);
    if (!e) return { status: 404, body: { message: 'Not Found' } };
    const rules: unknown[] = [];
    if (e.reviewers.length > 0) {
      rules.push({
        id: 1,
        type: 'required_reviewers',
        prevent_self_review: e.prevent_self_review,
        reviewers: e.reviewers.map(({ type, id }) => ({ type, reviewer: { id } })),
      });
    }
    if (e.deployment_branch_policy) rules.push({ id: 2, type: 'branch_policy' });
    return {
      status: 200,
      body: {
        name,
        can_admins_bypass: e.can_admins_bypass,
        protection_rules: rules,
        deployment_branch_policy: e.deployment_branch_policy,
      },
    };
  }
}
