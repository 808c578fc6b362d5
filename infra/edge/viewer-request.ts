// Loads the CloudFront viewer-request function from viewer-request.cloudfront.js so the CDK stack
// deploys, and the local server and tests run, the very same code. (The code file is not named
// viewer-request.js because jest and tsx would then resolve `./viewer-request` to it, not here.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

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

type ViewerRequestHandler = (event: CloudFrontFunctionEvent) => CloudFrontFunctionRequest;

/** Settings baked into the function code (CloudFront Functions have no environment variables). */
export interface ViewerRequestOptions {
  /** Serve /under_maintenance/ for every page route; files stay reachable. Default false. */
  maintenance?: boolean;
}

/** The one line of the code that holds the maintenance flag, exactly as committed. */
export const MAINTENANCE_FLAG_LINE = 'var MAINTENANCE = false;';

let fileSource: string | undefined;
const compiled = new Map<boolean, ViewerRequestHandler>();

/** Returns `code` with its maintenance flag line set; throws unless the line is there once. */
export function withMaintenanceFlag(code: string, maintenance: boolean): string {
  const lines = code.split('\n');
  const isFlag = (line: string) => line.trimEnd() === MAINTENANCE_FLAG_LINE;
  const found = lines.filter(isFlag).length;
  if (found !== 1) {
    throw new Error(
      `${VIEWER_REQUEST_SOURCE_PATH} must contain the line \`${MAINTENANCE_FLAG_LINE}\` exactly ` +
        `once (found ${found})`,
    );
  }
  const flag = `var MAINTENANCE = ${maintenance};`;
  return lines
    .map((line) => (isFlag(line) ? line.replace(MAINTENANCE_FLAG_LINE, flag) : line))
    .join('\n');
}

/** The function code exactly as CloudFront receives it (for `FunctionCode.fromInline`). */
export function viewerRequestSource(options: ViewerRequestOptions = {}): string {
  fileSource ??= readFileSync(VIEWER_REQUEST_SOURCE_PATH, 'utf8');
  return withMaintenanceFlag(fileSource, options.maintenance ?? false);
}

/** Compiles the code once per setting in an empty context, so any use of Node globals fails. */
function viewerRequestHandler(options: ViewerRequestOptions = {}): ViewerRequestHandler {
  const maintenance = options.maintenance ?? false;
  let handler = compiled.get(maintenance);
  if (!handler) {
    const sandbox = { console };
    const code = viewerRequestSource({ maintenance });
    const result: unknown = runInNewContext(`${code}\n;handler;`, sandbox, {
      filename: VIEWER_REQUEST_SOURCE_PATH,
    });
    if (typeof result !== 'function') {
      throw new Error(`${VIEWER_REQUEST_SOURCE_PATH} must declare \`function handler(event)\``);
    }
    handler = result as ViewerRequestHandler;
    compiled.set(maintenance, handler);
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
): CloudFrontFunctionRequest {
  return viewerRequestHandler(options)(event);
}

/** The S3 key path CloudFront would fetch for a viewer path (without query string). */
export function rewriteUri(uri: string, options: ViewerRequestOptions = {}): string {
  return runViewerRequest(viewerRequestEvent(uri), options).uri;
}
