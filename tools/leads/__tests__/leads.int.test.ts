// `npm run leads`, run in process against a real local store (dynalite) and the SES emulator, as
// when `npm start` is running; and against the store's folder when nothing runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import { parse } from 'csv-parse/sync';
import { requestSchema, type FormKind } from '../../../contracts/forms/schemas';
import { DEAD_ENDPOINT, formRuntime, sesClient } from '../../../lambda/lib/__tests__/emulators';
import {
  CONSENT_TEXT,
  jsonEvent,
  makeEvent,
  validBody,
} from '../../../lambda/lib/__tests__/support';
import { createFormHandler } from '../../../lambda/lib/form-handler';
import { buildLead } from '../../../lambda/lib/leads/lead';
import { LeadStore } from '../../../lambda/lib/leads/store';
import {
  ensureLeadTable,
  localDynamoClient,
  LOCAL_LEADS_TABLE,
  startLeadsStore,
  type LeadsStoreServer,
} from '../../local/leads-store';
import { startSesEmulator, type SesEmulator } from '../../local/ses-emulator';
import { run } from '../main';

let dir: string;
let leads: LeadsStoreServer;
let ses: SesEmulator;
let store: LeadStore;
let env: NodeJS.ProcessEnv;

/** Runs a command line; its exit code and what it printed. */
async function leadsCli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) }, env);
  return { code, out, err };
}

/** Stores a lead the way the site does, through the handler (SES down: it stays unsent). */
async function send(kind: FormKind, fields: Record<string, unknown>, sesEndpoint = ses.endpoint) {
  const body = validBody(kind, fields);
  const handler = createFormHandler(kind, formRuntime(store, { ses: sesClient(sesEndpoint) }));
  expect((await handler(jsonEvent(body))).statusCode).toBe(200);
  return body.submissionId;
}

beforeAll(async () => {
  ses = await startSesEmulator({ port: 0, log: () => {} });
});
afterAll(async () => {
  ses.server?.closeAllConnections();
  await new Promise((resolve) => ses.server?.close(resolve));
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  leads = await startLeadsStore({ port: 0, dir: null, log: () => {} });
  const client = localDynamoClient(leads.endpoint);
  await ensureLeadTable(client, LOCAL_LEADS_TABLE);
  store = new LeadStore(client, LOCAL_LEADS_TABLE);
  env = {
    LEADS_PORT: new URL(leads.endpoint).port,
    SES_PORT: new URL(ses.endpoint).port,
    LEADS_DIR: dir,
  };
});
afterEach(async () => {
  await leads.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('list', () => {
  it('shows the leads as a table, filtered by form and date', async () => {
    // Prepare
    await send('lead', { name: 'Lena Lead', consent: true });
    await send('contact', { name: 'Carl Contact' });

    // Act
    const all = await leadsCli('list', '--local');
    const promos = await leadsCli('list', '--local', '--form', 'contact');
    const future = await leadsCli('list', '--local', '--since', '2999-01-01');

    // Assess
    expect(all.code).toBe(0);
    expect(all.out).toMatch(/Lena Lead .* jane@example\.com .* yes +sent/);
    expect(all.out).toMatch(/Carl Contact .* - +sent/);
    expect(all.out).toMatch(/2 leads\n$/);
    expect(promos.out).not.toContain('Lena Lead');
    expect(promos.out).toContain('Carl Contact');
    expect(future.out).toMatch(/0 leads\n$/);
  });

  it.each([
    [['list', '--local', '--form', 'newsletter'], /--form must be lead, promo, contact/],
    [['list', '--local', '--since', 'yesterday'], /--since must be a date such as 2025-01-31/],
    [['export', '--local', '--format', 'xlsx'], /--format must be csv, json/],
    [['delete', '--local'], /--email is required/],
    [['resend', '--local'], /--id is required/],
    [['list', '--local', '--colour'], /Unknown option '--colour'/],
    [['purge'], /Unknown command "purge"/],
  ])('refuses %j with a clear message', async (argv, message) => {
    // Act
    const result = await leadsCli(...argv);

    // Assess
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
  });

  it('explains itself with --help', async () => {
    for (const argv of [['--help'], ['list', '--help'], ['delete', '-h']]) {
      const result = await leadsCli(...argv);
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toContain('Usage: npm run leads -- <command> [options]');
      expect(result.out).toContain('--local');
    }
  });
});

describe('export', () => {
  it('writes RFC 4180 CSV that round-trips, with formulas neutralised and the consent', async () => {
    // Prepare
    const attack = '=HYPERLINK("http://x")';
    await send('promo', { name: attack, consent: true, phone: '+1 306-555-0100' });
    await send('contact', { name: 'Ann, "the" Plumber', message: 'line one\nline two' });
    await send('tour', { name: 'Tom Tour', consent: false });

    // Act
    const result = await leadsCli('export', '--local');

    // Assess
    expect(result.code).toBe(0);
    expect(result.out.startsWith('\uFEFF')).toBe(true);
    expect(result.out.split('\r\n').length).toBeGreaterThan(3);
    const records = parse(result.out, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    const [promo, contact, tour] = records;
    expect(tour).toMatchObject({ form: 'tour', day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(tour!.time).toMatch(/^\d\d:\d\d$/);
    expect(promo).toMatchObject({
      form: 'promo',
      name: `'${attack}`,
      phone: "'+1 306-555-0100",
      consentGiven: 'yes',
      consentWording: CONSENT_TEXT,
      mailStatus: 'sent',
    });
    expect(contact).toMatchObject({
      name: 'Ann, "the" Plumber',
      message: 'line one\nline two',
      consentGiven: '',
    });
    for (const record of records) {
      for (const value of Object.values(record)) expect(value).not.toMatch(/^[=+\-@]/);
    }
  });

  it('writes JSON with every stored field', async () => {
    // Prepare
    const id = await send('lead', { name: 'Jason Json', consent: false });

    // Act
    const result = await leadsCli('export', '--local', '--format', 'json');

    // Assess
    const [lead] = JSON.parse(result.out) as Record<string, unknown>[];
    expect(lead).toMatchObject({
      id,
      form: 'lead',
      fields: { name: 'Jason Json', trial: true },
      consent: { given: false, wording: CONSENT_TEXT },
      page: '/contact/',
      mail: { status: 'sent', attempts: 1 },
    });
  });
});

describe('delete --email', () => {
  it("removes exactly that person's leads, whatever the case of the address", async () => {
    // Prepare
    await send('lead', { name: 'Pat One', email: 'Pat@Example.com' });
    await send('promo', { name: 'Pat Two', email: 'pat@example.com' });
    const kept = await send('lead', { name: 'Someone Else', email: 'patricia@example.com' });

    // Act
    const result = await leadsCli('delete', '--local', '--email', 'PAT@example.COM');
    const again = await leadsCli('delete', '--local', '--email', 'pat@example.com');

    // Assess
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/^Deleted 2 leads of PAT@example\.COM/);
    expect(again.out).toMatch(/^No leads of pat@example\.com/);
    expect((await store.all()).map((lead) => lead.id)).toEqual([kept]);
  });
});

describe('resend --id', () => {
  it("sends an unsent lead's e-mail, and refuses one already sent or unknown", async () => {
    // Prepare: stored while SES was down.
    const id = await send('lead', { name: 'Resend Ruth' }, DEAD_ENDPOINT);
    await fetch(`${ses.endpoint}/clear-store`, { method: 'POST' });

    // Act
    const first = await leadsCli('resend', '--local', '--id', id);
    const second = await leadsCli('resend', '--local', '--id', id);
    const unknown = await leadsCli('resend', '--local', '--id', 'no-such-lead');

    // Assess
    expect(first).toMatchObject({ code: 0, out: `Sent lead ${id} (Resend Ruth) to the club.\n` });
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/was already sent on .*; nothing to do/);
    expect(unknown.err).toMatch(/No lead with id no-such-lead/);
    const mail = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
      emails: { subject: string }[];
    };
    expect(mail.emails.map((m) => m.subject)).toEqual(['Home page enquiry from Resend Ruth']);
  });

  it('says why when SES cannot be reached, and leaves the lead unsent', async () => {
    // Prepare
    const id = await send('lead', { name: 'Still Down' }, DEAD_ENDPOINT);
    env.SES_ENDPOINT = DEAD_ENDPOINT;

    // Act
    const result = await leadsCli('resend', '--local', '--id', id);

    // Assess
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Could not send lead .*ECONNREFUSED.*It stays unsent/s);
    expect((await store.get(id))?.mail).toMatchObject({ status: 'unsent', attempts: 2 });
  });
});

/** Stores a form posted without a script by a browser (Origin and all): a lead to review. */
async function sendWithoutScript(name: string) {
  const { recaptchaToken: _t, submissionId: _s, ...body } = validBody('contact', { name });
  const handler = createFormHandler(
    'contact',
    formRuntime(store, { ses: sesClient(ses.endpoint) }),
  );
  const event = makeEvent({
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:8000',
      origin: 'http://localhost:8000',
    },
    body: new URLSearchParams(body as Record<string, string>).toString(),
  });
  expect((await handler(event)).statusCode).toBe(303);
  const [lead] = (await store.all()).filter((stored) => stored.fields.name === name);
  return lead!.id;
}

describe('leads to review', () => {
  it('are listed TO REVIEW and exported; release mails one, delete --id removes one', async () => {
    // Prepare
    await fetch(`${ses.endpoint}/clear-store`, { method: 'POST' });
    const person = await sendWithoutScript('Nora Noscript');
    const spam = await sendWithoutScript('Spam Bot');

    // Act
    const listed = await leadsCli('list', '--local');
    const exported = await leadsCli('export', '--local');
    const released = await leadsCli('release', '--local', '--id', person);
    const again = await leadsCli('release', '--local', '--id', person);
    const deleted = await leadsCli('delete', '--local', '--id', spam);

    // Assess
    expect(listed.out).toMatch(/Nora Noscript .* TO REVIEW/);
    expect(exported.out).toMatch(/Nora Noscript.*,skipped,pending,/);
    expect(released).toMatchObject({ code: 0 });
    expect(released.out).toContain(`Sent lead ${person} (Nora Noscript) to the club.`);
    expect(again.err).toMatch(/No lead to review with id/);
    expect(deleted.out).toMatch(new RegExp(`^Deleted lead ${spam} from the local store`));
    expect((await store.all()).map((lead) => lead.id)).toEqual([person]);
    const mail = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
      emails: { subject: string }[];
    };
    expect(mail.emails.map((m) => m.subject)).toEqual(['Contact message from Nora Noscript']);
  });

  it('release is done when the retrier takes the released lead first', async () => {
    // Prepare: the retrier's lease, as if it claimed the lead the moment it was released.
    const id = await sendWithoutScript('Rita Raced');
    await store.update(id, {
      UpdateExpression: 'SET leaseOwner = :owner, leaseUntil = :until',
      ExpressionAttributeValues: marshall({ ':owner': 'retrier', ':until': Date.now() + 60_000 }),
    });

    // Act
    const released = await leadsCli('release', '--local', '--id', id);
    const resent = await leadsCli('resend', '--local', '--id', id);

    // Assess
    expect(released).toMatchObject({ code: 0, err: '' });
    expect(released.out).toContain(`The retrier took lead ${id} first; it is on its way`);
    expect(resent).toMatchObject({ code: 1 });
    expect(resent.err).toContain('being sent by another process');
  });
});

describe('--local with no local server running', () => {
  it('opens the store folder itself', async () => {
    // Prepare: a lead left in the folder by an earlier server.
    const earlier = await startLeadsStore({ port: 0, dir, log: () => {} });
    const client = localDynamoClient(earlier.endpoint);
    await ensureLeadTable(client, LOCAL_LEADS_TABLE);
    const values = await requestSchema('lead').validate(validBody('lead', { name: 'Kept Kim' }));
    await new LeadStore(client, LOCAL_LEADS_TABLE).putNew(
      buildLead('lead', values, { receivedAt: new Date() }),
      {
        owner: 'x',
        until: 0,
      },
    );
    client.destroy();
    await earlier.close();
    env.LEADS_PORT = new URL(DEAD_ENDPOINT).port;

    // Act
    const result = await leadsCli('list', '--local');

    // Assess
    expect(result.out).toMatch(/Kept Kim .* UNSENT \(0 tries\)/);
  });
});

describe('the deployed table', () => {
  it('is read through the usual SDK chain (here pointed at dynalite)', async () => {
    // Prepare
    await send('contact', { name: 'Cloud Claire' });
    env = {
      LEADS_TABLE: LOCAL_LEADS_TABLE,
      AWS_REGION: 'ca-central-1',
      AWS_ACCESS_KEY_ID: 'x',
      AWS_SECRET_ACCESS_KEY: 'x',
      AWS_ENDPOINT_URL_DYNAMODB: leads.endpoint,
    };
    const saved = { ...process.env };
    Object.assign(process.env, env);

    try {
      // Act
      const result = await leadsCli('list');

      // Assess
      expect(result.out).toContain('Cloud Claire');
    } finally {
      process.env = saved;
    }
  });

  it('says what to check when the stack cannot be reached', async () => {
    // Prepare
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_REGION: 'ca-central-1',
      AWS_ACCESS_KEY_ID: 'x',
      AWS_SECRET_ACCESS_KEY: 'x',
      AWS_ENDPOINT_URL_CLOUDFORMATION: DEAD_ENDPOINT,
      AWS_MAX_ATTEMPTS: '1',
    });
    env = {};

    try {
      // Act
      const result = await leadsCli('list');

      // Assess
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/Could not reach the deployed stack .*AWS_PROFILE.*--local/s);
    } finally {
      process.env = saved;
    }
  });
});
