// The local servers' bot check: the local token by default, or the deployed verifier with
// CAPTCHA_SECRET, asking CAPTCHA_SITEVERIFY_URL (here a stand-in on a loopback port).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAPTCHA_ACTION, LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { SITEVERIFY_URL } from '../../../lambda/lib/captcha';
import {
  describeCaptchaMode,
  localCaptchaSettings,
  localCaptchaVerifier,
  siteverifyUrlProblem,
} from '../local-captcha';

const signal = () => AbortSignal.timeout(5_000);

describe('localCaptchaSettings', () => {
  it('is the local token without a secret', () => {
    expect(localCaptchaSettings({})).toEqual({ mode: 'local-token' });
    expect(localCaptchaSettings({ CAPTCHA_SECRET: ' ' })).toEqual({ mode: 'local-token' });
  });

  it("asks Google's siteverify with a secret, or the endpoint given", () => {
    expect(localCaptchaSettings({ CAPTCHA_SECRET: 'shh' })).toEqual({
      mode: 'siteverify',
      secret: 'shh',
      siteverifyUrl: SITEVERIFY_URL,
    });
    const standIn = 'http://127.0.0.1:8117/recaptcha/api/siteverify';
    expect(
      localCaptchaSettings({ CAPTCHA_SECRET: 'shh', CAPTCHA_SITEVERIFY_URL: standIn }),
    ).toEqual({ mode: 'siteverify', secret: 'shh', siteverifyUrl: standIn });
  });

  it('refuses an endpoint without a secret, and one that is not https off this machine', () => {
    expect(() => localCaptchaSettings({ CAPTCHA_SITEVERIFY_URL: SITEVERIFY_URL })).toThrow(
      'CAPTCHA_SITEVERIFY_URL is set but CAPTCHA_SECRET is not',
    );
    expect(() =>
      localCaptchaSettings({
        CAPTCHA_SECRET: 'shh',
        CAPTCHA_SITEVERIFY_URL: 'http://example.com/',
      }),
    ).toThrow('CAPTCHA_SITEVERIFY_URL must be https, or http on a loopback address');
  });

  it.each([
    ['https://siteverify.example.com/recaptcha/api/siteverify', undefined],
    ['http://localhost:8117/', undefined],
    ['http://127.0.0.1:8117/', undefined],
    ['http://[::1]:8117/', undefined],
    ['http://10.0.0.5/', 'must be https, or http on a loopback address'],
    ['ftp://127.0.0.1/', 'must be https, or http on a loopback address'],
    ['not a url', 'must be a URL'],
  ])('siteverifyUrlProblem(%s)', (url, problem) => {
    if (problem === undefined) expect(siteverifyUrlProblem(url)).toBeUndefined();
    else expect(siteverifyUrlProblem(url)).toContain(problem);
  });

  it('names the mode without the secret', () => {
    const line = describeCaptchaMode(localCaptchaSettings({ CAPTCHA_SECRET: 'shh' }));
    expect(line).toContain(SITEVERIFY_URL);
    expect(line).not.toContain('shh');
  });
});

describe('localCaptchaVerifier', () => {
  let server: Server;
  let url: string;
  const asked: URLSearchParams[] = [];
  let answer: Record<string, unknown> = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        asked.push(new URLSearchParams(body));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (asked.length = 0));

  it('passes the local token, and only it, in the local mode', async () => {
    const verifier = localCaptchaVerifier({ mode: 'local-token' });
    expect(await verifier.verify(LOCAL_CAPTCHA_TOKEN, { signal: signal() })).toEqual({
      verdict: 'passed',
    });
    expect((await verifier.verify('a-google-token', { signal: signal() })).verdict).toBe(
      'rejected',
    );
  });

  it('asks siteverify with the secret, for the local hostnames', async () => {
    const verifier = localCaptchaVerifier({
      mode: 'siteverify',
      secret: 'shh',
      siteverifyUrl: url,
    });
    answer = { success: true, action: CAPTCHA_ACTION, score: 0.9, hostname: 'localhost' };

    const passed = await verifier.verify('token-1', { remoteIp: '127.0.0.1', signal: signal() });
    answer = { ...answer, hostname: 'www.example.com' };
    const elsewhere = await verifier.verify('token-2', { signal: signal() });
    const local = await verifier.verify(LOCAL_CAPTCHA_TOKEN, { signal: signal() });

    expect(passed).toEqual({ verdict: 'passed' });
    expect(elsewhere).toEqual({
      verdict: 'rejected',
      reason: 'hostname "www.example.com" is not allowed',
    });
    // As deployed, the local token is just another token to ask about.
    expect(local.verdict).toBe('rejected');
    expect(asked.map((form) => Object.fromEntries(form))).toEqual([
      { secret: 'shh', response: 'token-1', remoteip: '127.0.0.1' },
      { secret: 'shh', response: 'token-2' },
      { secret: 'shh', response: LOCAL_CAPTCHA_TOKEN },
    ]);
  });
});
