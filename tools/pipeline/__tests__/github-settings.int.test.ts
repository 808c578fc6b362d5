// `npm run pipeline -- github-settings apply|check` against the GitHub stand-in, in a real git
// repository whose top level is the one the push rule lists.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GitHubSettingsStandIn } from './github-settings-stand-in';
import { restrictedPaths } from '../github-settings';

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const main = path.join(__dirname, '..', 'main.ts');
const run = promisify(execFile);

let repo: string;
let standIn: GitHubSettingsStandIn;
let apiUrl: string;

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
  for (const file of [
    '.github/workflows/deploy.yml',
    'content/site.yaml',
    'src/page.ts',
    'package.json',
  ]) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), file.endsWith('.json') ? '{}\n' : '\n');
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-q', '-m', 'start');
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));
beforeEach(async () => {
  standIn = new GitHubSettingsStandIn();
  apiUrl = await standIn.start();
});
afterEach(() => standIn.stop());

async function settings(action: 'apply' | 'check'): Promise<{ ok: boolean; stderr: string }> {
  try {
    const { stderr } = await run(tsx, [main, 'github-settings', action], {
      cwd: repo,
      env: {
        PATH: process.env.PATH,
        GITHUB_API_URL: apiUrl,
        GITHUB_REPOSITORY: standIn.repository,
        GITHUB_TOKEN: 'test-token',
        MAINTAINERS: 'Team:77',
      },
    });
    return { ok: true, stderr };
  } catch (error) {
    return { ok: false, stderr: (error as { stderr: string }).stderr };
  }
}

describe('npm run pipeline -- github-settings', () => {
  it('applies the environments, the rulesets and the OIDC subject, and check finds no drift', async () => {
    expect((await settings('apply')).ok).toBe(true);
    const production = standIn.environments.get('production')!;
    expect(production).toMatchObject({
      reviewers: [{ type: 'Team', id: 77 }],
      prevent_self_review: true,
      can_admins_bypass: false,
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    expect(production.branchPolicies.map((p) => p.name)).toEqual(['main']);
    expect(standIn.environments.get('review')).toMatchObject({
      reviewers: [{ type: 'Team', id: 77 }],
      prevent_self_review: true,
    });
    const content = standIn.environments.get('content')!;
    expect(content.reviewers).toEqual([]);
    expect(content.branchPolicies.map((p) => p.name)).toEqual(['main']);
    const push = standIn.rulesets.find((r) => r.target === 'push')!;
    expect(push.rules).toEqual([
      {
        type: 'file_path_restriction',
        parameters: {
          restricted_file_paths: restrictedPaths(['.github', 'src']),
        },
      },
    ]);
    expect(push.bypass_actors).toEqual([
      { actor_id: 77, actor_type: 'Team', bypass_mode: 'always' },
      { actor_id: 29110, actor_type: 'Integration', bypass_mode: 'always' },
    ]);
    const main = standIn.rulesets.find((r) => r.target === 'branch')!;
    expect(main.conditions).toEqual({ ref_name: { include: ['refs/heads/main'], exclude: [] } });
    expect(standIn.oidc).toEqual({
      use_default: false,
      include_claim_keys: ['repository_owner_id', 'repository_id', 'context', 'job_workflow_ref'],
    });
    expect(await settings('check')).toEqual({ ok: true, stderr: '' });
    // A second apply updates in place.
    expect((await settings('apply')).ok).toBe(true);
    expect(standIn.rulesets).toHaveLength(2);
  }, 90_000);

  it('names each drift, and apply mends it', async () => {
    const before = await settings('check');
    expect(before.ok).toBe(false);
    expect(before.stderr).toMatch(/environment production: missing/);
    expect(before.stderr).toMatch(/No push rule keeps workflows and code to the maintainers/);
    expect(before.stderr).toMatch(/OIDC subject: use_default is true/);
    await settings('apply');
    // Someone changes Settings by hand.
    const production = standIn.environments.get('production')!;
    production.prevent_self_review = false;
    production.can_admins_bypass = true;
    standIn.environments
      .get('content')!
      .branchPolicies.push({ id: 99, name: 'dev', type: 'branch' });
    standIn.rulesets.find((r) => r.target === 'push')!.enforcement = 'disabled';
    // A subject without the workflow, which neither role trusts.
    standIn.oidc = {
      use_default: false,
      include_claim_keys: ['repository_owner_id', 'repository_id', 'context'],
    };
    const drift = await settings('check');
    expect(drift.ok).toBe(false);
    expect(drift.stderr.trim().split('\n')).toEqual([
      'Drift: environment production: prevent_self_review is false',
      'Drift: environment production: can_admins_bypass is true',
      'Drift: environment content: branches is ["dev","main"]',
      'Drift: ruleset "Pushes of anything but content by maintainers only": enforcement is "disabled"',
      'Drift: OIDC subject: include_claim_keys is ["repository_owner_id","repository_id","context"]',
    ]);
    await settings('apply');
    expect((await settings('check')).ok).toBe(true);
  }, 90_000);

  it('makes every save wait for a review where the plan offers no push rule', async () => {
    standIn.pushRulesets = false;
    const applied = await settings('apply');
    expect(applied.ok).toBe(true);
    expect(applied.stderr).toMatch(/GitHub refused the push ruleset/);
    expect(standIn.environments.get('content')).toMatchObject({
      reviewers: [{ type: 'Team', id: 77 }],
      prevent_self_review: true,
    });
    expect(standIn.rulesets.map((r) => r.target)).toEqual(['branch']);
    const check = await settings('check');
    expect(check.ok).toBe(true);
    expect(check.stderr).toMatch(/every content save waits for a review/);
    // Without a push rule, a content environment that needs no one is drift.
    standIn.environments.get('content')!.reviewers = [];
    expect((await settings('check')).stderr).toMatch(/environment content: reviewers is \[\]/);
  }, 90_000);
});
