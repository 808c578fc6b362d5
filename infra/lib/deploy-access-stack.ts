// The role GitHub Actions deploys with: a small stack, deployed once by an administrator, that
// the app adds only when `githubRepository` is set (site-app.ts).
//
// - GitHub's OIDC identity provider (https://token.actions.githubusercontent.com, audience
//   sts.amazonaws.com) as a plain AWS::IAM::OIDCProvider (no custom resource, no Lambda), or the
//   account's existing one (`githubOidcProviderArn`: an account has one provider per URL).
// - A role only a workflow job of that repository running in its GitHub environment `production`
//   can assume: sts:AssumeRoleWithWebIdentity from that provider, with StringEquals on the token's
//   `aud` and `sub`, no wildcards. The `sub` names the repository by its owner's and its own
//   numeric ids (`repository_owner_id:1:repository_id:2:environment:production`, the repository's
//   OIDC subject customisation, infra/README.md), never by name: a name can be taken over after a
//   rename, a transfer or a deletion (repo-jacking), an id cannot. Pull requests, branches
//   without the environment, forks and other repositories get other `sub` values.
// - Its only permission: sts:AssumeRole on the CDK bootstrap roles `cdk deploy` uses in the
//   site's region and in us-east-1 (the WAF stack): deploy, file publishing and lookup. The app
//   has no Docker image assets, so the image publishing role is left out; the default synthesizer
//   passes no session tags, so no sts:TagSession. What a deploy may change is then up to the
//   bootstrap roles: the CloudFormation execution role holds the execution policy below.
// - The CloudFormation execution policy and the permissions boundary (deploy-execution-policy.ts),
//   as managed policies with fixed names, which `cdk bootstrap` names instead of CDK's default,
//   AdministratorAccess.
// The stack has no bootstrap version rule: an administrator deploys it before the bootstrap,
// which needs its policies (infra/README.md, "Deploys from GitHub Actions").
import { CfnOutput, DefaultStackSynthesizer, Duration, Stack, Token } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { DeployAccessSettings } from './deploy-access-settings';
import {
  boundaryDocument,
  EXECUTION_POLICY_NAME,
  executionPolicyDocument,
  PERMISSIONS_BOUNDARY_NAME,
} from './deploy-execution-policy';
import { SettingsError } from './settings';

/** The stack's CloudFormation name: `npm run cdk -- deploy BridgeCityFitnessDeployAccess`. */
export const DEPLOY_ACCESS_STACK_NAME = 'BridgeCityFitnessDeployAccess';
/** The output with the role's ARN, for the GitHub repository variable AWS_DEPLOY_ROLE_ARN. */
export const DEPLOY_ROLE_OUTPUT = 'DeployRoleArn';
/** The output with the execution policy's ARN, for `cdk bootstrap`. */
export const EXECUTION_POLICY_OUTPUT = 'ExecutionPolicyArn';
/** The role's fixed name (its ARN is arn:aws:iam::ACCOUNT:role/<name>). */
export const DEPLOY_ROLE_NAME = 'bridge-city-fitness-github-deploy';
/** The GitHub environment the deploy job runs in; the role trusts no other. */
export const DEPLOY_ENVIRONMENT = 'production';

/** GitHub Actions' OIDC issuer, its IAM condition key prefix, and the audience AWS expects. */
export const GITHUB_OIDC = {
  url: 'https://token.actions.githubusercontent.com',
  host: 'token.actions.githubusercontent.com',
  audience: 'sts.amazonaws.com',
} as const;

/** The claims the repository's OIDC subject customisation puts in `sub`, in this order. */
export const SUBJECT_CLAIM_KEYS = ['repository_owner_id', 'repository_id', 'context'] as const;

/** The `sub` claim of a job of the repository (by ids) running in the deploy environment. */
export function deploySubject(ids: { ownerId: string; repositoryId: string }): string {
  return (
    `repository_owner_id:${ids.ownerId}:repository_id:${ids.repositoryId}:` +
    `environment:${DEPLOY_ENVIRONMENT}`
  );
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
  /** The environments of the site's stacks (the site's region, and us-east-1 for the WAF). */
  readonly targets: readonly DeployTarget[];
  /** This stack's account and region (the site's). */
  readonly env?: { readonly account?: string; readonly region?: string };
}

export class DeployAccessStack extends Stack {
  readonly provider: iam.IOidcProvider;
  readonly role: iam.Role;
  /** The bootstrap's CloudFormation execution policy (`--cloudformation-execution-policies`). */
  readonly executionPolicy: iam.ManagedPolicy;
  /** The boundary of that role and of every role the site's stacks create. */
  readonly boundary: iam.ManagedPolicy;
  /** The bootstrap role ARNs the role may assume. */
  readonly bootstrapRoleArns: readonly string[];

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, {
      env: props.env,
      synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
      description:
        'Bridge City Fitness website: the role GitHub Actions deploys with (OIDC, ' +
        `environment ${DEPLOY_ENVIRONMENT})`,
    });
    const { repository, oidcProviderArn, bootstrapQualifier } = props.settings;

    this.boundary = new iam.ManagedPolicy(this, 'PermissionsBoundary', {
      managedPolicyName: PERMISSIONS_BOUNDARY_NAME,
      description:
        'Bridge City Fitness website: the boundary of the CloudFormation execution role and of ' +
        "the site's roles",
      document: boundaryDocument(this),
    });
    this.executionPolicy = new iam.ManagedPolicy(this, 'ExecutionPolicy', {
      managedPolicyName: EXECUTION_POLICY_NAME,
      description:
        "Bridge City Fitness website: what CloudFormation may do to deploy the site's stacks",
      document: executionPolicyDocument(this),
    });
    NagSuppressions.addResourceSuppressions(
      [this.boundary, this.executionPolicy],
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CloudFormation names the site's resources at deploy time, so their control-plane " +
            'actions take `*` resources; no action is service-wide, IAM roles are limited to ' +
            "the site's names and the boundary, and the one secret to the origin secret's name.",
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

    new CfnOutput(this, DEPLOY_ROLE_OUTPUT, {
      description: 'The GitHub repository variable AWS_DEPLOY_ROLE_ARN',
      value: this.role.roleArn,
    });
    new CfnOutput(this, EXECUTION_POLICY_OUTPUT, {
      description: 'cdk bootstrap --cloudformation-execution-policies',
      value: this.executionPolicy.managedPolicyArn,
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
