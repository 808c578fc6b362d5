import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { CAPTCHA_ACTION } from '../../../contracts/forms/captcha-constants';
import { createRecaptchaVerifier, SITEVERIFY_URL, type RecaptchaSettings } from '../captcha';
import {
  SECRET_MAX_AGE_SECONDS,
  SecretError,
  secretLoader,
  type SecretSource,
} from '../secret-loader';

const createSecretLoader = (source: SecretSource, name: string) =>
  secretLoader('the captcha secret from SSM parameter', source, name, { decrypt: true });

const GOOD_ANSWER = {
  success: true,
  action: CAPTCHA_ACTION,
  score: 0.9,
  hostname: 'www.example.com',
  challenge_ts: '2025-01-01T00:00:00Z',
};

function stubFetch(answer: unknown, status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
    Response.json(answer, { status }),
  );
}

type Options = Partial<RecaptchaSettings> & { remoteIp?: string; signal?: AbortSignal };

/** A verifier with the secret at hand, asking `fetchImpl`, verifies `token`. */
function verifyCaptcha(token: string, fetchImpl: typeof fetch, extra: Options = {}) {
  const { remoteIp, signal = AbortSignal.timeout(10_000), ...settings } = extra;
  return createRecaptchaVerifier({
    loadSecret: async () => 'the-secret',
    minScore: 0.5,
    allowedHostnames: ['www.example.com', 'example.com'],
    fetch: fetchImpl,
    ...settings,
  }).verify(token, { remoteIp, signal });
}

describe('the siteverify check', () => {
  it('passes a successful token for the right action, score and hostname', async () => {
    // Prepare
    const fetchImpl = stubFetch(GOOD_ANSWER);

    // Act
    const result = await verifyCaptcha('token-1', fetchImpl, { remoteIp: '203.0.113.7' });

    // Assess
    expect(result).toEqual({ verdict: 'passed' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({
      secret: 'the-secret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no remoteip when the address is unknown', async () => {
    // Prepare
    const fetchImpl = stubFetch(GOOD_ANSWER);

    // Act
    await verifyCaptcha('token-1', fetchImpl);

    // Assess
    const form = new URLSearchParams(String(fetchImpl.mock.calls[0]![1]?.body));
    expect(form.has('remoteip')).toBe(false);
  });

  it('accepts a hostname in any case', async () => {
    // Prepare
    const fetchImpl = stubFetch({ ...GOOD_ANSWER, hostname: 'Example.COM' });

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result.verdict).toBe('passed');
  });

  it('accepts a score equal to the minimum', async () => {
    // Prepare
    const fetchImpl = stubFetch({ ...GOOD_ANSWER, score: 0.5 });

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result.verdict).toBe('passed');
  });

  it.each([
    ['success:false', { success: false, 'error-codes': ['invalid-input-response'] }, /not valid/],
    ['a reused token', { success: false, 'error-codes': ['timeout-or-duplicate'] }, /duplicate/],
    ['no token', { success: false, 'error-codes': ['missing-input-response'] }, /missing/],
    ['no error code', { success: false }, /not valid/],
    ['success missing', { ...GOOD_ANSWER, success: undefined }, /not valid/],
    ['success as a string', { ...GOOD_ANSWER, success: 'true' }, /not valid/],
    ['wrong action', { ...GOOD_ANSWER, action: 'login' }, /wrong action "login"/],
    ['missing action', { ...GOOD_ANSWER, action: undefined }, /wrong action/],
    ['low score', { ...GOOD_ANSWER, score: 0.3 }, /score 0.3 is below 0.5/],
    ['missing score', { ...GOOD_ANSWER, score: undefined }, /score/],
    ['score as a string', { ...GOOD_ANSWER, score: '0.9' }, /score/],
    ['wrong hostname', { ...GOOD_ANSWER, hostname: 'evil.example.net' }, /hostname/],
    ['missing hostname', { ...GOOD_ANSWER, hostname: undefined }, /hostname/],
    ['not an object', null, /not valid/],
  ])('rejects %s', async (_case, answer, reason) => {
    // Prepare
    const fetchImpl = stubFetch(answer);

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result).toEqual({ verdict: 'rejected', reason: expect.stringMatching(reason) });
  });

  it.each([
    ['a wrong secret', { success: false, 'error-codes': ['invalid-input-secret'] }],
    ['no secret', { success: false, 'error-codes': ['missing-input-secret'] }],
    ['a malformed request', { success: false, 'error-codes': ['bad-request'] }],
    [
      'a bad token with a wrong secret',
      { success: false, 'error-codes': ['invalid-input-response', 'invalid-input-secret'] },
    ],
  ])('cannot verify when siteverify reports %s', async (_case, answer) => {
    // Prepare
    const fetchImpl = stubFetch(answer);

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result).toEqual({
      verdict: 'unverifiable',
      reason: expect.stringMatching(/secret|bad-request/),
    });
  });

  it('cannot verify when siteverify answers an HTTP error', async () => {
    // Prepare
    const fetchImpl = stubFetch(GOOD_ANSWER, 503);

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result).toEqual({ verdict: 'unverifiable', reason: expect.stringMatching(/HTTP 503/) });
  });

  it('cannot verify when siteverify answers something that is not JSON', async () => {
    // Prepare
    const fetchImpl = jest.fn(async () => new Response('<html>', { status: 200 }));

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result.verdict).toBe('unverifiable');
  });

  it('cannot verify on a network error', async () => {
    // Prepare
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });

    // Act
    const result = await verifyCaptcha('t', fetchImpl);

    // Assess
    expect(result).toEqual({
      verdict: 'unverifiable',
      reason: 'siteverify: TypeError: fetch failed',
    });
  });

  it('cannot verify once its signal aborts, and aborts the request', async () => {
    // Prepare: a fetch that never answers, not even to its signal.
    let signal: AbortSignal | undefined;
    let asked!: () => void;
    const fetched = new Promise<void>((resolve) => (asked = resolve));
    const fetchImpl = jest.fn((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      asked();
      return new Promise<Response>(() => {});
    });
    const deadline = new AbortController();

    // Act: the deadline ends while siteverify is being asked.
    const outcome = verifyCaptcha('t', fetchImpl, { signal: deadline.signal });
    await fetched;
    deadline.abort(new DOMException('deadline', 'TimeoutError'));
    const result = await outcome;

    // Assess
    expect(result).toEqual({ verdict: 'unverifiable', reason: 'siteverify: no answer in time' });
    expect(signal?.aborted).toBe(true);
  });
});

describe('secretLoader', () => {
  const ssm = mockClient(SSMClient);
  // The deployed source: Powertools' SSM provider over an SDK client (whose calls are stubbed).
  const provider = () =>
    new SSMProvider({ awsSdkV3Client: new SSMClient({ region: 'ca-central-1' }) });
  beforeEach(() => ssm.reset());
  afterEach(() => jest.useRealTimers());

  it('reads the SecureString once, decrypted, and keeps it for a while', async () => {
    // Prepare
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'the-secret' } });
    const load = createSecretLoader(provider(), '/site/secret');

    // Act
    const values = await Promise.all([load(), load()]);
    const again = await load();

    // Assess
    expect(values).toEqual(['the-secret', 'the-secret']);
    expect(again).toBe('the-secret');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
    expect(ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({
      Name: '/site/secret',
      WithDecryption: true,
    });
  });

  it('picks up a rotated secret once the kept value is older than its maximum age', async () => {
    // Prepare
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    ssm
      .on(GetParameterCommand)
      .resolvesOnce({ Parameter: { Value: 'old-secret' } })
      .resolves({ Parameter: { Value: 'new-secret' } });
    const load = createSecretLoader(provider(), '/site/secret');

    // Act
    const first = await load();
    jest.advanceTimersByTime((SECRET_MAX_AGE_SECONDS - 1) * 1000);
    const beforeMaxAge = await load();
    jest.advanceTimersByTime(2000);
    const afterMaxAge = await load();

    // Assess
    expect([first, beforeMaxAge, afterMaxAge]).toEqual(['old-secret', 'old-secret', 'new-secret']);
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(2);
  });

  it('throws SecretError on failure and tries again next time', async () => {
    // Prepare
    ssm
      .on(GetParameterCommand)
      .rejectsOnce(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
      .resolves({ Parameter: { Value: 'the-secret' } });
    const load = createSecretLoader(provider(), '/site/secret');

    // Act
    const first = await load().catch((error: unknown) => error);
    const second = await load();

    // Assess
    expect(first).toBeInstanceOf(SecretError);
    expect((first as Error).name).toBe('SecretError');
    expect((first as Error).message).toMatch(/\/site\/secret: AccessDeniedException: denied/);
    expect(second).toBe('the-secret');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(2);
  });

  it('treats an empty parameter as a failure', async () => {
    // Prepare
    ssm.on(GetParameterCommand).resolves({ Parameter: {} });
    const load = createSecretLoader(provider(), '/site/secret');

    // Act
    const error = await load().catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(SecretError);
  });

  it('starts reading at once, and no one awaiting that failed read is no unhandled rejection', async () => {
    // Prepare
    ssm.on(GetParameterCommand).rejects(new Error('offline'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);

    try {
      // Act
      createSecretLoader(provider(), '/site/secret');
      await new Promise((resolve) => setTimeout(resolve, 20));

      // Assess
      expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('createRecaptchaVerifier', () => {
  it('verifies with the loaded secret and the configured rules', async () => {
    // Prepare
    const fetchImpl = stubFetch({ ...GOOD_ANSWER, score: 0.6 });
    const verifier = createRecaptchaVerifier({
      loadSecret: async () => 'from-ssm',
      minScore: 0.7,
      allowedHostnames: ['www.example.com'],
      fetch: fetchImpl,
    });

    // Act
    const result = await verifier.verify('t', {
      remoteIp: '198.51.100.1',
      signal: AbortSignal.timeout(10_000),
    });

    // Assess
    expect(result).toEqual({ verdict: 'rejected', reason: 'score 0.6 is below 0.7' });
    const form = new URLSearchParams(String(fetchImpl.mock.calls[0]![1]?.body));
    expect(form.get('secret')).toBe('from-ssm');
    expect(form.get('remoteip')).toBe('198.51.100.1');
  });

  it("asks Google's siteverify unless given another endpoint (the local server's stand-in)", async () => {
    // Prepare
    const fetchImpl = stubFetch(GOOD_ANSWER);
    const settings = {
      loadSecret: async () => 'the-secret',
      minScore: 0.5,
      allowedHostnames: ['www.example.com'],
      fetch: fetchImpl,
    };
    const standIn = 'http://127.0.0.1:8117/recaptcha/api/siteverify';

    // Act
    await createRecaptchaVerifier(settings).verify('t', { signal: AbortSignal.timeout(10_000) });
    await createRecaptchaVerifier({ ...settings, siteverifyUrl: standIn }).verify('t', {
      signal: AbortSignal.timeout(10_000),
    });

    // Assess
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([SITEVERIFY_URL, standIn]);
  });

  it('cannot verify without the secret, and does not ask siteverify', async () => {
    // Prepare
    const fetchImpl = stubFetch(GOOD_ANSWER);
    const verifier = createRecaptchaVerifier({
      loadSecret: async () => {
        throw new SecretError('no secret');
      },
      minScore: 0.5,
      allowedHostnames: ['www.example.com'],
      fetch: fetchImpl,
    });

    // Act
    const result = await verifier.verify('t', { signal: AbortSignal.timeout(10_000) });

    // Assess
    expect(result).toEqual({
      verdict: 'unverifiable',
      reason: 'secret: SecretError: no secret',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('cannot verify when the secret does not come by the deadline', async () => {
    // Prepare: SSM that never answers.
    const verifier = createRecaptchaVerifier({
      loadSecret: () => new Promise<string>(() => {}),
      minScore: 0.5,
      allowedHostnames: ['www.example.com'],
      fetch: stubFetch(GOOD_ANSWER),
    });
    const deadline = new AbortController();

    // Act
    const outcome = verifier.verify('t', { signal: deadline.signal });
    deadline.abort();

    // Assess
    expect(await outcome).toEqual({ verdict: 'unverifiable', reason: 'secret: no answer in time' });
  });
});
