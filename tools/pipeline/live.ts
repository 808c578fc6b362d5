// Which commit the live site was built from: the newest successful deployment to the GitHub
// environment `production`, which the deploy job (environment: production) records for its
// commit. "Newest" is by history, not by date: a run whose deploy was skipped because a newer
// commit was live already (gate.ts) still ends its job as a success and so records an older
// commit later, and such a commit is always an ancestor of the one that is live.
import type { GitHubClient } from './github';

export const DEPLOY_ENVIRONMENT = 'production';
/** Deployments looked at, newest first: far more than ever pile up between two real deploys. */
const RECENT = 30;

type Deployment = { id: number; sha: string };
type DeploymentStatus = { state: string };

/**
 * What a deployment that went through can be now: success, or inactive, which GitHub sets on an
 * earlier successful deployment once a newer one to the same environment succeeds.
 */
const DEPLOYED = new Set(['success', 'inactive']);

/** The commits of the recent deployments to `environment` that went through. */
export async function successfulDeployments(
  api: GitHubClient,
  environment = DEPLOY_ENVIRONMENT,
): Promise<string[]> {
  const deployments = await api<Deployment[]>(
    'GET',
    `/deployments?environment=${encodeURIComponent(environment)}&per_page=${RECENT}`,
  );
  const shas: string[] = [];
  for (const { id, sha } of deployments) {
    // Statuses come newest first; the first is the deployment's current state.
    const [latest] = await api<DeploymentStatus[]>('GET', `/deployments/${id}/statuses?per_page=1`);
    if (latest !== undefined && DEPLOYED.has(latest.state)) shas.push(sha);
  }
  return shas;
}

/**
 * The commit every other one is an ancestor of; commits git does not know are left out, and
 * two that are not in one line of history (main was rewritten) leave it unknown.
 */
export function newestByHistory(
  shas: readonly string[],
  isAncestor: (ancestor: string, descendant: string) => boolean | undefined,
): string | undefined {
  const known = shas.filter((sha) => isAncestor(sha, sha) === true);
  let newest = known[0];
  for (const sha of known.slice(1)) {
    if (isAncestor(newest!, sha)) newest = sha;
    else if (!isAncestor(sha, newest!)) return undefined;
  }
  return newest;
}

/** The live commit, or undefined when it cannot be known (no deployment yet, API down). */
export async function liveCommit(
  api: GitHubClient,
  isAncestor: (ancestor: string, descendant: string) => boolean | undefined,
  log: (line: string) => void = console.log,
): Promise<string | undefined> {
  try {
    return newestByHistory(await successfulDeployments(api), isAncestor);
  } catch (error) {
    log(`The live commit is unknown: ${(error as Error).message}`);
    return undefined;
  }
}
