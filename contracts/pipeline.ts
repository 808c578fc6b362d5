// What the deploy pipeline and the AWS roles that trust it agree on: the branch, environments,
// workflow file and the `sub` of its jobs' OIDC tokens (.github/lane.mjs repeats the names).

export const MAIN_BRANCH = 'main';
/** The environment of the reviewed deploy (job `deploy`), and of the deploy role's trust. */
export const DEPLOY_ENVIRONMENT = 'production';
/** The environment of a content save's publish (job `publish`), and of the content role's trust. */
export const CONTENT_ENVIRONMENT = 'content';
/** The workflow both jobs run in: the only workflow file either role trusts, on main only. */
export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

/**
 * The OIDC subject template's claims (`include_claim_keys`): ids, since a name can pass to someone
 * else; and `job_workflow_ref`, since STS takes no condition on GitHub's claims outside `sub`.
 */
export const OIDC_SUBJECT_CLAIM_KEYS = [
  'repository_owner_id',
  'repository_id',
  'context',
  'job_workflow_ref',
] as const;

/**
 * The `sub` of a DEPLOY_WORKFLOW job on main in `environment`: each claim key's `key:value` in the
 * order above (`context` as it is), the repository by name (`OWNER/REPO`) and by its numeric ids.
 */
export function workflowSubject(
  identity: { repository: string; ownerId: string; repositoryId: string },
  environment: string,
): string {
  return [
    `repository_owner_id:${identity.ownerId}`,
    `repository_id:${identity.repositoryId}`,
    `environment:${environment}`,
    `job_workflow_ref:${identity.repository}/${DEPLOY_WORKFLOW}@refs/heads/${MAIN_BRANCH}`,
  ].join(':');
}
