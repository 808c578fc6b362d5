// node:http <-> API Gateway HTTP API (payload 2.0), so the local server runs the Lambda handlers
// exactly as deployed.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** API Gateway refuses larger payloads too; the handler's own 10 KB check applies below this. */
export const LOCAL_BODY_LIMIT = 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client went away before its body ended: nothing to answer, nothing worth a log line. */
export class ClientAbortError extends Error {
  override name = 'ClientAbortError';
}

/** Reads the whole body, rejecting with `BodyTooLargeError` past `limit` bytes. */
export function readBody(req: IncomingMessage, limit = LOCAL_BODY_LIMIT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      if (error) {
        // Keep draining so the answer can still be read, without keeping the bytes.
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyTooLargeError(`body over ${limit} bytes`));
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish());
    // A client that goes away mid-body: no 'end' will come (Node reports it as an 'aborted'
    // error or a reset, or only as 'close').
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'ECONNRESET' || error.message === 'aborted'
          ? new ClientAbortError(error.message)
          : error,
      ),
    );
    req.on('close', () => finish(new ClientAbortError('the request closed before its end')));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The event API Gateway would build for this request, for the route `routeKey`. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
): APIGatewayProxyEventV2 {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : url.slice(queryStart + 1);

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (joined !== undefined && name !== 'cookie') headers[name.toLowerCase()] = joined;
  }
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const queryStringParameters = rawQueryString
    ? Object.fromEntries(new URLSearchParams(rawQueryString))
    : undefined;

  // Text bodies arrive as text, anything that is not valid UTF-8 as base64, as API Gateway does.
  let text: string | undefined;
  let isBase64Encoded = false;
  if (body.length > 0) {
    try {
      text = utf8.decode(body);
    } catch {
      text = body.toString('base64');
      isBase64Encoded = true;
    }
  }

  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: text,
    isBase64Encoded,
  };
}

/** Writes a handler's result to the node:http response. */
export function sendResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body =
    result.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.statusCode = result.statusCode ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    res.setHeader(name, String(value));
  }
  if (result.cookies?.length) res.setHeader('Set-Cookie', result.cookies);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
