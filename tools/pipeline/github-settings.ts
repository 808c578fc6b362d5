// The repository's settings the pipeline's safety rests on, as data (`npm run pipeline --
// github-settings apply|check`): the environments and their reviewers, the rulesets, and the OIDC
// subject the roles trust (contracts/pipeline.ts).
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  MAIN_BRANCH,
  OIDC_SUBJECT_CLAIM_KEYS,
} from '../../contracts/pipeline';

export const REVIEW_ENVIRONMENT = 'review';
export const MAIN_RULESET = 'main: no deletion, no force push';
export const PUSH_RULESET = 'Pushes of anything but content by maintainers only';
/** The Dependabot GitHub App, as a ruleset names it. */
const DEPENDABOT_APP_ID = 29110;

export type Reviewer = { type: 'Team' | 'User'; id: number };
export type EnvironmentSettings = {
  name: string;
  reviewers: Reviewer[];
  preventSelfReview: boolean;
  branches: string[];
};
export type RulesetSettings = {
  name: string;
  target: 'branch' | 'push';
  enforcement: 'active';
  conditions?: { ref_name: { include: string[]; exclude: string[] } };
  rules: { type: string; parameters?: Record<string, unknown> }[];
  bypass_actors: { actor_id: number; actor_type: string; bypass_mode: 'always' }[];
};
export type GitHubSettings = {
  environments: EnvironmentSettings[];
  rulesets: RulesetSettings[];
  oidcClaimKeys: readonly string[];
};

/** What tools read as code or configuration; never an editor's, wherever it is under content/. */
const TOOL_FILES = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts', 'tsx', 'json', 'json5', 'md'];

/**
 * The paths only maintainers may push, as far as a ruleset can say it (fnmatch, no negation):
 * every file at the root, every dotfile and dot-folder, node_modules/ and every top-level folder
 * but content/ (a folder made later is the workflow's to refuse: .github/lane.mjs),
 * content/schema/, and tool files anywhere under content/.
 */
export function restrictedPaths(topLevel: { name: string; folder: boolean }[]): string[] {
  const folders = topLevel
    .filter(({ name, folder }) => folder && name !== 'content')
    .map(({ name }) => `${name}/**`);
  const dotted = ['.*', '**/.*', '**/.*/**']; // `*` and `**` skip names that start with a dot
  const inContent = TOOL_FILES.map((ext) => `content/**/*.${ext}`);
  return [
    ...new Set(['*', ...dotted, 'node_modules/**', 'content/schema/**', ...inContent, ...folders]),
  ].sort();
}

/**
 * The settings; `pushRules: false` when the repository's plan has no push rulesets (GitHub offers
 * them to private and internal repositories of Team and Enterprise plans): with nothing keeping
 * workflows to maintainers, a save then waits for a maintainer's review in `content` too.
 */
export function desiredSettings({
  maintainers,
  topLevel,
  pushRules = true,
}: {
  /** The maintainers' team (or user): the reviewers, and who may push code. */
  maintainers: Reviewer;
  topLevel: { name: string; folder: boolean }[];
  pushRules?: boolean;
}): GitHubSettings {
  const main = [MAIN_BRANCH];
  const settings: GitHubSettings = {
    environments: [
      {
        name: DEPLOY_ENVIRONMENT,
        reviewers: [maintainers],
        preventSelfReview: true,
        branches: main,
      },
      // Before anything of a push with code runs: the tests and the build wait for it.
      {
        name: REVIEW_ENVIRONMENT,
        reviewers: [maintainers],
        preventSelfReview: true,
        branches: main,
      },
      {
        name: CONTENT_ENVIRONMENT,
        reviewers: pushRules ? [] : [maintainers],
        preventSelfReview: !pushRules,
        branches: main,
      },
    ],
    rulesets: [
      {
        name: MAIN_RULESET,
        target: 'branch',
        enforcement: 'active',
        conditions: { ref_name: { include: [`refs/heads/${MAIN_BRANCH}`], exclude: [] } },
        rules: [{ type: 'deletion' }, { type: 'non_fast_forward' }],
        bypass_actors: [],
      },
      {
        name: PUSH_RULESET,
        target: 'push',
        enforcement: 'active',
        rules: [
          {
            type: 'file_path_restriction',
            parameters: { restricted_file_paths: restrictedPaths(topLevel) },
          },
        ],
        bypass_actors: [
          { actor_id: maintainers.id, actor_type: maintainers.type, bypass_mode: 'always' },
          // Its update branches change package.json and the actions; a maintainer merges them.
          { actor_id: DEPENDABOT_APP_ID, actor_type: 'Integration', bypass_mode: 'always' },
        ],
      },
    ],
    oidcClaimKeys: OIDC_SUBJECT_CLAIM_KEYS,
  };
  if (!pushRules) settings.rulesets = settings.rulesets.filter((r) => r.target !== 'push');
  return settings;
}
