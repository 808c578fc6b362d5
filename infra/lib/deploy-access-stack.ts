// The roles GitHub Actions deploys and publishes content with, trusted by OIDC for the repository's
// ids, environment and workflow, and the policies that bound every deploy; deployed once by an
// administrator, only when `githubRepository` is set (infra/docs/access.md says why each holds).
import { CfnOutput, DefaultStackSynthesizer, Duration, Fn, Stack, Token } from 'aws-cdk-lib';
import type { Environment } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { CONTENT_ENVIRONMENT, DEPLOY_ENVIRONMENT, workflowSubject } from '../../contracts/pipeline';
import { deployBoundaryDocument, runtimeBoundaryDocument } from './deploy-boundaries';
import {
  boundaryArn,
  DEPLOY_BOUNDARY_NAME,
  executionPolicyDocuments,
  PERMISSIONS_BOUNDARY_NAME,
} from './deploy-execution-policy';
import { SettingsError, type RepositoryAccess, type SiteSettings } from './settings';
import {
  bootstrapRoleArns,
  siteResourceArns,
  STACK_TAG_CONDITION,
  statement,
  unique,
  type SiteResourceArns,
} from './site-resource-arns';

export const DEPLOY_ACCESS_STACK_NAME = 'BridgeCityFitnessDeployAccess';
export const DEPLOY_ROLE_OUTPUT = 'DeployRoleArn';
export const DEPLOY_ROLE_NAME = 'bridge-city-fitness-github-deploy';
export const CONTENT_PUBLISH_ROLE_NAME = 'bridge-city-fitness-content-publish';
export const CONTENT_PUBLISH_ROLE_OUTPUT = 'ContentPublishRoleArn';

const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
const AUDIENCE = 'sts.amazonaws.com';

export interface DeployAccessStackProps {
  readonly access: RepositoryAccess;
  readonly settings: SiteSettings;
  /** The site's stacks' environments (the site's region, and us-east-1 for the WAF). */
  readonly targets: readonly { readonly account: string; readonly region: string }[];
  readonly env?: Environment;
}

export class DeployAccessStack extends Stack {
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, {
      env: props.env,
      synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
      description:
        'Bridge City Fitness website: the roles GitHub Actions deploys and publishes content ' +
        `with (OIDC, environments ${DEPLOY_ENVIRONMENT} and ${CONTENT_ENVIRONMENT})`,
    });
    const { repository, oidcProviderArn, bootstrapQualifier } = props.access;

    const arnScope = {
      partition: this.partition,
      account: this.account,
      regions: unique(props.targets.map((target) => target.region)),
      bootstrapQualifier,
    };
    const arns = siteResourceArns(arnScope, props.settings);
    const boundary = new iam.ManagedPolicy(this, 'PermissionsBoundary', {
      managedPolicyName: PERMISSIONS_BOUNDARY_NAME,
      description: "Bridge City Fitness website: the ceiling of the site's own roles",
      document: runtimeBoundaryDocument(arns, props.settings.senderEmail),
    });
    const deployBoundary = new iam.ManagedPolicy(this, 'DeployBoundary', {
      managedPolicyName: DEPLOY_BOUNDARY_NAME,
      description: "Bridge City Fitness website: the ceiling of CDK's bootstrap roles",
      document: deployBoundaryDocument(arns, arnScope),
    });
    const documents = executionPolicyDocuments(arns, boundaryArn(this.partition, this.account));
    const executionPolicies = Object.entries(documents).map(
      ([name, document]) =>
        new iam.ManagedPolicy(this, `ExecutionPolicy-${name}`, {
          managedPolicyName: name,
          description:
            "Bridge City Fitness website: what CloudFormation may do to deploy the site's stacks",
          document,
        }),
    );
    NagSuppressions.addResourceSuppressions(
      [boundary, deployBoundary, ...executionPolicies],
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

    const provider =
      oidcProviderArn === undefined
        ? new iam.OidcProviderNative(this, 'GitHubOidcProvider', {
            url: `https://${GITHUB_OIDC_HOST}`,
            clientIds: [AUDIENCE],
            // No thumbprints: IAM trusts GitHub's certificate through its own root CAs.
          })
        : this.importProvider(oidcProviderArn);

    const github = (roleName: string, description: string, sub: string) => ({
      roleName,
      description: `GitHub Actions ${description}`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: new iam.OpenIdConnectPrincipal(provider, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: AUDIENCE,
          [`${GITHUB_OIDC_HOST}:sub`]: sub,
        },
      }),
    });
    // What `cdk deploy` assumes in each environment.
    const cdkRoles = bootstrapRoleArns(arnScope, [
      'deploy-role',
      'file-publishing-role',
      'lookup-role',
    ]);
    this.role = new iam.Role(this, 'DeployRole', {
      ...github(
        DEPLOY_ROLE_NAME,
        `deploys of ${repository} (environment ${DEPLOY_ENVIRONMENT}): ` +
          'may only assume the CDK bootstrap roles, then publish the build as the content role does',
        workflowSubject(props.access, DEPLOY_ENVIRONMENT),
      ),
      inlinePolicies: {
        AssumeCdkBootstrapRoles: new iam.PolicyDocument({
          statements: [statement('AssumeCdkBootstrapRoles', ['sts:AssumeRole'], cdkRoles)],
        }),
        // The build goes to the bucket after `cdk deploy` (tools/pipeline/publish/publish.ts).
        PublishContent: contentPublishPolicy(arns),
      },
    });

    const contentRole = new iam.Role(this, 'ContentPublishRole', {
      ...github(
        CONTENT_PUBLISH_ROLE_NAME,
        `content saves of ${repository} (environment ${CONTENT_ENVIRONMENT}): ` +
          "may only read and write the site bucket's objects and invalidate its distribution",
        workflowSubject(props.access, CONTENT_ENVIRONMENT),
      ),
      inlinePolicies: { PublishContent: contentPublishPolicy(arns) },
    });

    NagSuppressions.addResourceSuppressions(
      [this.role, contentRole],
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The site bucket's name ends in CloudFormation's suffix, its objects are any key of " +
            "it, and the distribution's id is random: it is named by its stack tag instead.",
        },
      ],
    );

    new CfnOutput(this, DEPLOY_ROLE_OUTPUT, {
      description: 'The GitHub repository variable AWS_DEPLOY_ROLE_ARN',
      value: this.role.roleArn,
    });
    new CfnOutput(this, CONTENT_PUBLISH_ROLE_OUTPUT, {
      description: 'The GitHub repository variable AWS_CONTENT_ROLE_ARN',
      value: contentRole.roleArn,
    });
    new CfnOutput(this, 'ExecutionPolicyArns', {
      description: 'cdk bootstrap --cloudformation-execution-policies',
      value: Fn.join(
        ',',
        executionPolicies.map((policy) => policy.managedPolicyArn),
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

/** Writes (no reads, no versions), the listing and invalidations, as publish.ts calls them. */
function contentPublishPolicy(arns: SiteResourceArns): iam.PolicyDocument {
  const [bucket, objects] = arns.siteBucket;
  return new iam.PolicyDocument({
    statements: [
      statement('WriteSiteObjects', ['s3:PutObject', 's3:DeleteObject'], [objects!]),
      statement('ListSiteBucket', ['s3:ListBucket'], [bucket!]),
      statement(
        'InvalidateSiteDistribution',
        ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        arns.distributions,
        STACK_TAG_CONDITION,
      ),
    ],
  });
}
