// A service that accepts the connection and then never answers (the worst kind of outage):
// every call has a deadline, so the handler still answers, and says what happened to the lead.
// And the browser waits longer than the server's worst case, so a stored lead never shows red.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { REQUEST_TIMEOUT_MS } from '../../../contracts/forms/schemas';
import { FORM_FUNCTION_TIMEOUT_SECONDS } from '../../../infra/lib/form-function';
import { localDynamoClient, LOCAL_REGION } from '../../../tools/local/leads-store';
import { createFormHandler } from '../form-handler';
import { LeadStore } from '../leads/store';
import { sdkClientOptions, WORST_ANSWER_MS } from '../time-budget';
import { formRuntime, startEmulators, type Emulators } from './emulators';
import { jsonEvent, recordingLogger, validBody } from './support';

let emulators: Emulators;
let silent: Server;
let silentEndpoint: string;
beforeAll(async () => {
  emulators = await startEmulators();
  // Accepts every connection, reads everything, answers nothing.
  silent = createServer((socket) => socket.resume());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentEndpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.close();
  await emulators.stop();
});

const sesAt = (endpoint: string) =>
  new SESClient({
    ...sdkClientOptions(),
    region: LOCAL_REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

describe('a service that never answers', () => {
  it('a call with no deadline of ours (the retrier reading its queue) ends at the SDK timeout', async () => {
    // Prepare
    const store = new LeadStore(localDynamoClient(silentEndpoint), 'leads');

    // Act
    const reading = store.unsent();

    // Assess
    await expect(reading).rejects.toMatchObject({ name: 'TimeoutError' });
  }, 30_000);

  it('SES: the visitor gets {"sent":true}; the lead is stored, unsent, with the error', async () => {
    // Prepare
    const store = await emulators.newStore();
    const logger = recordingLogger();
    const handler = createFormHandler(
      'contact',
      formRuntime(store, { ses: sesAt(silentEndpoint), logger }),
    );
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(await store.get(body.submissionId)).toMatchObject({
      mail: { status: 'unsent', attempts: 1, lastError: expect.any(String) },
    });
    expect(logger.entries.map((entry) => entry.event)).toEqual(['mail_send_failed']);
  }, 30_000);

  it('DynamoDB: the visitor gets 502 and keeps what they typed; nothing is mailed', async () => {
    // Prepare
    const sent: unknown[] = [];
    const handler = createFormHandler(
      'lead',
      formRuntime(new LeadStore(localDynamoClient(silentEndpoint), 'leads'), {
        ses: { send: async (command) => (sent.push(command), { MessageId: 'm', $metadata: {} }) },
      }),
    );

    // Act
    const result = await handler(jsonEvent(validBody('lead')));

    // Assess
    expect(result.statusCode).toBe(502);
    expect(sent).toEqual([]);
  }, 30_000);
});

describe('the time budget', () => {
  it('ends inside the browser wait and the Lambda timeout', () => {
    expect(WORST_ANSWER_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(WORST_ANSWER_MS).toBeLessThan(FORM_FUNCTION_TIMEOUT_SECONDS * 1000);
  });
});
