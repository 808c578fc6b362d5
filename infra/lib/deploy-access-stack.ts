// The roles GitHub Actions deploys and publishes content with: a small stack, deployed once by an
// administrator, that the app adds only when `githubRepository` is set (site-app.ts).
//
// - GitHub's OIDC identity provider (https://token.actions.githubusercontent.com, audience
//   sts.amazonaws.com) as a plain AWS::IAM::OIDCProvider (no custom resource, no Lambda), or the
//   account's existing one (`githubOidcProviderArn`: an account has one provider per URL).
// - A role only a job of that repository's deploy workflow on main, running in its GitHub
//   environment `production`, can assume: sts:AssumeRoleWithWebIdentity from that provider, with
//   StringEquals on the token's `aud` and `sub`, no wildcards. Under the repository's OIDC subject
//   template (contracts/pipeline.ts, infra/docs/access.md) the `sub` names the repository by its
//   owner's and its own numeric ids, never by name alone (a name can be taken over after a rename,
//   a transfer or a deletion: repo-jacking; an id cannot), then the environment, then the
//   workflow file and ref (`job_workflow_ref`). Pull requests, branches without the environment,
//   other workflows, forks and other repositories get other `sub` values.
// - Its only permission: sts:AssumeRole on the CDK bootstrap roles `cdk deploy` uses in the
//   site's region and in us-east-1 (the WAF stack): deploy, file publishing and lookup. The app
//   has no Docker image assets, so the image publishing role is left out; the default synthesizer
//   passes no session tags, so no sts:TagSession. What a deploy may change is then up to the
//   bootstrap roles: the CloudFormation execution role holds the execution policy below.
// - A second role, for the content lane: trusted the same way (the same workflow file on main)
//   but in the environment `content`; it may only read, write and delete the site bucket's
//   objects and invalidate the site's distribution (content-publish-role.ts).
// - The CloudFormation execution policies and the two boundaries (deploy-execution-policy.ts,
//   deploy-boundaries.ts), as managed policies with fixed names, which `cdk bootstrap` names
//   instead of CDK's default, AdministratorAccess.
// The stack has no bootstrap version rule: an administrator deploys it before the bootstrap,
// which needs its policies (infra/README.md, "One-time setup"; infra/docs/access.md).
import { CfnOutput, DefaultStackSynthesizer, Duration, Fn, Stack, Token } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import {
  CONTENT_ENVIRONMENT,
  DEPLOY_ENVIRONMENT,
  workflowSubject,
  type RepositoryIdentity,
} from '../../contracts/pipeline';
import { contentPublishPolicy } from './content-publish-role';
import type { RepositoryAccess as DeployAccessSettings } from './settings';
import { deployBoundaryDocument, runtimeBoundaryDocument } from './deploy-boundaries';
import {
  boundaryArn,
  DEPLOY_BOUNDARY_NAME,
  executionPolicyDocuments,
  PERMISSIONS_BOUNDARY_NAME,
} from './deploy-execution-policy';
import { SettingsError } from './settings';
import { siteResourceArns, type NamingSettings } from './site-resource-arns';

/** The stack's CloudFormation name: `npm run cdk -- deploy BridgeCityFitnessDeployAccess`. */
export const DEPLOY_ACCESS_STACK_NAME = 'BridgeCityFitnessDeployAccess';
/** The output with the role's ARN, for the GitHub repository variable AWS_DEPLOY_ROLE_ARN. */
export const DEPLOY_ROLE_OUTPUT = 'DeployRoleArn';
/** The output with the execution policies' ARNs (comma-separated), for `cdk bootstrap`. */
export const EXECUTION_POLICY_OUTPUT = 'ExecutionPolicyArns';
/** The role's fixed name (its ARN is arn:aws:iam::ACCOUNT:role/<name>). */
export const DEPLOY_ROLE_NAME = 'bridge-city-fitness-github-deploy';
/** The content lane's role (arn:aws:iam::ACCOUNT:role/<name>). */
export const CONTENT_PUBLISH_ROLE_NAME = 'bridge-city-fitness-content-publish';
/** The output with its ARN, for the GitHub repository variable AWS_CONTENT_ROLE_ARN. */
export const CONTENT_PUBLISH_ROLE_OUTPUT = 'ContentPublishRoleArn';

/** GitHub Actions' OIDC issuer, its IAM condition key prefix, and the audience AWS expects. */
export const GITHUB_OIDC = {
  url: 'https://token.actions.githubusercontent.com',
  host: 'token.actions.githubusercontent.com',
  audience: 'sts.amazonaws.com',
} as const;

/** The `sub` of the deploy workflow's job on main in the deploy environment. */
export function deploySubject(identity: RepositoryIdentity): string {
  return workflowSubject(identity, DEPLOY_ENVIRONMENT);
}

/** The `sub` of the deploy workflow's job on main in the content environment. */
export function contentSubject(identity: RepositoryIdentity): string {
  return workflowSubject(identity, CONTENT_ENVIRONMENT);
}

/** The bootstrap roles `cdk deploy` assumes in each environment, as CDK spells their ARNs. */
export const BOOTSTRAP_ROLE_ARNS = [
  DefaultStackSynthesizer.DEFAULT_DEPLOY_ROLE_ARN,
  DefaultStackSynthesizer.DEFAULT_FILE_ASSET_PUBLISHING_ROLE_ARN,
  DefaultStackSynthesizer.DEFAULT_LOOKUP_ROLE_ARN,
] as const;

/** Where the app's stacks deploy (tokens allowed: an unknown account or region). */
export interface DeployTarget {
  readonly account: string;
  readonly region: string;
}

export interface DeployAccessStackProps {
  readonly settings: DeployAccessSettings;
  /** The site's settings that name its resources (the zone, the mail, the parameters). */
  readonly naming: NamingSettings;
  /** The environments of the site's stacks (the site's region, and us-east-1 for the WAF). */
  readonly targets: readonly DeployTarget[];
  /** This stack's account and region (the site's). */
  readonly env?: { readonly account?: string; readonly region?: string };
}

export class DeployAccessStack extends Stack {
  readonly provider: iam.IOidcProvider;
  readonly role: iam.Role;
  /** The content lane's role. */
  readonly contentRole: iam.Role;
  /** The bootstrap's CloudFormation execution policies (`--cloudformation-execution-policies`). */
  readonly executionPolicies: iam.ManagedPolicy[];
  /** The runtime ceiling of every role the site's stacks create. */
  readonly boundary: iam.ManagedPolicy;
  /** The ceiling of the bootstrap roles (`--custom-permissions-boundary`). */
  readonly deployBoundary: iam.ManagedPolicy;
  /** The bootstrap role ARNs the role may assume. */
  readonly bootstrapRoleArns: readonly string[];

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, {
      env: props.env,
      synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
      description:
        'Bridge City Fitness website: the roles GitHub Actions deploys and publishes content ' +
        `with (OIDC, environments ${DEPLOY_ENVIRONMENT} and ${CONTENT_ENVIRONMENT})`,
    });
    const { repository, oidcProviderArn, bootstrapQualifier } = props.settings;

    const arnScope = {
      partition: this.partition,
      account: this.account,
      siteRegion: props.targets[0]!.region,
      regions: unique(props.targets.map((target) => target.region)),
      bootstrapQualifier,
    };
    const arns = siteResourceArns(arnScope, props.naming);
    this.boundary = new iam.ManagedPolicy(this, 'PermissionsBoundary', {
      managedPolicyName: PERMISSIONS_BOUNDARY_NAME,
      description: "Bridge City Fitness website: the ceiling of the site's own roles",
      document: runtimeBoundaryDocument(arns, props.naming.senderEmail),
    });
    this.deployBoundary = new iam.ManagedPolicy(this, 'DeployBoundary', {
      managedPolicyName: DEPLOY_BOUNDARY_NAME,
      description: "Bridge City Fitness website: the ceiling of CDK's bootstrap roles",
      document: deployBoundaryDocument(arns, arnScope),
    });
    const documents = executionPolicyDocuments(arns, boundaryArn(this.partition, this.account));
    this.executionPolicies = Object.entries(documents).map(
      ([name, document]) =>
        new iam.ManagedPolicy(this, `ExecutionPolicy-${name}`, {
          managedPolicyName: name,
          description:
            "Bridge City Fitness website: what CloudFormation may do to deploy the site's stacks",
          document,
        }),
    );
    NagSuppressions.addResourceSuppressions(
      [this.boundary, this.deployBoundary, ...this.executionPolicies],
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CloudFormation names the site's resources at deploy time: each resource is named by " +
            "the stack's prefix, a setting or the stack's tag, and a `*` stands only for " +
            "CloudFormation's suffix, a random id, or an action that takes no resource.",
        },
      ],
    );

    this.provider =
      oidcProviderArn === undefined
        ? new iam.OidcProviderNative(this, 'GitHubOidcProvider', {
            url: GITHUB_OIDC.url,
            clientIds: [GITHUB_OIDC.audience],
            // No thumbprints: IAM trusts GitHub's certificate through its own root CAs.
          })
        : this.importProvider(oidcProviderArn);

    this.bootstrapRoleArns = unique(
      props.targets.flatMap((target) =>
        BOOTSTRAP_ROLE_ARNS.map((template) =>
          template
            .replace('${AWS::Partition}', this.partition)
            .replace('${Qualifier}', bootstrapQualifier)
            .replaceAll('${AWS::AccountId}', target.account)
            .replaceAll('${AWS::Region}', target.region),
        ),
      ),
    );

    this.role = new iam.Role(this, 'DeployRole', {
      roleName: DEPLOY_ROLE_NAME,
      description:
        `GitHub Actions deploys of ${repository} (environment ${DEPLOY_ENVIRONMENT}): ` +
        'may only assume the CDK bootstrap roles',
      maxSessionDuration: Duration.hours(1),
      assumedBy: new iam.OpenIdConnectPrincipal(this.provider, {
        StringEquals: {
          [`${GITHUB_OIDC.host}:aud`]: GITHUB_OIDC.audience,
          [`${GITHUB_OIDC.host}:sub`]: deploySubject(props.settings),
        },
      }),
      inlinePolicies: {
        AssumeCdkBootstrapRoles: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              sid: 'AssumeCdkBootstrapRoles',
              actions: ['sts:AssumeRole'],
              resources: [...this.bootstrapRoleArns],
            }),
          ],
        }),
      },
    });

    this.contentRole = new iam.Role(this, 'ContentPublishRole', {
      roleName: CONTENT_PUBLISH_ROLE_NAME,
      description:
        `GitHub Actions content saves of ${repository} (environment ${CONTENT_ENVIRONMENT}): ` +
        "may only read and write the site bucket's objects and invalidate its distribution",
      maxSessionDuration: Duration.hours(1),
      assumedBy: new iam.OpenIdConnectPrincipal(this.provider, {
        StringEquals: {
          [`${GITHUB_OIDC.host}:aud`]: GITHUB_OIDC.audience,
          [`${GITHUB_OIDC.host}:sub`]: contentSubject(props.settings),
        },
      }),
      inlinePolicies: { PublishContent: contentPublishPolicy(this.partition, this.account) },
    });

    NagSuppressions.addResourceSuppressions(this.contentRole, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "The site bucket's name ends in CloudFormation's suffix, its objects are any key of " +
          "it, and the distribution's id is random: it is named by its stack tag instead.",
      },
    ]);

    new CfnOutput(this, DEPLOY_ROLE_OUTPUT, {
      description: 'The GitHub repository variable AWS_DEPLOY_ROLE_ARN',
      value: this.role.roleArn,
    });
    new CfnOutput(this, CONTENT_PUBLISH_ROLE_OUTPUT, {
      description: 'The GitHub repository variable AWS_CONTENT_ROLE_ARN',
      value: this.contentRole.roleArn,
    });
    new CfnOutput(this, EXECUTION_POLICY_OUTPUT, {
      description: 'cdk bootstrap --cloudformation-execution-policies',
      value: Fn.join(
        ',',
        this.executionPolicies.map((policy) => policy.managedPolicyArn),
      ),
    });
  }

  /** The account's provider; IAM only trusts a provider of the role's own account. */
  private importProvider(arn: string): iam.IOidcProvider {
    const account = arn.split(':')[4];
    if (!Token.isUnresolved(this.account) && account !== this.account) {
      throw new SettingsError([
        `githubOidcProviderArn is in account ${account}, but the stack deploys to ` +
          `${this.account}: give that account's provider, or leave the setting out to create one`,
      ]);
    }
    return iam.OidcProviderNative.fromOidcProviderArn(this, 'GitHubOidcProvider', arn);
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
