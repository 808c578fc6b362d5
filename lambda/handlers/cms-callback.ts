// GET /api/cms/callback (API Gateway HTTP API): GitHub's redirect back; the code becomes a token
// for the CMS on the site's own origin. Configuration is read and checked at cold start.
import { createCallbackHandler } from '../lib/cms-login/login';
import { cmsLoginRuntimeFromEnvironment } from '../lib/cms-login/runtime';

export const handler = createCallbackHandler(cmsLoginRuntimeFromEnvironment({ withSecret: true }));
