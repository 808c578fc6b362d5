// The site's own addresses that two sides need: the API's prefix, the CMS login's routes under it
// and the pages a form posted without its script lands on.

/** Its calls are marked pure, so a bundle that takes one name of this module drops the others. */
const under = (prefix: string, rest: string) => `${prefix}${rest}`;

/** Everything under it is the API (API Gateway behind CloudFront's behaviour), never a file. */
export const API_PREFIX = '/api/';

/** CloudFront's path pattern for the API. */
export const API_PATH_PATTERN = /* @__PURE__ */ under(API_PREFIX, '*');

export const apiPath = (route: string) => under(API_PREFIX, route);

export const isApiPath = (path: string) => path.startsWith(API_PREFIX);

/** The CMS's GitHub login, on the CMS's own origin; no other path lies under it. */
export const CMS_LOGIN_PREFIX = /* @__PURE__ */ under(API_PREFIX, 'cms/');

/** CloudFront's path pattern for the login, ahead of the API's. */
export const CMS_LOGIN_PATH_PATTERN = /* @__PURE__ */ under(CMS_LOGIN_PREFIX, '*');

/** The popup starts at `auth`; GitHub sends the editor back to `callback`. */
export const CMS_LOGIN_PATHS = {
  auth: /* @__PURE__ */ under(CMS_LOGIN_PREFIX, 'auth'),
  callback: /* @__PURE__ */ under(CMS_LOGIN_PREFIX, 'callback'),
} as const;

export const isCmsLoginPath = (path: string) => path.startsWith(CMS_LOGIN_PREFIX);

/** Where a form posted without its script lands; here, so the page registry's readers (every
 * page's script) need not bundle the form fields that the refusals are made of. */
export const FORM_ANSWER_PATHS = { sent: '/sent/', refused: '/not-sent/' } as const;
