// The credentialed job runs the publish from its bundle (`npm run build:publish`) with plain
// `node`: nothing of the project's packages is installed there, so it carries the AWS SDK.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STACK_NAME } from '../../../../infra/lib/stack-outputs';
import { startEmulator, type Emulator } from '../emulator';
import { listBucket } from '../publish';
import { HASH_A, siteFiles, writeSite } from './site-builds';

let dir: string;
let bundle: string;
let emulator: Emulator;

/** Runs the bundle where there is no node_modules, with only PATH and the emulator's settings. */
function node(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundle, ...args],
      { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, ...emulator.env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bcf-publish-bundle-'));
  bundle = join(dir, 'publish.cjs');
  // The workflow's command, written elsewhere (esbuild takes the last --outfile).
  const meta = join(dir, 'meta.json');
  const args = ['run', 'build:publish', '--', `--outfile=${bundle}`, `--metafile=${meta}`];
  execFileSync('npm', args, { cwd: join(__dirname, '..', '..', '..', '..'), stdio: 'ignore' });
  const { outputs } = JSON.parse(readFileSync(meta, 'utf8')) as {
    outputs: Record<string, { imports: { path: string }[] }>;
  };
  const imports = Object.values(outputs).flatMap((o) => o.imports.map((i) => i.path));
  expect(imports.filter((path) => !path.startsWith('node:'))).toEqual([]);
  writeSite(join(dir, 'public'), siteFiles(HASH_A, { '': 'Home', about: 'Price $49.99' }));
  emulator = await startEmulator(join(dir, 's3'), 'site');
});
afterAll(async () => {
  await emulator.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('the publish bundle', () => {
  it('prints the plan with --dry-run and writes nothing', async () => {
    const run = await node(['--bucket', 'site', '--dry-run']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('upload pages: 3 file(s)');
    expect((await listBucket(emulator.client(), 'site')).size).toBe(0);
  });

  it('publishes public/ and says how long it took', async () => {
    const run = await node(['--bucket', 'site']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/Published in \d+\.\d s/);
    expect((await listBucket(emulator.client(), 'site')).has('about/index.html')).toBe(true);
  });

  it("reads the bucket from `cdk deploy --outputs-file`'s JSON with --outputs", async () => {
    const outputs = { [STACK_NAME]: { SiteBucketName: 'site', DistributionId: 'E2SITE0000000' } };
    writeFileSync(join(dir, 'cdk-outputs.json'), JSON.stringify(outputs));
    const run = await node(['--outputs', 'cdk-outputs.json', '--dry-run']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Plan (dry run) public to s3://site');
    expect(run.stdout).toContain('invalidate: nothing');
    // Either the outputs or the options name the site, never both.
    expect((await node(['--outputs', 'cdk-outputs.json', '--bucket', 'site'])).code).toBe(2);
    expect((await node(['--outputs', 'missing.json'])).stderr).toMatch(/^Publish failed: ENOENT/);
  });

  it('exits 1 with the reason when S3 cannot be reached, and 2 on a wrong call', async () => {
    // Prepare
    await emulator.stop();

    // Act
    const unreachable = await node(['--bucket', 'site']);
    const wrong = await node(['--bukket', 'site']);

    // Assess
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^Publish failed: .*ECONNREFUSED/);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--bukket'");
    expect((await node(['--commit', 'c0ffee1'])).code).toBe(2);
  });
});
