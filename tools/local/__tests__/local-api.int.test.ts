// Integration: the local production server (createSiteServer + the local backend both local
// servers start) in front of the real handlers, the real SES emulator (read back through its
// GET /store) and the real lead store (dynalite).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Email } from 'aws-ses-v2-local/dist/store';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { requestSchema } from '../../../contracts/forms/schemas';
import { buildLead } from '../../../lambda/lib/leads/lead';
import { createSiteServer } from '../../serve';
import { captureOutput } from '../../../lambda/lib/__tests__/support';
import { DEAD_ENDPOINT } from '../../../lambda/lib/__tests__/emulators';
import { LeadStore } from '../../../lambda/lib/leads/store';
import { silentLogger } from '../../../lambda/lib/log';
import { MAX_BODY_BYTES } from '../../../lambda/lib/http';
import { localDynamoClient, LOCAL_LEADS_TABLE } from '../leads-store';
import { LOCAL_MAIL } from '../local-api';
import { startLocalBackend, type LocalBackend, type LocalBackendSettings } from '../local-backend';
import { startSesEmulator, type SesEmulator } from '../ses-emulator';

let publicDir: string;
let backend: LocalBackend;
let emulator: Pick<SesEmulator, 'endpoint'>;
let site: Server;
let base: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server | null) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

async function storedMail(): Promise<Email[]> {
  const response = await fetch(`${emulator.endpoint}/store`);
  return ((await response.json()) as { emails: Email[] }).emails;
}

function post(path: string, body: unknown, contentType = 'application/json') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const CONTACT = {
  name: 'Jane <Doe>',
  email: 'jane@example.com',
  phone: '306-555-0100',
  subject: 'Towels & lockers',
  message: 'Do you rent lockers?\nThanks',
  recaptchaToken: LOCAL_CAPTCHA_TOKEN,
  page: '/contact/',
};
/** A contact message with a submissionId of its own. */
const contact = () => ({ ...CONTACT, submissionId: randomUUID() });

/** Polls until `check` holds; the test's own time-out bounds the wait. */
async function waitFor(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const SETTINGS: LocalBackendSettings = { sesPort: 0, leadsPort: 0, leadsDir: null };
const quiet = () => {};

/** Serves the site in front of a local backend; returns its base URL and a stop function. */
async function serveWith(settings: LocalBackendSettings) {
  const local = await startLocalBackend(settings, quiet);
  const server = createSiteServer({ publicDir, api: local.api });
  const url = await listen(server);
  return {
    url,
    local,
    store: new LeadStore(localDynamoClient(local.leadsEndpoint), LOCAL_LEADS_TABLE),
    async stop() {
      await close(server);
      await local.stop();
    },
  };
}

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'local-api-test-'));
  writeFileSync(join(publicDir, '404.html'), '<h1>not found</h1>');
  backend = await startLocalBackend(SETTINGS, quiet);
  emulator = { endpoint: backend.sesEndpoint };
  site = createSiteServer({ publicDir, api: backend.api });
  base = await listen(site);
});

afterAll(async () => {
  await close(site);
  await backend.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${emulator.endpoint}/clear-store`, { method: 'POST' });
});

describe('the local API', () => {
  it('sends a valid contact message to the emulator and answers {"sent":true}', async () => {
    // Act
    const response = await post('/api/contact', contact());

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mail = await storedMail();
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.destination.to).toEqual([LOCAL_MAIL.recipient]);
    expect(message!.from).toBe('website@example.com');
    expect(message!.replyTo).toEqual(['jane@example.com']);
    expect(message!.subject).toBe('Contact message from Jane <Doe>');
    expect(message!.body.text).toContain('Your Name (required): Jane <Doe>');
    expect(message!.body.text).toContain('Your Phone (required): 306-555-0100');
    expect(message!.body.text).toContain('Subject: Towels & lockers');
    expect(message!.body.text).toContain('Your Message:\nDo you rent lockers?\nThanks');
    expect(message!.body.html).toContain('Jane &lt;Doe&gt;');
    expect(message!.body.html).toContain('Towels &amp; lockers');
    expect(message!.body.html).not.toContain(LOCAL_CAPTCHA_TOKEN);
  });

  it.each([
    ['/api/lead', { trial: true }, 'Home page enquiry from Jane <Doe>', /training: Yes/],
    ['/api/promo', { personal_training: false }, 'Promo sign-up from Jane <Doe>', /sessions: No/],
  ])('sends %s too', async (path, extra, subject, line) => {
    // Prepare
    const { subject: _s, message: _m, ...person } = contact();
    const body = { ...person, ...extra, consentText: 'Yes, send me news.' };

    // Act
    const response = await post(path, body);

    // Assess
    expect(await response.json()).toEqual({ sent: true });
    const [message] = await storedMail();
    expect(message!.subject).toBe(subject);
    expect(message!.body.text).toMatch(line);
  });

  it('refuses a token other than the local one (403) and sends nothing', async () => {
    // Prepare
    const output = captureOutput();

    // Act
    const response = await post('/api/contact', { ...contact(), recaptchaToken: '03AFcWeA-real' });
    output.restore();

    // Assess
    expect(response.status).toBe(403);
    expect(output.lines).toEqual([expect.objectContaining({ message: 'captcha_rejected' })]);
    expect(await response.json()).toMatchObject({ sent: false });
    expect(await storedMail()).toHaveLength(0);
  });

  it.each([
    ['GET', undefined, undefined, 405],
    ['POST', 'text/plain', JSON.stringify(contact()), 415],
    [
      'POST',
      'application/json',
      JSON.stringify({ ...contact(), message: 'x'.repeat(MAX_BODY_BYTES + 1) }),
      413,
    ],
    ['POST', 'application/json', '{"name":', 400],
    ['POST', 'application/json', JSON.stringify({ ...contact(), email: 'nope' }), 400],
  ])('answers %s %s with %i and sends nothing', async (method, contentType, body, status) => {
    // Act
    const response = await fetch(`${base}/api/contact`, {
      method,
      headers: contentType ? { 'Content-Type': contentType } : {},
      body,
    });

    // Assess
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ sent: false });
    expect(await storedMail()).toHaveLength(0);
  });

  it('refuses a body over 1 MB before the handler sees it', async () => {
    // Act
    const response = await post('/api/contact', 'x'.repeat(1024 * 1024 + 1));

    // Assess
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ sent: false });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    // Act
    const response = await post('/api/unknown', contact());

    // Assess
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ sent: false });
    expect(await storedMail()).toHaveLength(0);
  });
});

describe('the local backend', () => {
  it('with SES_ENDPOINT where nothing listens: answers sent and keeps the lead unsent', async () => {
    // Prepare
    const outage = await serveWith({ ...SETTINGS, sesEndpoint: DEAD_ENDPOINT });
    const output = captureOutput();
    const body = contact();

    try {
      // Act
      const response = await fetch(`${outage.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

      // Assess
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ sent: true });
      expect(output.lines).toEqual([
        expect.objectContaining({ level: 'ERROR', message: 'mail_send_failed', form: 'contact' }),
      ]);
      expect((await outage.store.get(body.submissionId))?.mail.status).toBe('unsent');
    } finally {
      output.restore();
      await outage.stop();
    }
  });

  it('with LEADS_ENDPOINT where nothing listens: answers 502 and sends nothing', async () => {
    // Prepare
    const outage = await serveWith({ ...SETTINGS, leadsEndpoint: DEAD_ENDPOINT });
    const output = captureOutput();

    try {
      // Act
      const response = await fetch(`${outage.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contact()),
      });

      // Assess
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ sent: false });
      expect(output.lines).toEqual([expect.objectContaining({ message: 'lead_store_failed' })]);
      const mailbox = await fetch(`${outage.local.sesEndpoint}/store`);
      expect(((await mailbox.json()) as { emails: unknown[] }).emails).toEqual([]);
    } finally {
      output.restore();
      await outage.stop();
    }
  });

  it('keeps the leads in its folder: they are there after a restart', async () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'leads-'));
    const body = contact();
    try {
      const first = await serveWith({ ...SETTINGS, leadsDir: dir });
      await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      await first.stop();

      // Act
      const second = await serveWith({ ...SETTINGS, leadsDir: dir });
      const lead = await second.store.get(body.submissionId);
      await second.stop();

      // Assess
      expect(lead).toMatchObject({
        id: body.submissionId,
        form: 'contact',
        mail: { status: 'sent' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the retrier every few seconds: a lead left unsent is mailed without a request', async () => {
    // Prepare: a lead whose first sender gave up.
    const local = await serveWith({ ...SETTINGS, retryMs: 50, logger: silentLogger });
    const values = await requestSchema('contact').validate({ ...contact(), name: 'Retried Rae' });
    const lead = buildLead('contact', values, { receivedAt: new Date() });

    try {
      // Act
      await local.store.putNew(lead, { owner: 'gone', until: 0 });

      // Assess
      await waitFor(async () => {
        const response = await fetch(`${local.local.sesEndpoint}/store`);
        const { emails } = (await response.json()) as { emails: { subject: string }[] };
        return emails.some((mail) => mail.subject === 'Contact message from Retried Rae');
      });
      // The lead is marked sent just after SES took the mail.
      await waitFor(async () => (await local.store.get(lead.id))?.mail.status === 'sent');
    } finally {
      await local.stop();
    }
  });
});

describe('startSesEmulator', () => {
  it('carries on with a notice when another emulator has the port', async () => {
    // Prepare
    const port = Number(new URL(emulator.endpoint).port);
    const log = jest.fn();

    // Act
    const second = await startSesEmulator({ port, log });

    // Assess
    expect(second.server).toBeNull();
    expect(second.endpoint).toBe(emulator.endpoint);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/in use by another one.*using it/);
  });

  it('says so when something else has the port', async () => {
    // Prepare
    const other = createServer((_req, res) => res.end('{"something":"else"}'));
    const port = Number(new URL(await listen(other)).port);
    const log = jest.fn();

    try {
      // Act
      const result = await startSesEmulator({ port, log });

      // Assess
      expect(result.server).toBeNull();
      expect(log.mock.calls[0]![0]).toMatch(/in use by something else.*SES_PORT/);
    } finally {
      await close(other);
    }
  });
});

describe('an upload the visitor abandons', () => {
  it('ends quietly: no stack trace, no lead, no mail, and the server goes on', async () => {
    // Prepare
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { hostname, port } = new URL(base);

    try {
      // Act: half a body, then the socket goes away.
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 500\r\n\r\n{"name":"Ja',
            () => setTimeout(() => socket.destroy(), 50),
          );
        });
        socket.on('close', () => resolve());
      });
      const after = await post('/api/contact', contact());

      // Assess
      expect(after.status).toBe(200);
      expect(errors).not.toHaveBeenCalled();
      expect(await storedMail()).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});
