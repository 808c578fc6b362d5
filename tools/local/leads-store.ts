// The local lead store: dynalite (a DynamoDB stand-in) in this process, its data in .leads/
// (git-ignored) so leads survive a restart. One already on the port is used: LevelDB lets one
// process open a folder.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { LEAD_TABLE, LEAD_TABLE_INDEXES } from '../../contracts/lead-table';
import { sdkClientOptions } from '../../lambda/lib/time-budget';

export const DEFAULT_LEADS_DIR = resolve(__dirname, '..', '..', '.leads');
export const LOCAL_LEADS_TABLE = 'leads';
export const LOCAL_REGION = 'ca-central-1';
const HOST = '127.0.0.1';

/** An AWS client's settings for a local endpoint; it gives up as quickly as the deployed one. */
export const localClientOptions = (endpoint: string) => ({
  region: LOCAL_REGION,
  endpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  ...sdkClientOptions(),
});

export const localDynamoClient = (endpoint: string) =>
  new DynamoDBClient(localClientOptions(endpoint));

/** Creates the lead table with the deployed table's keys and indexes, unless it exists. */
export async function ensureLeadTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const attributes = [
    LEAD_TABLE.partitionKey,
    ...LEAD_TABLE_INDEXES.map((index) => index.partitionKey),
    'receivedAt',
  ];
  const create = new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [{ AttributeName: LEAD_TABLE.partitionKey, KeyType: 'HASH' }],
    GlobalSecondaryIndexes: LEAD_TABLE_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    })),
  });
  await client.send(create).catch((error: Error) => {
    if (error.name !== 'ResourceInUseException') throw error;
  });
  // dynalite creates tables at once, but reports them ACTIVE a moment later.
  await waitUntilTableExists({ client, maxWaitTime: 10, minDelay: 0.05 }, { TableName: tableName });
}

export interface LeadsStoreServer {
  endpoint: string;
  /** The server started here, or null when another process already ran one on the port. */
  server: Server | null;
  /** Stops the server started here (closing its LevelDB folder). */
  close(): Promise<void>;
}

/** Serves the store on `port` (0 picks one) from `dir` (null: in memory), or finds one there. */
export async function startLeadsStore({
  port = 8006,
  dir = DEFAULT_LEADS_DIR,
  log = console.log,
}: {
  port?: number;
  dir?: string | null;
  log?: (line: string) => void;
} = {}): Promise<LeadsStoreServer> {
  // A store already on the port is one if it takes the lead table.
  const existing = { endpoint: `http://${HOST}:${port}`, server: null, close: async () => {} };
  if (port !== 0 && (await withTable(existing, dir).catch(() => undefined))) {
    log(
      `Lead store: port ${port} is in use by another local store (another dev server?); using it.`,
    );
    return existing;
  }
  if (dir !== null) mkdirSync(dir, { recursive: true });
  const server = dynalite({
    ...(dir === null ? {} : { path: dir }),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((listening, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const inUse = `LEADS_PORT ${port} is in use by something else: set LEADS_PORT to a free port`;
      reject(error.code === 'EADDRINUSE' ? new Error(inUse) : error);
    });
    server.listen(port, HOST, listening);
  });
  const endpoint = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      // The SDK keeps connections alive; without this, close waits for them to time out.
      server.closeAllConnections();
    });
  return withTable({ endpoint, server, close }, dir);
}

/** The store once its lead table is there; closed, with a clear message, when it cannot be. */
async function withTable(store: LeadsStoreServer, dir: string | null): Promise<LeadsStoreServer> {
  const client = localDynamoClient(store.endpoint);
  try {
    await ensureLeadTable(client, LOCAL_LEADS_TABLE);
    return store;
  } catch (error) {
    await store.close();
    throw new Error(
      `Could not open the local lead store in ${dir ?? 'memory'} ` +
        `(${error instanceof Error ? error.message : String(error)}); is another process using that folder?`,
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}
