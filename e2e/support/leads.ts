// The e2e servers' lead stores, read as the staff tool reads them, and the staff tool itself.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Lead } from '../../lambda/lib/leads/lead';
import { LeadStore } from '../../lambda/lib/leads/store';
import { localDynamoClient, LOCAL_LEADS_TABLE } from '../../tools/local/leads-store';
import { expect } from './fixtures';
import { E2E_LEADS_PORT } from './ports';

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
    { env: { ...process.env, LEADS_PORT: String(port) } },
  );
  return stdout;
}
