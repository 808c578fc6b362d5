// The handler's contract, against a real lead store (dynalite): what it answers, what it stores,
// when it mails. SES is stubbed here to look at the message it is given; the outage journeys
// run against the SES emulator in leads/__tests__/lead-flow.test.ts.
import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { FORM_KINDS } from '../../../src/forms/schemas';
import { createLocalCaptchaVerifier } from '../../local/local-captcha';
import { CaptchaSecretError, type CaptchaVerifier } from '../captcha';
import { createFormHandler, type FormRuntime } from '../form-handler';
import type { LeadStore } from '../leads/store';
import { createLogger } from '../log';
import { MAIL_SETTINGS, startEmulators, type Emulators } from './emulators';
import {
  captureOutput,
  jsonEvent,
  makeEvent,
  parseBody,
  recordingLogger,
  validBody,
  type EventOptions,
} from './support';

const sesMock = mockClient(SESClient);
let emulators: Emulators;
let store: LeadStore;

function runtime(overrides: Partial<FormRuntime> = {}): FormRuntime {
  return {
    mail: MAIL_SETTINGS,
    ses: new SESClient({ region: 'ca-central-1' }),
    store,
    retentionDays: 730,
    captcha: createLocalCaptchaVerifier(),
    logger: recordingLogger(),
    ...overrides,
  };
}

beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());

beforeEach(async () => {
  store = await emulators.newStore();
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
});

describe.each(FORM_KINDS)('the %s handler', (kind) => {
  it('stores the lead, sends one e-mail and answers {"sent":true} with 200', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());
    const valid = validBody(kind);

    // Act
    const result = await handler(jsonEvent(valid));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ sent: true });
    expect(result.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    const calls = sesMock.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.Destination?.ToAddresses).toEqual(['club@example.com']);
    expect(input.Source).toBe('website@example.com');
    expect(input.ReplyToAddresses).toEqual(['jane@example.com']);
    expect(input.Message?.Subject?.Data).toMatch(/ from Jane Doe$/);
    expect(input.Message?.Body?.Text?.Data).not.toContain(LOCAL_CAPTCHA_TOKEN);
    expect(input.Message?.Body?.Html?.Data).not.toContain(LOCAL_CAPTCHA_TOKEN);
    const lead = await store.get(valid.submissionId);
    expect(lead).toMatchObject({ id: valid.submissionId, form: kind, mail: { status: 'sent' } });
    expect(JSON.stringify(lead)).not.toContain(LOCAL_CAPTCHA_TOKEN);
    expect(JSON.stringify(lead)).not.toContain('203.0.113.7');
  });

  it('stores the lead before it mails, and mails only once it is stored', async () => {
    // Prepare
    const valid = validBody(kind);
    let storedWhenMailed: unknown;
    sesMock.on(SendEmailCommand).callsFake(async () => {
      storedWhenMailed = await store.get(valid.submissionId);
      return { MessageId: 'm' };
    });
    const handler = createFormHandler(kind, runtime());

    // Act
    await handler(jsonEvent(valid));

    // Assess
    expect(storedWhenMailed).toMatchObject({ id: valid.submissionId, mail: { status: 'unsent' } });
  });

  it('answers 200 when SES rejects the mail, keeps the lead unsent and logs no personal data', async () => {
    // Prepare
    sesMock
      .on(SendEmailCommand)
      .rejects(
        Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }),
      );
    const output = captureOutput();
    const handler = createFormHandler(kind, runtime({ logger: createLogger() }));
    const valid = validBody(kind);

    try {
      // Act
      const result = await handler(jsonEvent(valid, { requestId: 'abc-123' }));

      // Assess
      expect(result.statusCode).toBe(200);
      expect(result.body).toBe('{"sent":true}');
      expect(output.lines).toEqual([
        expect.objectContaining({
          level: 'ERROR',
          message: 'mail_send_failed',
          form: kind,
          leadId: valid.submissionId,
          errorName: 'MessageRejected',
        }),
      ]);
      expect(JSON.stringify(output.lines)).not.toMatch(/Jane|jane@example\.com|306-555/);
      expect((await store.get(valid.submissionId))?.mail).toEqual({
        status: 'unsent',
        attempts: 1,
        lastError: 'MessageRejected: Email address is not verified.',
        lastAttemptAt: expect.any(String),
      });
    } finally {
      output.restore();
    }
  });

  it('sends nothing for an invalid body', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());
    const { email: _email, ...withoutEmail } = validBody(kind);

    // Act
    const result = await handler(jsonEvent({ ...withoutEmail, name: '' }));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(parseBody(result)).toEqual({
      sent: false,
      errors: { name: 'Please enter your name', email: 'Please enter your e-mail address' },
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(await store.all()).toEqual([]);
  });
});

describe('the status table', () => {
  const valid = validBody('contact');
  const table: [string, EventOptions, number][] = [
    ['GET', { method: 'GET', body: JSON.stringify(valid) }, 405],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(valid) }, 415],
    ['11 KB', { body: JSON.stringify({ ...valid, message: 'x'.repeat(11 * 1024) }) }, 413],
    ['bad JSON', { body: '{"name":' }, 400],
    ['a JSON array', { body: '[]' }, 400],
    ['a schema failure', { body: JSON.stringify({ ...valid, email: 'nope' }) }, 400],
    ['a wrong token', { body: JSON.stringify({ ...valid, recaptchaToken: 'x' }) }, 403],
    ['a valid body', { body: JSON.stringify(valid) }, 200],
  ];

  it.each(table)('answers %s with %i', async (_case, options, status) => {
    // Prepare
    const handler = createFormHandler('contact', runtime());

    // Act
    const result = await handler(makeEvent(options));

    // Assess
    expect(result.statusCode).toBe(status);
    expect(parseBody(result).sent).toBe(status === 200);
    expect(result.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(status === 200 ? 1 : 0);
  });

  it.each([
    ['a line break in the name', { name: 'Jane\r\nBcc: victim@example.com' }, 'name'],
    ['a line break in the e-mail', { email: 'jane@example.com\nBcc: v@example.com' }, 'email'],
    ['a line break in the subject', { subject: 'Hi\r\nBcc: victim@example.com' }, 'subject'],
    ['a field the form does not have', { extra: 1 }, 'body'],
    ['a field named constructor', { constructor: 'x' }, 'body'],
    ['an object for a text field', { name: { first: 'Jane' } }, 'name'],
    ['a missing token', { recaptchaToken: undefined }, 'recaptchaToken'],
    ['an empty token', { recaptchaToken: '  ' }, 'recaptchaToken'],
    ['a missing submissionId', { submissionId: undefined }, 'submissionId'],
    ['a submissionId that is no UUID v4', { submissionId: 'abc' }, 'submissionId'],
    ['a page that is no path', { page: 'https://elsewhere.example/' }, 'page'],
    ['consent wording on the contact form', { consentText: 'x' }, 'consentText'],
  ])('answers %s with 400', async (_case, change, field) => {
    // Prepare
    const handler = createFormHandler('contact', runtime());

    // Act
    const result = await handler(jsonEvent({ ...valid, submissionId: randomUUID(), ...change }));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(parseBody(result)).toEqual({ sent: false, errors: { [field]: expect.any(String) } });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers a failed captcha with 403 naming the token, and logs the reason', async () => {
    // Prepare
    const logger = recordingLogger();
    const handler = createFormHandler('contact', runtime({ logger }));

    // Act
    const result = await handler(jsonEvent({ ...valid, recaptchaToken: 'forged' }));

    // Assess
    expect(result.statusCode).toBe(403);
    expect(parseBody(result)).toEqual({
      sent: false,
      errors: { recaptchaToken: expect.any(String) },
    });
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'warn', event: 'captcha_rejected', form: 'contact' }),
    ]);
  });

  it('passes the token and the visitor address to the captcha verifier', async () => {
    // Prepare
    const verify = jest.fn<
      ReturnType<CaptchaVerifier['verify']>,
      Parameters<CaptchaVerifier['verify']>
    >(async () => ({ ok: true }));
    const handler = createFormHandler('contact', runtime({ captcha: { verify } }));

    // Act
    await handler(jsonEvent({ ...valid, recaptchaToken: ' token ' }, { sourceIp: '198.51.100.9' }));

    // Assess
    expect(verify).toHaveBeenCalledWith('token', { remoteIp: '198.51.100.9' });
  });

  it('answers 500 with a log line when the captcha secret cannot be read', async () => {
    // Prepare
    const logger = recordingLogger();
    const captcha = {
      verify: async () => {
        throw new CaptchaSecretError('Could not read the captcha secret');
      },
    };
    const handler = createFormHandler('contact', runtime({ captcha, logger }));

    // Act
    const result = await handler(jsonEvent(valid, { requestId: 'r-9' }));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(result.body).toBe('{"sent":false}');
    expect(logger.entries).toEqual([
      {
        level: 'error',
        event: 'captcha_secret_unavailable',
        form: 'contact',
        requestId: 'r-9',
        errorName: 'CaptchaSecretError',
        errorMessage: 'Could not read the captcha secret',
      },
    ]);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers 500 without a stack trace on any unexpected exception', async () => {
    // Prepare
    const logger = recordingLogger();
    const captcha = {
      verify: async (): Promise<never> => {
        throw new RangeError('boom');
      },
    };
    const handler = createFormHandler('contact', runtime({ captcha, logger }));

    // Act
    const result = await handler(jsonEvent(valid));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(result.body).toBe('{"sent":false}');
    expect(logger.entries).toEqual([
      expect.objectContaining({ event: 'unexpected_error', errorName: 'RangeError' }),
    ]);
  });

  it('keeps a lead whose mail throws synchronously, unsent, and still answers 200', async () => {
    // Prepare
    const logger = recordingLogger();
    const ses = {
      send: () => {
        throw new Error('synchronous failure');
      },
    };
    const handler = createFormHandler('contact', runtime({ ses, logger }));
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(logger.entries).toEqual([
      expect.objectContaining({ event: 'mail_send_failed', leadId: body.submissionId }),
    ]);
    expect((await store.get(body.submissionId))?.mail.status).toBe('unsent');
  });

  it('sends the trimmed, validated values', async () => {
    // Prepare
    const handler = createFormHandler('lead', runtime());

    // Act
    const result = await handler(
      jsonEvent(validBody('lead', { name: '  Jane Doe  ', trial: 'true', phone: 3065550100 })),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    const input = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Message?.Subject?.Data).toBe('Home page enquiry from Jane Doe');
    expect(input.Message?.Body?.Text?.Data).toContain('Your Phone (required): 3065550100\n');
    expect(input.Message?.Body?.Text?.Data).toContain('personal training: Yes\n');
  });
});
