// The handler's answers to a form the browser posts itself, without a script, against a real
// lead store (dynalite): the same steps as JSON, a page for an answer, the lead marked.
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import { createFormHandler } from '../form-handler';
import type { LeadStore } from '../leads/store';
import { NO_SCRIPT_REASON } from '../native-post';
import { formRuntime, startEmulators, type Emulators } from './emulators';
import { jsonEvent, makeEvent, recordingLogger, validBody } from './support';

const sesMock = mockClient(SESClient);
/** The thank-you page; a tour request's names the tour, whose confirmation it then shows. */
const sentPage = (kind: string) => (kind === 'tour' ? '/sent/#tour' : '/sent/');
let emulators: Emulators;
let store: LeadStore;

/** This test's store, logging to `logger`. */
const runtime = (logger = recordingLogger()) => formRuntime(store, { logger });

/** What the browser posts: the form's fields and hidden inputs, no token, no submission id. */
function formFields(kind: (typeof FORM_KINDS)[number], extra: Record<string, string> = {}) {
  const { recaptchaToken: _token, submissionId: _id, ...body } = validBody(kind);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === true) fields[name] = 'on';
    else if (value !== false) fields[name] = String(value);
  }
  return { ...fields, ...extra };
}

const formEvent = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  makeEvent({
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:8000',
      origin: 'http://localhost:8000',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());

beforeEach(async () => {
  store = await emulators.newStore();
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
});

describe.each(FORM_KINDS)('a %s form posted without a script', (kind) => {
  it('is stored once as a lead to review, marked no-script, never mailed, and answered with a 303 to the thank-you page', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());

    // Act
    const result = await handler(formEvent(formFields(kind)));

    // Assess
    expect(result.statusCode).toBe(303);
    expect(result.headers).toMatchObject({ Location: sentPage(kind) });
    const leads = await store.all();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: kind,
      via: 'no-script',
      botCheck: { status: 'skipped', reason: NO_SCRIPT_REASON },
      review: { status: 'pending' },
      fields: { name: 'Jane Doe', email: 'jane@example.com' },
      mail: { status: 'unsent', attempts: 0 },
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(await store.unsent()).toEqual([]);
  });

  it.each([
    ['no Origin (curl)', { origin: '' }],
    ['a script’s fetch (Sec-Fetch-Mode: cors)', { 'sec-fetch-mode': 'cors' }],
    ['another site (Sec-Fetch-Site: cross-site)', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refused when it is no browser’s form navigation: %s', async (_case, headers) => {
    // Prepare
    const handler = createFormHandler(kind, runtime());
    const event = formEvent(formFields(kind), headers);
    if ((headers as { origin?: string }).origin === '') delete event.headers.origin;

    // Act
    const result = await handler(event);

    // Assess
    expect(result.headers).toMatchObject({ Location: '/not-sent/#origin' });
    expect(await store.all()).toEqual([]);
  });

  it('refused for a missing field: a 303 to the page naming it, nothing stored or mailed', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());

    // Act
    const result = await handler(formEvent(formFields(kind, { phone: '' })));

    // Assess
    expect(result.headers).toMatchObject({ Location: '/not-sent/#phoneRequired' });
    expect(await store.all()).toEqual([]);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('refused from another site’s page: a 303 to the page that says so', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());
    const event = formEvent(formFields(kind), { origin: 'https://evil.example.net' });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.headers).toMatchObject({ Location: '/not-sent/#origin' });
    expect(await store.all()).toEqual([]);
  });

  it('with the honeypot filled: thanked as sent, but nothing stored or mailed', async () => {
    // Prepare
    const logger = recordingLogger();
    const handler = createFormHandler(kind, runtime(logger));

    // Act
    const result = await handler(formEvent(formFields(kind, { website: 'https://spam.test' })));

    // Assess
    expect(result.headers).toMatchObject({ Location: sentPage(kind) });
    expect(await store.all()).toEqual([]);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(logger.entries).toContainEqual(expect.objectContaining({ event: 'honeypot_filled' }));
  });

  it('with a captcha token: refused, as no form without a script has one', async () => {
    // Prepare
    const handler = createFormHandler(kind, runtime());

    // Act
    const result = await handler(formEvent(formFields(kind, { recaptchaToken: 'x' })));

    // Assess
    expect(result.headers).toMatchObject({ Location: '/not-sent/#request' });
    expect(await store.all()).toEqual([]);
  });
});

describe.each(['lead', 'promo'] as const)('the %s form’s consent without a script', (kind) => {
  it.each([
    ['ticked', { consent: 'on' }, true],
    ['left unticked', {}, false],
  ])(
    '%s is stored as given: %s, with the wording shown, unproven until released',
    async (_case, extra, given) => {
      // Prepare
      const handler = createFormHandler(kind, runtime());
      const { consent: _consent, ...fields } = formFields(kind);

      // Act
      await handler(formEvent({ ...fields, ...extra }));

      // Assess
      const [lead] = await store.all();
      expect(lead?.consent).toMatchObject({
        given,
        wording: fields.consentText,
        botCheck: 'not run',
        proven: false,
      });
    },
  );
});

it('the JSON path drops a filled honeypot too, and still answers {"sent":true}', async () => {
  // Prepare
  const handler = createFormHandler('contact', runtime());

  // Act
  const result = await handler(jsonEvent(validBody('contact', { website: 'x' })));

  // Assess
  expect(result.statusCode).toBe(200);
  expect(await store.all()).toEqual([]);
});

it('a JSON lead is marked as sent by script', async () => {
  // Prepare
  const handler = createFormHandler('contact', runtime());

  // Act
  await handler(jsonEvent(validBody('contact')));

  // Assess
  expect(await store.all()).toEqual([expect.objectContaining({ via: 'script' })]);
});
