// What the content lane's role may do: write and delete the site bucket's objects, list that
// bucket (the upload compares content hashes with the ETags it lists), and invalidate the site's
// distribution. No CloudFormation, no IAM, no other bucket, no object versions, no lead table, no
// mail, no secret. The bucket is named by CloudFormation's rule for the site bucket's name, the
// distribution by the stack tag CloudFormation gives it (site-resource-arns.ts).
import * as iam from 'aws-cdk-lib/aws-iam';
import { distributionPattern, siteBucketPattern, STACK_TAG_CONDITION } from './site-resource-arns';

/** The workflow file the content lane publishes from, on main only. */
export const CONTENT_WORKFLOW = '.github/workflows/publish-content.yml';

/** GitHub's `job_workflow_ref` claim of that workflow in `repository` (`OWNER/REPO`) on main. */
export function contentWorkflowRef(repository: string): string {
  return `${repository}/${CONTENT_WORKFLOW}@refs/heads/main`;
}

/** The content role's only policy. */
export function contentPublishPolicy(partition: string, account: string): iam.PolicyDocument {
  const [bucket, objects] = [siteBucketPattern(partition), `${siteBucketPattern(partition)}/*`];
  return new iam.PolicyDocument({
    statements: [
      new iam.PolicyStatement({
        sid: 'WriteSiteObjects',
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [objects],
      }),
      new iam.PolicyStatement({
        sid: 'ListSiteBucket',
        actions: ['s3:ListBucket'],
        resources: [bucket],
      }),
      new iam.PolicyStatement({
        sid: 'InvalidateSiteDistribution',
        actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        resources: [distributionPattern(partition, account)],
        conditions: STACK_TAG_CONDITION,
      }),
    ],
  });
}
