// The settings of the GitHub Actions deploy access stack (deploy-access-stack.ts), read by
// settings.ts: the repository whose `production` environment may deploy, the account's existing
// GitHub OIDC provider if there is one, and CDK's bootstrap qualifier.

/** CDK's own context key for the bootstrap qualifier (read by every stack's synthesizer too). */
export const BOOTSTRAP_QUALIFIER_KEY = '@aws-cdk/core:bootstrapQualifier';
/** CDK's default qualifier (`DefaultStackSynthesizer.DEFAULT_QUALIFIER`). */
export const DEFAULT_BOOTSTRAP_QUALIFIER = 'hnb659fds';

export interface DeployAccessSettings {
  /** `OWNER/REPO`, spelled as on GitHub (the token's `sub` claim is compared case-sensitively). */
  readonly repository: string;
  /** The account's existing GitHub OIDC provider; absent: the stack creates one. */
  readonly oidcProviderArn?: string;
  /** The qualifier the account and regions were bootstrapped with. */
  readonly bootstrapQualifier: string;
}

/**
 * GitHub's rules: an owner (user or organization) is 1 to 39 letters, digits or single hyphens,
 * not at either end; a repository is 1 to 100 letters, digits, `.`, `-` or `_`, not `.` or `..`.
 */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;
/** An IAM OIDC provider for GitHub Actions: an account has at most one for that URL. */
const GITHUB_PROVIDER_ARN =
  /^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/;
/** The bootstrap template's AllowedPattern for its Qualifier parameter. */
const QUALIFIER = /^[A-Za-z0-9_-]{1,10}$/;

/** Why `OWNER/REPO` is not a GitHub repository name, or undefined. */
export function githubRepositoryProblem(value: string): string | undefined {
  const [owner = '', name = '', ...rest] = value.split('/');
  if (
    rest.length === 0 &&
    OWNER.test(owner) &&
    REPOSITORY.test(name) &&
    name !== '.' &&
    name !== '..'
  ) {
    return undefined;
  }
  return (
    'githubRepository must be OWNER/REPO as on GitHub (owner: letters, digits and single ' +
    'hyphens, up to 39; repository: letters, digits, ".", "-" and "_", up to 100), ' +
    `e.g. bridge-city/site, got "${value}"`
  );
}

/**
 * The deploy access settings, or undefined when `githubRepository` is not set (the stack is then
 * left out). `text` reads a trimmed string setting; each problem is pushed to `problems`.
 */
export function readDeployAccess(
  text: (
    key: 'githubRepository' | 'githubOidcProviderArn' | typeof BOOTSTRAP_QUALIFIER_KEY,
  ) => string | undefined,
  problems: string[],
): DeployAccessSettings | undefined {
  const repository = text('githubRepository');
  const oidcProviderArn = text('githubOidcProviderArn');
  if (repository === undefined) {
    if (oidcProviderArn !== undefined) {
      problems.push(
        'githubOidcProviderArn is set but githubRepository is not: set both or neither',
      );
    }
    return undefined;
  }
  const repositoryProblem = githubRepositoryProblem(repository);
  if (repositoryProblem !== undefined) problems.push(repositoryProblem);
  if (oidcProviderArn !== undefined && !GITHUB_PROVIDER_ARN.test(oidcProviderArn)) {
    problems.push(
      "githubOidcProviderArn must be the ARN of GitHub's IAM OIDC provider, " +
        'arn:aws:iam::ACCOUNT:oidc-provider/token.actions.githubusercontent.com, ' +
        `got "${oidcProviderArn}"`,
    );
  }
  const bootstrapQualifier = text(BOOTSTRAP_QUALIFIER_KEY) ?? DEFAULT_BOOTSTRAP_QUALIFIER;
  if (!QUALIFIER.test(bootstrapQualifier)) {
    problems.push(
      `${BOOTSTRAP_QUALIFIER_KEY} must be 1 to 10 letters, digits, "_" or "-" (as for ` +
        `cdk bootstrap --qualifier), got "${bootstrapQualifier}"`,
    );
  }
  return {
    repository,
    ...(oidcProviderArn !== undefined ? { oidcProviderArn } : {}),
    bootstrapQualifier,
  };
}
