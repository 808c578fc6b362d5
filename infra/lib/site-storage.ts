import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** The private, versioned bucket the site is served from, and the bucket its access logs go to. */
export class SiteStorage extends Construct {
  readonly siteBucket: s3.Bucket;
  /** CloudFront standard logs (prefix `cloudfront/`) and the site bucket's access logs (`s3/`). */
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging writes through the bucket ACL and does not support SSE-KMS.
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(90) },
        { id: 'abort-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
    });
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      // Keep the site (and its old versions) if the stack is ever deleted: no autoDeleteObjects.
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      lifecycleRules: [
        // How long old versions stay recoverable.
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) },
        { id: 'abort-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
    });
  }
}
