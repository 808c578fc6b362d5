// Shared by the tests that cross the store or SES: a real dynalite (in memory) with a fresh lead
// table per test, the real SES emulator, and an address where nothing listens (an outage).
import { randomUUID } from 'node:crypto';
import { SESClient } from '@aws-sdk/client-ses';
import type { Email } from 'aws-ses-v2-local/dist/store';
import {
  ensureLeadTable,
  localDynamoClient,
  LOCAL_REGION,
  startLeadsStore,
  type LeadsStoreServer,
} from '../../../tools/local/leads-store';
import { startSesEmulator, type SesEmulator } from '../../../tools/local/ses-emulator';
import { localCaptchaVerifier } from '../../../tools/local/local-captcha';
import type { FormRuntime } from '../form-handler';
import type { Courier } from '../leads/deliver';
import { LeadStore } from '../leads/store';
import type { Logger } from '../log';
import { ownHostOriginPolicy } from '../request-origin';
import { consentWording } from '../leads/lead';
import { CONSENT_TEXT, recordingLogger, TOUR_WINDOW } from './support';

export interface Emulators {
  leads: LeadsStoreServer;
  ses: SesEmulator;
  /** A new, empty lead table. */
  newStore(): Promise<LeadStore>;
  /** Every mail the SES emulator holds. */
  mails(): Promise<Email[]>;
  clearMails(): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmulators(): Promise<Emulators> {
  const leads = await startLeadsStore({ port: 0, dir: null, log: () => {} });
  const ses = await startSesEmulator({ port: 0, log: () => {} });
  const clients: ReturnType<typeof localDynamoClient>[] = [];
  return {
    leads,
    ses,
    async newStore() {
      const client = localDynamoClient(leads.endpoint);
      clients.push(client);
      const table = `leads-${randomUUID()}`;
      await ensureLeadTable(client, table);
      return new LeadStore(client, table);
    },
    async mails() {
      const response = await fetch(`${ses.endpoint}/store`);
      return ((await response.json()) as { emails: Email[] }).emails;
    },
    async clearMails() {
      await fetch(`${ses.endpoint}/clear-store`, { method: 'POST' });
    },
    async stop() {
      for (const client of clients) client.destroy();
      ses.server?.closeAllConnections();
      await new Promise((resolve) => ses.server?.close(resolve));
      await leads.close();
    },
  };
}

/** An address where nothing listens: connections are refused. Port 9 is below the range the system
 * hands out, so no test's server running beside is ever given it (a freed port could be). */
export const DEAD_ENDPOINT = 'http://127.0.0.1:9';

export function sesClient(endpoint: string): SESClient {
  return new SESClient({
    region: LOCAL_REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export const MAIL_SETTINGS = { recipient: 'club@example.com', sender: 'website@example.com' };

/** A courier sending through `sesEndpoint` into `store`. */
export function courier(store: LeadStore, sesEndpoint: string, logger: Logger): Courier {
  return { ses: sesClient(sesEndpoint), mail: MAIL_SETTINGS, store, logger };
}

/**
 * A form handler's runtime as the tests run it, writing into `store`: the local captcha, the
 * site's own origin, the fixture's consent wording, the tour window of the tests' calendar, a
 * recording logger and an SES client (which a test mocks or replaces); `overrides` replace any of them.
 */
export function formRuntime(store: LeadStore, overrides: Partial<FormRuntime> = {}): FormRuntime {
  return {
    mail: MAIL_SETTINGS,
    ses: new SESClient({ region: 'ca-central-1' }),
    store,
    consentShown: consentWording(CONSENT_TEXT),
    captcha: localCaptchaVerifier(),
    originPolicy: ownHostOriginPolicy,
    logger: recordingLogger(),
    tourWindow: TOUR_WINDOW,
    ...overrides,
  };
}
