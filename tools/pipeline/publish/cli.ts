// `node publish.cjs --bucket B [--distribution D] [--dir public] [--dry-run] [--commit C
// --subject=S]`: the publish as the content lane's credentialed job runs it, from the bundle
// (bundle-publish.ts) with plain node.
// Credentials and region come from the environment, as the AWS SDK reads them (the OIDC step).
// `--endpoint` points it at an S3-compatible server (the emulator of the tests and the timing).
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { parseArgs } from 'node:util';
import { publish, type PublishResult } from './publish';

const USAGE =
  'Usage: node publish.cjs --bucket BUCKET [--distribution ID] [--dir public] [--dry-run] ' +
  '[--endpoint URL] [--commit SHA --subject=TEXT]';

export async function main(
  args: readonly string[],
  log: (line: string) => void = console.log,
): Promise<PublishResult> {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      bucket: { type: 'string' },
      distribution: { type: 'string' },
      dir: { type: 'string', default: 'public' },
      'dry-run': { type: 'boolean', default: false },
      endpoint: { type: 'string' },
      // The save going live, for admin/live.json; the subject as --subject=TEXT, so that a
      // subject starting with "-" is still its value.
      commit: { type: 'string' },
      subject: { type: 'string' },
    },
  });
  if (!values.bucket) throw new UsageError(`--bucket is required. ${USAGE}`);
  if ((values.commit === undefined) !== (values.subject === undefined)) {
    throw new UsageError(`--commit and --subject go together. ${USAGE}`);
  }
  const s3 = new S3Client({
    ...(values.endpoint ? { endpoint: values.endpoint, forcePathStyle: true } : {}),
    // The MD5 each upload carries already lets S3 refuse a damaged body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  // CloudFront's API lives in us-east-1 whatever the bucket's region.
  const cloudfront = values.distribution
    ? new CloudFrontClient({ region: 'us-east-1' })
    : undefined;
  const dryRun = values['dry-run'];
  log(`${dryRun ? 'Plan (dry run)' : 'Publishing'} ${values.dir} to s3://${values.bucket}`);
  const started = Date.now();
  const result = await publish({
    dir: values.dir,
    bucket: values.bucket,
    distribution: values.distribution,
    s3,
    cloudfront,
    dryRun,
    log,
    ...(values.commit !== undefined
      ? { live: { commit: values.commit, subject: values.subject ?? '' } }
      : {}),
  });
  if (!dryRun) log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

class UsageError extends Error {
  override name = 'UsageError';
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`Publish failed: ${error.message}`);
      const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
      process.exit(error instanceof UsageError || usage ? 2 : 1);
    },
  );
}
