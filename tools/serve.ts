// `npm run serve`: the Gatsby build in public/ (or SITE_DIR) with the edge's rules (URI rewrite,
// security headers, Cache-Control, the upload's Content-Type, 404 page), as CloudFront serves it.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {
  cacheControlFor,
  contentTypeFor,
  runViewerRequest,
  securityHeadersFor,
  viewerRequestEvent,
} from '../edge';
import { send, serveApi, type ApiHandler } from './local/local-api';
import { localBackendSettings, portFromEnv, startLocalBackend } from './local/local-backend';
import { isApiPath } from '../contracts/paths';

export interface SiteServerOptions {
  publicDir: string;
  /** Receives every `/api/*` request; without it those get 404 JSON. */
  api?: ApiHandler;
  /** As the edge has it: every page route serves /under_maintenance/. */
  maintenance?: boolean;
  /** The editors' CMS host, as the edge has it; unset, every host serves /admin/ too. */
  cmsHost?: string;
  /** For a build without a 404.html (the bench's perf floor). */
  notFoundPage?: string;
  requestTimeoutMs?: number;
}

// Error responses must never be cached as immutable, whatever path they were for.
const ERROR_CACHE_CONTROL = cacheControlFor('/404.html');

/** How long a whole request, and its headers, may take to arrive. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const HEADERS_TIMEOUT_MS = 5_000;

/** The site server, not yet listening; throws if there is no build. */
export function createSiteServer(options: SiteServerOptions): Server {
  const publicDir = resolve(options.publicDir);
  const edge = { maintenance: options.maintenance ?? false, cmsHost: options.cmsHost };
  const page = join(publicDir, '404.html');
  if (options.notFoundPage === undefined && !existsSync(page)) {
    throw new Error(`No complete site build: ${page} is missing. Run \`npm run build\` first.`);
  }
  const notFoundPage = options.notFoundPage ?? readFileSync(page);
  // Production mode indexes public/ once at start-up (like an S3 upload): restart after a build.
  // No maxAge, so sirv sets no Cache-Control of its own and ours (set before it runs) stays.
  // extensions: [] because the viewer-request rewrite already points page routes at index.html.
  const assets = sirv(publicDir, { dev: false, etag: true, extensions: [], dotfiles: false });

  // CloudFront compresses text responses; so does this server, so local measurements match.
  const compress = compression();

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
    send(req, res, 404, 'text/html; charset=utf-8', notFoundPage);
  };

  // A client that trickles its headers or body is cut off with 408, as CloudFront does, instead
  // of holding a socket open for minutes (Node's defaults); checked every second.
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      compress(req as never, res as never, () => handle(req, res));
    },
  );

  function handle(req: IncomingMessage, res: ServerResponse) {
    const [, path = '', query = ''] = /^([^?]*)(.*)$/s.exec(req.url ?? '/')!;

    // Chosen by the requested path, as CloudFront chooses a behaviour: pages get the page
    // policy, files and the API `default-src 'none'`.
    for (const [name, value] of Object.entries(securityHeadersFor(path)))
      res.setHeader(name, value);

    const api = isApiPath(path);
    if (!api && req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
      return send(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
    }
    // Source maps stay out of the upload (tools/pipeline/publish/publish.ts), so not served here.
    if (!api && path.endsWith('.map')) return notFound(req, res);

    // The code CloudFront runs (on the API's behaviours too), seeing the Host without a port as
    // CloudFront's is: /classes and /classes/ become /classes/index.html, or it answers itself.
    const host = { value: (req.headers.host ?? '').replace(/:\d+$/, '') };
    const outcome = runViewerRequest(viewerRequestEvent(path, { headers: { host } }), edge);
    if (!('uri' in outcome)) {
      // The function's own answer (a 404 or a redirect), without a body.
      for (const [name, { value }] of Object.entries(outcome.headers)) res.setHeader(name, value);
      res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
      return send(req, res, outcome.statusCode, 'text/plain; charset=utf-8');
    }
    if (api) {
      // Default for dynamic responses; the handler may set its own.
      res.setHeader('Cache-Control', cacheControlFor(path));
      if (options.api) serveApi(options.api, req, res);
      else send(req, res, 404, 'application/json; charset=utf-8', '{"error":"not found"}');
      return;
    }
    const uri = outcome.uri;
    req.url = uri + query;
    res.setHeader('Cache-Control', cacheControlFor(uri));
    // sirv keeps a Content-Type already set, as S3 keeps the one the upload gave an object.
    const contentType = contentTypeFor(uri);
    if (contentType) res.setHeader('Content-Type', contentType);
    // sirv only looks files up in its start-up index, so '..' can never reach outside publicDir.
    assets(req, res, () => notFound(req, res));
  }
}

/** `MAINTENANCE=1` or `true` turns maintenance mode on; unset, empty, `0` or `false` leave it off. */
export function parseMaintenance(value: string | undefined): boolean {
  const flag = (value ?? '').trim().toLowerCase();
  if (flag === '' || flag === '0' || flag === 'false') return false;
  if (flag === '1' || flag === 'true') return true;
  throw new Error(`MAINTENANCE must be 1, true, 0 or false, got "${value}".`);
}

async function main(): Promise<void> {
  // SITE_DIR: another build, e.g. the site-key build of `npm run test:e2e:captcha`.
  const publicDir = resolve(process.env.SITE_DIR?.trim() || resolve(__dirname, '..', 'public'));
  const host = process.env.HOST || 'localhost';
  const port = portFromEnv('PORT', process.env.PORT, 9000);
  // CMS_HOST: serve the CMS host as CloudFront does, for requests with that Host header.
  const cmsHost = process.env.CMS_HOST?.trim().toLowerCase() || undefined;
  const maintenance = parseMaintenance(process.env.MAINTENANCE);
  const backend = await startLocalBackend(localBackendSettings());
  const server = createSiteServer({ publicDir, api: backend.api, maintenance, cmsHost });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const hint = error.code === 'EADDRINUSE' ? ' (port in use: set PORT to another one)' : '';
    console.error(`Could not serve on ${host}:${port}: ${error.message}${hint}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { port: actualPort } = server.address() as AddressInfo;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    console.log(`Serving ${publicDir} at http://${shownHost}:${actualPort}/ (Ctrl+C to stop)`);
    for (const line of backend.banner) console.log(line);
    if (maintenance) console.log('Maintenance mode: every page route shows /under_maintenance/.');
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means the user does not want to wait.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal} received, shutting down...`);
    server.close(() => void backend.stop().finally(() => process.exit(0)));
    // Give responses in flight a moment, then cut them so close() can finish.
    setTimeout(() => server.closeAllConnections(), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // A bad setting or a missing build is a message, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
