// `npm run build:captcha` (run by `npm run test:e2e:captcha`): the production build with a
// reCAPTCHA site key (RECAPTCHA_SITE_KEY, the e2e key) in .e2e-builds/captcha/, for the browser
// tests of the deployed captcha path.
//
// Gatsby always builds into public/ with its cache in .cache/, so both are moved aside while it
// runs and put back afterwards. The developer's build and cache are left exactly as they were
// (no rebuild afterwards, and no site key can reach the next normal build through the cache),
// and the site-key build starts from nothing, so no bundle of an earlier build (with the local
// token) is left in it; its warm builds would not be much faster here anyway.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bundlesContaining } from '../../infra/lib/deploy-checks';
import { SITE_KEY_OVERRIDE } from '../../plugins/content-source';
import { LOCAL_CAPTCHA_TOKEN } from '../../src/forms/captcha-constants';
import { CAPTCHA_BUILD_DIR, E2E_SITE_KEY } from './settings';

const root = resolve(__dirname, '..', '..');
/** Where public/ and .cache/ wait during the build; left behind only if this process is killed. */
const stash = join(root, '.e2e-builds', 'stash');
const GATSBY_DIRS = ['public', '.cache'];

const shown = (path: string) => relative(root, path) || '.';

function stashGatsbyDirs() {
  mkdirSync(stash, { recursive: true });
  for (const name of GATSBY_DIRS) {
    if (existsSync(join(root, name))) renameSync(join(root, name), join(stash, name));
  }
}

/** Puts public/ and .cache/ back as they were, dropping what the site-key build left there. */
function restoreGatsbyDirs() {
  for (const name of GATSBY_DIRS) {
    rmSync(join(root, name), { recursive: true, force: true });
    if (existsSync(join(stash, name))) renameSync(join(stash, name), join(root, name));
  }
  rmSync(stash, { recursive: true, force: true });
}

function gatsbyBuild(): Promise<number> {
  const child = spawn(join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', [SITE_KEY_OVERRIDE]: E2E_SITE_KEY },
  });
  // Ctrl+C reaches Gatsby too and SIGTERM is passed on; this process waits for Gatsby to stop,
  // then puts the directories back.
  const wait = () => {};
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', wait);
  process.on('SIGTERM', forward);
  return new Promise((done) =>
    child.on('close', (code) => {
      process.off('SIGINT', wait);
      process.off('SIGTERM', forward);
      done(code ?? 1);
    }),
  );
}

/** Why the build in `dir` is not the deployed kind with the e2e key (empty: it is). */
export function siteKeyBuildProblems(dir: string): string[] {
  const problems: string[] = [];
  if (bundlesContaining(dir, E2E_SITE_KEY).length === 0) {
    problems.push(`no bundle in ${shown(dir)} holds the site key ${E2E_SITE_KEY}`);
  }
  // The deploy checks' own test: a bundle with the local token would not reach siteverify.
  const withToken = bundlesContaining(dir, LOCAL_CAPTCHA_TOKEN);
  if (withToken.length > 0) {
    problems.push(`${withToken.join(', ')} in ${shown(dir)} still send the local captcha token`);
  }
  return problems;
}

async function main() {
  if (existsSync(stash)) {
    console.log(`Putting back public/ and .cache/ from an interrupted run (${shown(stash)}).`);
    restoreGatsbyDirs();
  }
  stashGatsbyDirs();
  let status: number;
  try {
    status = await gatsbyBuild();
    if (status === 0) {
      const problems = siteKeyBuildProblems(join(root, 'public'));
      if (problems.length > 0) {
        console.error(
          `The site-key build is not what was asked for:\n  - ${problems.join('\n  - ')}`,
        );
        status = 1;
      } else {
        rmSync(CAPTCHA_BUILD_DIR, { recursive: true, force: true });
        mkdirSync(resolve(CAPTCHA_BUILD_DIR, '..'), { recursive: true });
        renameSync(join(root, 'public'), CAPTCHA_BUILD_DIR);
      }
    }
  } finally {
    restoreGatsbyDirs();
  }
  if (status !== 0) process.exit(status);
  console.log(
    `Site-key build (${SITE_KEY_OVERRIDE}=${E2E_SITE_KEY}) in ${shown(CAPTCHA_BUILD_DIR)}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
