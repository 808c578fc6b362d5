// Forms posted without a script, against the real emulators (dynalite, the SES emulator): a
// curl-style post is refused, a post forging every browser header becomes a lead to review that
// is never mailed on its own, and one summary lists them; the staff's release mails one.
import { LEAD_RETENTION_DAYS, REVIEW_RETENTION_DAYS } from '../../../../contracts/lead-table';
import { createFormHandler } from '../../form-handler';
import {
  DEAD_ENDPOINT,
  formRuntime,
  sesClient,
  startEmulators,
  type Emulators,
} from '../../__tests__/emulators';
import { makeEvent, recordingLogger, validBody } from '../../__tests__/support';
import { sendUnsent } from '../deliver';
import { releaseLead, summarizeReview } from '../review';
import type { LeadStore } from '../store';

// A hundred posts through dynalite take longer than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

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

const courier = (sesEndpoint = emulators.ses.endpoint) =>
  formRuntime(store, { ses: sesClient(sesEndpoint), logger: recordingLogger() });

/** A contact form's fields as urlencoded, the n-th visitor's. */
function formBody(n: number, extra: Record<string, string> = {}): string {
  const { recaptchaToken: _t, submissionId: _s, ...body } = validBody('contact');
  return new URLSearchParams({
    ...(body as Record<string, string>),
    email: `bot${n}@example.com`,
    ...extra,
  }).toString();
}

const post = (body: string, headers: Record<string, string>) =>
  makeEvent({
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:8000',
      ...headers,
    },
    body,
  });

/** Every header a browser's form navigation sends, forged. */
const BROWSER = {
  origin: 'http://localhost:8000',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
};

it('100 curl-style posts: all refused, nothing stored, no mail, an empty summary', async () => {
  // Prepare
  const handler = createFormHandler('contact', courier());

  // Act
  const answers = [];
  for (let n = 0; n < 100; n += 1) answers.push(await handler(post(formBody(n), {})));
  const summary = await summarizeReview(courier());

  // Assess
  expect(new Set(answers.map((answer) => answer.headers?.Location))).toEqual(
    new Set(['/not-sent/#origin']),
  );
  expect(await store.all()).toEqual([]);
  expect(summary).toEqual({ listed: 0, waiting: 0, mail: 'none' });
  expect(await emulators.mails()).toEqual([]);
});

it('100 posts forging every browser header: stored to review, 0 mails of their own, one summary lists them all', async () => {
  // Prepare
  const handler = createFormHandler('contact', courier());

  // Act
  for (let n = 0; n < 100; n += 1) await handler(post(formBody(n), BROWSER));
  const mailsBefore = await emulators.mails();
  const summary = await summarizeReview(courier());
  const again = await summarizeReview(courier());

  // Assess
  expect(mailsBefore).toEqual([]);
  expect(summary).toEqual({ listed: 100, waiting: 0, mail: 'sent' });
  expect(again).toEqual({ listed: 0, waiting: 0, mail: 'none' });
  const mails = await emulators.mails();
  expect(mails).toHaveLength(1);
  for (let n = 0; n < 100; n += 1) expect(mails[0]!.body.text).toContain(`bot${n}@example.com`);
  const leads = await store.all();
  expect(leads).toHaveLength(100);
  expect(leads.every((lead) => lead.review?.listedAt && lead.mail.status === 'unsent')).toBe(true);
});

it('a summary SES refuses lists nothing: the next one lists the leads', async () => {
  // Prepare
  await createFormHandler('contact', courier())(post(formBody(1), BROWSER));

  // Act
  const failed = await summarizeReview(courier(DEAD_ENDPOINT));
  const next = await summarizeReview(courier());

  // Assess
  expect(failed).toMatchObject({ listed: 0, waiting: 1, mail: 'failed' });
  expect(next).toMatchObject({ listed: 1, mail: 'sent' });
});

it('a lead the staff release is mailed once, kept as any lead, its consent proven', async () => {
  // Prepare
  const { recaptchaToken: _t, submissionId: _s, ...body } = validBody('lead');
  const fields = new URLSearchParams({ ...(body as Record<string, string>), consent: 'on' });
  await createFormHandler('lead', courier())(post(fields.toString(), BROWSER));
  const [waiting] = await store.all();

  // Act
  const released = await releaseLead(store, waiting!.id, new Date());
  const again = await releaseLead(store, waiting!.id, new Date());
  const outcome = await sendUnsent(waiting!.id, 'staff', courier());

  // Assess
  expect([released, again, outcome]).toEqual([true, false, 'sent']);
  const lead = await store.get(waiting!.id);
  expect(lead).toMatchObject({
    review: { status: 'released' },
    consent: { given: true, botCheck: 'released', proven: true },
    mail: { status: 'sent' },
  });
  expect(lead!.expiresAt - waiting!.expiresAt).toBe(
    (LEAD_RETENTION_DAYS - REVIEW_RETENTION_DAYS) * 24 * 60 * 60,
  );
  expect(await emulators.mails()).toHaveLength(1);
});
