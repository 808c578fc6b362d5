// No dependency's install script runs when the project is installed: .npmrc sets
// ignore-scripts. Checked the way it would be exploited: a throwaway package whose postinstall
// leaves a marker file is installed, from a tarball (offline), into a project that has this
// repository's .npmrc and allowScripts. npm runs with no other configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const projectNpmrc = readFileSync(join(root, '.npmrc'), 'utf8');
const { allowScripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const MARKER = 'postinstall-ran';
// npm 11.16 and later know allowScripts, and `strict-allow-scripts` makes it refuse, not warn.
const npmKnowsStrict = Object.hasOwn(
  JSON.parse(spawnSync('npm', ['config', 'list', '--json', '-l'], { encoding: 'utf8' }).stdout),
  'strict-allow-scripts',
);
const NAME = 'postinstall-marker';

let dir: string;
let tarball: string;

/** npm in `cwd` with none of the caller's npm settings (npm exports its own to scripts). */
function npm(cwd: string, args: string[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
  );
  // Empty user and global configs (npm refuses one file for both).
  for (const file of ['user-npmrc', 'global-npmrc']) writeFileSync(join(dir, file), '');
  return spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...env,
      npm_config_userconfig: join(dir, 'user-npmrc'),
      npm_config_globalconfig: join(dir, 'global-npmrc'),
      npm_config_cache: join(dir, 'cache'),
      npm_config_update_notifier: 'false',
    },
  });
}

/** A project holding `npmrc` (if any) and `allow`, into which the marker package is installed. */
function install(
  name: string,
  npmrc: string | null,
  allow: Record<string, unknown>,
  extra: string[] = [],
) {
  const project = join(dir, name);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, allowScripts: allow }),
  );
  if (npmrc !== null) writeFileSync(join(project, '.npmrc'), npmrc);
  const run = npm(project, ['install', tarball, '--offline', '--no-audit', '--no-fund', ...extra]);
  return {
    run,
    installed: existsSync(join(project, 'node_modules', NAME, 'package.json')),
    scriptRan: existsSync(join(project, MARKER)),
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'install-scripts-'));
  const pkg = join(dir, 'package');
  mkdirSync(pkg);
  // INIT_CWD is the folder npm was started in: the project.
  const postinstall = `node -e "require('fs').writeFileSync(process.env.INIT_CWD + '/${MARKER}', '')"`;
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: NAME, version: '1.0.0', scripts: { postinstall } }),
  );
  tarball = join(dir, `${NAME}-1.0.0.tgz`);
  const tar = spawnSync('tar', ['-czf', tarball, 'package'], { cwd: dir, encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(tar.stderr);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case is an npm install: seconds on a busy machine.
jest.setTimeout(60_000);

describe('install scripts', () => {
  it('do not run for a package allowScripts does not name, with the project’s .npmrc', () => {
    expect(allowScripts).not.toHaveProperty(NAME);
    const { run, installed, scriptRan } = install('project', projectNpmrc, allowScripts);
    expect(run.stderr).not.toMatch(/ERR!/);
    expect(run.status).toBe(0);
    expect(installed).toBe(true);
    expect(scriptRan).toBe(false);
  });

  it('do not run even for a package allowScripts allows: .npmrc turns them all off', () => {
    const { installed, scriptRan } = install('allowed', projectNpmrc, {
      ...allowScripts,
      [NAME]: true,
    });
    expect(installed).toBe(true);
    expect(scriptRan).toBe(false);
  });

  // The second layer, for a run that turns scripts back on: npm refuses the whole install.
  (npmKnowsStrict ? it : it.skip)(
    'turned back on, stop the install at a package allowScripts does not name',
    () => {
      const { run, scriptRan } = install('scripts-on', projectNpmrc, allowScripts, [
        '--ignore-scripts=false',
      ]);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(NAME);
      expect(scriptRan).toBe(false);
    },
  );

  it('run without the project’s .npmrc: the marker is what a script would leave', () => {
    const { installed, scriptRan } = install('no-npmrc', null, { [NAME]: true });
    expect(installed).toBe(true);
    expect(scriptRan).toBe(true);
  });
});
