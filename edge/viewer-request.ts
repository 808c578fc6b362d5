// Loads the CloudFront viewer-request function from viewer-request.cloudfront.js, so the stack
// deploys and the local server and tests run the very same code (not named viewer-request.js, as
// jest and tsx would resolve `./viewer-request` to it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { API_PREFIX, CMS_LOGIN_PATHS, CMS_LOGIN_PREFIX } from '../contracts/paths';
import { nonHtmlContentSecurityPolicy } from './content-security-policy';

const SOURCE_PATH = join(__dirname, 'viewer-request.cloudfront.js');

type Values = Record<string, { value: string; multiValue?: { value: string }[] }>;
/** The part of the CloudFront Functions event this project uses. */
export interface CloudFrontFunctionRequest {
  method: string;
  uri: string;
  querystring: Values;
  headers: Values;
  cookies: Values;
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

type Handler = (
  event: CloudFrontFunctionEvent,
) => CloudFrontFunctionRequest | CloudFrontFunctionResponse;

/** Settings baked into the code, as CloudFront Functions have no environment variables. */
export interface ViewerRequestOptions {
  /** Serve /under_maintenance/ for every page route; files stay reachable. */
  maintenance?: boolean;
  /** The CMS host, serving /admin/ and /api/cms/ alone; none: every host serves everything. */
  cmsHost?: string;
}

// The lines of the committed code that this file sets.
export const CMS_HOST_LINE = "var CMS_HOST = '';";
export const MAINTENANCE_FLAG_LINE = 'var MAINTENANCE = false;';

/** A host name the function may compare with Host: lower-case letters, digits, dots, hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Returns `code` with the line `line` made `replacement`; throws unless it is there once. */
function setLine(code: string, line: string, replacement: string): string {
  const lines = code.split('\n');
  const isLine = (text: string) => text.trimEnd() === line;
  const found = lines.filter(isLine).length;
  if (found !== 1)
    throw new Error(
      `${SOURCE_PATH} must contain the line \`${line}\` exactly once (found ${found})`,
    );
  return lines.map((text) => (isLine(text) ? text.replace(line, replacement) : text)).join('\n');
}

export const withMaintenanceFlag = (code: string, maintenance: boolean): string =>
  setLine(code, MAINTENANCE_FLAG_LINE, `var MAINTENANCE = ${maintenance};`);

let fileSource: string | undefined;
const compiled = new Map<string, Handler>();

/** The function code exactly as CloudFront receives it (for `FunctionCode.fromInline`). */
export function viewerRequestSource({ maintenance = false, cmsHost }: ViewerRequestOptions = {}) {
  if (cmsHost !== undefined && !HOST_NAME.test(cmsHost))
    throw new Error(`cmsHost must be a lower-case host name, got "${cmsHost}"`);
  const set: [string, unknown][] = [
    ['API_PREFIX', API_PREFIX],
    ['CMS_LOGIN_PREFIX', CMS_LOGIN_PREFIX],
    ['CMS_LOGIN_ROUTES', Object.values(CMS_LOGIN_PATHS)],
    ['ANSWER_CSP', nonHtmlContentSecurityPolicy],
  ];
  fileSource ??= readFileSync(SOURCE_PATH, 'utf8');
  const code = set.reduce(
    (text, [name, value]) =>
      setLine(
        text,
        `var ${name} = ${Array.isArray(value) ? '[]' : "''"};`,
        `var ${name} = ${JSON.stringify(value)};`,
      ),
    withMaintenanceFlag(fileSource, maintenance),
  );
  return setLine(
    code,
    CMS_HOST_LINE,
    cmsHost === undefined ? CMS_HOST_LINE : `var CMS_HOST = '${cmsHost}';`,
  );
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

/** Runs the function, compiled once per setting in an empty context so Node globals fail. */
export function runViewerRequest(
  event: CloudFrontFunctionEvent,
  options: ViewerRequestOptions = {},
) {
  const key = `${options.maintenance ?? false} ${options.cmsHost ?? ''}`;
  let handler = compiled.get(key);
  if (!handler) {
    const code = `${viewerRequestSource(options)}\n;handler;`;
    const result: unknown = runInNewContext(code, { console }, { filename: SOURCE_PATH });
    if (typeof result !== 'function')
      throw new Error(`${SOURCE_PATH} must declare \`function handler(event)\``);
    compiled.set(key, (handler = result as Handler));
  }
  return handler(event);
}

/** The S3 key CloudFront would fetch for a viewer path (without query string). */
export function rewriteUri(uri: string, options: Omit<ViewerRequestOptions, 'cmsHost'> = {}) {
  const result = runViewerRequest(viewerRequestEvent(uri), options);
  // Without a CMS host the function always hands the request on.
  if (!('uri' in result)) throw new Error(`the viewer-request function answered ${uri} itself`);
  return result.uri;
}
