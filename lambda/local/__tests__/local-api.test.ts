// Integration: the local production server (createSiteServer + createLocalApi) in front of the
// real handlers and the real SES emulator, read back through the emulator's GET /store.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Email } from 'aws-ses-v2-local/dist/store';
import { LOCAL_CAPTCHA_TOKEN } from '../../../src/forms/captcha-constants';
import { createSiteServer } from '../../../scripts/serve';
import { captureOutput } from '../../lib/__tests__/support';
import { createLocalApi, LOCAL_MAIL } from '../local-api';
import { startSesEmulator, type SesEmulator } from '../ses-emulator';

let publicDir: string;
let emulator: SesEmulator;
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
};

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'local-api-test-'));
  writeFileSync(join(publicDir, '404.html'), '<h1>not found</h1>');
  emulator = await startSesEmulator({ port: 0, log: () => {} });
  site = createSiteServer({ publicDir, api: createLocalApi({ sesEndpoint: emulator.endpoint }) });
  base = await listen(site);
});

afterAll(async () => {
  await close(site);
  await close(emulator.server);
  rmSync(publicDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${emulator.endpoint}/clear-store`, { method: 'POST' });
});

describe('the local API', () => {
  it('sends a valid contact message to the emulator and answers {"sent":true}', async () => {
    // Act
    const response = await post('/api/contact', CONTACT);

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
    const body = { name: CONTACT.name, email: CONTACT.email, phone: CONTACT.phone, ...extra };

    // Act
    const response = await post(path, { ...body, recaptchaToken: LOCAL_CAPTCHA_TOKEN });

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
    const response = await post('/api/contact', { ...CONTACT, recaptchaToken: '03AFcWeA-real' });
    output.restore();

    // Assess
    expect(response.status).toBe(403);
    expect(output.lines).toEqual([expect.objectContaining({ message: 'captcha_rejected' })]);
    expect(await response.json()).toMatchObject({ sent: false });
    expect(await storedMail()).toHaveLength(0);
  });

  it.each([
    ['GET', undefined, undefined, 405],
    ['POST', 'text/plain', JSON.stringify(CONTACT), 415],
    ['POST', 'application/json', JSON.stringify({ ...CONTACT, message: 'x'.repeat(20_000) }), 413],
    ['POST', 'application/json', '{"name":', 400],
    ['POST', 'application/json', JSON.stringify({ ...CONTACT, email: 'nope' }), 400],
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
    const response = await post('/api/unknown', CONTACT);

    // Assess
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ sent: false });
    expect(await storedMail()).toHaveLength(0);
  });

  it('answers 502 and logs the submission when SES cannot be reached', async () => {
    // Prepare: an endpoint where nothing listens.
    const closed = createServer();
    const address = await listen(closed);
    await close(closed);
    const broken = createSiteServer({ publicDir, api: createLocalApi({ sesEndpoint: address }) });
    const brokenBase = await listen(broken);
    const output = captureOutput();

    try {
      // Act
      const response = await fetch(`${brokenBase}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(CONTACT),
      });

      // Assess
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ sent: false });
      expect(output.lines).toHaveLength(1);
      const entry = output.lines[0]!;
      expect(entry).toMatchObject({
        level: 'ERROR',
        message: 'mail_send_failed',
        form: 'contact',
        submission: { name: 'Jane <Doe>', email: 'jane@example.com', phone: '306-555-0100' },
      });
      expect(entry.requestId).toEqual(expect.any(String));
    } finally {
      output.restore();
      await close(broken);
    }
  }, 20_000);
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
