// Property-based: thousands of generated requests per route. Whatever arrives, the handler never
// answers 5xx, sends mail only for a body the shared schema accepts, and sends a valid body with
// an accepted captcha exactly once.
import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import fc from 'fast-check';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { FORM_KINDS, requestSchema, type FormKind } from '../../../src/forms/schemas';
import { createLocalCaptchaVerifier } from '../../local/local-captcha';
import { createFormHandler } from '../form-handler';
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

const FIELDS: { [K in FormKind]: string[] } = {
  lead: ['name', 'email', 'phone', 'trial', 'recaptchaToken'],
  promo: ['name', 'email', 'phone', 'personal_training', 'recaptchaToken'],
  contact: ['name', 'email', 'phone', 'subject', 'message', 'recaptchaToken'],
};

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
    .record(record, { requiredKeys: ['name', 'email', 'phone', 'recaptchaToken'] })
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
function expectedStatus(kind: FormKind, request: GeneratedRequest): number {
  if (request.method !== 'POST') return 405;
  const mediaType = request.contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return 415;
  if (Buffer.byteLength(request.body) > MAX_BYTES) return 413;
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return 400;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 400;
  let values: { recaptchaToken: string };
  try {
    values = requestSchema(kind).validateSync(parsed, { abortEarly: false, stripUnknown: false });
  } catch {
    return 400;
  }
  return values.recaptchaToken === LOCAL_CAPTCHA_TOKEN ? 200 : 403;
}

describe.each(FORM_KINDS)('the %s handler, with generated requests', (kind) => {
  it(`never fails, and sends exactly the valid bodies (${NUM_RUNS} runs)`, async () => {
    // Prepare
    let sends = 0;
    const ses = {
      send: async (_command: SendEmailCommand): Promise<SendEmailCommandOutput> => {
        sends += 1;
        return { MessageId: 'generated', $metadata: {} };
      },
    };
    const handler = createFormHandler(kind, {
      mail: { recipient: 'club@example.com', sender: 'website@example.com' },
      ses,
      captcha: createLocalCaptchaVerifier(),
      logger: recordingLogger(),
    });
    const statuses = new Map<number, number>();

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
        expect(status).toBe(expectedStatus(kind, request));
        expect(sends).toBe(status === 200 ? 1 : 0);
        expect(JSON.parse(result.body ?? '')).toMatchObject({ sent: status === 200 });
      }),
      { numRuns: NUM_RUNS },
    );

    // The generators reach every answer, the sent one included, often enough to mean something.
    for (const status of [200, 400, 403, 405, 413, 415]) {
      expect(statuses.get(status) ?? 0).toBeGreaterThan(NUM_RUNS / 200);
    }
  });
});
