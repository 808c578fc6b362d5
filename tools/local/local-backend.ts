// What `npm start` and `npm run serve` run beside the site, with no AWS account: the SES emulator,
// the lead store (dynalite), the form API and the retrier on a timer, started in one place.
import { resolve } from 'node:path';
import { contentTourCalendar } from '../../content-library';
import { retryUnsent } from '../../lambda/lib/leads/retrier';
import { describeError } from '../../lambda/lib/log';
import { DEFAULT_LEADS_DIR, startLeadsStore } from './leads-store';
import { createLocalApi, createLocalRuntime, type LocalEndpoints } from './local-api';
import { describeCaptchaMode, localCaptchaSettings } from './local-captcha';
import { startSesEmulator } from './ses-emulator';
import { describeFaults, parseSesFaults, type SesFaults } from './ses-faults';

export const LOCAL_RETRY_MS = 5000;

/** Given endpoints (SES_ENDPOINT, LEADS_ENDPOINT) are used instead of the emulators. */
export interface LocalBackendSettings extends Partial<LocalEndpoints> {
  sesPort: number;
  /** SES_FAULTS (./ses-faults). */
  sesFaults?: SesFaults;
  leadsPort: number;
  /** LEADS_DIR, dynalite's folder; null (LEADS_DIR=:memory:, the e2e servers') keeps it in memory. */
  leadsDir: string | null;
  retryMs?: number;
}

/** A port from the environment; a bad value stops start-up with a message naming the variable. */
export function portFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function localBackendSettings(env: NodeJS.ProcessEnv = process.env): LocalBackendSettings {
  const dir = env.LEADS_DIR?.trim();
  const sesEndpoint = env.SES_ENDPOINT?.trim() || undefined;
  const sesFaults = parseSesFaults(env.SES_FAULTS);
  if (sesFaults && sesEndpoint) {
    throw new Error('SES_FAULTS slows the local SES emulator: unset SES_ENDPOINT to use it');
  }
  return {
    sesPort: portFromEnv('SES_PORT', env.SES_PORT, 8005),
    sesEndpoint,
    sesFaults,
    leadsPort: portFromEnv('LEADS_PORT', env.LEADS_PORT, 8006),
    leadsEndpoint: env.LEADS_ENDPOINT?.trim() || undefined,
    leadsDir: dir === ':memory:' ? null : dir ? resolve(dir) : DEFAULT_LEADS_DIR,
    captcha: localCaptchaSettings(env),
    tourCalendar: contentTourCalendar(),
  };
}

export type LocalBackend = Awaited<ReturnType<typeof startLocalBackend>>;

export async function startLocalBackend(
  settings: LocalBackendSettings,
  log: (line: string) => void = console.log,
) {
  const { sesFaults, leadsDir, captcha } = settings;
  const ses = settings.sesEndpoint
    ? undefined
    : await startSesEmulator({ port: settings.sesPort, log, faults: sesFaults });
  const store = settings.leadsEndpoint
    ? undefined
    : await startLeadsStore({ port: settings.leadsPort, dir: leadsDir, log });
  const sesEndpoint = settings.sesEndpoint ?? ses!.endpoint;
  const leadsEndpoint = settings.leadsEndpoint ?? store!.endpoint;
  const runtime = createLocalRuntime({ ...settings, sesEndpoint, leadsEndpoint });

  // The deployed retrier runs on a schedule; here a timer, skipped while a run is still going.
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= retryUnsent(runtime)
      .catch((error: unknown) => runtime.logger.error('retry_failed', { ...describeError(error) }))
      .finally(() => (running = undefined));
  }, settings.retryMs ?? LOCAL_RETRY_MS);
  timer.unref();

  return {
    api: createLocalApi(runtime),
    // The handlers' runtime (store, SES client, logger), for the bench to read and retry with.
    runtime,
    sesEndpoint,
    leadsEndpoint,
    // Lines for the console: where mail and leads go.
    banner: [
      ses
        ? `Mail sent by the forms: ${ses.mailbox} (local SES emulator)`
        : `Mail sent by the forms goes to ${sesEndpoint} (SES_ENDPOINT)`,
      ...(sesFaults ? [describeFaults(sesFaults)] : []),
      store
        ? `Leads: ${leadsEndpoint}, kept in ${leadsDir ?? 'memory'} (npm run leads -- list --local)`
        : `Leads go to ${leadsEndpoint} (LEADS_ENDPOINT)`,
      describeCaptchaMode(captcha),
    ],
    async stop() {
      clearInterval(timer);
      ses?.server?.close();
      ses?.server?.closeAllConnections();
      await store?.close();
    },
  };
}
