// GET /api/cms/auth (API Gateway HTTP API): the CMS's login popup starts here and goes on to
// GitHub with a state bound to a cookie. Configuration is read and checked at cold start.
import { createAuthHandler } from '../lib/cms-login/login';
import { cmsLoginRuntimeFromEnvironment } from '../lib/cms-login/runtime';

export const handler = createAuthHandler(cmsLoginRuntimeFromEnvironment({ withSecret: false }));
