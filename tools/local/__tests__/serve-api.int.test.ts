// The local servers' /api/* wrapper: a failing API answers 500 JSON and is logged; a client
// that went away is a quiet event, not a stack trace.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { isClientAbort, serveApi, type ApiHandler } from '../local-api';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});
afterEach(() => jest.restoreAllMocks());

async function start(api: ApiHandler, requestTimeout = 0): Promise<{ host: string; port: number }> {
  const server = createServer({ requestTimeout, connectionsCheckingInterval: 50 }, (req, res) =>
    serveApi(api, req, res),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

describe('serveApi', () => {
  it('answers 500 JSON and logs when the API fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { host, port } = await start(() => {
      throw new Error('boom');
    });
    const res = await fetch(`http://${host}:${port}/api/lead`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ sent: false });
    expect(log).toHaveBeenCalledWith('API handler failed for POST /api/lead:', expect.any(Error));
  });

  it('logs nothing when the client is cut off mid-body (the API sees "aborted")', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failure: unknown;
    const { host, port } = await start(async (req) => {
      try {
        for await (const _chunk of req);
      } catch (error) {
        failure = error;
        throw error;
      }
    }, 200);

    // Announce 100 bytes, send 1, then wait for the server's request timeout to cut us off.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, host, () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
        );
      });
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await new Promise((resolve) => setImmediate(resolve));

    expect(failure).toEqual(expect.objectContaining({ message: 'aborted' }));
    expect(log).not.toHaveBeenCalled();
  });
});

describe('isClientAbort', () => {
  const req = (cutOff: boolean) => ({ complete: !cutOff }) as IncomingMessage;
  const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

  it('is true only for an abort or reset of a request whose body never ended', () => {
    expect(isClientAbort(new Error('aborted'), req(true))).toBe(true);
    expect(isClientAbort(reset, req(true))).toBe(true);
  });

  it('is false for real errors, and for an abort-like error after the whole request came', () => {
    expect(isClientAbort(new Error('boom'), req(true))).toBe(false);
    expect(isClientAbort(new Error('aborted'), req(false))).toBe(false);
    expect(isClientAbort('aborted', req(true))).toBe(false);
  });
});
