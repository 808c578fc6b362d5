// Loads the CloudFront viewer-request function from viewer-request.cloudfront.js so the CDK stack
// deploys, and the local server and tests run, the very same code. (The code file is not named
// viewer-request.js because jest and tsx would then resolve `./viewer-request` to it, not here.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { API_PREFIX, CMS_LOGIN_PATHS, CMS_LOGIN_PREFIX } from '../contracts/paths';
import { nonHtmlContentSecurityPolicy } from './content-security-policy';

/** Where the CloudFront Function code lives (useful for CDK asset hashing or error messages). */
export const VIEWER_REQUEST_SOURCE_PATH = join(__dirname, 'viewer-request.cloudfront.js');

/** The subset of the CloudFront Functions event shape that this project uses. */
export interface CloudFrontFunctionRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string; multiValue?: { value: string }[] }>;
  cookies: Record<string, { value: string; multiValue?: { value: string }[] }>;
}

export interface CloudFrontFunctionEvent {
  version: '1.0';
  context: { eventType: 'viewer-request'; distributionDomainName?: string; requestId?: string };
  viewer: { ip: string };
  request: CloudFrontFunctionRequest;
}

/** What the function answers itself, without the origin (the CMS host's refusal, redirects). */
export interface CloudFrontFunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

type ViewerRequestHandler = (
  event: CloudFrontFunctionEvent,
) => CloudFrontFunctionRequest | CloudFrontFunctionResponse;

/** Settings baked into the function code (CloudFront Functions have no environment variables). */
export interface ViewerRequestOptions {
  /** Serve /under_maintenance/ for every page route; files stay reachable. Default false. */
  maintenance?: boolean;
  /**
   * The editors' CMS host: it serves /admin/ and /api/cms/ alone, and the other hosts' /admin/
   * redirect to it. Default none: every host serves everything (npm start, npm run serve).
   */
  cmsHost?: string;
}

/** The one line of the code that holds the CMS host, exactly as committed. */
export const CMS_HOST_LINE = "var CMS_HOST = '';";

/** The one line of the code that lists the login's routes, exactly as committed. */
export const CMS_LOGIN_ROUTES_LINE = 'var CMS_LOGIN_ROUTES = [];';

/** The lines of the code that hold the API's and the login's prefixes, exactly as committed. */
export const API_PREFIX_LINE = "var API_PREFIX = '';";
export const CMS_LOGIN_PREFIX_LINE = "var CMS_LOGIN_PREFIX = '';";

/** The one line of the code that holds the policy of its own answers, exactly as committed. */
export const ANSWER_CSP_LINE = "var ANSWER_CSP = '';";

/** The policy the function's own answers carry: they have no body. */
export const ANSWER_CSP = nonHtmlContentSecurityPolicy;

/** A host name the function may compare with Host: lower-case letters, digits, dots, hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Returns `code` with the line `line` made `replacement`; throws unless it is there once. */
function setLine(code: string, line: string, replacement: string): string {
  const lines = code.split('\n');
  const isLine = (text: string) => text.trimEnd() === line;
  const found = lines.filter(isLine).length;
  if (found !== 1) {
    throw new Error(
      `${VIEWER_REQUEST_SOURCE_PATH} must contain the line \`${line}\` exactly once (found ${found})`,
    );
  }
  return lines.map((text) => (isLine(text) ? text.replace(line, replacement) : text)).join('\n');
}

/** Returns `code` with its CMS host line set; throws unless the line is there once. */
export function withCmsHost(code: string, cmsHost: string | undefined): string {
  if (cmsHost !== undefined && !HOST_NAME.test(cmsHost))
    throw new Error(`cmsHost must be a lower-case host name, got "${cmsHost}"`);
  return setLine(
    code,
    CMS_HOST_LINE,
    cmsHost === undefined ? CMS_HOST_LINE : `var CMS_HOST = '${cmsHost}';`,
  );
}

/** The one line of the code that holds the maintenance flag, exactly as committed. */
export const MAINTENANCE_FLAG_LINE = 'var MAINTENANCE = false;';

let fileSource: string | undefined;
const compiled = new Map<string, ViewerRequestHandler>();

/** Returns `code` with its maintenance flag line set; throws unless the line is there once. */
export function withMaintenanceFlag(code: string, maintenance: boolean): string {
  return setLine(code, MAINTENANCE_FLAG_LINE, `var MAINTENANCE = ${maintenance};`);
}

/** Returns `code` with the API's paths, the login's routes and its answers' policy set. */
function withCmsLogin(code: string): string {
  const lines: [string, string][] = [
    [API_PREFIX_LINE, `var API_PREFIX = ${JSON.stringify(API_PREFIX)};`],
    [CMS_LOGIN_PREFIX_LINE, `var CMS_LOGIN_PREFIX = ${JSON.stringify(CMS_LOGIN_PREFIX)};`],
    [
      CMS_LOGIN_ROUTES_LINE,
      `var CMS_LOGIN_ROUTES = ${JSON.stringify(Object.values(CMS_LOGIN_PATHS))};`,
    ],
    [ANSWER_CSP_LINE, `var ANSWER_CSP = ${JSON.stringify(ANSWER_CSP)};`],
  ];
  return lines.reduce((text, [line, replacement]) => setLine(text, line, replacement), code);
}

/** The function code exactly as CloudFront receives it (for `FunctionCode.fromInline`). */
export function viewerRequestSource(options: ViewerRequestOptions = {}): string {
  fileSource ??= readFileSync(VIEWER_REQUEST_SOURCE_PATH, 'utf8');
  return withCmsHost(
    withMaintenanceFlag(withCmsLogin(fileSource), options.maintenance ?? false),
    options.cmsHost,
  );
}

/** Compiles the code once per setting in an empty context, so any use of Node globals fails. */
function viewerRequestHandler(options: ViewerRequestOptions = {}): ViewerRequestHandler {
  const key = `${options.maintenance ?? false} ${options.cmsHost ?? ''}`;
  let handler = compiled.get(key);
  if (!handler) {
    const sandbox = { console };
    const code = viewerRequestSource(options);
    const result: unknown = runInNewContext(`${code}\n;handler;`, sandbox, {
      filename: VIEWER_REQUEST_SOURCE_PATH,
    });
    if (typeof result !== 'function') {
      throw new Error(`${VIEWER_REQUEST_SOURCE_PATH} must declare \`function handler(event)\``);
    }
    handler = result as ViewerRequestHandler;
    compiled.set(key, handler);
  }
  return handler;
}

/** Builds the smallest event CloudFront would send for a GET of `uri`. */
export function viewerRequestEvent(
  uri: string,
  request: Partial<CloudFrontFunctionRequest> = {},
): CloudFrontFunctionEvent {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '127.0.0.1' },
    request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {}, ...request },
  };
}

/** Runs the CloudFront Function on a full event and returns the request it hands to the origin. */
export function runViewerRequest(
  event: CloudFrontFunctionEvent,
  options: ViewerRequestOptions = {},
): CloudFrontFunctionRequest | CloudFrontFunctionResponse {
  return viewerRequestHandler(options)(event);
}

/** The S3 key path CloudFront would fetch for a viewer path (without query string). */
export function rewriteUri(
  uri: string,
  options: Omit<ViewerRequestOptions, 'cmsHost'> = {},
): string {
  const result = runViewerRequest(viewerRequestEvent(uri), options);
  // Without a CMS host the function always hands the request on.
  if (!('uri' in result)) throw new Error(`the viewer-request function answered ${uri} itself`);
  return result.uri;
}
