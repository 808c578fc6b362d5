// The record of what is live (admin/live.json) as the publish writes it to an S3-compatible
// server: the last object, after the HTML, with the save's commit and subject
// and the time of writing it, invalidated with the rest; never written from a build without one.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_SITE_KEY, liveRecord, parseLiveRecord } from '../../../../contracts/live-site';
import { startEmulator, type Emulator } from '../emulator';
import { publish } from '../publish';
import { HASH_A, siteFiles, writeSite } from './site-builds';

const BUCKET = 'site';
const SAVE = { commit: 'c0ffee1', subject: 'Update Membership Plans “month-to-month”' };
const BUILT = liveRecord({
  commit: 'abc1234',
  subject: 'Code of the content lane',
  at: '2026-11-28T16:30:00.000Z',
  by: 'build',
  timeZone: 'America/Regina',
});
let dir: string;
let emulator: Emulator;
let s3: S3Client;
let puts: string[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bcf-live-'));
  emulator = await startEmulator(join(dir, 's3'), BUCKET);
  s3 = emulator.client();
  puts = [];
  s3.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'PutObjectCommand')
        puts.push((args.input as { Key: string }).Key);
      return next(args);
    },
    { step: 'initialize' },
  );
});
afterEach(async () => {
  await emulator.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

const buildWith = (name: string, record?: string) =>
  writeSite(join(dir, name), {
    ...siteFiles(HASH_A, { '': 'Home', about: 'Price $49.99' }),
    ...(record === undefined ? {} : { [LIVE_SITE_KEY]: record }),
  });

async function readRecord(): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: LIVE_SITE_KEY }));
  return object.Body!.transformToString();
}

describe("the publish's record of what is live", () => {
  it('is its last object, with the save and the time it went live, and is invalidated', async () => {
    // Prepare
    const cloudfront = mockClient(CloudFrontClient);
    cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1' } as never });

    // Act
    await publish({
      dir: buildWith('build', JSON.stringify(BUILT)),
      bucket: BUCKET,
      s3,
      cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
      distribution: 'D1',
      live: SAVE,
      now: () => new Date('2026-11-28T16:42:00Z'),
    });

    // Assess
    expect(puts.at(-1)).toBe(LIVE_SITE_KEY);
    expect(puts.filter((key) => key === LIVE_SITE_KEY)).toHaveLength(1);
    expect(parseLiveRecord(await readRecord())).toEqual({
      ...SAVE,
      at: '2026-11-28T16:42:00.000Z',
      by: 'publish',
      timeZone: 'America/Regina',
      text:
        'Live on the website since 10:42 on Saturday, November 28: ' +
        'Update Membership Plans “month-to-month”',
    });
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: LIVE_SITE_KEY }));
    expect([head.CacheControl, head.ContentType]).toEqual([
      'public, max-age=0, must-revalidate',
      'application/json',
    ]);
    const paths =
      cloudfront.commandCalls(CreateInvalidationCommand)[0]!.args[0].input.InvalidationBatch!.Paths!
        .Items;
    expect(paths).toContain(`/${LIVE_SITE_KEY}`);
    cloudfront.restore();
  });

  it('is written again by a publish that changes nothing else, with its new time', async () => {
    // Prepare
    const build = buildWith('build', JSON.stringify(BUILT));
    await publish({ dir: build, bucket: BUCKET, s3, live: SAVE, now: () => new Date(0) });
    puts = [];

    // Act
    const later = new Date('2026-11-28T17:05:00Z');
    await publish({ dir: build, bucket: BUCKET, s3, live: SAVE, now: () => later });

    // Assess
    expect(puts).toEqual([LIVE_SITE_KEY]);
    expect(parseLiveRecord(await readRecord())?.at).toBe(later.toISOString());
  });

  it("is the build's own, last, when no save is named (the record `npm run deploy` ships)", async () => {
    // Act
    await publish({ dir: buildWith('build', JSON.stringify(BUILT)), bucket: BUCKET, s3 });

    // Assess
    expect(puts.at(-1)).toBe(LIVE_SITE_KEY);
    expect(parseLiveRecord(await readRecord())).toEqual(BUILT);
  });

  it.each([
    ['no record', undefined],
    ['a record that is not one', '{"text":'],
  ])('refuses, writing nothing, a build with %s', async (_, record) => {
    // Act
    const failed = publish({ dir: buildWith('build', record), bucket: BUCKET, s3, live: SAVE });

    // Assess
    await expect(failed).rejects.toThrow(`the build has no readable ${LIVE_SITE_KEY}`);
    expect(puts).toEqual([]);
  });
});
