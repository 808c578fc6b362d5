// The e2e servers' lead stores, read as the staff tool reads them, and the staff tool itself.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SESClient } from '@aws-sdk/client-ses';
import type { Lead } from '../../lambda/lib/leads/lead';
import { summarizeReview } from '../../lambda/lib/leads/review';
import { LeadStore } from '../../lambda/lib/leads/store';
import { createLogger } from '../../lambda/lib/log';
import { localDynamoClient, LOCAL_LEADS_TABLE, LOCAL_REGION } from '../../tools/local/leads-store';
import { expect } from './fixtures';
import { MAILBOX_URL, type Mail } from './mailbox';
import { E2E_LEADS_PORT, E2E_SES_PORT } from './ports';

const store = (port: number) =>
  new LeadStore(localDynamoClient(`http://127.0.0.1:${port}`), LOCAL_LEADS_TABLE);

/** The stored leads of this visitor, now. */
export async function leadsOf(visitor: string, port = E2E_LEADS_PORT): Promise<Lead[]> {
  return (await store(port).all()).filter((lead) => lead.fields.name === visitor);
}

/** Waits for the one stored lead of this visitor, and returns it. */
export async function leadOf(visitor: string, port = E2E_LEADS_PORT): Promise<Lead> {
  let found: Lead[] = [];
  await expect
    .poll(async () => {
      found = await leadsOf(visitor, port);
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

/** `npm run leads -- <args> --local` against the e2e server's store; its standard output. */
export async function leadsCli(args: string[], port = E2E_LEADS_PORT): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'tools/leads/main.ts', ...args, '--local'],
    { env: { ...process.env, LEADS_PORT: String(port), SES_PORT: String(E2E_SES_PORT) } },
  );
  return stdout;
}

/**
 * Runs the retrier's summary of the leads to review against the e2e server's store and mailbox,
 * as its hourly schedule does, and waits for the summary that lists this visitor (another test's
 * run may have listed it first).
 */
export async function summaryListing(visitor: string, port = E2E_LEADS_PORT): Promise<Mail> {
  const courier = {
    store: store(port),
    ses: new SESClient({
      region: LOCAL_REGION,
      endpoint: MAILBOX_URL,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    mail: { recipient: 'club@example.com', sender: 'website@example.com' },
    logger: createLogger(),
  };
  await summarizeReview(courier);
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mailbox = (await (await fetch(`${MAILBOX_URL}/store`)).json()) as { emails: Mail[] };
      found = mailbox.emails.find(
        (mail) => mail.subject.startsWith('[To review]') && mail.body.text?.includes(visitor),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
