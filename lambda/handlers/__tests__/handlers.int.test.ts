// The deployed handlers, as Lambda loads them: configuration from the environment at import,
// the secret from SSM, every token checked with siteverify (fetch stubbed), SES mocked, and the
// lead table a real dynalite (reached through the SDK's AWS_ENDPOINT_URL_DYNAMODB).
import * as sesSdk from '@aws-sdk/client-ses';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import * as secretsSdk from '@aws-sdk/client-secrets-manager';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as ssmSdk from '@aws-sdk/client-ssm';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { CAPTCHA_ACTION, LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { FORM_KINDS, type FormKind } from '../../../contracts/forms/schemas';
import { ConfigError } from '../../lib/config';
import type { FormHandler } from '../../lib/form-handler';
import { runtimeFromEnvironment } from '../../lib/runtime';
import {
  SDK_CONNECTION_TIMEOUT_MS,
  SDK_MAX_ATTEMPTS,
  SDK_REQUEST_TIMEOUT_MS,
} from '../../lib/time-budget';
import { startEmulators, type Emulators } from '../../lib/__tests__/emulators';
import {
  captureOutput,
  CONSENT_TEXT,
  jsonEvent,
  parseBody,
  TOUR_CALENDAR,
  validBody,
} from '../../lib/__tests__/support';
import type { LeadStore } from '../../lib/leads/store';

const ENV = {
  MAIL_RECIPIENT: 'club@example.com',
  MAIL_SENDER: 'website@example.com',
  MAIL_CONFIGURATION_SET: 'BridgeCityFitnessMail',
  CAPTCHA_SECRET_PARAMETER: '/bcf/recaptcha-secret',
  ALLOWED_HOSTNAMES: 'www.example.com,example.com',
  LEADS_TABLE: 'set-in-beforeEach',
  CONSENT_WORDING: CONSENT_TEXT,
  // Only the tour handler reads it.
  TOUR_CALENDAR: JSON.stringify(TOUR_CALENDAR),
};
/** What Lambda gives every function: region and credentials; here also the local store's address. */
const SDK_ENV = {
  AWS_REGION: 'ca-central-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_ENDPOINT_URL_DYNAMODB: 'set-in-beforeAll',
};
const ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:ca-central-1:123456789012:secret:OriginVerify-AbCdEf';
const VARIABLES = [
  ...Object.keys(ENV),
  ...Object.keys(SDK_ENV),
  'CAPTCHA_MIN_SCORE',
  'ORIGIN_SECRET_ARN',
];
let emulators: Emulators;
let store: LeadStore;

beforeAll(async () => {
  emulators = await startEmulators();
  SDK_ENV.AWS_ENDPOINT_URL_DYNAMODB = emulators.leads.endpoint;
});
afterAll(() => emulators.stop());
const GOOD_ANSWER = {
  success: true,
  action: CAPTCHA_ACTION,
  score: 0.9,
  hostname: 'www.example.com',
};

const ses = mockClient(SESClient);
const ssm = mockClient(SSMClient);
const secretsManager = mockClient(SecretsManagerClient);
let fetchSpy: jest.SpyInstance<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
let saved: Record<string, string | undefined>;

/**
 * Imports a handler module afresh, as a cold start does. The SDK modules stay the ones imported
 * above (isolateModules would load fresh copies), so aws-sdk-client-mock's mocks apply.
 */
async function coldStart(kind: FormKind): Promise<FormHandler> {
  let handler: FormHandler | undefined;
  jest.doMock('@aws-sdk/client-ses', () => sesSdk);
  jest.doMock('@aws-sdk/client-ssm', () => ssmSdk);
  jest.doMock('@aws-sdk/client-secrets-manager', () => secretsSdk);
  await jest.isolateModulesAsync(async () => {
    const module = (await import(`../${kind}`)) as { handler: FormHandler };
    handler = module.handler;
  });
  return handler!;
}

function siteverifyAnswers(answer: unknown) {
  fetchSpy.mockImplementation(async () => Response.json(answer));
}

function sentForm(call: number) {
  return new URLSearchParams(String(fetchSpy.mock.calls[call]![1]?.body));
}

beforeEach(async () => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  store = await emulators.newStore();
  ENV.LEADS_TABLE = store.tableName;
  Object.assign(process.env, ENV, SDK_ENV);
  delete process.env.CAPTCHA_MIN_SCORE;
  delete process.env.ORIGIN_SECRET_ARN;
  ses.reset();
  ssm.reset();
  secretsManager.reset();
  secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'origin-secret-value' });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'secret-from-ssm' } });
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  siteverifyAnswers(GOOD_ANSWER);
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fetchSpy.mockRestore();
});

describe('a deployed handler', () => {
  it.each(FORM_KINDS)('refuses to start without its configuration (%s)', async (kind) => {
    // Prepare
    for (const name of VARIABLES) delete process.env[name];

    // Act
    const loading = coldStart(kind);

    // Assess
    // The module loads its own copy of lib/config, hence the name rather than instanceof.
    await expect(loading).rejects.toMatchObject({
      name: new ConfigError([]).name,
      message:
        'Invalid configuration: MAIL_RECIPIENT is missing; MAIL_SENDER is missing; ' +
        'MAIL_CONFIGURATION_SET is missing; LEADS_TABLE is missing; CONSENT_WORDING is missing; ' +
        'CAPTCHA_SECRET_PARAMETER is missing; ALLOWED_HOSTNAMES is missing',
    });
  });

  it.each(FORM_KINDS)('stores and sends a verified %s submission to the club', async (kind) => {
    // Prepare
    const handler = await coldStart(kind);
    const body = validBody(kind, { recaptchaToken: 'real' });

    // Act: through CloudFront, which names the viewer; API Gateway sees only the edge.
    const headers = {
      'content-type': 'application/json',
      'cloudfront-viewer-address': '203.0.113.7:51234',
    };
    const result = await handler(jsonEvent(body, { headers, sourceIp: '130.176.0.1' }));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ sent: true });
    expect(await store.get(body.submissionId)).toMatchObject({
      form: kind,
      mail: { status: 'sent' },
      expiresAt: expect.any(Number),
    });
    const form = sentForm(0);
    expect(form.get('secret')).toBe('secret-from-ssm');
    expect(form.get('response')).toBe('real');
    expect(form.get('remoteip')).toBe('203.0.113.7');
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Destination?.ToAddresses).toEqual(['club@example.com']);
    expect(input.Source).toBe('website@example.com');
    expect(input.ConfigurationSetName).toBe('BridgeCityFitnessMail');
  });

  it('rejects the local development token: it goes to siteverify like any other', async () => {
    // Prepare
    siteverifyAnswers({ success: false, 'error-codes': ['invalid-input-response'] });
    const handler = await coldStart('contact');
    const output = captureOutput();

    // Act
    const result = await handler(jsonEvent({ ...validBody('contact') })).finally(output.restore);

    // Assess
    expect(validBody('contact').recaptchaToken).toBe(LOCAL_CAPTCHA_TOKEN);
    expect(result.statusCode).toBe(403);
    expect(parseBody(result)).toEqual({
      sent: false,
      errors: { recaptchaToken: expect.any(String) },
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sentForm(0).get('response')).toBe(LOCAL_CAPTCHA_TOKEN);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(output.lines).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'captcha_rejected', form: 'contact' }),
    ]);
  });

  it('rejects a token for another site or with a low score', async () => {
    // Prepare
    process.env.CAPTCHA_MIN_SCORE = '0.7';
    const handler = await coldStart('lead');
    const output = captureOutput();

    // Act
    siteverifyAnswers({ ...GOOD_ANSWER, hostname: 'attacker.example.net' });
    const otherSite = await handler(jsonEvent(validBody('lead')));
    siteverifyAnswers({ ...GOOD_ANSWER, score: 0.6 });
    const lowScore = await handler(jsonEvent(validBody('lead'))).finally(output.restore);

    // Assess
    expect([otherSite.statusCode, lowScore.statusCode]).toEqual([403, 403]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(output.lines.map((line) => [line.message, line.reason])).toEqual([
      ['captcha_rejected', 'hostname "attacker.example.net" is not allowed'],
      ['captcha_rejected', 'score 0.6 is below 0.7'],
    ]);
  });

  it('reads the secret once, decrypted, starting at cold start', async () => {
    // Prepare, Act
    const handler = await coldStart('promo');
    const readsAtColdStart = ssm.commandCalls(GetParameterCommand).length;
    await handler(jsonEvent(validBody('promo')));
    await handler(jsonEvent(validBody('promo')));

    // Assess
    expect(readsAtColdStart).toBe(1);
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
    expect(ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({
      Name: '/bcf/recaptcha-secret',
      WithDecryption: true,
    });
  });

  it('keeps the lead, flagged, with a log line while the secret cannot be read, then recovers', async () => {
    // Prepare
    ssm
      .on(GetParameterCommand)
      .rejects(Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' }));
    const output = captureOutput();
    try {
      const handler = await coldStart('contact');

      // Act
      const unverified = validBody('contact');
      const failed = await handler(jsonEvent(unverified, { requestId: 'r-1' }));
      ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'secret-from-ssm' } });
      const verified = validBody('contact');
      const recovered = await handler(jsonEvent(verified));

      // Assess
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe('{"sent":true}');
      expect(output.lines).toHaveLength(1);
      const entry = output.lines[0]!;
      expect(entry).toMatchObject({
        level: 'ERROR',
        message: 'captcha_unverifiable',
        requestId: 'r-1',
        submissionId: unverified.submissionId,
      });
      expect(String(entry.reason)).toContain('AccessDeniedException');
      expect((await store.get(unverified.submissionId))?.botCheck).toMatchObject({
        status: 'unverified',
      });
      expect(recovered.statusCode).toBe(200);
      expect((await store.get(verified.submissionId))?.botCheck).toEqual({ status: 'passed' });
    } finally {
      output.restore();
    }
  });
});

describe('a deployed handler with an origin secret', () => {
  const through = (origin?: string) => ({
    headers: {
      'content-type': 'application/json',
      ...(origin !== undefined ? { 'x-origin-verify': origin } : {}),
    },
  });

  it('reads the secret by its ARN at cold start and takes only requests that carry it', async () => {
    // Prepare
    process.env.ORIGIN_SECRET_ARN = ORIGIN_SECRET_ARN;
    const handler = await coldStart('lead');
    const readsAtColdStart = secretsManager.commandCalls(GetSecretValueCommand).length;
    const viaCloudFront = validBody('lead');
    const direct = validBody('lead');
    const guessed = validBody('lead');

    const output = captureOutput();

    // Act
    const results = [
      await handler(jsonEvent(viaCloudFront, through('origin-secret-value'))),
      await handler(jsonEvent(direct, through())),
      await handler(jsonEvent(guessed, through('origin-secret-valuE'))),
    ];
    output.restore();

    // Assess
    expect(readsAtColdStart).toBe(1);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secretsManager.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({
      SecretId: ORIGIN_SECRET_ARN,
    });
    expect(results.map((result) => result.statusCode)).toEqual([200, 403, 403]);
    expect(await store.get(viaCloudFront.submissionId)).toBeDefined();
    expect(await store.get(direct.submissionId)).toBeUndefined();
    expect(await store.get(guessed.submissionId)).toBeUndefined();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(output.lines.map((line) => [line.message, line.header])).toEqual([
      ['origin_secret_refused', 'missing'],
      ['origin_secret_refused', 'wrong'],
    ]);
  });

  it('keeps the lead, flagged, while Secrets Manager cannot answer', async () => {
    // Prepare
    process.env.ORIGIN_SECRET_ARN = ORIGIN_SECRET_ARN;
    secretsManager
      .on(GetSecretValueCommand)
      .rejects(Object.assign(new Error('unavailable'), { name: 'InternalServiceError' }));
    const output = captureOutput();
    try {
      const handler = await coldStart('promo');
      const body = validBody('promo');

      // Act
      const result = await handler(jsonEvent(body, through('origin-secret-value')));

      // Assess
      expect(result.statusCode).toBe(200);
      expect(output.lines).toEqual([
        expect.objectContaining({ level: 'ERROR', message: 'captcha_unverifiable' }),
      ]);
      expect(String(output.lines[0]!.reason)).toContain('InternalServiceError: unavailable');
      expect((await store.get(body.submissionId))?.botCheck).toMatchObject({
        status: 'unverified',
      });
    } finally {
      output.restore();
    }
  });

  it('asks Secrets Manager nothing and checks nothing without ORIGIN_SECRET_ARN', async () => {
    // Prepare
    const handler = await coldStart('contact');

    // Act
    const result = await handler(jsonEvent(validBody('contact'), through()));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});

describe('runtimeFromEnvironment', () => {
  it("mails the club's address from the verified sender and stores leads in LEADS_TABLE", () => {
    // Prepare
    const env = { ...ENV, LEADS_TABLE: 'BridgeCityFitnessSite-LeadsTable-1ABC' };

    // Act
    const runtime = runtimeFromEnvironment(env);

    // Assess
    expect(runtime.mail).toEqual({
      recipient: 'club@example.com',
      sender: 'website@example.com',
      configurationSet: 'BridgeCityFitnessMail',
    });
    expect(runtime.store.tableName).toBe('BridgeCityFitnessSite-LeadsTable-1ABC');
  });

  it('uses an SES client with a bounded number of attempts and a request timeout', async () => {
    // Prepare
    const runtime = runtimeFromEnvironment({ ...ENV });

    // Act
    const ses = runtime.ses as SESClient;
    const attempts = await ses.config.maxAttempts();
    const handler = await (
      ses.config.requestHandler as unknown as {
        configProvider: Promise<{ requestTimeout?: number; connectionTimeout?: number }>;
      }
    ).configProvider;

    // Assess
    expect(runtime.ses).toBeInstanceOf(SESClient);
    expect(attempts).toBe(SDK_MAX_ATTEMPTS);
    expect(handler.requestTimeout).toBe(SDK_REQUEST_TIMEOUT_MS);
    expect(handler.connectionTimeout).toBe(SDK_CONNECTION_TIMEOUT_MS);
  });

  it('has no SES endpoint of its own', async () => {
    // Prepare
    const runtime = runtimeFromEnvironment({ ...ENV });

    // Act
    const endpoint = (runtime.ses as SESClient).config.endpoint;

    // Assess
    expect(endpoint).toBeUndefined();
  });
});
