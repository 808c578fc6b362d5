// Property-based: thousands of generated requests per route. Whatever arrives, the handler never
// answers 5xx, stores and mails only a body the shared schema accepts, and stores and mails a
// valid body with an accepted captcha exactly once (a repeated submissionId: not again). The
// store is a real dynalite; SES is a stub that counts.
import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import fc from 'fast-check';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { FORM_KINDS, requestSchema, type FormKind } from '../../../src/forms/schemas';
import { createLocalCaptchaVerifier } from '../../local/local-captcha';
import { createFormHandler } from '../form-handler';
import { MAIL_SETTINGS, startEmulators, type Emulators } from './emulators';
import { makeEvent, recordingLogger } from './support';

const NUM_RUNS = 1000;
const MAX_BYTES = 10 * 1024;

interface GeneratedRequest {
  method: string;
  headerName: string;
  contentType: string | undefined;
  body: string;
  base64: boolean;
}

const ENVELOPE = ['recaptchaToken', 'submissionId', 'page'];
const CONSENT = ['consent', 'consentText'];
const FIELDS: { [K in FormKind]: string[] } = {
  lead: ['name', 'email', 'phone', 'trial', ...CONSENT, ...ENVELOPE],
  promo: ['name', 'email', 'phone', 'personal_training', ...CONSENT, ...ENVELOPE],
  contact: ['name', 'email', 'phone', 'subject', 'message', ...ENVELOPE],
};
const REQUIRED: { [K in FormKind]: string[] } = {
  lead: ['name', 'email', 'phone', 'consentText', ...ENVELOPE],
  promo: ['name', 'email', 'phone', 'consentText', ...ENVELOPE],
  contact: ['name', 'email', 'phone', ...ENVELOPE],
};

let emulators: Emulators;
beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());

const withLineBreak = fc
  .tuple(fc.string(), fc.constantFrom('\r', '\n', '\r\n', '\u2028'), fc.string())
  .map((parts) => parts.join(''));
const hugeString = fc.integer({ min: 2000, max: 12_000 }).map((n) => 'é'.repeat(n / 2));

/** Any value a field might be sent with. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  withLineBreak,
  hugeString,
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'true', 'false', 'yes', '1', 'null', '<script>alert(1)</script>'),
  fc.constantFrom(LOCAL_CAPTCHA_TOKEN, ` ${LOCAL_CAPTCHA_TOKEN}\n`, 'importantAction'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/** JSON text of an object with these entries, written by hand so `__proto__` stays a key. */
function objectText(entries: [string, unknown][]): string {
  const members = entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return `{${members.join(',')}}`;
}

function bodies(kind: FormKind): fc.Arbitrary<string> {
  const names = FIELDS[kind];
  const keys = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom('extra', 'constructor', '__proto__', 'toString') },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  // Real field names with arbitrary values.
  const realFields = fc
    .array(fc.tuple(keys, anyValue), { maxLength: 8 })
    .map((entries) => objectText(entries));

  // Bodies that look like what the browser sends, sometimes slightly off.
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('Jane Doe', 'Zoë Ōtsuka', '  Sam  ', '3065550100') },
    { weight: 1, arbitrary: anyValue },
  );
  const flag = fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue });
  const generators: Record<string, fc.Arbitrary<unknown>> = {
    name: text,
    email: fc.oneof(
      { weight: 4, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: anyValue },
    ),
    phone: text,
    trial: flag,
    personal_training: flag,
    consent: flag,
    consentText: text,
    submissionId: fc.oneof(
      { weight: 6, arbitrary: fc.uuid({ version: 4 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('', 'not-a-uuid', '00000000-0000-1000-8000-000000000000'),
      },
      { weight: 1, arbitrary: anyValue },
    ),
    page: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('/', '/promo/', '/old/contact/') },
      { weight: 1, arbitrary: anyValue },
    ),
    subject: text,
    message: fc.oneof(
      { weight: 4, arbitrary: fc.string({ maxLength: 200 }) },
      { weight: 1, arbitrary: anyValue },
    ),
    recaptchaToken: fc.oneof(
      { weight: 6, arbitrary: fc.constant(LOCAL_CAPTCHA_TOKEN) },
      { weight: 1, arbitrary: fc.constantFrom('03AFcWeA5x', 'importantAction', 'local') },
      { weight: 1, arbitrary: anyValue },
    ),
  };
  const record = Object.fromEntries(names.map((name) => [name, generators[name]!]));
  const validLooking = fc
    .record(record, { requiredKeys: REQUIRED[kind] as never[] })
    .chain((fields) =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(Object.entries(fields)) },
        { weight: 1, arbitrary: fc.constant([...Object.entries(fields), ['extra', 1]]) },
        {
          weight: 1,
          arbitrary: fc.subarray(Object.entries(fields)).map((entries) => entries),
        },
      ),
    )
    .map((entries) => objectText(entries as [string, unknown][]));

  return fc.oneof(
    { weight: 5, arbitrary: validLooking },
    { weight: 3, arbitrary: realFields },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: fc.string() },
  );
}

function requests(kind: FormKind): fc.Arbitrary<GeneratedRequest> {
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant('POST') },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'post') },
    ),
    headerName: fc.constantFrom('content-type', 'Content-Type'),
    contentType: fc.oneof(
      {
        weight: 9,
        arbitrary: fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'Application/JSON;charset=UTF-8',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          undefined,
          '',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/jsonp',
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    ),
    body: bodies(kind),
    base64: fc.boolean(),
  });
}

/** What the answer must be, worked out from the request and the shared schema alone. */
function expected(kind: FormKind, request: GeneratedRequest): { status: number; id?: string } {
  if (request.method !== 'POST') return { status: 405 };
  const mediaType = request.contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 415 };
  if (Buffer.byteLength(request.body) > MAX_BYTES) return { status: 413 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return { status: 400 };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { status: 400 };
  }
  let values: { recaptchaToken: string; submissionId: string };
  try {
    values = requestSchema(kind).validateSync(parsed, { abortEarly: false, stripUnknown: false });
  } catch {
    return { status: 400 };
  }
  return values.recaptchaToken === LOCAL_CAPTCHA_TOKEN
    ? { status: 200, id: values.submissionId }
    : { status: 403 };
}

describe.each(FORM_KINDS)('the %s handler, with generated requests', (kind) => {
  it(`never fails, and stores and sends exactly the valid bodies (${NUM_RUNS} runs)`, async () => {
    // Prepare
    let sends = 0;
    const ses = {
      send: async (_command: SendEmailCommand): Promise<SendEmailCommandOutput> => {
        sends += 1;
        return { MessageId: 'generated', $metadata: {} };
      },
    };
    const store = await emulators.newStore();
    const handler = createFormHandler(kind, {
      mail: MAIL_SETTINGS,
      ses,
      store,
      retentionDays: 730,
      captcha: createLocalCaptchaVerifier(),
      logger: recordingLogger(),
    });
    const statuses = new Map<number, number>();
    const stored = new Set<string>();

    // Act, Assess
    await fc.assert(
      fc.asyncProperty(requests(kind), async (request) => {
        sends = 0;
        const headers =
          request.contentType === undefined ? {} : { [request.headerName]: request.contentType };
        const event = makeEvent({
          method: request.method,
          headers,
          body: request.base64 ? Buffer.from(request.body).toString('base64') : request.body,
          isBase64Encoded: request.base64,
        });

        const result = await handler(event);

        const status = result.statusCode ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status).toBeLessThan(500);
        const { status: wanted, id } = expected(kind, request);
        expect(status).toBe(wanted);
        const isNew = id !== undefined && !stored.has(id);
        expect(sends).toBe(isNew ? 1 : 0);
        if (isNew) stored.add(id);
        expect(JSON.parse(result.body ?? '')).toMatchObject({ sent: status === 200 });
      }),
      { numRuns: NUM_RUNS },
    );

    // The generators reach every answer, the sent one included, often enough to mean something.
    for (const status of [200, 400, 403, 405, 413, 415]) {
      expect(statuses.get(status) ?? 0).toBeGreaterThan(NUM_RUNS / 200);
    }
    expect((await store.all()).map((lead) => lead.id).sort()).toEqual([...stored].sort());
    // A bounded loop of real store writes: room for a busy machine, not a speed limit.
  }, 120_000);
});
