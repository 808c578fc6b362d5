// Which code a maintainer approved, and which commit the live site was built from.
// - Approved code: a deployment record alone proves nothing (anyone with write access, and an
//   editor's CMS token, can create one with any state), so a successful `production` deployment
//   counts only when a run of the deploy workflow on main for that very commit has, in GitHub's
//   review log, a required reviewer's approval of `production`. Only a reviewer can write that.
// - Live: the newest approved commit, or the newest content publish after it (a deployment to
//   `content` that GitHub Actions itself recorded); this only orders publishes, it never decides
//   which code is built.
// "Newest" is by history, not by date: a run whose publish was skipped because a newer commit was
// live already (gate.ts) still records an older commit later, and that commit is an ancestor.
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  DEPLOY_WORKFLOW,
  MAIN_BRANCH,
} from '../../contracts/pipeline';
import type { GitHubClient } from './github';

/** Who records the deployment of a job that names an environment. */
const ACTIONS_BOT = 'github-actions[bot]';
/** Deployments looked at, newest first: far more than ever pile up between two real deploys. */
const RECENT = 30;

type Deployment = { id: number; sha: string; creator?: { login?: string } | null };
type DeploymentStatus = { state: string };
type WorkflowRun = { id: number; head_sha: string; head_branch: string; path: string };
type Approval = { state: string; environments: { name?: string }[] };

export type IsAncestor = (ancestor: string, descendant: string) => boolean | undefined;

/**
 * What a deployment that went through can be now: success, or inactive, which GitHub sets on an
 * earlier successful deployment once a newer one to the same environment succeeds.
 */
const DEPLOYED = new Set(['success', 'inactive']);

/** The recent deployments to `environment` that went through, each with its latest status. */
async function deployed(api: GitHubClient, environment: string) {
  const deployments = await api<Deployment[]>(
    'GET',
    `/deployments?environment=${encodeURIComponent(environment)}&per_page=${RECENT}`,
  );
  const done: { deployment: Deployment; status: DeploymentStatus }[] = [];
  for (const deployment of deployments) {
    // Statuses come newest first; the first is the deployment's current state.
    const [status] = await api<DeploymentStatus[]>(
      'GET',
      `/deployments/${deployment.id}/statuses?per_page=1`,
    );
    if (status !== undefined && DEPLOYED.has(status.state)) done.push({ deployment, status });
  }
  return done;
}

/** Whether a required reviewer approved `production` in a run of the deploy workflow for `sha`. */
async function approvedRun(api: GitHubClient, sha: string) {
  const workflow = DEPLOY_WORKFLOW.split('/').pop()!;
  const { workflow_runs: runs } = await api<{ workflow_runs: WorkflowRun[] }>(
    'GET',
    `/actions/workflows/${workflow}/runs?head_sha=${sha}&branch=${MAIN_BRANCH}&per_page=10`,
  );
  for (const run of runs) {
    // The filters are GitHub's; what they answer is checked all the same.
    if (run.head_sha !== sha || run.head_branch !== MAIN_BRANCH || run.path !== DEPLOY_WORKFLOW) {
      continue;
    }
    const reviews = await api<Approval[]>('GET', `/actions/runs/${run.id}/approvals`);
    const approved = reviews.some(
      (review) =>
        review.state === 'approved' &&
        review.environments.some(({ name }) => name === DEPLOY_ENVIRONMENT),
    );
    if (approved) return true;
  }
  return false;
}

/** The commits of recent `production` deployments a reviewer approved (see above). */
export async function approvedDeployments(api: GitHubClient): Promise<string[]> {
  const shas: string[] = [];
  const seen = new Set<string>();
  for (const { deployment } of await deployed(api, DEPLOY_ENVIRONMENT)) {
    if (seen.has(deployment.sha)) continue;
    seen.add(deployment.sha);
    if (await approvedRun(api, deployment.sha)) shas.push(deployment.sha);
  }
  return shas;
}

/** The commits the content lane published, as GitHub Actions recorded them. */
export async function publishedContent(api: GitHubClient): Promise<string[]> {
  return (await deployed(api, CONTENT_ENVIRONMENT))
    .filter(({ deployment }) => deployment.creator?.login === ACTIONS_BOT)
    .map(({ deployment }) => deployment.sha);
}

/**
 * The commit every other one is an ancestor of; commits git does not know are left out, and
 * two that are not in one line of history (main was rewritten) leave it unknown.
 */
export function newestByHistory(
  shas: readonly string[],
  isAncestor: IsAncestor,
): string | undefined {
  const known = shas.filter((sha) => isAncestor(sha, sha) === true);
  let newest = known[0];
  for (const sha of known.slice(1)) {
    if (isAncestor(newest!, sha)) newest = sha;
    else if (!isAncestor(sha, newest!)) return undefined;
  }
  return newest;
}

export type LiveState = {
  /** The newest commit whose code a maintainer approved; undefined when none can be proved. */
  approved: string | undefined;
  /** The newest commit on the live site (approved, or a content publish after it). */
  live: string | undefined;
};

/** Both commits, or both unknown when GitHub cannot tell (no deployment yet, API down). */
export async function liveState(
  api: GitHubClient,
  isAncestor: IsAncestor,
  log: (line: string) => void = console.log,
): Promise<LiveState> {
  try {
    const approved = newestByHistory(await approvedDeployments(api), isAncestor);
    const published = (await publishedContent(api)).filter(
      (sha) => approved !== undefined && isAncestor(approved, sha) === true,
    );
    const live = newestByHistory(
      approved === undefined ? [] : [approved, ...published],
      isAncestor,
    );
    return { approved, live };
  } catch (error) {
    log(`The live commit is unknown: ${(error as Error).message}`);
    return { approved: undefined, live: undefined };
  }
}
