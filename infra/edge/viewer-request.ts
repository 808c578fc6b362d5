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

let source: string | undefined;
let compiled: ViewerRequestHandler | undefined;

/** The function code exactly as CloudFront receives it (for `FunctionCode.fromInline`). */
export function viewerRequestSource(): string {
  source ??= readFileSync(VIEWER_REQUEST_SOURCE_PATH, 'utf8');
  return source;
}

/** Compiles the code once in an empty context, so any use of Node globals fails here too. */
function viewerRequestHandler(): ViewerRequestHandler {
  if (!compiled) {
    const sandbox = { console };
    const handler: unknown = runInNewContext(`${viewerRequestSource()}\n;handler;`, sandbox, {
      filename: VIEWER_REQUEST_SOURCE_PATH,
    });
    if (typeof handler !== 'function') {
      throw new Error(`${VIEWER_REQUEST_SOURCE_PATH} must declare \`function handler(event)\``);
    }
    compiled = handler as ViewerRequestHandler;
  }
  return compiled;
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
export function runViewerRequest(event: CloudFrontFunctionEvent): CloudFrontFunctionRequest {
  return viewerRequestHandler()(event);
}

/** The S3 key path CloudFront would fetch for a viewer path (without query string). */
export function rewriteUri(uri: string): string {
  return runViewerRequest(viewerRequestEvent(uri)).uri;
}
