// The mail runtime of the form functions and the retrier: SES and the lead table, with clients
// created once per container.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { load, MAIL_ENV, type Environment } from './config';
import type { Courier } from './leads/deliver';
import { LeadStore } from './leads/store';
import { createLogger } from './log';
import { sdkClientOptions } from './time-budget';

const ses = new SESClient(sdkClientOptions());
const dynamodb = new DynamoDBClient(sdkClientOptions());

/** The courier of the club's e-mail and the lead table that MAIL_ENV names. */
export function courier(env: Environment = process.env): Courier {
  const config = load(MAIL_ENV, env);
  return {
    mail: {
      recipient: config.MAIL_RECIPIENT,
      sender: config.MAIL_SENDER,
      configurationSet: config.MAIL_CONFIGURATION_SET,
    },
    ses,
    store: new LeadStore(dynamodb, config.LEADS_TABLE),
    logger: createLogger(),
  };
}
