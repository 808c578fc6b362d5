// No lead is lost: the journeys of a lead across the real lead store (dynalite) and the real SES
// emulator, with outages made by pointing a client at an address where nothing listens.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { LOCAL_CAPTCHA_TOKEN } from '../../../../contracts/forms/captcha-constants';
import { requestSchema } from '../../../../contracts/forms/schemas';
import { LEAD_RETENTION_DAYS } from '../../../../contracts/lead-table';
import { localDynamoClient } from '../../../../tools/local/leads-store';
import { createFormHandler, type FormRuntime } from '../../form-handler';
import {
  courier,
  DEAD_ENDPOINT,
  formRuntime,
  sesClient,
  startEmulators,
  type Emulators,
} from '../../__tests__/emulators';
import {
  CONSENT_TEXT,
  jsonEvent,
  parseBody,
  recordingLogger,
  validBody,
} from '../../__tests__/support';
import { LEASE_MS } from '../deliver';
import { buildLead } from '../lead';
import { retryUnsent } from '../retrier';
import { LeadStore } from '../store';

let emulators: Emulators;
let store: LeadStore;

beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(() => emulators.stop());
beforeEach(async () => {
  store = await emulators.newStore();
  await emulators.clearMails();
});

/** This test's store, mailing through `sesEndpoint`, with `over`. */
const runtime = (sesEndpoint: string, over: Partial<FormRuntime> = {}) =>
  formRuntime(store, { ses: sesClient(sesEndpoint), ...over });

const mailsTo = async (name: string) =>
  (await emulators.mails()).filter((mail) => mail.subject.endsWith(` from ${name}`));

describe('SES down', () => {
  it('the visitor is told sent, the lead waits unsent, and the retrier sends it once SES is back', async () => {
    // Prepare
    const body = validBody('lead', { name: 'Outage Olga' });
    const handler = createFormHandler('lead', runtime(DEAD_ENDPOINT));

    // Act: SES is down.
    const result = await handler(jsonEvent(body));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ sent: true });
    const waiting = await store.get(body.submissionId);
    expect(waiting?.mail).toMatchObject({ status: 'unsent', attempts: 1 });
    expect(waiting?.mail.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await store.unsent()).toEqual([
      { id: body.submissionId, receivedAt: waiting!.receivedAt },
    ]);

    // Act: SES is back; the retrier runs twice.
    const up = courier(store, emulators.ses.endpoint, recordingLogger());
    const first = await retryUnsent(up);
    const second = await retryUnsent(up);

    // Assess
    expect(first).toMatchObject({ sent: 1, failed: 0, unsent: 0 });
    expect(second).toMatchObject({ sent: 0, failed: 0, busy: 0, unsent: 0 });
    expect(await mailsTo('Outage Olga')).toHaveLength(1);
    const sent = await store.get(body.submissionId);
    expect(sent?.mail).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(String) });
    expect(await store.unsent()).toEqual([]);
  });

  it('reports the age of the oldest lead still unsent, for the alarm', async () => {
    // Prepare
    const body = validBody('promo');
    const receivedAt = new Date('2030-01-01T10:00:00Z');
    const clock = { now: () => receivedAt };
    await createFormHandler('promo', runtime(DEAD_ENDPOINT, clock))(jsonEvent(body));
    const later = new Date(receivedAt.getTime() + 31 * 60 * 1000);

    // Act
    const report = await retryUnsent({
      ...courier(store, DEAD_ENDPOINT, recordingLogger()),
      now: () => later,
    });

    // Assess
    expect(report).toMatchObject({ failed: 1, unsent: 1, oldestUnsentAgeSeconds: 31 * 60 });
  });
});

describe('store down', () => {
  it('answers 502 and sends no e-mail', async () => {
    // Prepare
    const logger = recordingLogger();
    const downStore = new LeadStore(localDynamoClient(DEAD_ENDPOINT), 'leads');
    const handler = createFormHandler(
      'contact',
      runtime(emulators.ses.endpoint, { store: downStore, logger }),
    );

    // Act
    const result = await handler(jsonEvent(validBody('contact', { name: 'Nostore Nick' })));

    // Assess
    expect(result.statusCode).toBe(502);
    expect(parseBody(result)).toEqual({ sent: false });
    expect(await mailsTo('Nostore Nick')).toHaveLength(0);
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'error', event: 'lead_store_failed', form: 'contact' }),
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain('Nostore Nick');
  });
});

describe('the same submissionId twice', () => {
  it('one after the other: the same answer, one lead, one e-mail', async () => {
    // Prepare
    const handler = createFormHandler('lead', runtime(emulators.ses.endpoint));
    const body = validBody('lead', { name: 'Twice Tina' });

    // Act
    const first = await handler(jsonEvent(body));
    const again = await handler(jsonEvent(body));

    // Assess
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(await store.all()).toHaveLength(1);
    expect(await mailsTo('Twice Tina')).toHaveLength(1);
  });

  it('at the same moment (a retry racing a slow first try): one lead, one e-mail', async () => {
    // Prepare
    const handler = createFormHandler('promo', runtime(emulators.ses.endpoint));
    const body = validBody('promo', { name: 'Racing Rita' });

    // Act
    const answers = await Promise.all([1, 2, 3].map(() => handler(jsonEvent(body))));

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await store.all()).toHaveLength(1);
    expect(await mailsTo('Racing Rita')).toHaveLength(1);
  });
});

describe('two retriers at once', () => {
  it('send each waiting lead once', async () => {
    // Prepare: three leads stored while SES was down.
    const handler = createFormHandler('contact', runtime(DEAD_ENDPOINT));
    for (const name of ['Queue One', 'Queue Two', 'Queue Three']) {
      await handler(jsonEvent(validBody('contact', { name })));
    }

    // Act
    const reports = await Promise.all([
      retryUnsent(courier(store, emulators.ses.endpoint, recordingLogger())),
      retryUnsent(courier(store, emulators.ses.endpoint, recordingLogger())),
    ]);

    // Assess
    expect(reports[0]!.sent + reports[1]!.sent).toBe(3);
    for (const name of ['Queue One', 'Queue Two', 'Queue Three']) {
      expect(await mailsTo(name)).toHaveLength(1);
    }
  });

  it('leave a lead alone while another sender holds it, and take it once its lease ran out', async () => {
    // Prepare: a sender took the lead at t0 and died before it finished.
    const t0 = new Date('2030-01-01T10:00:00Z');
    const body = validBody('lead', { name: 'Held Hank' });
    const values = await requestSchema('lead').validate(body);
    const lead = buildLead('lead', values, { receivedAt: t0 });
    await store.putNew(lead, { owner: 'a-sender-that-died', until: t0.getTime() + LEASE_MS });
    const at = (ms: number) => ({
      ...courier(store, emulators.ses.endpoint, recordingLogger()),
      now: () => new Date(ms),
    });

    // Act
    const notTheHolder = await store.recordAttempt(lead.id, 'someone-else', t0);
    const during = await retryUnsent(at(t0.getTime() + LEASE_MS - 1));
    const after = await retryUnsent(at(t0.getTime() + LEASE_MS + 1));

    // Assess
    expect(notTheHolder).toBe(false);
    expect(during).toMatchObject({ sent: 0, busy: 1 });
    expect(after).toMatchObject({ sent: 1, busy: 0 });
    expect(await mailsTo('Held Hank')).toHaveLength(1);
  });
});

describe('what is stored', () => {
  it('is exactly the validated input, for any valid submission (property)', async () => {
    // Prepare
    const handler = createFormHandler('lead', runtime(emulators.ses.endpoint));
    const schema = requestSchema('lead');
    const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[\r\n]/.test(s));
    const submission = fc.record({
      name: text.filter((s) => s.trim() !== ''),
      email: fc.emailAddress(),
      phone: fc
        .tuple(
          fc.constantFrom('', '+'),
          fc.array(fc.constantFrom(...'0123456789 ().-'), { minLength: 7, maxLength: 28 }),
        )
        .map(([plus, chars]) => plus + chars.join(''))
        .filter((s) => /^\+?[0-9 ().-]*$/.test(s.trim()) && /^(\D*\d){7,15}\D*$/.test(s)),
      trial: fc.boolean(),
      consent: fc.boolean(),
      consentText: text.filter((s) => s.trim() !== ''),
      page: fc.webPath().map((path) => `/${path.replace(/^\/+/, '').replace(/\s/g, '')}`),
    });

    // Act, Assess
    await fc.assert(
      fc.asyncProperty(submission, async (input) => {
        const body = { ...input, recaptchaToken: LOCAL_CAPTCHA_TOKEN, submissionId: randomUUID() };
        const validated = await schema.validate(body);

        const result = await handler(jsonEvent(body));

        expect(result.statusCode).toBe(200);
        const lead = await store.get(body.submissionId);
        const {
          recaptchaToken: _token,
          submissionId,
          page,
          consentText,
          consent,
          ...fields
        } = validated;
        expect(lead).toEqual({
          id: submissionId,
          form: 'lead',
          fields,
          // The request's wording is never proof: only the site's own, which this is not.
          consent: {
            given: consent,
            wording: consentText === CONSENT_TEXT ? CONSENT_TEXT : '',
            version: consentText === CONSENT_TEXT ? expect.any(String) : '',
            at: lead!.receivedAt,
            form: 'lead',
            page,
            botCheck: 'passed',
            proven: consentText === CONSENT_TEXT,
          },
          receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          page,
          botCheck: { status: 'passed' },
          via: 'script',
          mail: expect.objectContaining({ status: 'sent' }),
          emailLower: validated.email.toLowerCase(),
          expiresAt:
            Math.floor(Date.parse(lead!.receivedAt) / 1000) + LEAD_RETENTION_DAYS * 24 * 60 * 60,
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('never holds the captcha token or the visitor address', async () => {
    // Prepare
    const handler = createFormHandler('promo', runtime(emulators.ses.endpoint));
    const body = validBody('promo');

    // Act
    await handler(jsonEvent(body, { sourceIp: '198.51.100.77' }));

    // Assess
    const stored = JSON.stringify(await store.all());
    expect(stored).toContain(body.submissionId);
    expect(stored).not.toContain(LOCAL_CAPTCHA_TOKEN);
    expect(stored).not.toContain('198.51.100.77');
  });
});

describe("the club's e-mail", () => {
  it.each([
    [true, /Marketing e-mail consent: YES\. On \S+ the visitor ticked "Yes, send me news/],
    [false, /Marketing e-mail consent: NO\. Do not send this person marketing e-mail/],
  ])('states the consent (given: %s) and the wording shown', async (given, statement) => {
    // Prepare
    const name = `Consent ${given ? 'Yes' : 'No'}`;
    const handler = createFormHandler('promo', runtime(emulators.ses.endpoint));

    // Act
    await handler(jsonEvent(validBody('promo', { name, consent: given })));

    // Assess
    const [mail] = await mailsTo(name);
    expect(mail!.body.text).toMatch(statement);
    if (given) expect(mail!.body.text).toContain(CONSENT_TEXT);
    expect(mail!.body.html).toContain('Marketing e-mail consent');
  });

  it('never takes a forged consent wording as proof: it records the site’s, or none', async () => {
    // Prepare
    const name = 'Forged Consent';
    const handler = createFormHandler('promo', runtime(emulators.ses.endpoint));
    const body = validBody('promo', { name, consent: true, consentText: 'I agree to anything' });

    // Act
    await handler(jsonEvent(body));

    // Assess
    const lead = await store.get(body.submissionId);
    expect(lead?.consent).toMatchObject({ given: true, wording: '', proven: false });
    expect(JSON.stringify(lead)).not.toContain('I agree to anything');
    const [mail] = await mailsTo(name);
    expect(mail!.body.text).toContain('Marketing e-mail consent: NOT PROVEN');
    expect(mail!.body.text).not.toContain('I agree to anything');
  });
});
