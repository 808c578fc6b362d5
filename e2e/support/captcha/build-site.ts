// `npm run build:captcha` (run by `npm run test:e2e:captcha`): the production build of the fixture
// content with a reCAPTCHA site key (RECAPTCHA_SITE_KEY, the e2e key) in .e2e-builds/captcha/, for
// the browser tests of the deployed captcha path (e2e/support/builds.ts says how a test build
// leaves public/ and .cache/ alone).
import { bundlesContaining } from '../../../infra/lib/deploy-checks';
import { SITE_KEY_ENV } from '../../../content-library';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { FIXTURE_CACHE_DIR, runBuild, shown } from '../builds';
import { CAPTCHA_BUILD_DIR, E2E_SITE_KEY } from './settings';

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

if (require.main === module) {
  runBuild(
    {
      into: CAPTCHA_BUILD_DIR,
      env: { [SITE_KEY_ENV]: E2E_SITE_KEY },
      problems: siteKeyBuildProblems,
      startCache: FIXTURE_CACHE_DIR,
    },
    `Site-key build (${SITE_KEY_ENV}=${E2E_SITE_KEY}) in ${shown(CAPTCHA_BUILD_DIR)}`,
  );
}
