// The handler's contract, against a real lead store (dynalite): what it answers, what it stores,
// when it mails. SES is stubbed here to look at the message it is given; the outage journeys
// run against the SES emulator in leads/__tests__/lead-flow.int.test.ts.
import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import {
  FORM_KINDS,
  FIELDS,
  MAX_PAGE_LENGTH,
  MAX_TOKEN_LENGTH,
} from '../../../contracts/forms/schemas';
import type { CaptchaVerifier } from '../captcha';
import { createFormHandler, type FormRuntime } from '../form-handler';
import { addDays } from '../../../contracts/hours/exceptions';
import { tourWindowNow } from '../../../contracts/forms/tour';
import { MAX_BODY_BYTES } from '../http';
import { UNVERIFIED_SUBJECT_PREFIX } from '../mail';
import { hostnameOriginPolicy } from '../request-origin';
import type { LeadStore } from '../leads/store';
import { createLogger } from '../log';
import { formRuntime, startEmulators, type Emulators } from './emulators';
import {
  captureOutput,
  jsonEvent,
  makeEvent,
  parseBody,
  recordingLogger,
  TOUR_CALENDAR,
  TOUR_DAY,
  validBody,
  type EventOptions,
} from './support';

const sesMock = mockClient(SESClient);
let emulators: Emulators;
let store: LeadStore;

/** This test's store, with `overrides`. */
const runtime = (overrides: Partial<FormRuntime> = {}) => formRuntime(store, overrides);

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
      errors: { name: 'nameRequired', email: 'emailRequired' },
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(await store.all()).toEqual([]);
  });
});

describe('the tour handler', () => {
  it.each([
    [
      'a day closed by a holiday',
      { staffed: [{ group: 'Sales hours', closed: true }] },
      {},
      'day',
      'dayNotStaffed',
    ],
    [
      "a time after a holiday's early close",
      { staffed: [{ group: 'Sales hours', time: '10AM-2PM' }] },
      {},
      'time',
      'timeOutsideHours',
    ],
    ['a day past the two weeks', {}, { day: addDays(TOUR_DAY, 20) }, 'day', 'dayOutsideWindow'],
    ['a start that ends after closing', {}, { time: '16:45' }, 'time', 'timeOutsideHours'],
  ])(
    'refuses %s with 400, stores and mails nothing',
    async (_case, holiday, change, field, code) => {
      // Prepare
      const calendar = {
        ...TOUR_CALENDAR,
        exceptions: [{ date: TOUR_DAY, label: 'A holiday', ...holiday }],
      };
      const handler = createFormHandler('tour', runtime({ tourWindow: tourWindowNow(calendar) }));

      // Act
      const result = await handler(jsonEvent(validBody('tour', change)));

      // Assess
      expect(result.statusCode).toBe(400);
      expect(parseBody(result).errors).toEqual({ [field]: code });
      expect(await store.all()).toEqual([]);
      expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    },
  );

  it("cannot be made without the club's hours", () => {
    expect(() => createFormHandler('tour', runtime({ tourWindow: undefined }))).toThrow(
      /club's hours/,
    );
  });
});

describe('the status table', () => {
  const valid = validBody('contact');
  const table: [string, EventOptions, number][] = [
    ['GET', { method: 'GET', body: JSON.stringify(valid) }, 405],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(valid) }, 415],
    ['33 KB', { body: JSON.stringify({ ...valid, message: 'x'.repeat(33 * 1024) }) }, 413],
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
    ['a number for a text field', { phone: 3065550100 }, 'phone'],
    ['true for a text field', { subject: true }, 'subject'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an e-mail of 255 characters', { email: `${'x'.repeat(243)}@example.com` }, 'email'],
    ['a phone of 31 characters', { phone: '3'.repeat(31) }, 'phone'],
    ['a subject of 201 characters', { subject: 'x'.repeat(201) }, 'subject'],
    ['a message of 5,001 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a phone with letters', { phone: '306-555-CALL' }, 'phone'],
    ['a phone of 6 digits', { phone: '555-014' }, 'phone'],
    ['a NUL in the name', { name: 'Jane\u0000Doe' }, 'name'],
    ['an escape character in the subject', { subject: '\u001b[31mRed' }, 'subject'],
    ['a C1 control in the phone', { phone: '306\u0085555 0100' }, 'phone'],
    ['a line separator in the name', { name: 'Jane\u2028Doe' }, 'name'],
    ['a right-to-left override in the name', { name: 'Jane \u202eeoD' }, 'name'],
    ['an isolate in the subject', { subject: 'Hi \u2066there\u2069' }, 'subject'],
    ['a right-to-left override in the message', { message: 'Hi \u202eereht' }, 'message'],
    ['a NUL in the message', { message: 'Hi\u0000' }, 'message'],
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

  it('passes the token and the viewer address CloudFront saw to the captcha verifier', async () => {
    // Prepare
    const verify = jest.fn<
      ReturnType<CaptchaVerifier['verify']>,
      Parameters<CaptchaVerifier['verify']>
    >(async () => ({ verdict: 'passed' }));
    const handler = createFormHandler('contact', runtime({ captcha: { verify } }));
    const headers = {
      'content-type': 'application/json',
      'cloudfront-viewer-address': '198.51.100.9:46532',
    };

    // Act
    await handler(
      jsonEvent({ ...valid, recaptchaToken: ' token ' }, { headers, sourceIp: '130.176.0.1' }),
    );

    // Assess
    expect(verify).toHaveBeenCalledWith('token', {
      remoteIp: '198.51.100.9',
      signal: expect.any(AbortSignal),
    });
  });

  it.each([
    ['an IPv6 viewer', '2001:db8::7:443', '2001:db8::7'],
    ['a bracketed IPv6 viewer', '[2001:db8::7]:443', '2001:db8::7'],
    ['no CloudFront header (not the edge address)', undefined, undefined],
    ['a header that is no address', 'nonsense:1', undefined],
  ])('sends reCAPTCHA the address of %s', async (_case, header, remoteIp) => {
    // Prepare
    const verify = jest.fn<
      ReturnType<CaptchaVerifier['verify']>,
      Parameters<CaptchaVerifier['verify']>
    >(async () => ({ verdict: 'passed' }));
    const handler = createFormHandler('contact', runtime({ captcha: { verify } }));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header) headers['cloudfront-viewer-address'] = header;

    // Act
    await handler(jsonEvent(validBody('contact'), { headers, sourceIp: '130.176.0.1' }));

    // Assess
    expect(verify.mock.calls[0]![1].remoteIp).toBe(remoteIp);
  });

  it.each([
    ['it throws', async () => Promise.reject(new Error('Could not read the captcha secret'))],
    [
      'it cannot verify',
      async () => ({ verdict: 'unverifiable', reason: 'siteverify: HTTP 503' }) as const,
    ],
  ])('keeps and mails a lead, flagged, when the bot check %s', async (_case, verify) => {
    // Prepare
    const logger = recordingLogger();
    const handler = createFormHandler('contact', runtime({ captcha: { verify }, logger }));
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body, { requestId: 'r-9' }));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('{"sent":true}');
    expect(logger.entries).toEqual([
      {
        level: 'error',
        event: 'captcha_unverifiable',
        form: 'contact',
        requestId: 'r-9',
        submissionId: body.submissionId,
        reason: expect.stringMatching(/secret|HTTP 503/),
      },
    ]);
    expect((await store.get(body.submissionId))?.botCheck).toEqual({
      status: 'unverified',
      reason: expect.stringMatching(/secret|HTTP 503/),
    });
    const mail = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.Message?.Subject?.Data).toMatch(new RegExp(`^\\${UNVERIFIED_SUBJECT_PREFIX}`));
    expect(mail.Message?.Body?.Text?.Data).toContain('Bot check NOT RUN');
  });

  it('answers 500 without a stack trace on any unexpected exception', async () => {
    // Prepare
    const logger = recordingLogger();
    const now = () => {
      throw new RangeError('boom');
    };
    const handler = createFormHandler('contact', runtime({ now, logger }));

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
      jsonEvent(validBody('lead', { name: '  Jane Doe  ', trial: true, phone: ' 3065550100 ' })),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    const input = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Message?.Subject?.Data).toBe('Home page enquiry from Jane Doe');
    expect(input.Message?.Body?.Text?.Data).toContain('Your Phone (required): 3065550100\n');
    expect(input.Message?.Body?.Text?.Data).toContain('personal training: Yes\n');
  });
});

describe('strict input', () => {
  it.each([
    ['"true" for a checkbox', { trial: 'true' }, 'trial'],
    ['1 for a checkbox', { consent: 1 }, 'consent'],
    ['null for a checkbox', { trial: null }, 'trial'],
  ])('answers %s with 400', async (_case, change, field) => {
    // Prepare
    const handler = createFormHandler('lead', runtime());

    // Act
    const result = await handler(jsonEvent(validBody('lead', change)));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(parseBody(result)).toEqual({ sent: false, errors: { [field]: 'notTrueOrFalse' } });
    expect(await store.all()).toEqual([]);
  });

  it('accepts every field at its longest, in three-byte characters, within the body limit', async () => {
    // Prepare: the largest body the schema accepts; every character takes 3 bytes in UTF-8.
    const wide = (n: number) => '€'.repeat(n);
    const body = validBody('contact', {
      name: wide(FIELDS.name.maxLength),
      email: `${'x'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`,
      phone: `+${'1'.repeat(15)}${' '.repeat(FIELDS.phone.maxLength - 16)}`,
      subject: wide(FIELDS.subject.maxLength),
      message: wide(FIELDS.message.maxLength),
      recaptchaToken: 'T'.repeat(MAX_TOKEN_LENGTH),
      page: `/${wide(MAX_PAGE_LENGTH - 1)}`,
    });
    const text = JSON.stringify(body);
    // Any token of that length passes here; the local verifier knows only its own.
    const captcha: CaptchaVerifier = { verify: async () => ({ verdict: 'passed' }) };
    const handler = createFormHandler('contact', runtime({ captcha }));

    // Act
    const result = await handler(makeEvent({ body: text }));

    // Assess
    expect((body.email as string).length).toBe(FIELDS.email.maxLength);
    expect(Buffer.byteLength(text)).toBeGreaterThan(24 * 1024);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(result.statusCode).toBe(200);
  });
});

describe('the same-origin rule', () => {
  const deployed = hostnameOriginPolicy(['www.example.com', 'example.com']);
  const withHeaders = (headers: Record<string, string>) => ({
    headers: { 'content-type': 'application/json', ...headers },
  });

  it.each([
    ['the site itself', { origin: 'https://www.example.com' }, 200],
    ['its bare domain', { origin: 'https://example.com' }, 200],
    ['no Origin, same-origin fetch metadata', { 'sec-fetch-site': 'same-origin' }, 200],
    ['no browser headers at all (not a page)', {}, 200],
    ['another site', { origin: 'https://evil.example.net' }, 403],
    ['a look-alike subdomain', { origin: 'https://www.example.com.evil.example.net' }, 403],
    ['plain http', { origin: 'http://www.example.com' }, 403],
    ['another port', { origin: 'https://www.example.com:8443' }, 403],
    ['a sandboxed page', { origin: 'null' }, 403],
    ['no Origin, cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no Origin, same-site fetch metadata', { 'sec-fetch-site': 'same-site' }, 403],
  ])('answers a POST from %s with %i', async (_case, headers, status) => {
    // Prepare
    const logger = recordingLogger();
    const handler = createFormHandler('contact', runtime({ originPolicy: deployed, logger }));
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body, withHeaders(headers)));

    // Assess
    expect(result.statusCode).toBe(status);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(status === 200 ? 1 : 0);
    expect(await store.get(body.submissionId)).toEqual(
      status === 200 ? expect.objectContaining({ id: body.submissionId }) : undefined,
    );
    if (status === 403) {
      expect(parseBody(result)).toEqual({ sent: false, errors: { origin: expect.any(String) } });
      expect(logger.entries).toEqual([
        expect.objectContaining({ level: 'warn', event: 'cross_origin_refused' }),
      ]);
    }
  });

  it('lets the local servers take only their own origin', async () => {
    // Prepare
    const handler = createFormHandler('contact', runtime());
    const own = withHeaders({ host: 'localhost:9000', origin: 'http://localhost:9000' });
    const other = withHeaders({ host: 'localhost:9000', origin: 'http://localhost:8000' });

    // Act
    const ownResult = await handler(jsonEvent(validBody('contact'), own));
    const otherResult = await handler(jsonEvent(validBody('contact'), other));

    // Assess
    expect([ownResult.statusCode, otherResult.statusCode]).toEqual([200, 403]);
  });
});

describe('the origin secret CloudFront sends', () => {
  const SECRET = 'Zq8vW3nR5tY7uI9oP1aS2dF4gH6jK8lX';
  const withSecret = (value?: string) => ({
    headers: {
      'content-type': 'application/json',
      ...(value !== undefined ? { 'x-origin-verify': value } : {}),
    },
  });

  it.each([
    ['no X-Origin-Verify header', undefined, 'missing'],
    ['a wrong X-Origin-Verify header', 'not-the-secret', 'wrong'],
    ['the secret with one character changed', `${SECRET.slice(0, -1)}Y`, 'wrong'],
    ['the secret and more', `${SECRET}x`, 'wrong'],
  ])(
    'answers 403 to %s, keeps nothing, mails nothing, logs no header value',
    async (_case, header, seen) => {
      // Prepare
      const logger = recordingLogger();
      const verify = jest.fn<ReturnType<CaptchaVerifier['verify']>, []>(async () => ({
        verdict: 'passed',
      }));
      const handler = createFormHandler(
        'contact',
        runtime({ originSecret: async () => SECRET, captcha: { verify }, logger }),
      );
      const body = validBody('contact');

      // Act
      const result = await handler(jsonEvent(body, { ...withSecret(header), requestId: 'r-5' }));

      // Assess
      expect(result.statusCode).toBe(403);
      expect(parseBody(result)).toEqual({ sent: false, errors: { origin: expect.any(String) } });
      expect(await store.get(body.submissionId)).toBeUndefined();
      expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
      expect(verify).not.toHaveBeenCalled();
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          event: 'origin_secret_refused',
          form: 'contact',
          requestId: 'r-5',
          header: seen,
        },
      ]);
      if (header !== undefined) expect(JSON.stringify(logger.entries)).not.toContain(header);
    },
  );

  it('stores and mails a lead whose header carries the secret, the bot check passed', async () => {
    // Prepare
    const handler = createFormHandler('contact', runtime({ originSecret: async () => SECRET }));
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body, withSecret(SECRET)));

    // Assess
    expect(result.statusCode).toBe(200);
    expect((await store.get(body.submissionId))?.botCheck).toEqual({ status: 'passed' });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it.each([
    ['the secret cannot be read', () => Promise.reject(new Error('ServiceUnavailable: down'))],
    ['the secret does not come in time', () => new Promise<string>(() => {})],
  ])('keeps and mails the lead, flagged, with the alarm line, when %s', async (_case, read) => {
    // Prepare
    const logger = recordingLogger();
    const handler = createFormHandler('contact', runtime({ originSecret: read, logger }));
    const body = validBody('contact');

    // Act: whatever the header says, it cannot be checked (a hung read ends at the deadline).
    const result = await handler(jsonEvent(body, { ...withSecret('anything'), requestId: 'r-6' }));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('{"sent":true}');
    expect(logger.entries).toEqual([
      {
        level: 'error',
        event: 'captcha_unverifiable',
        form: 'contact',
        requestId: 'r-6',
        submissionId: body.submissionId,
        reason: expect.stringMatching(/^origin secret: (Error: ServiceUnavailable|no answer)/),
      },
    ]);
    expect((await store.get(body.submissionId))?.botCheck).toEqual({
      status: 'unverified',
      reason: expect.stringMatching(/^origin secret: /),
    });
    const mail = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.Message?.Subject?.Data).toMatch(new RegExp(`^\\${UNVERIFIED_SUBJECT_PREFIX}`));
    expect(mail.Message?.Body?.Text?.Data).toContain('origin secret: ');
  });

  it('gives the captcha only what the origin secret left of their one deadline', async () => {
    // Prepare: the secret never comes, so its read ends only when the shared deadline passes.
    const verify = jest.fn<
      ReturnType<CaptchaVerifier['verify']>,
      Parameters<CaptchaVerifier['verify']>
    >(async () => ({ verdict: 'passed' }));
    const handler = createFormHandler(
      'contact',
      runtime({ originSecret: () => new Promise<string>(() => {}), captcha: { verify } }),
    );
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body, withSecret('anything')));

    // Assess: a deadline of its own would let the bot check take twice its budget.
    expect(result.statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![1].signal.aborted).toBe(true);
  });

  it('still refuses a bad captcha token while the secret cannot be read', async () => {
    // Prepare
    const handler = createFormHandler(
      'contact',
      runtime({ originSecret: () => Promise.reject(new Error('down')) }),
    );
    const body = validBody('contact', { recaptchaToken: 'forged' });

    // Act
    const result = await handler(jsonEvent(body, withSecret('anything')));

    // Assess
    expect(result.statusCode).toBe(403);
    expect(parseBody(result)).toEqual({
      sent: false,
      errors: { recaptchaToken: expect.any(String) },
    });
    expect(await store.get(body.submissionId)).toBeUndefined();
  });

  it('checks nothing without a configured secret (the local servers stand in for CloudFront)', async () => {
    // Prepare
    const handler = createFormHandler('contact', runtime());
    const body = validBody('contact');

    // Act
    const result = await handler(jsonEvent(body));

    // Assess
    expect(result.statusCode).toBe(200);
    expect((await store.get(body.submissionId))?.botCheck).toEqual({ status: 'passed' });
  });
});
