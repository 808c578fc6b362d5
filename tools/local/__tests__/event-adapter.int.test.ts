import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sendResult, toApiGatewayEvent } from '../event-adapter';

let server: Server;
let port: number;

/** Each request is answered with the event built from it. */
beforeAll(async () => {
  server = createServer((req, res) => {
    void buffer(req).then((body) => {
      const event = toApiGatewayEvent(req, body, 'POST /api/lead');
      sendResult(res, { statusCode: 200, body: JSON.stringify(event) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function send(
  path: string,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function eventFor(...args: Parameters<typeof send>): Promise<APIGatewayProxyEventV2> {
  const { text } = await send(...args);
  return JSON.parse(text) as APIGatewayProxyEventV2;
}

describe('toApiGatewayEvent', () => {
  it('builds a payload 2.0 event from a node:http request', async () => {
    // Prepare
    const headers = {
      'Content-Type': 'application/json',
      'X-Custom': 'Value',
      Cookie: 'a=1; b=2',
      'User-Agent': 'jest-agent',
    };

    // Act
    const event = await eventFor('/api/lead?x=1&y=two', { headers, body: '{"name":"Zoë"}' });

    // Assess
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/lead',
      rawPath: '/api/lead',
      rawQueryString: 'x=1&y=two',
      queryStringParameters: { x: '1', y: 'two' },
      cookies: ['a=1', 'b=2'],
      body: '{"name":"Zoë"}',
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'POST',
          path: '/api/lead',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'jest-agent',
        },
        routeKey: 'POST /api/lead',
        stage: '$default',
      },
    });
    expect(event.headers).toMatchObject({
      'content-type': 'application/json',
      'x-custom': 'Value',
    });
    expect(Object.keys(event.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each request its own id', async () => {
    // Act
    const first = await eventFor('/api/lead', { body: '{}' });
    const second = await eventFor('/api/lead', { body: '{}' });

    // Assess
    expect(first.requestContext.requestId).not.toBe(second.requestContext.requestId);
  });

  it('passes the method through, and no body when there is none', async () => {
    // Act
    const event = await eventFor('/api/lead', { method: 'GET' });

    // Assess
    expect(event.requestContext.http.method).toBe('GET');
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('sends a body that is not UTF-8 as base64', async () => {
    // Prepare
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x41]);

    // Act
    const event = await eventFor('/api/lead', { body: bytes });

    // Assess
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });
});
