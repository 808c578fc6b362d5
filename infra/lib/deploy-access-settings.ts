// The settings of the GitHub Actions deploy access stack (deploy-access-stack.ts), checked with
// the others by settings-schema.ts: the repository whose `production` environment may deploy (by
// name, which adds the stack and names the workflow the roles trust, and by its owner's and its
// own numeric ids, which pin the repository: a name can pass to someone else after a rename, a
// transfer or a deletion, an id never does), the account's existing GitHub OIDC provider if there
// is one, and CDK's bootstrap qualifier.

/** CDK's own context key for the bootstrap qualifier (read by every stack's synthesizer too). */
export const BOOTSTRAP_QUALIFIER_KEY = '@aws-cdk/core:bootstrapQualifier';
/** CDK's default qualifier (`DefaultStackSynthesizer.DEFAULT_QUALIFIER`). */
export const DEFAULT_BOOTSTRAP_QUALIFIER = 'hnb659fds';
/** The ids' placeholder in infra/cdk.json (GitHub's ids start at 1); a deploy refuses it. */
export const GITHUB_ID_PLACEHOLDER = '0';

export interface DeployAccessSettings {
  /** `OWNER/REPO`, spelled as on GitHub (the token's `sub` claim is compared case-sensitively). */
  readonly repository: string;
  /** The numeric id of the repository's owner (`gh api repos/OWNER/REPO --jq .owner.id`). */
  readonly ownerId: string;
  /** The repository's numeric id (`gh api repos/OWNER/REPO --jq .id`). */
  readonly repositoryId: string;
  /** The account's existing GitHub OIDC provider; absent: the stack creates one. */
  readonly oidcProviderArn?: string;
  /** The qualifier the account and regions were bootstrapped with. */
  readonly bootstrapQualifier: string;
}

/**
 * The keys of the deploy access stack, in CONTEXT_SCHEMA's terms (settings-schema.ts). GitHub's
 * rules for `OWNER/REPO`: an owner (user or organization) is 1 to 39 letters, digits or single
 * hyphens, not at either end; a repository is 1 to 100 letters, digits, `.`, `-` or `_`, not `.`
 * or `..`. An account has at most one IAM OIDC provider for GitHub Actions' URL. The qualifier
 * pattern is the bootstrap template's AllowedPattern for its Qualifier parameter.
 */
export const DEPLOY_ACCESS_PROPERTIES = {
  githubRepository: {
    type: 'string',
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/
      .source,
    problem:
      'must be OWNER/REPO as on GitHub (owner: letters, digits and single hyphens, up to 39; ' +
      'repository: letters, digits, ".", "-" and "_", up to 100), e.g. bridge-city/site',
  },
  githubOwnerId: {
    type: 'string',
    pattern: '^(0|[1-9][0-9]{0,19})$',
    default: GITHUB_ID_PLACEHOLDER,
    problem: "must be the repository owner's numeric id: gh api repos/OWNER/REPO --jq .owner.id",
  },
  githubRepositoryId: {
    type: 'string',
    pattern: '^(0|[1-9][0-9]{0,19})$',
    default: GITHUB_ID_PLACEHOLDER,
    problem: "must be the repository's numeric id: gh api repos/OWNER/REPO --jq .id",
  },
  githubOidcProviderArn: {
    type: 'string',
    pattern: /^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/
      .source,
    problem:
      "must be the ARN of GitHub's IAM OIDC provider, " +
      'arn:aws:iam::ACCOUNT:oidc-provider/token.actions.githubusercontent.com',
  },
  [BOOTSTRAP_QUALIFIER_KEY]: {
    type: 'string',
    pattern: /^[A-Za-z0-9_-]{1,10}$/.source,
    default: DEFAULT_BOOTSTRAP_QUALIFIER,
    problem: 'must be 1 to 10 letters, digits, "_" or "-" (as for cdk bootstrap --qualifier)',
  },
} as const;

/**
 * The deploy access settings from checked values (githubOidcProviderArn only with
 * githubRepository), or undefined when `githubRepository` is not set: the stack is left out.
 */
export function deployAccessSettings(values: {
  readonly githubRepository?: string;
  readonly githubOidcProviderArn?: string;
  readonly githubOwnerId: string;
  readonly githubRepositoryId: string;
  readonly [BOOTSTRAP_QUALIFIER_KEY]: string;
}): DeployAccessSettings | undefined {
  const { githubRepository: repository, githubOidcProviderArn: oidcProviderArn } = values;
  if (repository === undefined) return undefined;
  return {
    repository,
    ownerId: values.githubOwnerId,
    repositoryId: values.githubRepositoryId,
    ...(oidcProviderArn !== undefined ? { oidcProviderArn } : {}),
    bootstrapQualifier: values[BOOTSTRAP_QUALIFIER_KEY],
  };
}
