import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import {
  CALENDAR_UPLOAD,
  IMMUTABLE_UPLOAD,
  REVALIDATE_UPLOAD,
  type CacheClass,
} from './cache-globs';
import { DeployCheckError } from './deploy-checks';
import type { SiteSettings } from './settings';
import { MAINTENANCE_PAGE, NOT_FOUND_PAGE } from './site-distribution';

export interface SiteDeploymentProps extends Pick<SiteSettings, 'siteDir' | 'maintenance'> {
  readonly siteBucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
}

/** Three passes: hashed files (never pruned: open pages keep their bundles), calendars, the rest. */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const { siteDir, maintenance } = props;
    const required = ['/index.html', NOT_FOUND_PAGE, ...(maintenance ? [MAINTENANCE_PAGE] : [])];
    const missing = required.filter((file) => !existsSync(join(siteDir, file)));
    if (missing.length > 0) {
      throw new DeployCheckError([
        `${siteDir} lacks ${missing.join(', ')}: refusing to replace the live site ` +
          'with an incomplete build. Run `npm run build` (or `npm run deploy`, which builds first).',
      ]);
    }
    const source = s3deploy.Source.asset(siteDir);
    // One log group for the CDK-provided upload function that both deployments share.
    const logGroup = new logs.LogGroup(this, 'UploadLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const upload = (
      name: string,
      { filters: { exclude, include }, ...cacheClass }: CacheClass,
      extra: Partial<s3deploy.BucketDeploymentProps>,
    ) =>
      new s3deploy.BucketDeployment(this, name, {
        sources: [source],
        destinationBucket: props.siteBucket,
        cacheControl: [s3deploy.CacheControl.fromString(cacheClass.cacheControl)],
        contentType: cacheClass.contentType,
        exclude: [...exclude],
        include: include && [...include],
        logGroup,
        ...extra,
      });

    // Hashed names never change content, so old ones can stay; only this deployment's filters
    // decide what it touches, and `prune: false` keeps it from deleting anything at all.
    const immutableFiles = upload('ImmutableFiles', IMMUTABLE_UPLOAD, { prune: false });
    // Prunes calendar files that left the build; the invalidation below covers them.
    const calendarFiles = upload('CalendarFiles', CALENDAR_UPLOAD, { prune: true });
    // Prunes only what its filters match (the non-hashed files): `aws s3 sync --delete` never
    // deletes an excluded key, so the hashed files above are safe.
    const revalidatedFiles = upload('RevalidatedFiles', REVALIDATE_UPLOAD, {
      prune: true,
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // New HTML must never reference a bundle that is not uploaded yet.
    revalidatedFiles.node.addDependency(immutableFiles, calendarFiles);

    // cdk-nag's findings on the CDK-provided singleton that performs the uploads.
    const singletons: IConstruct[] = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    NagSuppressions.addResourceSuppressions(
      singletons,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'CDK-provided BucketDeployment handler: its role uses AWSLambdaBasicExecutionRole for ' +
            'its own logs; the construct does not let us replace it.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK-provided BucketDeployment handler: it must read every object of the CDK asset ' +
            'bucket zip and write/delete any key of the site bucket (s3 sync), and CloudFront ' +
            'invalidations have no resource-level permissions.',
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'CDK-provided BucketDeployment handler: aws-cdk-lib pins its Python runtime; it is ' +
            'updated by upgrading aws-cdk-lib.',
        },
      ],
      true,
    );
  }
}
