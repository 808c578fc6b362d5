import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { FORM_KINDS } from '../../../src/forms/schemas';
import { createLocalCaptchaVerifier } from '../../local/local-captcha';
import { CaptchaSecretError, type CaptchaVerifier } from '../captcha';
import { createFormHandler, type FormRuntime } from '../form-handler';
import { createLogger } from '../log';
import {
  captureOutput,
  jsonEvent,
  makeEvent,
  parseBody,
  recordingLogger,
  VALID_BODIES,
  type EventOptions,
} from './support';

const sesMock = mockClient(SESClient);

function runtime(overrides: Partial<FormRuntime> = {}): FormRuntime {
  return {
    mail: { recipient: 'club@example.com', sender: 'website@example.com' },
    ses: new SESClient({ region: 'ca-central-1' }),
    captcha: createLocalCaptchaVerifier(),
    logger: recordingLogger(),
    ...overrides,
  };
}

beforeEach(() => {
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
});

describe.each(FORM_KINDS)('the %s handler', (kind) => {
  const valid = VALID_BODIES[kind];

  it('sends one e-mail and answers {"sent":true} with 200', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());

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
  });

  it('answers only after SES accepted the message', async () => {
    // Prepare
    let accept: (value: { MessageId: string }) => void = () => {};
    sesMock.on(SendEmailCommand).callsFake(() => new Promise((resolve) => (accept = resolve)));
    const handler = createFormHandler(kind, runtime());

    // Act
    let answered = false;
    const pending = handler(jsonEvent(valid)).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answeredBeforeSes = answered;
    accept({ MessageId: 'late' });
    const result = await pending;

    // Assess
    expect(answeredBeforeSes).toBe(false);
    expect(result.statusCode).toBe(200);
  });

  it('answers 502 and logs the submission in one line when SES rejects it', async () => {
    // Prepare
    sesMock
      .on(SendEmailCommand)
      .rejects(
        Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }),
      );
    const output = captureOutput();
    const handler = createFormHandler(kind, runtime({ logger: createLogger() }));

    try {
      // Act
      const result = await handler(jsonEvent(valid, { requestId: 'abc-123' }));

      // Assess
      expect(result.statusCode).toBe(502);
      expect(result.body).toBe('{"sent":false}');
      expect(output.lines).toHaveLength(1);
      const { recaptchaToken: _token, ...submission } = valid;
      expect(output.lines[0]).toMatchObject({
        level: 'ERROR',
        message: 'mail_send_failed',
        form: kind,
        requestId: 'abc-123',
        errorName: 'MessageRejected',
        errorMessage: 'Email address is not verified.',
        submission: expect.objectContaining(submission),
      });
      expect(JSON.stringify(output.lines)).not.toContain(LOCAL_CAPTCHA_TOKEN);
    } finally {
      output.restore();
    }
  });

  it('sends nothing for an invalid body', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());
    const { email: _email, ...withoutEmail } = valid;

    // Act
    const result = await handler(jsonEvent({ ...withoutEmail, name: '' }));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(parseBody(result)).toEqual({
      sent: false,
      errors: { name: 'Please enter your name', email: 'Please enter your e-mail address' },
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('the status table', () => {
  const valid = VALID_BODIES.contact;
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
  ])('answers %s with 400', async (_case, change, field) => {
    // Prepare
    const handler = createFormHandler('contact', runtime());

    // Act
    const result = await handler(jsonEvent({ ...valid, ...change }));

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

  it('logs the submission if anything fails after the captcha passed', async () => {
    // Prepare
    const logger = recordingLogger();
    const ses = {
      send: () => {
        throw new Error('synchronous failure');
      },
    };
    const handler = createFormHandler('contact', runtime({ ses, logger }));

    // Act
    const result = await handler(jsonEvent(valid));

    // Assess
    expect(result.statusCode).toBe(502);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        event: 'mail_send_failed',
        submission: expect.objectContaining({ name: 'Jane Doe', email: 'jane@example.com' }),
      }),
    ]);
  });

  it('sends the trimmed, validated values', async () => {
    // Prepare
    const handler = createFormHandler('lead', runtime());

    // Act
    const result = await handler(
      jsonEvent({ ...VALID_BODIES.lead, name: '  Jane Doe  ', trial: 'true', phone: 3065550100 }),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    const input = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Message?.Subject?.Data).toBe('Home page enquiry from Jane Doe');
    expect(input.Message?.Body?.Text?.Data).toContain('Your Phone (required): 3065550100\n');
    expect(input.Message?.Body?.Text?.Data).toContain('personal training: Yes\n');
  });
});
