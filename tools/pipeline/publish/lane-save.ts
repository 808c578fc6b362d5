// The save the content lane's timing (time-lane.ts) runs on: one plan's price raised and
// committed in the clone, as an editor's save through the CMS is, and what GitHub would answer the
// lane about it (the stand-in: the clone's HEAD is the approved code).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_ENVIRONMENT, DEPLOY_WORKFLOW, MAIN_BRANCH } from '../../../contracts/pipeline';
import { GitHubStandIn } from '../../local/github-stand-in';

/** The save the run times: one plan's price, as an editor changes it in the CMS. */
export const CHANGED_FILE = 'content/membership-plans/month-to-month.yaml';

/** Raises the plan's monthly amount by one dollar, as a save from the CMS would. */
export function changePrice(repo: string): string {
  const file = path.join(repo, CHANGED_FILE);
  const text = fs.readFileSync(file, 'utf8');
  const changed = text.replace(
    /^(\s*amount:\s*)(\d+(?:\.\d+)?)/m,
    (_, key: string, amount: string) => `${key}${(Number(amount) + 1).toFixed(2)}`,
  );
  if (changed === text) throw new Error(`No amount to change in ${CHANGED_FILE}`);
  fs.writeFileSync(file, changed);
  return CHANGED_FILE;
}

/** What GitHub would answer the lane: the clone's HEAD deployed by a run a reviewer approved. */
export async function approvedStandIn(
  approved: string,
): Promise<{ standIn: GitHubStandIn; env: NodeJS.ProcessEnv }> {
  const standIn = new GitHubStandIn();
  standIn.deployments = [{ sha: approved, state: 'success', creator: 'github-actions[bot]' }];
  standIn.runs = [
    {
      id: 1,
      head_sha: approved,
      head_branch: MAIN_BRANCH,
      path: DEPLOY_WORKFLOW,
      approvals: [{ state: 'approved', environments: [DEPLOY_ENVIRONMENT] }],
    },
  ];
  const env = {
    GITHUB_API_URL: await standIn.start(),
    GITHUB_REPOSITORY: standIn.repository,
    GITHUB_TOKEN: 'test-token',
    GITHUB_EVENT_NAME: 'push',
  };
  return { standIn, env };
}

/** Commits the working tree as the editor's save; returns its commit. */
export function commitSave(repo: string): string {
  const id = ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com'];
  const commit = spawnSync('git', [...id, 'commit', '--quiet', '-am', 'Update the plan'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (commit.status !== 0) throw new Error(`git commit failed: ${commit.stderr}`);
  return gitHead(repo);
}

export function gitHead(repo: string): string {
  return spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).stdout.trim();
}
