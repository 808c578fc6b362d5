// The SES stand-in's fault mode, through the real emulator and the real SES client: a send
// answered 503, a send never answered, a slowed send that still arrives, and the mailbox read
// at once whatever the sends do. No timing is asserted.
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { Email } from 'aws-ses-v2-local/dist/store';
// This client tries each call three times (the SDK's default).
import { MAIL_SETTINGS, sesClient } from '../../../lambda/lib/__tests__/emulators';
import { startSesEmulator, type SesEmulator } from '../ses-emulator';
import type { SesFaults } from '../ses-faults';

let emulator: SesEmulator | undefined;
afterEach(async () => {
  emulator?.server?.closeAllConnections();
  await new Promise((resolve) => emulator?.server?.close(resolve));
  emulator = undefined;
});

async function start(faults: Omit<SesFaults, 'delayMs'> & { delayMs?: number }) {
  emulator = await startSesEmulator({ port: 0, log: () => {}, faults: { delayMs: 0, ...faults } });
  // The emulator's mailbox is one per process, shared by every emulator a test starts.
  await fetch(`${emulator.endpoint}/clear-store`, { method: 'POST' });
  return emulator;
}

const mail = (subject: string) =>
  new SendEmailCommand({
    Source: MAIL_SETTINGS.sender,
    Destination: { ToAddresses: [MAIL_SETTINGS.recipient] },
    Message: { Subject: { Data: subject }, Body: { Text: { Data: 'Hello' } } },
  });

async function mails(endpoint: string): Promise<Email[]> {
  const response = await fetch(`${endpoint}/store`);
  return ((await response.json()) as { emails: Email[] }).emails;
}

describe('the SES stand-in with faults', () => {
  it('answers a failed send 503 ServiceUnavailable, on every retry of the SDK, and keeps no mail', async () => {
    // Prepare
    const { endpoint } = await start({ errorShare: 1, timeoutShare: 0 });

    // Act
    const sending = sesClient(endpoint).send(mail('Refused'));

    // Assess
    await expect(sending).rejects.toMatchObject({
      name: 'ServiceUnavailable',
      $metadata: { httpStatusCode: 503, attempts: 3 },
    });
    expect(await mails(endpoint)).toEqual([]);
  });

  it('never answers a send held as a time-out: the client’s own deadline ends it', async () => {
    // Prepare
    const { endpoint } = await start({ errorShare: 0, timeoutShare: 1 });

    // Act
    const sending = sesClient(endpoint).send(mail('Held'), {
      abortSignal: AbortSignal.timeout(300),
    });

    // Assess
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(await mails(endpoint)).toEqual([]);
  });

  it('delivers a slowed send that does not fail, to the mailbox the emulator shows', async () => {
    // Prepare
    const { endpoint } = await start({ delayMs: 50, errorShare: 0, timeoutShare: 0 });

    // Act
    const sent = await sesClient(endpoint).send(mail('Slow but sent'));

    // Assess
    expect(sent.MessageId).toEqual(expect.any(String));
    expect((await mails(endpoint)).map((email) => email.subject)).toEqual(['Slow but sent']);
  });

  it('chooses each send’s outcome by its draw', async () => {
    // Prepare: the first draw fails, the rest pass.
    const draws = [0, 0.9, 0.9];
    const { endpoint } = await start({
      errorShare: 0.5,
      timeoutShare: 0,
      draw: () => draws.shift() ?? 0.9,
    });

    // Act: the SDK retries the 503 once, which passes.
    const sent = await sesClient(endpoint).send(mail('Second time lucky'));

    // Assess
    expect(sent.$metadata.attempts).toBe(2);
    expect(await mails(endpoint)).toHaveLength(1);
  });
});
