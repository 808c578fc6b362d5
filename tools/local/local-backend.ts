// What `npm start` and `npm run serve` run beside the site, with no AWS account: the SES
// emulator, the lead store (dynalite), the form API (local bot check, ./local-captcha) and the
// retrier every few seconds, started by one function so both servers behave the same.
import { resolve } from 'node:path';
import type { TourCalendar } from '../../contracts/forms/tour';
import { retryUnsent, type RetryReport } from '../../lambda/lib/leads/retrier';
import { describeError, type Logger } from '../../lambda/lib/log';
import { DEFAULT_LEADS_DIR, leadsPortFromEnv, startLeadsStore } from './leads-store';
import { createLocalApi, createLocalRuntime, type LocalApi } from './local-api';
import {
  describeCaptchaMode,
  localCaptchaSettings,
  LOCAL_TOKEN_MODE,
  type LocalCaptchaSettings,
} from './local-captcha';
import { sesPortFromEnv, startSesEmulator } from './ses-emulator';
import { describeFaults, parseSesFaults, type SesFaults } from './ses-faults';

/** LEADS_DIR=:memory: keeps the leads in memory (the e2e suite's servers do). */
const MEMORY = ':memory:';

/** How often the local retrier looks for unsent leads. */
export const LOCAL_RETRY_MS = 5000;

export interface LocalBackendSettings {
  sesPort: number;
  /** Send mail here instead of starting the emulator (SES_ENDPOINT). */
  sesEndpoint?: string;
  /** Slow and fail the emulator's sends (SES_FAULTS, ./ses-faults); none by default. */
  sesFaults?: SesFaults;
  leadsPort: number;
  /** Use this DynamoDB endpoint instead of starting dynalite (LEADS_ENDPOINT). */
  leadsEndpoint?: string;
  /** dynalite's folder (LEADS_DIR); null keeps the leads in memory. */
  leadsDir: string | null;
  retryMs?: number;
  /** The bot check (CAPTCHA_SECRET, CAPTCHA_SITEVERIFY_URL). @default the local token */
  captcha?: LocalCaptchaSettings;
  /** The handlers' and the retrier's log. @default JSON lines on the console */
  logger?: Logger;
  /** The club's hours for tour requests (from content); without them /api/tour is not served. */
  tourCalendar?: TourCalendar;
}

/** The settings from the environment; throws with a clear message on a bad port or URL. */
export function localBackendSettings(env: NodeJS.ProcessEnv = process.env): LocalBackendSettings {
  const dir = env.LEADS_DIR?.trim();
  const sesEndpoint = env.SES_ENDPOINT?.trim() || undefined;
  const sesFaults = parseSesFaults(env.SES_FAULTS);
  if (sesFaults && sesEndpoint) {
    throw new Error('SES_FAULTS slows the local SES emulator: unset SES_ENDPOINT to use it');
  }
  return {
    sesPort: sesPortFromEnv(env.SES_PORT),
    sesEndpoint,
    sesFaults,
    leadsPort: leadsPortFromEnv(env.LEADS_PORT),
    leadsEndpoint: env.LEADS_ENDPOINT?.trim() || undefined,
    leadsDir: dir === MEMORY ? null : dir ? resolve(dir) : DEFAULT_LEADS_DIR,
    captcha: localCaptchaSettings(env),
  };
}

export interface LocalBackend {
  api: LocalApi;
  /** The SES emulator's mailbox page, when this backend started or found one. */
  mailbox?: string;
  sesEndpoint: string;
  leadsEndpoint: string;
  /** Lines for the console: where mail and leads go. */
  banner: string[];
  /** One run of the retrier now, as the timer runs it (racing it is safe: leases decide). */
  retry(): Promise<RetryReport>;
  stop(): Promise<void>;
}

export async function startLocalBackend(
  settings: LocalBackendSettings,
  log: (line: string) => void = console.log,
): Promise<LocalBackend> {
  const { sesEndpoint: givenSes, leadsEndpoint: givenLeads, sesFaults, leadsDir } = settings;
  const ses = givenSes
    ? undefined
    : await startSesEmulator({ port: settings.sesPort, log, faults: sesFaults });
  const store = givenLeads
    ? undefined
    : await startLeadsStore({ port: settings.leadsPort, dir: leadsDir, log });
  const sesEndpoint = givenSes ?? ses!.endpoint;
  const leadsEndpoint = givenLeads ?? store!.endpoint;
  const captcha = settings.captcha ?? LOCAL_TOKEN_MODE;
  const runtime = createLocalRuntime({ ...settings, sesEndpoint, leadsEndpoint, captcha });

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
    retry: () => retryUnsent(runtime),
    mailbox: ses?.mailbox,
    sesEndpoint,
    leadsEndpoint,
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
