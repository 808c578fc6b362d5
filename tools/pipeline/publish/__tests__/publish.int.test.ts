// The publish against a real S3-compatible server on loopback (emulator.ts): what a visitor's
// requests would find in the bucket after each publish, and after one that failed half-way.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../emulator';
import { listBucket, publish } from '../publish';
import { HASH_A, HASH_B, siteFiles, writeSite, type SiteFiles } from './site-builds';

const BUCKET = 'site';
const HOME = { '': 'Home', about: 'Price $49.99', 'old-page': 'Soon gone' };
let dir: string;
let emulator: Emulator;
let s3: S3Client;
let sends: string[];

/** Records each request the publish makes, in order: "PutObject key", "DeleteObjects". */
function recorded(client: S3Client): S3Client {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string };
      sends.push(
        `${(context.commandName ?? '').replace(/Command$/, '')}${input.Key ? ` ${input.Key}` : ''}`,
      );
      return next(args);
    },
    { step: 'initialize' },
  );
  return client;
}

let builds = 0;
const buildOf = (files: SiteFiles) => writeSite(join(dir, `build-${++builds}`), files);
const run = (files: SiteFiles, extra: Partial<Parameters<typeof publish>[0]> = {}) =>
  publish({ dir: buildOf(files), bucket: BUCKET, s3, concurrency: 2, ...extra });

async function read(key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return await object.Body!.transformToString();
  } catch {
    return undefined;
  }
}

const uploaded = () => sends.filter((s) => s.startsWith('PutObject ')).map((s) => s.slice(10));

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bcf-publish-'));
  emulator = await startEmulator(join(dir, 's3'), BUCKET);
  sends = [];
  s3 = recorded(emulator.client());
});
afterEach(async () => {
  await emulator.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('publishing to an S3-compatible server', () => {
  it('uploads everything the first time, with the metadata of its class', async () => {
    // Act
    const files = siteFiles(HASH_A, HOME);
    const result = await run(files);

    // Assess
    const expected = Object.keys(files).filter((key) => !key.endsWith('.map'));
    expect(uploaded().sort()).toEqual(expected.sort());
    expect([...(await listBucket(s3, BUCKET)).keys()].sort()).toEqual(expected.sort());
    expect(result.unchanged).toBe(0);
    const page = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'about/index.html' }));
    expect([page.CacheControl, page.ContentType]).toEqual([
      'public, max-age=0, must-revalidate',
      'text/html',
    ]);
    const bundle = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `app-${HASH_A}.js` }),
    );
    expect([bundle.CacheControl, bundle.ContentType]).toEqual([
      'public, max-age=31536000, immutable',
      'text/javascript',
    ]);
    const calendar = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: 'classes/schedule.ics' }),
    );
    expect([calendar.CacheControl, calendar.ContentType]).toEqual([
      'public, max-age=3600',
      'text/calendar; charset=utf-8',
    ]);
  });

  it("then uploads only the changed page's HTML and page-data, and invalidates their paths", async () => {
    // Prepare
    await run(siteFiles(HASH_A, HOME));
    sends = [];
    const cloudfront = mockClient(CloudFrontClient);
    cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1' } as never });

    // Act
    await run(siteFiles(HASH_A, { ...HOME, about: 'Price $54.25' }), {
      cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
      distribution: 'D1',
    });

    // Assess
    expect(uploaded()).toEqual(['page-data/about/page-data.json', 'about/index.html']);
    expect(await read('about/index.html')).toContain('Price $54.25');
    const paths =
      cloudfront.commandCalls(CreateInvalidationCommand)[0]!.args[0].input.InvalidationBatch!.Paths!
        .Items;
    expect(paths).toEqual([
      '/about',
      '/about/',
      '/about/index.html',
      '/page-data/about/page-data.json',
    ]);
    cloudfront.restore();
  });

  it('uploads every file again with rewrite, so that changed metadata reaches unchanged files', async () => {
    // Prepare
    await run(siteFiles(HASH_A, HOME));
    const all = [...uploaded()].sort();
    sends = [];

    // Act
    const plan = await run(siteFiles(HASH_A, HOME), { rewrite: true });

    // Assess
    expect([...uploaded()].sort()).toEqual(all);
    expect(plan.deletes).toEqual([]);
  });

  it("deletes a removed page after every upload, and keeps the old build's hashed files", async () => {
    // Prepare
    await run(siteFiles(HASH_A, HOME));
    sends = [];

    // Act: new bundles, one page fewer.
    await run(siteFiles(HASH_B, { '': 'Home', about: 'Price $49.99' }));

    // Assess
    const order = sends.filter((s) => /^(PutObject|DeleteObjects)/.test(s));
    const index = (entry: string) => order.indexOf(entry);
    expect(index(`PutObject app-${HASH_B}.js`)).toBeLessThan(
      index('PutObject page-data/app-data.json'),
    );
    expect(index('PutObject page-data/app-data.json')).toBeLessThan(index('PutObject index.html'));
    expect(index('PutObject index.html')).toBeLessThan(index('DeleteObjects'));
    const keys = await listBucket(s3, BUCKET);
    expect(keys.has('old-page/index.html')).toBe(false);
    expect(keys.has('page-data/old-page/page-data.json')).toBe(false);
    expect(keys.has(`app-${HASH_A}.js`)).toBe(true);
    expect(keys.has(`static/logo-${HASH_A.slice(0, 8)}.png`)).toBe(true);
  });

  it('leaves the old site whole when the server stops half-way, and fails saying where', async () => {
    // Prepare: the emulator stops as the first page-data upload is about to go out.
    await run(siteFiles(HASH_A, HOME));
    const next = siteFiles(HASH_B, { ...HOME, about: 'Price $54.25' });
    s3.middlewareStack.add(
      (nextHandler, context) => async (args) => {
        const key = (args.input as { Key?: string }).Key ?? '';
        if (context.commandName === 'PutObjectCommand' && key.startsWith('page-data/')) {
          await emulator.stop();
        }
        return nextHandler(args);
      },
      { step: 'initialize', name: 'stopEmulator' },
    );

    // Act
    const failed = run(next);

    // Assess
    await expect(failed).rejects.toThrow(
      /Publish stopped while uploading queries \(page-data\/sq\/.*\):/,
    );
    s3.middlewareStack.remove('stopEmulator');
    emulator = await startEmulator(join(dir, 's3'), BUCKET, emulator.port);
    s3 = emulator.client();
    expect(await read('index.html')).toContain(`app-${HASH_A}.js`);
    expect(await read('about/index.html')).toContain('Price $49.99');
    expect(await read('old-page/index.html')).toContain('Soon gone');
    expect(await read(`app-${HASH_A}.js`)).toBeDefined();
    // A publish after it completes the job.
    await run(next);
    expect(await read('about/index.html')).toContain('Price $54.25');
    expect(await read(`app-${HASH_B}.js`)).toBeDefined();
  });

  it('lets the later of two publishes win', async () => {
    // Act
    await run(siteFiles(HASH_A, { ...HOME, about: 'Price $50.00' }));
    await run(siteFiles(HASH_A, { ...HOME, about: 'Price $51.00' }));

    // Assess
    expect(await read('about/index.html')).toContain('Price $51.00');
    expect(await read('page-data/about/page-data.json')).toContain('Price $51.00');
  });

  it('corrects a page rewritten behind its back, and deletes a stray file', async () => {
    // Prepare
    const files = siteFiles(HASH_A, HOME);
    await run(files);
    for (const [Key, Body] of [
      ['robots.txt', 'stray'],
      ['about/index.html', 'defaced'],
    ] as const) {
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body }));
    }
    sends = [];

    // Act
    await run(files);

    // Assess
    expect(uploaded()).toEqual(['about/index.html']);
    expect(await read('about/index.html')).toBe(files['about/index.html']);
    expect((await listBucket(s3, BUCKET)).has('robots.txt')).toBe(false);
  });
});
