// What became of a push, for the notify job (`npm run pipeline -- tell`), from the results of the
// jobs before it (GitHub's `needs.<job>.result`) and their outputs:
// - refused: the content check, the build, the guards or the deploy checks refused the save
//   (the content job's `refused`), which the editor can mend;
// - failed: anything else that stopped it (the plan, an install, the publish, the deploy),
//   which no edit mends;
// - published: this run put its commit live; replaced: the gate found a newer one live, which
//   holds this one's changes;
// - waiting: the push changed files that are not an editor's (CODE_FILES): a maintainer reviews it.
import type { SaveOutcome } from './status';

type Env = NodeJS.ProcessEnv;

export type JobResults = {
  /** The content job's result, and whether one of its content steps refused the save. */
  content?: string;
  refused?: string;
  publish?: string;
  deploy?: string;
  /** The publish's or the deploy's gate: 'true' when it put this commit live. */
  deployed?: string;
  /** The lane's `code`: the paths, as a JSON array, that are not an editor's. */
  code?: string;
};

/** The paths of CODE_FILES, none when it is unset or empty. */
export function codeFiles(code = '[]'): string[] {
  const files: unknown = JSON.parse(code || '[]');
  return Array.isArray(files) ? files.map(String) : [];
}

export function saveOutcome(jobs: JobResults): SaveOutcome {
  if (codeFiles(jobs.code).length > 0) return 'waiting';
  if (jobs.content === 'failure') return jobs.refused === 'true' ? 'refused' : 'failed';
  if (jobs.publish === 'failure' || jobs.deploy === 'failure') return 'failed';
  return jobs.deployed === 'true' ? 'published' : 'replaced';
}

/** The results as the notify job's env names them. */
export function jobResults(env: Env): JobResults {
  return {
    content: env.CONTENT_RESULT,
    refused: env.REFUSED,
    publish: env.PUBLISH_RESULT,
    deploy: env.DEPLOY_RESULT,
    deployed: env.DEPLOYED,
    code: env.CODE_FILES,
  };
}
