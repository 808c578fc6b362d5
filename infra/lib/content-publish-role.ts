// What the content lane's role may do: read, write and delete the site bucket's objects, list
// that bucket (the upload compares content hashes with the ETags it lists), and invalidate the
// site's distribution. No CloudFormation, no IAM, no other bucket, no object versions, no lead
// table, no mail, no secret. The bucket is named by CloudFormation's rule for the site bucket's
// name, the distribution by the stack tag CloudFormation gives it (site-resource-arns.ts).
import * as iam from 'aws-cdk-lib/aws-iam';
import { distributionPattern, siteBucketPattern, STACK_TAG_CONDITION } from './site-resource-arns';

/** The content role's only policy. */
export function contentPublishPolicy(partition: string, account: string): iam.PolicyDocument {
  const [bucket, objects] = [siteBucketPattern(partition), `${siteBucketPattern(partition)}/*`];
  return new iam.PolicyDocument({
    statements: [
      new iam.PolicyStatement({
        // The publisher reads its manifest and heads the objects it keeps (GetObject covers
        // HeadObject). Both are the site's own public files, which CloudFront serves to anyone
        // anyway: reading them gives the role nothing a visitor lacks.
        sid: 'ReadSiteObjects',
        actions: ['s3:GetObject'],
        resources: [objects],
      }),
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
