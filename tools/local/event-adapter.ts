// node:http <-> API Gateway HTTP API (payload 2.0), so the local servers run the Lambda handlers
// as deployed.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The event API Gateway would build for this request, for the route `routeKey`. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
): APIGatewayProxyEventV2 {
  const [, rawPath = '', rawQueryString = ''] = /^([^?]*)\??(.*)$/s.exec(req.url ?? '/')!;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = [value].flat().join(',');
  }
  // Text bodies arrive as text, anything that is not valid UTF-8 as base64, as API Gateway does.
  let text: string | undefined;
  let isBase64Encoded = false;
  if (body.length > 0) {
    try {
      text = utf8.decode(body);
    } catch {
      [text, isBase64Encoded] = [body.toString('base64'), true];
    }
  }
  const host = headers.host ?? 'localhost';
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies: req.headers.cookie?.split(/;\s*/).filter(Boolean),
    headers,
    queryStringParameters: rawQueryString
      ? Object.fromEntries(new URLSearchParams(rawQueryString))
      : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0]!,
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
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  res.statusCode = result.statusCode ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    res.setHeader(name, String(value));
  }
  if (result.cookies?.length) res.setHeader('Set-Cookie', result.cookies);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
