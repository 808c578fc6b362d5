// The mail runtime of the form functions and the retrier: SES and the lead table, with clients
// created once per container.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import type { MailConfig } from './config';
import type { Courier } from './leads/deliver';
import { LeadStore } from './leads/store';
import { createLogger } from './log';
import { sdkClientOptions } from './time-budget';

const ses = new SESClient(sdkClientOptions());
const dynamodb = new DynamoDBClient(sdkClientOptions());

/** The clients are the deployed ones unless given (`npm start`'s, on its emulators). */
export function courier(config: MailConfig, clients = { ses, dynamodb }): Courier {
  return {
    mail: config.mail,
    ses: clients.ses,
    store: new LeadStore(clients.dynamodb, config.leadsTable),
    logger: createLogger(),
  };
}
