// The one upload of a build to the site bucket, in both lanes (after `cdk deploy` in the full one),
// run as `node publish.cjs` (`npm run build:publish` bundles it): the build's files whose MD5 the
// bucket does not list (every file with --rewrite), hashed files first and pages last, then the
// pages that left the build deleted, admin/live.json written, and what changed invalidated.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  DeleteObjectsCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { lookup } from 'mrmime';
import { LIVE_SITE_KEY, liveRecord, parseLiveRecord } from '../../../contracts/live-site';
import { CACHE_IMMUTABLE, cacheControlFor, contentTypeFor } from '../../../edge';
import { STACK_NAME } from '../../../infra/lib/stack-outputs';

/**
 * Upload order, so that no visitor meets a file naming one not there yet (README.md): static query
 * results before the page-data naming them, app-data.json (a new build) after.
 */
const PHASES = ['hashed', 'files', 'queries', 'data', 'app', 'pages', 'live'] as const;
type Phase = (typeof PHASES)[number];
/** Above this many paths one `/*` replaces them (CloudFront's free and in-progress limits). */
export const INVALIDATION_LIMIT = 100;

export const md5Of = (body: Buffer | string) => createHash('md5').update(body).digest('hex');
/** The local server's classes and types (edge/cache-control.ts, sirv's mrmime): one for both. */
const isHashed = (key: string) => cacheControlFor(key) === CACHE_IMMUTABLE;
/** A source map would publish the source. */
const isUploaded = (key: string) => !key.endsWith('.map');

function phaseOf(key: string): Phase {
  if (key === LIVE_SITE_KEY) return 'live';
  if (isHashed(key)) return 'hashed';
  if (/\.html?$/i.test(key)) return 'pages';
  if (key === 'page-data/app-data.json') return 'app';
  if (key.startsWith('page-data/sq/')) return 'queries';
  return key.startsWith('page-data/') ? 'data' : 'files';
}

/** The file as the bucket stores it; undefined for what is never uploaded (source maps). */
export function buildFile(key: string, path: string, body: Buffer | string) {
  if (!isUploaded(key)) return undefined;
  const cacheControl = cacheControlFor(key);
  const contentType = contentTypeFor(key) ?? lookup(key) ?? 'binary/octet-stream';
  return { key, path, md5: md5Of(body), phase: phaseOf(key), cacheControl, contentType };
}
export type BuildFile = NonNullable<ReturnType<typeof buildFile>>;

/** Every file of the build; a link (it could publish what it names) or no index.html refuses it. */
export function readBuild(dir: string): BuildFile[] {
  const files: BuildFile[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) throw new Error(`Not a regular file in the build: ${path}`);
    const file = buildFile(relative(dir, path).split(sep).join('/'), path, readFileSync(path));
    if (file) files.push(file);
  }
  // An empty or half-written build would otherwise prune the live site down to nothing.
  if (!files.some((file) => file.key === 'index.html')) {
    throw new Error(`${dir} holds no index.html: not a built site, nothing published`);
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Each page's paths the edge maps to its index.html (`/a/`, `/a`) too; hashed keys never. */
export function invalidationPaths(keys: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const key of keys.filter((k) => !isHashed(k))) {
    paths.add(`/${key}`);
    if (key !== 'index.html' && !key.endsWith('/index.html')) continue;
    const folder = `/${key.slice(0, -'index.html'.length)}`;
    paths.add(folder).add(folder === '/' ? folder : folder.slice(0, -1));
  }
  const sorted = [...paths].sort().map((path) => encodeURI(path));
  return sorted.length > INVALIDATION_LIMIT ? ['/*'] : sorted;
}

/** The plan from the build and the bucket's ETags by key: pure, so `--dry-run` prints it. */
export function planPublish(build: readonly BuildFile[], etags: ReadonlyMap<string, string>) {
  const changed = build.filter((file) => etags.get(file.key) !== file.md5);
  changed.sort((a, b) => a.key.localeCompare(b.key));
  const steps = PHASES.map((phase) => ({
    phase,
    files: changed.filter((f) => f.phase === phase),
  })).filter((step) => step.files.length > 0);
  const built = new Set(build.map((file) => file.key));
  const pruned = (key: string) => !built.has(key) && isUploaded(key) && !isHashed(key);
  const deletes = [...etags.keys()].filter(pruned).sort();
  const invalidation = invalidationPaths([...changed.map((file) => file.key), ...deletes]);
  return { steps, deletes, invalidation, unchanged: build.length - changed.length };
}

/** The bucket's ETags (a single-part upload's is its MD5), by key. */
export async function listBucket(s3: S3Client, bucket: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
    for (const { Key, ETag } of page.Contents ?? []) {
      if (Key) etags.set(Key, (ETag ?? '').replace(/"/g, '').toLowerCase());
    }
  }
  return etags;
}

export interface PublishOptions {
  readonly dir: string;
  readonly bucket: string;
  readonly s3: S3Client;
  readonly cloudfront?: CloudFrontClient;
  readonly distribution?: string;
  readonly dryRun?: boolean;
  /** Upload every file, the unchanged too: the way a change of their metadata reaches them. */
  readonly rewrite?: boolean;
  readonly concurrency?: number;
  readonly log?: (line: string) => void;
  /** The save going live: admin/live.json then names it, with the time it is written. */
  readonly live?: { readonly commit: string; readonly subject: string };
  readonly now?: () => Date;
}

export async function publish(options: PublishOptions) {
  const { s3, bucket, live, log = () => undefined, concurrency = 8 } = options;
  const build = readBuild(options.dir);
  const record = build.find((file) => file.key === LIVE_SITE_KEY);
  const built = record && parseLiveRecord(readFileSync(record.path, 'utf8'));
  if (live && !built) {
    throw new Error(`the build has no readable ${LIVE_SITE_KEY} (its /admin/): nothing published`);
  }
  if (live) record!.md5 = ''; // rewritten, so never what the bucket holds
  const bodyOf = (file: BuildFile) => {
    if (!live || file !== record) return readFileSync(file.path);
    const at = (options.now?.() ?? new Date()).toISOString();
    const text = liveRecord({ ...live, at, by: 'publish', timeZone: built!.timeZone });
    return Buffer.from(`${JSON.stringify(text, null, 2)}\n`);
  };
  const etags = await listBucket(s3, bucket);
  if (options.rewrite) for (const key of etags.keys()) etags.set(key, '');
  const plan = planPublish(build, etags);
  const listed = (keys: string[]) =>
    `${keys.length} file(s)${keys.map((k) => `\n  ${k}`).join('')}`;
  for (const { phase, files } of plan.steps)
    log(`upload ${phase}: ${listed(files.map((f) => f.key))}`);
  log(`delete: ${listed(plan.deletes)}`);
  log(`invalidate: ${plan.invalidation.join(' ') || 'nothing'}`);
  log(`unchanged: ${plan.unchanged} file(s)`);
  if (options.dryRun) return plan;
  for (const phase of PHASES) {
    // What left the build goes once every page naming it is replaced; the live record is last.
    if (phase === 'live') await deleteKeys(s3, bucket, plan.deletes);
    const files = plan.steps.find((step) => step.phase === phase)?.files ?? [];
    const upload = async (file: BuildFile) => {
      const body = bodyOf(file);
      const put = new PutObjectCommand({
        Bucket: bucket,
        Key: file.key,
        Body: body,
        // S3 refuses the object unless it arrives with this MD5, which is also its ETag after.
        ContentMD5: createHash('md5').update(body).digest('base64'),
        CacheControl: file.cacheControl,
        ContentType: file.contentType,
      });
      await s3.send(put).catch((error: Error) => {
        throw new Error(
          `Publish stopped while uploading ${phase} (${file.key}): ${error.message}. Later ` +
            'steps were not started: pages already live still find every file they name.',
        );
      });
    };
    // No upload starts after a failure; the next phase never does.
    await Readable.from(files).map(upload, { concurrency }).toArray();
  }
  if (plan.invalidation.length === 0 || !options.cloudfront || !options.distribution) return plan;
  const { Invalidation } = await options.cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: options.distribution,
      InvalidationBatch: {
        CallerReference: `publish-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        Paths: { Quantity: plan.invalidation.length, Items: [...plan.invalidation] },
      },
    }),
  );
  log(`Invalidation ${Invalidation?.Id ?? '?'} created`);
  return plan;
}

async function deleteKeys(s3: S3Client, bucket: string, keys: readonly string[]) {
  for (let start = 0; start < keys.length; start += 1000) {
    const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
    const { Errors = [] } = await s3.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
    );
    if (Errors.length > 0) {
      throw new Error(`Could not delete ${Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  }
}

/** The site's bucket and distribution from a `cdk deploy --outputs-file` of the site stack. */
export function siteOfOutputs(file: string): { bucket: string; distribution: string } {
  type Outputs = Record<string, Record<string, unknown> | undefined>;
  const outputs = (JSON.parse(readFileSync(file, 'utf8')) as Outputs)[STACK_NAME] ?? {};
  const { SiteBucketName: bucket, DistributionId: distribution } = outputs;
  if (typeof bucket !== 'string' || typeof distribution !== 'string') {
    throw new Error(`${file} holds no SiteBucketName and DistributionId of ${STACK_NAME}`);
  }
  return { bucket, distribution };
}

/**
 * `node publish.cjs (--bucket B [--distribution D] | --outputs FILE) [--dir public] [--dry-run]
 * [--rewrite] [--commit C --subject=S]`, FILE being `cdk deploy --outputs-file`'s: README.md.
 * Credentials, region and AWS_ENDPOINT_URL_S3 come from the environment, as the SDK reads them.
 */
async function main(args: string[]): Promise<number> {
  const { values: v } = parseArgs({
    args,
    options: {
      bucket: { type: 'string' },
      distribution: { type: 'string' },
      outputs: { type: 'string' },
      dir: { type: 'string', default: 'public' },
      'dry-run': { type: 'boolean', default: false },
      rewrite: { type: 'boolean', default: false },
      commit: { type: 'string' },
      // Given as --subject=TEXT, so a subject starting with "-" is still its value.
      subject: { type: 'string' },
    },
  });
  const named = v.bucket !== undefined || v.distribution !== undefined;
  const located = v.outputs === undefined ? Boolean(v.bucket) : !named;
  if (!located || (v.commit === undefined) !== (v.subject === undefined)) {
    console.error(
      'Publish failed: --bucket or --outputs (not both) is required; --commit and --subject go ' +
        'together',
    );
    return 2;
  }
  const site =
    v.outputs === undefined
      ? { bucket: v.bucket!, distribution: v.distribution }
      : siteOfOutputs(v.outputs);
  const s3 = new S3Client({
    // The MD5 each upload carries already lets S3 refuse a damaged body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const started = Date.now();
  console.log(`${v['dry-run'] ? 'Plan (dry run)' : 'Publishing'} ${v.dir} to s3://${site.bucket}`);
  await publish({
    dir: v.dir,
    bucket: site.bucket,
    s3,
    // CloudFront's API lives in us-east-1 whatever the bucket's region.
    cloudfront: site.distribution ? new CloudFrontClient({ region: 'us-east-1' }) : undefined,
    distribution: site.distribution,
    dryRun: v['dry-run'],
    rewrite: v.rewrite,
    log: console.log,
    live: v.commit === undefined ? undefined : { commit: v.commit, subject: v.subject ?? '' },
  });
  if (!v['dry-run']) console.log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error & { code?: string }) => {
      console.error(`Publish failed: ${error.message}`);
      process.exit(error.code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1);
    },
  );
}
