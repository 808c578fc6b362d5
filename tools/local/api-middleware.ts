// How both local servers (`npm start`'s, behind gatsby develop's proxy, and `npm run serve`) hand
// /api/* to the local API: one place that waits for it to be ready and turns any failure into
// 500 JSON, the answer the forms expect from a broken backend.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { types } from 'node:util';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * Whether `error` only says the client went away: Node's 'aborted' (or a reset) on a request
 * whose body never arrived in full, e.g. cut off by the server's request timeout or a closed
 * tab. Nothing is wrong with the API then and nobody is left to answer: it stays quiet.
 */
export function isClientAbort(error: unknown, req: IncomingMessage): boolean {
  // isNativeError, not instanceof: Node's own errors may come from another realm (jest's vm).
  if (req.complete || !types.isNativeError(error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || error.message === 'aborted';
}

/**
 * Runs the API for one request; a throw, a rejection or a failed start-up answers 500 and is
 * logged, except a client abort, which only closes the response.
 */
export function serveApi(
  api: ApiHandler | Promise<ApiHandler>,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  // Promise.resolve().then also catches synchronous throws from the handler.
  Promise.resolve(api)
    .then((handler) => handler(req, res))
    .catch((error: unknown) => {
      if (isClientAbort(error, req)) {
        res.destroy();
        return;
      }
      console.error(`API handler failed for ${req.method} ${req.url}:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = '{"sent":false}';
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
    });
}
