// The local SES: aws-ses-v2-local keeps every message sent and shows them at GET / (a mailbox
// page) and GET /store (JSON); POST /clear-store forgets them. With faults (./ses-faults) its
// server slows and fails the sends.
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startEmulator from 'aws-ses-v2-local';
import { withFaults, type SesFaults } from './ses-faults';

const HOST = '127.0.0.1';

/** Where SES clients send, the mailbox page, and the server started here (null: port taken). */
const emulatorAt = (port: number, server: Server | null) => ({
  endpoint: `http://${HOST}:${port}`,
  mailbox: `http://localhost:${port}`,
  server,
});
export type SesEmulator = ReturnType<typeof emulatorAt>;

/** True if an aws-ses-v2-local answers on the port (its store, asked for no messages). */
async function isEmulator(port: number): Promise<boolean> {
  try {
    const url = `http://${HOST}:${port}/store?since=9999999999`;
    const answer = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return Array.isArray(((await answer.json()) as { emails?: unknown }).emails);
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on `port` (0 picks a free one). A taken port gets one line and is used as
 * it is (usually another dev server already runs the emulator there), unless faults are asked.
 */
export async function startSesEmulator({
  port = 8005,
  log = console.log,
  faults,
}: { port?: number; log?: (line: string) => void; faults?: SesFaults } = {}): Promise<SesEmulator> {
  let server: Server | null = null;
  try {
    // It resolves even when listening fails (Express 5 hands the error to a callback that
    // ignores it), so `listening` tells whether it started.
    const started = await startEmulator({ host: HOST, port });
    if (started.listening) server = started;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
  if (server && faults) {
    const [app] = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request').on('request', withFaults(app!, faults));
  }
  if (server) return emulatorAt((server.address() as AddressInfo).port, server);
  if (faults) throw new Error(`SES_FAULTS needs a free SES_PORT; ${port} is in use`);
  log(
    (await isEmulator(port))
      ? `SES emulator: port ${port} is in use by another one (another dev server?); using it.`
      : `SES emulator: port ${port} is in use by something else; forms will fail to send. Set SES_PORT to a free port.`,
  );
  return emulatorAt(port, null);
}
