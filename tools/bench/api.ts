// `npm run bench:api`: the form handlers' cost in process, each lead written to an in-memory
// dynalite over HTTP and marked sent (SES stubbed, local captcha); p50/p95/p99 of ITERATIONS
// valid bodies per route after a warm-up. Figures, not pass/fail.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createFormHandler } from '../../lambda/lib/form-handler';
import { silentLogger } from '../../lambda/lib/log';
import { LeadStore } from '../../lambda/lib/leads/store';
import {
  ensureLeadTable,
  localDynamoClient,
  LOCAL_LEADS_TABLE,
  startLeadsStore,
} from '../local/leads-store';
import { createLocalCaptchaVerifier } from '../local/local-captcha';
import { ownHostOriginPolicy } from '../../lambda/lib/request-origin';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../../contracts/forms/schemas';
import { tourWindowNow } from '../../contracts/forms/tour';
import { tourCalendar, validBody } from './bodies';
import { percentile } from './percentile';

const WARM_UP = 200;
const ITERATIONS = 2000;

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
    body: JSON.stringify(validBody(kind, randomUUID())),
    isBase64Encoded: false,
  };
}

async function main() {
  let sends = 0;
  const ses = {
    send: async (_command: SendEmailCommand): Promise<SendEmailCommandOutput> => {
      sends += 1;
      return { MessageId: 'bench', $metadata: {} };
    },
  };
  const leads = await startLeadsStore({ port: 0, dir: null, log: () => {} });
  const client = localDynamoClient(leads.endpoint);
  await ensureLeadTable(client, LOCAL_LEADS_TABLE);
  const runtime = {
    mail: { recipient: 'club@example.com', sender: 'website@example.com' },
    ses,
    store: new LeadStore(client, LOCAL_LEADS_TABLE),
    captcha: createLocalCaptchaVerifier(),
    originPolicy: ownHostOriginPolicy,
    logger: silentLogger,
    tourWindow: tourWindowNow(tourCalendar),
  };

  console.log(
    `Form handlers, in process, ${ITERATIONS} valid requests per route, each stored in a local ` +
      'dynalite and marked sent (ms):',
  );
  console.log('route          p50     p95     p99     max');
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
    const cells = [p50!, p95!, p99!, timings.at(-1)!].map((ms) => ms.toFixed(3).padStart(7));
    console.log(`${FORM_ENDPOINTS[kind].padEnd(12)} ${cells.join(' ')}`);
  }
  client.destroy();
  await leads.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
