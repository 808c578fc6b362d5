// The deployed mail runtime, shared by the form functions and the retrier: SES and the lead
// table, configured from the environment. The clients are created once per container and reused
// by every invocation.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { loadMailConfig, type Environment, type MailConfig } from './config';
import type { Courier } from './leads/deliver';
import { LeadStore } from './leads/store';
import { createLogger } from './log';

// Region and credentials come from the Lambda environment. SES and DynamoDB keep the SDK's
// default retries (standard mode, 3 attempts); DynamoDB calls also give up on a silent
// connection, so a hung store is a quick 502 rather than a function time-out.
const ses = new SESClient({});
const dynamodb = new DynamoDBClient({
  requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 },
});

export function courier(config: MailConfig): Courier {
  return {
    mail: { recipient: config.mailRecipient, sender: config.mailSender },
    ses,
    store: new LeadStore(dynamodb, config.leadsTable),
    logger: createLogger(),
  };
}

/** The retrier's runtime (throws `ConfigError` on a bad environment). */
export function courierFromEnvironment(env: Environment = process.env): Courier {
  return courier(loadMailConfig(env));
}
