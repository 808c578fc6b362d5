// `npm run bench:api`: the form handlers' own cost, in process: each route handles a valid body
// ITERATIONS times after a warm-up, with SES stubbed to accept at once and the local captcha, and
// the p50/p95/p99 latencies are printed. Target: p99 <= 5 ms. Figures, not pass/fail.
import { performance } from 'node:perf_hooks';
import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createFormHandler } from '../lambda/lib/form-handler';
import { silentLogger } from '../lambda/lib/log';
import { createLocalCaptchaVerifier } from '../lambda/local/local-captcha';
import { LOCAL_CAPTCHA_TOKEN } from '../src/forms/captcha-constants';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../src/forms/schemas';

const WARM_UP = 500;
const ITERATIONS = 5000;
const TARGET_P99_MS = 5;

const person = { name: 'Jane Doe', email: 'jane@example.com', phone: '306-555-0100' };
const BODIES: { [K in FormKind]: Record<string, unknown> } = {
  lead: { ...person, trial: true },
  promo: { ...person, personal_training: false },
  contact: { ...person, subject: 'Hours', message: 'Are you open on holidays?\nThanks!' },
};

function event(kind: FormKind, index: number): APIGatewayProxyEventV2 {
  const path = FORM_ENDPOINTS[kind];
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: '' },
      requestId: `bench-${index}`,
      routeKey: `POST ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: JSON.stringify({ ...BODIES[kind], recaptchaToken: LOCAL_CAPTCHA_TOKEN }),
    isBase64Encoded: false,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  let sends = 0;
  const ses = {
    send: async (_command: SendEmailCommand): Promise<SendEmailCommandOutput> => {
      sends += 1;
      return { MessageId: 'bench', $metadata: {} };
    },
  };
  const runtime = {
    mail: { recipient: 'club@example.com', sender: 'website@example.com' },
    ses,
    captcha: createLocalCaptchaVerifier(),
    logger: silentLogger,
  };

  console.log(`Form handlers, in process, ${ITERATIONS} valid requests per route (ms):`);
  console.log('route          p50     p95     p99     max');
  let worst = 0;
  for (const kind of FORM_KINDS) {
    const handler = createFormHandler(kind, runtime);
    for (let i = 0; i < WARM_UP; i += 1) await handler(event(kind, i));

    sends = 0;
    const timings: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const request = event(kind, i);
      const start = performance.now();
      const result = await handler(request);
      timings.push(performance.now() - start);
      if (result.statusCode !== 200) throw new Error(`${kind}: answered ${result.statusCode}`);
    }
    if (sends !== ITERATIONS) throw new Error(`${kind}: ${sends} sends for ${ITERATIONS}`);

    timings.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
    worst = Math.max(worst, p99!);
    const cells = [p50!, p95!, p99!, timings.at(-1)!].map((ms) => ms.toFixed(3).padStart(7));
    console.log(`${FORM_ENDPOINTS[kind].padEnd(12)} ${cells.join(' ')}`);
  }
  const verdict = worst <= TARGET_P99_MS ? 'within' : 'OVER';
  console.log(`Worst p99 ${worst.toFixed(3)} ms: ${verdict} the ${TARGET_P99_MS} ms target.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
