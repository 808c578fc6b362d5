// Publishes a build to the site bucket by its plan (plan.ts): reads what the bucket holds, uploads
// phase by phase, deletes what left the build, records the manifest, then invalidates the paths
// that changed. Any failure stops it before the next phase, so HTML is never replaced before the
// files it names are in the bucket.
import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import { readBuild, type BuildFile } from './build-files';
import {
  manifestOf,
  parseManifest,
  vouchedMetadata,
  type Listing,
  type ListedObject,
  type Manifest,
} from './manifest';
import { MANIFEST_KEY, type ObjectMetadata } from './metadata';
import { keysToCheck, planPublish, type PublishPlan } from './plan';

export interface PublishOptions {
  readonly dir: string;
  readonly bucket: string;
  readonly s3: S3Client;
  /** Without it (or without `distribution`), nothing is invalidated. */
  readonly cloudfront?: CloudFrontClient;
  readonly distribution?: string;
  /** Plan and print only: reads the bucket, writes nothing. */
  readonly dryRun?: boolean;
  /** Requests in flight at once within a phase. */
  readonly concurrency?: number;
  readonly log?: (line: string) => void;
}

export interface PublishResult {
  readonly plan: PublishPlan;
  readonly invalidationId?: string;
}

/** Runs `task` over `items`, `limit` at a time; the first failure rejects once the rest settle. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      const item = items[next++]!;
      await task(item).catch((error: unknown) => errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
}

export async function listBucket(s3: S3Client, bucket: string): Promise<Map<string, ListedObject>> {
  const listing = new Map<string, ListedObject>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      listing.set(object.Key, {
        etag: (object.ETag ?? '').replace(/"/g, '').toLowerCase(),
        lastModified: object.LastModified?.toISOString() ?? '',
      });
    }
  }
  return listing;
}

async function readManifest(s3: S3Client, bucket: string): Promise<Manifest | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    return parseManifest((await object.Body?.transformToString()) ?? '');
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** The metadata of the objects whose content already matches: from the manifest, else a HEAD. */
async function storedMetadata(
  options: PublishOptions,
  build: readonly BuildFile[],
  listing: Listing,
): Promise<Map<string, ObjectMetadata>> {
  const manifest = listing.has(MANIFEST_KEY)
    ? await readManifest(options.s3, options.bucket)
    : undefined;
  const stored = vouchedMetadata(listing, manifest);
  const unknown = keysToCheck(build, listing, stored);
  if (unknown.length > 0) options.log?.(`Reading the metadata of ${unknown.length} object(s)`);
  await eachLimited(unknown, options.concurrency ?? 16, async (key) => {
    const head = await options.s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
    stored.set(key, { cacheControl: head.CacheControl ?? '', contentType: head.ContentType ?? '' });
  });
  return stored;
}

const upload = (options: PublishOptions, file: BuildFile) =>
  options.s3.send(
    new PutObjectCommand({
      Bucket: options.bucket,
      Key: file.key,
      Body: readFileSync(file.path),
      // S3 refuses the object unless it arrives with this MD5, which is also its ETag after.
      ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
      CacheControl: file.cacheControl,
      ContentType: file.contentType,
    }),
  );

async function deleteKeys(options: PublishOptions, keys: readonly string[]) {
  // DeleteObjects takes at most 1,000 keys.
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    const result = await options.s3.send(
      new DeleteObjectsCommand({
        Bucket: options.bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(`Could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  }
}

/** What the plan does, one line a step, for the job's log and `--dry-run`. */
export function describePlan(plan: PublishPlan): string[] {
  const lines = plan.steps.map(
    (step) =>
      `upload ${step.phase}: ${step.files.length} file(s)\n${step.files.map((f) => `  ${f.key}`).join('\n')}`,
  );
  if (plan.deletes.length > 0) {
    lines.push(`delete: ${plan.deletes.length} file(s)\n  ${plan.deletes.join('\n  ')}`);
  }
  lines.push(
    plan.invalidation.length > 0
      ? `invalidate: ${plan.invalidation.join(' ')}`
      : 'invalidate: nothing changed in place',
    `unchanged: ${plan.unchanged} file(s)`,
  );
  return lines;
}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? (() => undefined);
  const build = readBuild(options.dir);
  const listing = await listBucket(options.s3, options.bucket);
  const plan = planPublish(build, listing, await storedMetadata(options, build, listing));
  for (const line of describePlan(plan)) log(line);
  if (options.dryRun) return { plan };

  for (const step of plan.steps) {
    await eachLimited(step.files, options.concurrency ?? 8, async (file) => {
      await upload(options, file).catch((error: Error) => {
        throw new Error(
          `Publish stopped while uploading ${step.phase} (${file.key}): ${error.message}. ` +
            'Later steps were not started: pages already live still find every file they name.',
        );
      });
    });
  }
  await deleteKeys(options, plan.deletes);

  // Last, so that it describes only objects that are really there.
  const manifest = manifestOf(build, await listBucket(options.s3, options.bucket));
  await options.s3.send(
    new PutObjectCommand({
      Bucket: options.bucket,
      Key: MANIFEST_KEY,
      Body: JSON.stringify(manifest),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );

  if (plan.invalidation.length === 0 || !options.cloudfront || !options.distribution) {
    return { plan };
  }
  const invalidation = await options.cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: options.distribution,
      InvalidationBatch: {
        CallerReference: `publish-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        Paths: { Quantity: plan.invalidation.length, Items: [...plan.invalidation] },
      },
    }),
  );
  log(`Invalidation ${invalidation.Invalidation?.Id ?? '?'} created`);
  return { plan, invalidationId: invalidation.Invalidation?.Id };
}
