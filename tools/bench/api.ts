// `npm run bench:api`: the form handlers' cost in process, on `npm start`'s runtime with SES
// stubbed: p50/p95/p99 of ITERATIONS valid bodies per route after a warm-up. Figures, not pass/fail.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createFormHandler, type MailClient } from '../../lambda/lib/form-handler';
import { silentLogger } from '../../lambda/lib/log';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../../contracts/forms/schemas';
import { toApiGatewayEvent } from '../local/event-adapter';
import { startLeadsStore } from '../local/leads-store';
import { createLocalRuntime } from '../local/local-api';
import { tourCalendar, validBody } from './bodies';
import { percentile } from './percentile';

const WARM_UP = 200;
const ITERATIONS = 2000;

function event(kind: FormKind) {
  const path = FORM_ENDPOINTS[kind];
  const headers = { 'content-type': 'application/json', host: 'localhost' };
  const req = { url: path, method: 'POST', headers, httpVersion: '1.1', socket: {} };
  const body = Buffer.from(JSON.stringify(validBody(kind, randomUUID())));
  return toApiGatewayEvent(req as unknown as IncomingMessage, body, `POST ${path}`);
}

async function main() {
  let sends = 0;
  const ses = { send: async () => ({ MessageId: `bench-${++sends}`, $metadata: {} }) };
  const leads = await startLeadsStore({ port: 0, dir: null, log: () => {} });
  const local = { sesEndpoint: '', leadsEndpoint: leads.endpoint, tourCalendar };
  const runtime = {
    ...createLocalRuntime({ ...local, logger: silentLogger }),
    ses: ses as MailClient,
  };

  console.log(
    `Form handlers, in process, ${ITERATIONS} valid requests per route, each stored in a local ` +
      'dynalite and marked sent (ms):',
  );
  console.log('route          p50     p95     p99     max');
  for (const kind of FORM_KINDS) {
    const handler = createFormHandler(kind, runtime);
    for (let i = 0; i < WARM_UP; i += 1) await handler(event(kind));

    sends = 0;
    const timings: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const request = event(kind);
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
  await leads.close();
}

// A failure is Node's unhandled rejection: its stack printed, exit code 1.
void main();
