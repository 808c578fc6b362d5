// The local servers' /api/* wrapper: a failing API answers 500 JSON and is logged; a client the
// server cuts off mid-body is a quiet event for the local API, not a stack trace.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createLocalApi, createLocalRuntime, serveApi, type ApiHandler } from '../local-api';
import { DEAD_ENDPOINT } from '../../../lambda/lib/__tests__/emulators';

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

  it('logs nothing when the server cuts a client off mid-body', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing is stored or mailed: the body never ends.
    const api = createLocalApi(
      createLocalRuntime({ sesEndpoint: DEAD_ENDPOINT, leadsEndpoint: DEAD_ENDPOINT }),
    );
    const { host, port } = await start(api, 200);

    // Announce 100 bytes, send 1, then wait for the server's request timeout to cut us off.
    let answer = '';
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, host, () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
        );
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await new Promise((resolve) => setImmediate(resolve));

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(log).not.toHaveBeenCalled();
  });
});
