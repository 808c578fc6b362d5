// The local SES: aws-ses-v2-local keeps every message the handlers send and shows them on a
// mailbox page (GET /), as JSON (GET /store), and forgets them on POST /clear-store. With
// faults (./ses-faults) a proxy on the port slows and fails the sends; the mailbox is the same.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startEmulator from 'aws-ses-v2-local';
import { portFromEnv } from './ports';
import { startFaultySes, type SesFaults } from './ses-faults';

export const DEFAULT_SES_PORT = 8005;
const HOST = '127.0.0.1';

export interface SesEmulator {
  /** Where the SES client sends (http://127.0.0.1:<port>). */
  endpoint: string;
  /** The mailbox page for people. */
  mailbox: string;
  /** The server started here, or null when another process already had the port. */
  server: Server | null;
}

/** The port from `SES_PORT`, default 8005. Throws on anything but an integer 0-65535. */
export function sesPortFromEnv(value: string | undefined): number {
  return portFromEnv('SES_PORT', value, DEFAULT_SES_PORT);
}

/** True if an aws-ses-v2-local answers on the port (its store, asked for no messages). */
function isEmulator(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const path = '/store?since=9999999999';
    const req = request({ host: HOST, port, path, timeout: 1000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk.slice(0, 1000)));
      res.on('end', () => {
        try {
          resolve(Array.isArray((JSON.parse(text) as { emails?: unknown }).emails));
        } catch {
          resolve(false);
        }
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Starts the emulator on 127.0.0.1:`port` (0 picks a free port). If the port is taken, prints
 * one line saying so and carries on: usually another dev server already runs the emulator.
 */
export async function startSesEmulator({
  port = DEFAULT_SES_PORT,
  log = console.log,
  faults,
}: { port?: number; log?: (line: string) => void; faults?: SesFaults } = {}): Promise<SesEmulator> {
  if (faults) return startFaultyEmulator(port, faults);
  let server: Server | null = null;
  try {
    // The emulator resolves even when listening fails (Express 5 hands the error to the
    // callback, which ignores it), so `listening` tells whether it really started.
    const started = await startEmulator({ host: HOST, port });
    if (started.listening) server = started;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }

  const actualPort = server ? (server.address() as AddressInfo).port : port;
  const emulator = {
    endpoint: `http://${HOST}:${actualPort}`,
    mailbox: `http://localhost:${actualPort}`,
    server,
  };
  if (!server) {
    log(
      (await isEmulator(port))
        ? `SES emulator: port ${port} is in use by another one (another dev server?); using it.`
        : `SES emulator: port ${port} is in use by something else; forms will fail to send. Set SES_PORT to a free port.`,
    );
  }
  return emulator;
}

/**
 * The emulator on a free port behind the fault proxy on `port`, which must be free: an emulator
 * another server runs has no faults. Closing the proxy closes the emulator.
 */
async function startFaultyEmulator(port: number, faults: SesFaults): Promise<SesEmulator> {
  const inner = await startEmulator({ host: HOST, port: 0 });
  const upstream = `http://${HOST}:${(inner.address() as AddressInfo).port}`;
  let server: Server;
  try {
    server = await startFaultySes({ upstream, faults, host: HOST, port });
  } catch (error) {
    inner.close();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw inUse ? new Error(`SES_FAULTS needs a free SES_PORT; ${port} is in use`) : error;
  }
  server.on('close', () => {
    inner.closeAllConnections();
    inner.close();
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://${HOST}:${actualPort}`,
    mailbox: `http://localhost:${actualPort}`,
    server,
  };
}
