// The builds the browser tests run against, besides public/:
// - the fixture build (.e2e-builds/fixture/): the site built from fixtures/content/, a fixed
//   copy of the content kept with the tests. Screenshots and exact texts are compared on it, so
//   an editor's change to content/ can never move a baseline, while a code change still does.
// - the site-key build (.e2e-builds/captcha/, e2e/support/captcha/build-site.ts): the same fixture
//   content with a reCAPTCHA site key, as deployed.
// public/, built from the real content/, is what deploys; the content guards run on it
// (playwright.guards.config.ts).
//
// Gatsby always builds into public/ with its cache in .cache/, so both are moved aside while it
// runs and put back afterwards: the developer's build and cache are left exactly as they were.
// A test build starts from a copy of a webpack cache alone (Gatsby drops the rest of a cache that
// comes without its public/): the developer's for the fixture build, the fixture build's for the
// site-key build. webpack rebuilds whatever code or definition (the site key) changed since.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FIXTURE_CONTENT, FIXTURE_TODAY } from '../../fixtures';
import { CONTENT_DIR_OVERRIDE, TODAY_OVERRIDE } from '../../content-library';

const root = resolve(__dirname, '..', '..');

/**
 * The fixture content as the build reads it: the committed fixture beside the real schemas
 * (content/schema/), which are code, so a schema change is checked against the fixture too.
 */
const FIXTURE_CONTENT_DIR = join(root, '.e2e-builds', 'fixture-content');
/** The fixture build, which the main e2e run serves. */
export const FIXTURE_BUILD_DIR = join(root, '.e2e-builds', 'fixture');
/** The fixture build's webpack cache, for the site-key build to start from. */
export const FIXTURE_CACHE_DIR = join(root, '.e2e-builds', 'fixture-cache');

/** Where public/ and .cache/ wait during a test build; left behind only if the build is killed. */
const stash = join(root, '.e2e-builds', 'stash');
const GATSBY_DIRS = ['public', '.cache'];
const WEBPACK_CACHE = join('.cache', 'webpack');

export const shown = (path: string) => relative(root, path) || '.';

/** Lays out FIXTURE_CONTENT_DIR anew: the committed fixture and the schemas. */
function assembleFixtureContent(): string {
  if (!existsSync(FIXTURE_CONTENT)) {
    throw new Error(`No fixture content: ${shown(FIXTURE_CONTENT)} does not exist`);
  }
  rmSync(FIXTURE_CONTENT_DIR, { recursive: true, force: true });
  cpSync(FIXTURE_CONTENT, FIXTURE_CONTENT_DIR, { recursive: true });
  cpSync(join(root, 'content', 'schema'), join(FIXTURE_CONTENT_DIR, 'schema'), {
    recursive: true,
  });
  return FIXTURE_CONTENT_DIR;
}

/**
 * Makes this process and its children (Playwright's workers, its web servers) read the fixture
 * content through content-library: for a config to call before any test file loads. The
 * tests read content, not schemas, so the committed folder serves them as it is.
 */
export function useFixtureContent(): void {
  process.env[CONTENT_DIR_OVERRIDE] = FIXTURE_CONTENT;
}

function stashGatsbyDirs() {
  mkdirSync(stash, { recursive: true });
  for (const name of GATSBY_DIRS) {
    if (existsSync(join(root, name))) renameSync(join(root, name), join(stash, name));
  }
}

/** Puts public/ and .cache/ back as they were, dropping what the test build left there. */
function restoreGatsbyDirs() {
  for (const name of GATSBY_DIRS) {
    rmSync(join(root, name), { recursive: true, force: true });
    if (existsSync(join(stash, name))) renameSync(join(stash, name), join(root, name));
  }
  rmSync(stash, { recursive: true, force: true });
}

function gatsbyBuild(env: Record<string, string>): Promise<number> {
  const child = spawn(join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
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

export interface TestBuild {
  /** Where the finished build goes (git-ignored). */
  into: string;
  /** Added to the build's environment, over the fixture content's. */
  env?: Record<string, string>;
  /** Why the finished build (in public/) is not what was asked for; empty when it is. */
  problems?: (dir: string) => string[];
  /** A webpack cache to start from (a copy), if there; else the build starts from nothing. */
  startCache?: string;
  /** Where the finished build's webpack cache goes. */
  keepCache?: string;
}

/** Builds the site from the fixture content into `into`, leaving public/ and .cache/ as they were. */
async function buildFromFixture({
  into,
  env = {},
  problems,
  keepCache,
  startCache,
}: TestBuild): Promise<number> {
  if (existsSync(stash)) {
    console.log(`Putting back public/ and .cache/ from an interrupted run (${shown(stash)}).`);
    restoreGatsbyDirs();
  }
  const contentDir = assembleFixtureContent();
  stashGatsbyDirs();
  if (startCache && existsSync(startCache)) {
    cpSync(startCache, join(root, WEBPACK_CACHE), { recursive: true });
  }
  let status: number;
  try {
    status = await gatsbyBuild({
      [CONTENT_DIR_OVERRIDE]: contentDir,
      [TODAY_OVERRIDE]: FIXTURE_TODAY,
      ...env,
    });
    const found = status === 0 ? (problems?.(join(root, 'public')) ?? []) : [];
    if (found.length > 0) {
      console.error(`The build is not what was asked for:\n  - ${found.join('\n  - ')}`);
      status = 1;
    } else if (status === 0) {
      rmSync(into, { recursive: true, force: true });
      mkdirSync(resolve(into, '..'), { recursive: true });
      renameSync(join(root, 'public'), into);
      if (keepCache) {
        rmSync(keepCache, { recursive: true, force: true });
        renameSync(join(root, WEBPACK_CACHE), keepCache);
      }
    }
  } finally {
    restoreGatsbyDirs();
  }
  return status;
}

/** A build script's entry point: builds, then exits with the build's status. */
export function runBuild(build: TestBuild, done: string): void {
  buildFromFixture(build)
    .then((status) => {
      if (status !== 0) process.exit(status);
      console.log(done);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

// `npm run build:fixture` (run by `npm run test:e2e`).
if (require.main === module) {
  runBuild(
    {
      into: FIXTURE_BUILD_DIR,
      startCache: join(stash, WEBPACK_CACHE),
      keepCache: FIXTURE_CACHE_DIR,
    },
    `Fixture build in ${shown(FIXTURE_BUILD_DIR)}`,
  );
}
