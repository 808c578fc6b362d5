// The deployed retrier, as Lambda loads it: configuration from the environment, SES and the lead
// table reached through the SDK's endpoint variables (the SES emulator and a dynalite).
import type { Context } from 'aws-lambda';
import { requestSchema } from '../../../contracts/forms/schemas';
import { startEmulators, type Emulators } from '../../lib/__tests__/emulators';
import { captureOutput, lambdaContext, validBody } from '../../lib/__tests__/support';
import { buildLead } from '../../lib/leads/lead';
import { RETRIER_METRICS } from '../../../contracts/metrics';
import type { LeadStore } from '../../lib/leads/store';

type Handler = (event: unknown, context: Context) => Promise<Record<string, unknown>>;

let emulators: Emulators;
let store: LeadStore;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());

beforeEach(async () => {
  saved = { ...process.env };
  store = await emulators.newStore();
  await emulators.clearMails();
  Object.assign(process.env, {
    MAIL_RECIPIENT: 'club@example.com',
    MAIL_SENDER: 'website@example.com',
    MAIL_CONFIGURATION_SET: 'BridgeCityFitnessMail',
    LEADS_TABLE: store.tableName,
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: emulators.leads.endpoint,
    AWS_ENDPOINT_URL_SES: emulators.ses.endpoint,
  });
});
afterEach(() => {
  process.env = saved;
});

async function coldStart(): Promise<Handler> {
  let handler: Handler | undefined;
  await jest.isolateModulesAsync(async () => {
    handler = ((await import('../retry-mail')) as { handler: Handler }).handler;
  });
  return handler!;
}

/** A lead stored at `receivedAt` whose first sender gave up (its lease ran out). */
async function unsentLead(name: string, receivedAt: Date) {
  const values = await requestSchema('contact').validate(validBody('contact', { name }));
  const lead = buildLead('contact', values, { receivedAt });
  await store.putNew(lead, { owner: 'gone', until: receivedAt.getTime() });
  return lead;
}

describe('the retrier function', () => {
  it('on its schedule, sends the unsent leads and publishes the oldest one’s age', async () => {
    // Prepare
    await unsentLead('Scheduled Sam', new Date(Date.now() - 10 * 60 * 1000));
    const handler = await coldStart();
    const output = captureOutput();

    // Act
    let report;
    try {
      report = await handler({ source: 'aws.events' }, lambdaContext('run-1'));
    } finally {
      output.restore();
    }

    // Assess
    expect(report).toMatchObject({ sent: 1, failed: 0, unsent: 0, oldestUnsentAgeSeconds: 0 });
    const mails = await emulators.mails();
    expect(mails.map((mail) => mail.subject)).toEqual(['Contact message from Scheduled Sam']);
    const metrics = output.lines.find((line) => '_aws' in line);
    expect(metrics).toMatchObject({
      service: RETRIER_METRICS.service,
      [RETRIER_METRICS.oldestUnsentAge]: 0,
      [RETRIER_METRICS.unsentLeads]: 0,
      _aws: {
        CloudWatchMetrics: [expect.objectContaining({ Namespace: RETRIER_METRICS.namespace })],
      },
    });
  });

  it('sends one lead now when asked to resend it', async () => {
    // Prepare
    const lead = await unsentLead('Resend Rosa', new Date());
    const handler = await coldStart();

    // Act
    const result = await handler({ resendId: lead.id }, lambdaContext('resend-1'));
    const again = await handler({ resendId: lead.id }, lambdaContext('resend-2'));

    // Assess
    expect(result).toEqual({ resendId: lead.id, outcome: 'sent' });
    expect(again).toEqual({ resendId: lead.id, outcome: 'busy' });
    expect((await emulators.mails()).map((mail) => mail.subject)).toEqual([
      'Contact message from Resend Rosa',
    ]);
  });
});
