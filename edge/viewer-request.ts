// Loads the CloudFront viewer-request function from viewer-request.cloudfront.js, so the stack
// deploys and the local server and tests run the very same code (not named viewer-request.js, as
// jest and tsx would resolve `./viewer-request` to it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { CloudFrontFunctionsEvent } from 'aws-lambda';
import { API_PREFIX, CMS_LOGIN_PATHS, CMS_LOGIN_PREFIX } from '../contracts/paths';
import { publicHostnameProblem } from '../contracts/setting-validators';
import { nonHtmlContentSecurityPolicy } from './content-security-policy';

const SOURCE_PATH = join(__dirname, 'viewer-request.cloudfront.js');

/** A viewer-request event: it carries no response. */
export type CloudFrontFunctionEvent = Omit<CloudFrontFunctionsEvent, 'response'>;
export type CloudFrontFunctionRequest = CloudFrontFunctionEvent['request'];

/** What the function answers itself, without the origin (the CMS host's refusal, redirects). */
type CloudFrontFunctionResponse = Omit<CloudFrontFunctionsEvent['response'], 'cookies'>;

type Handler = (
  event: CloudFrontFunctionEvent,
) => CloudFrontFunctionRequest | CloudFrontFunctionResponse;

/** Settings baked into the code, as CloudFront Functions have no environment variables. */
export interface ViewerRequestOptions {
  /** Serve /under_maintenance/ for every page route; files stay reachable. */
  maintenance?: boolean;
  /**
   * The CMS host, serving /admin/ and /api/cms/ alone, as an editor's GitHub token lives in its
   * storage and no public page's script may run there; none: every host serves everything.
   */
  cmsHost?: string;
}

let fileSource: string | undefined;
const compiled = new Map<string, Handler>();

/** The function code exactly as CloudFront receives it (for `FunctionCode.fromInline`). */
export function viewerRequestSource({ maintenance = false, cmsHost }: ViewerRequestOptions = {}) {
  // The settings' own rule (cmsDomainName): a lower-case host name, safe to write into the code.
  const problem = cmsHost === undefined ? undefined : publicHostnameProblem('cmsHost', cmsHost);
  if (problem) throw new Error(problem);
  const settings = {
    MAINTENANCE: maintenance,
    CMS_HOST: cmsHost ?? '',
    API_PREFIX,
    CMS_LOGIN_PREFIX,
    // The only paths under the login's prefix that reach its functions: any other is the
    // function's 404, never the origin's (the public 404 page, scripts and all, on the CMS host).
    CMS_LOGIN_ROUTES: Object.values(CMS_LOGIN_PATHS),
    // The policy of what the function answers itself (404, 301): no body, so nothing may run.
    ANSWER_CSP: nonHtmlContentSecurityPolicy,
  };
  fileSource ??= readFileSync(SOURCE_PATH, 'utf8');
  const lines = Object.entries(settings).map(([name, v]) => `var ${name} = ${JSON.stringify(v)};`);
  return [...lines, fileSource].join('\n');
}

/** Builds the smallest event CloudFront would send for a GET of `uri`. */
export function viewerRequestEvent(
  uri: string,
  request: Partial<CloudFrontFunctionRequest> = {},
): CloudFrontFunctionEvent {
  return {
    version: '1.0',
    context: {
      eventType: 'viewer-request',
      distributionDomainName: '',
      distributionId: '',
      requestId: '',
    },
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
