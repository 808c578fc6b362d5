// Property-based: thousands of generated requests per route. Whatever arrives, the handler never
// answers 5xx, stores and mails only a body the shared schema accepts, and stores and mails a
// valid body with an accepted captcha exactly once (a repeated submissionId: not again). Every
// stored lead also meets the strict input rules, checked here on their own terms: text as text,
// within its length, without control or direction characters, the phone a phone number. The
// store is a real dynalite; SES is a stub that counts.
import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import fc from 'fast-check';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { FORM_KINDS, requestSchema, type FormKind } from '../../../contracts/forms/schemas';
import { createFormHandler } from '../form-handler';
import type { Lead } from '../leads/lead';
import { formRuntime, startEmulators, type Emulators } from './emulators';
import { makeEvent, TOUR_DAY, TOUR_WINDOW, tourToday } from './support';
import { addDays } from '../../../contracts/hours/exceptions';

const NUM_RUNS = 1000;
const MAX_BYTES = 32 * 1024;

// The strict rules, written out apart from the schema, so the schema cannot mark its own work.
const LIMITS: Record<string, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
};
const FORBIDDEN = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
const IN_MESSAGE_ALLOWED = new Set(['\t', '\n', '\r']);
const isForbidden = (char: string, multiline: boolean) => {
  if (multiline && IN_MESSAGE_ALLOWED.has(char)) return false;
  const code = char.codePointAt(0)!;
  return FORBIDDEN.some(([low, high]) => code >= low! && code <= high!);
};

/** Why a stored lead breaks the strict rules, or undefined. */
function strictRuleBroken(lead: Lead): string | undefined {
  const fields = lead.fields as Record<string, unknown>;
  for (const [field, limit] of Object.entries(LIMITS)) {
    const value = fields[field];
    if (value === undefined && (field === 'subject' || field === 'message')) continue;
    if (typeof value !== 'string') return `${field} is ${typeof value}`;
    if (value.length > limit) return `${field} is ${value.length} long`;
    if ([...value].some((char) => isForbidden(char, field === 'message'))) {
      return `${field} holds a control or direction character`;
    }
  }
  const phone = String(fields.phone);
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (!/^\+?[0-9 ().-]+$/.test(phone) || digits < 7 || digits > 15) return `phone "${phone}"`;
  for (const flag of ['trial', 'personal_training']) {
    if (flag in fields && typeof fields[flag] !== 'boolean') return `${flag} is not a boolean`;
  }
  return undefined;
}

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
  tour: ['name', 'email', 'phone', 'day', 'time', ...CONSENT, ...ENVELOPE],
};
const REQUIRED: { [K in FormKind]: string[] } = {
  lead: ['name', 'email', 'phone', 'consentText', ...ENVELOPE],
  promo: ['name', 'email', 'phone', 'consentText', ...ENVELOPE],
  contact: ['name', 'email', 'phone', ...ENVELOPE],
  tour: ['name', 'email', 'phone', 'day', 'time', 'consentText', ...ENVELOPE],
};

let emulators: Emulators;
beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());

const withLineBreak = fc
  .tuple(fc.string(), fc.constantFrom('\r', '\n', '\r\n', '\u2028'), fc.string())
  .map((parts) => parts.join(''));
const hugeString = fc.integer({ min: 16_000, max: 70_000 }).map((n) => 'é'.repeat(n / 2));
/** Text with one character no field may hold (a message may hold tab and line breaks). */
const withInvisible = fc
  .tuple(
    fc.constantFrom('Jane', 'Hi there', '306 555 0100'),
    fc.oneof(
      fc.integer({ min: 0x00, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e),
      fc.integer({ min: 0x2066, max: 0x2069 }),
    ),
  )
  .map(([text, code]) => `${text.slice(0, 2)}${String.fromCodePoint(code)}${text.slice(2)}`);
/** Text around the longest a field takes. */
const longText = fc
  .constantFrom(99, 100, 101, 199, 200, 201, 254, 255, 4999, 5000, 5001)
  .map((n) => 'x'.repeat(n));

/** Any value a field might be sent with. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  withLineBreak,
  withInvisible,
  longText,
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
    { weight: 12, arbitrary: fc.constantFrom('Jane Doe', 'Zoë Ōtsuka', '  Sam  ', '3065550100') },
    { weight: 1, arbitrary: fc.oneof(withInvisible, longText, fc.integer(), fc.boolean()) },
    { weight: 1, arbitrary: anyValue },
  );
  const phone = fc.oneof(
    {
      weight: 12,
      arbitrary: fc.constantFrom('306-555-0100', '+1 (306) 555-0100', '306.555.0100', '5550100'),
    },
    { weight: 1, arbitrary: fc.constantFrom('555-010', 'call me', '+1 306 555 0100 ext 2') },
    { weight: 1, arbitrary: fc.oneof(withInvisible, longText, fc.integer()) },
    { weight: 1, arbitrary: anyValue },
  );
  const flag = fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue });
  const generators: Record<string, fc.Arbitrary<unknown>> = {
    name: text,
    email: fc.oneof(
      { weight: 8, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: anyValue },
    ),
    phone,
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
    // In the window, past it, a closed hour, not a date at all.
    day: fc.oneof(
      { weight: 8, arbitrary: fc.constant(TOUR_DAY) },
      { weight: 2, arbitrary: fc.constantFrom(addDays(TOUR_DAY, 20), tourToday()) },
      { weight: 1, arbitrary: fc.constantFrom('2026-13-01', 'tomorrow', '') },
      { weight: 1, arbitrary: anyValue },
    ),
    time: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('10:00', '16:30') },
      { weight: 2, arbitrary: fc.constantFrom('17:00', '09:30', '14:15') },
      { weight: 1, arbitrary: fc.constantFrom('2 PM', '', '25:00') },
      { weight: 1, arbitrary: anyValue },
    ),
    subject: text,
    message: fc.oneof(
      { weight: 4, arbitrary: fc.string({ maxLength: 200 }) },
      { weight: 1, arbitrary: fc.constantFrom('Line one\nLine two', 'Tab\there', 'Hi\r\n') },
      { weight: 1, arbitrary: fc.oneof(withInvisible, longText) },
      { weight: 1, arbitrary: anyValue },
    ),
    recaptchaToken: fc.oneof(
      { weight: 6, arbitrary: fc.constant(LOCAL_CAPTCHA_TOKEN) },
      { weight: 3, arbitrary: fc.constantFrom('03AFcWeA5x', 'importantAction', 'local') },
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
    { weight: 6, arbitrary: validLooking },
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
          'text/plain',
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
    values = requestSchema(kind, TOUR_WINDOW()).validateSync(parsed, {
      abortEarly: false,
      stripUnknown: false,
    });
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
    const handler = createFormHandler(kind, formRuntime(store, { ses }));
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
    const leads = await store.all();
    expect(leads.map((lead) => lead.id).sort()).toEqual([...stored].sort());
    expect(leads.map(strictRuleBroken).filter(Boolean)).toEqual([]);
    // A bounded loop of real store writes: room for a busy machine, not a speed limit.
  }, 120_000);
});
