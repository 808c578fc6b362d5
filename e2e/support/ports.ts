// The e2e suite's own ports, so a running `npm start` or `npm run serve` (9000, 8005, 8006) never
// shares a site, a mailbox or a lead store with it.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const E2E_PORT = port('E2E_PORT', 9100);
export const E2E_SES_PORT = port('E2E_SES_PORT', 8105);
export const E2E_LEADS_PORT = port('E2E_LEADS_PORT', 8106);

// Two more servers of the same build, each with one service down, to show what a visitor sees
// in an outage: SES unreachable (with its own lead store), and the lead store unreachable (with
// its own SES emulator).
export const E2E_SES_DOWN_PORT = port('E2E_SES_DOWN_PORT', 9101);
export const E2E_SES_DOWN_LEADS_PORT = port('E2E_SES_DOWN_LEADS_PORT', 8107);
export const E2E_STORE_DOWN_PORT = port('E2E_STORE_DOWN_PORT', 9102);
export const E2E_STORE_DOWN_SES_PORT = port('E2E_STORE_DOWN_SES_PORT', 8108);
/** Where nothing listens: the "down" service's address (port 9, discard, is never served here). */
export const DEAD_ENDPOINT = process.env.E2E_DEAD_ENDPOINT ?? 'http://127.0.0.1:9';

// The run of the site-key build (`npm run test:e2e:captcha`, e2e/forms/captcha.spec.ts): its own
// server, SES emulator and lead store, and the stand-in for reCAPTCHA's siteverify that its
// handlers ask.
export const E2E_CAPTCHA_PORT = port('E2E_CAPTCHA_PORT', 9110);
export const E2E_CAPTCHA_SES_PORT = port('E2E_CAPTCHA_SES_PORT', 8115);
export const E2E_CAPTCHA_LEADS_PORT = port('E2E_CAPTCHA_LEADS_PORT', 8116);
export const E2E_SITEVERIFY_PORT = port('E2E_SITEVERIFY_PORT', 8117);

// The run of the editors' CMS (`npm run test:e2e:cms`, e2e/admin/): the built site, whose /admin/
// edits a working copy of the repository.
export const E2E_CMS_PORT = port('E2E_CMS_PORT', 9120);
export const E2E_CMS_SES_PORT = port('E2E_CMS_SES_PORT', 8125);
export const E2E_CMS_LEADS_PORT = port('E2E_CMS_LEADS_PORT', 8126);

// The content guards' run (`npm run test:guards`, e2e/content-guards/): the real content's build,
// public/.
export const E2E_GUARDS_PORT = port('E2E_GUARDS_PORT', 9130);
export const E2E_GUARDS_SES_PORT = port('E2E_GUARDS_SES_PORT', 8135);
export const E2E_GUARDS_LEADS_PORT = port('E2E_GUARDS_LEADS_PORT', 8136);
