// The run of the site-key build (`npm run test:e2e:captcha`): the test key pair and where the
// build, its server and the stand-in for Google's siteverify are. Neither value is Google's:
// the key is only ever shown to the stand-ins (e2e/support/captcha/stand-ins.ts).
import { resolve } from 'node:path';
import { E2E_CAPTCHA_PORT, E2E_CAPTCHA_SES_PORT, E2E_SITEVERIFY_PORT } from '../ports';

/** Built into the bundles with RECAPTCHA_SITE_KEY (content-library/site-config.ts). */
export const E2E_SITE_KEY = 'e2e-recaptcha-site-key';
/** The local server's CAPTCHA_SECRET: what the handlers send siteverify with the token. */
export const E2E_SECRET = 'e2e-recaptcha-secret';

/** The site-key build (git-ignored), made by e2e/support/captcha/build-site.ts. */
export const CAPTCHA_BUILD_DIR = resolve(__dirname, '..', '..', '..', '.e2e-builds', 'captcha');

export const CAPTCHA_BASE_URL = `http://localhost:${E2E_CAPTCHA_PORT}`;
export const CAPTCHA_MAILBOX_URL = `http://localhost:${E2E_CAPTCHA_SES_PORT}`;
export const STAND_IN_SITEVERIFY_URL = `http://127.0.0.1:${E2E_SITEVERIFY_PORT}/recaptcha/api/siteverify`;
