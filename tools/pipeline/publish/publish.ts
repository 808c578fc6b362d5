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
import { md5Of, readBuild, type BuildFile } from './build-files';
import { liveBodyMaker, type LiveSave } from './live-record';
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
import { LIVE_SITE_KEY } from '../../../contracts/live-site';

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
  /**
   * The save going live: its commit and subject replace the build's in admin/live.json, with the
   * time of writing it. Without it the build's record is uploaded as it is, last all the same.
   */
  readonly live?: LiveSave;
  /** The clock of that time (tests set it). */
  readonly now?: () => Date;
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

const upload = (options: PublishOptions, file: BuildFile, body: Buffer = readFileSync(file.path)) =>
  options.s3.send(
    new PutObjectCommand({
      Bucket: options.bucket,
      Key: file.key,
      Body: body,
      // S3 refuses the object unless it arrives with this MD5, which is also its ETag after.
      ContentMD5: Buffer.from(md5Of(body), 'hex').toString('base64'),
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

/** Uploads one phase's files, `concurrency` at a time; the first failure stops the publish. */
async function uploadStep(
  options: PublishOptions,
  step: PublishPlan['steps'][number],
  bodyOf: (file: BuildFile) => Buffer | undefined,
) {
  await eachLimited(step.files, options.concurrency ?? 8, async (file) => {
    await upload(options, file, bodyOf(file)).catch((error: Error) => {
      throw new Error(
        `Publish stopped while uploading ${step.phase} (${file.key}): ${error.message}. ` +
          'Later steps were not started: pages already live still find every file they name.',
      );
    });
  });
}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? (() => undefined);
  const read = readBuild(options.dir);
  const liveBody =
    options.live && liveBodyMaker(read, options.live, options.now ?? (() => new Date()));
  // A rewritten record never matches what the bucket holds (its MD5 is unknown until written).
  const build = liveBody
    ? read.map((file) => (file.key === LIVE_SITE_KEY ? { ...file, md5: '' } : file))
    : read;
  const listing = await listBucket(options.s3, options.bucket);
  const plan = planPublish(build, listing, await storedMetadata(options, build, listing));
  for (const line of describePlan(plan)) log(line);
  if (options.dryRun) return { plan };

  const bodyOf = (file: BuildFile) => (file.key === LIVE_SITE_KEY ? liveBody?.() : undefined);
  for (const step of plan.steps.filter((s) => s.phase !== 'live')) {
    await uploadStep(options, step, bodyOf);
  }
  await deleteKeys(options, plan.deletes);

  // After the uploads, so that it describes only objects that are really there; the record of
  // what is live is left out, since it is written after.
  const built = build.filter((file) => file.key !== LIVE_SITE_KEY);
  const manifest = manifestOf(built, await listBucket(options.s3, options.bucket));
  await options.s3.send(
    new PutObjectCommand({
      Bucket: options.bucket,
      Key: MANIFEST_KEY,
      Body: JSON.stringify(manifest),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );
  // The last object: what /admin/ tells the editor is live, once it is.
  for (const step of plan.steps.filter((s) => s.phase === 'live')) {
    await uploadStep(options, step, bodyOf);
  }
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
