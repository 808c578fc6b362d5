// The deploy's last step (`npm run smoke -- <site URL>`): / answers 200 with every security header
// the edge sends, and an empty form reaches its handler behind /api/ and is refused as invalid
// (400 naming the fields; nothing stored or mailed). Rounds repeat while CloudFront settles.
import { securityHeaders } from '../edge';
import { FORM_ENDPOINTS } from '../contracts/forms/schemas';
import { describeFailure } from '../lambda/lib/time-budget';

export interface SmokeOptions {
  /** Rounds before giving up, the wait between them, and one request's time: 10, 15 s, 10 s. */
  attempts?: number;
  delayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** The form whose bad request proves the API is reached. */
export const SMOKE_FORM_PATH = FORM_ENDPOINTS.contact;
/** Named, so the requests are told apart in the logs (and AWS WAF blocks an empty User-Agent). */
const USER_AGENT = 'bridge-city-fitness-smoke-check';

async function checkHomePage(siteUrl: URL, get: typeof fetch, timeoutMs: number) {
  const problems: string[] = [];
  const response = await get(new URL('/', siteUrl), {
    redirect: 'manual',
    headers: { 'User-Agent': USER_AGENT },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) problems.push(`GET / answered ${response.status}, not 200`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) problems.push(`GET / is ${type || 'untyped'}, not HTML`);
  for (const [name, value] of Object.entries(securityHeaders)) {
    const seen = response.headers.get(name);
    if (seen === null) problems.push(`GET / has no ${name} header`);
    else if (seen !== value) problems.push(`GET / sends ${name}: ${seen} (expected ${value})`);
  }
  await response.body?.cancel();
  return problems;
}

async function checkFormApi(siteUrl: URL, post: typeof fetch, timeoutMs: number) {
  const response = await post(new URL(SMOKE_FORM_PATH, siteUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Origin: siteUrl.origin,
      'User-Agent': USER_AGENT,
    },
    body: '{}',
    signal: AbortSignal.timeout(timeoutMs),
  });
  type Answer = { sent?: unknown; errors?: Record<string, unknown> };
  const text = await response.clone().text();
  const body = (await response.json().catch(() => undefined)) as Answer | undefined;
  const what = `POST ${SMOKE_FORM_PATH} with an empty form`;
  if (body === undefined) {
    return [`${what} answered ${response.status} without JSON: the form handler was not reached`];
  }
  if (response.status === 403 && body.errors && 'origin' in body.errors) {
    return [`${what} was refused as not coming through CloudFront (origin secret): ${text}`];
  }
  const fields = Object.keys(body.errors ?? {});
  if (response.status !== 400 || body.sent !== false || fields.length === 0) {
    return [`${what} answered ${response.status} ${text}, expected 400 naming the missing fields`];
  }
  return [];
}

/** One round of both checks: the problems found, none when the site is healthy. */
export async function smokeRound(siteUrl: string, options: SmokeOptions = {}): Promise<string[]> {
  const url = new URL(siteUrl);
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // A check that throws (no answer, a timeout) is reported under the request it made.
  const attempt = async (request: string, check: typeof checkHomePage) => {
    try {
      return await check(url, fetchImpl, timeoutMs);
    } catch (error) {
      return [`${request} failed: ${describeFailure(error)}`];
    }
  };
  return [
    ...(await attempt('GET /', checkHomePage)),
    ...(await attempt(`POST ${SMOKE_FORM_PATH}`, checkFormApi)),
  ];
}

/** Rounds until one passes or the attempts run out: the last round's problems, or none. */
export async function smokeCheck(siteUrl: string, options: SmokeOptions = {}): Promise<string[]> {
  const attempts = options.attempts ?? 10;
  const log = options.log ?? ((line: string) => console.log(line));
  let problems: string[] = [];
  for (let round = 1; round <= attempts; round += 1) {
    problems = await smokeRound(siteUrl, options);
    if (problems.length === 0) return [];
    log(`Round ${round} of ${attempts}: ${problems.join('; ')}`);
    if (round < attempts) await new Promise((done) => setTimeout(done, options.delayMs ?? 15_000));
  }
  return problems;
}

async function main([siteUrl]: string[]) {
  if (!siteUrl || siteUrl.startsWith('-')) {
    console.error('Usage: npm run smoke -- <site URL>');
    process.exit(2);
  }
  console.log(`Smoke check of ${siteUrl}`);
  const problems = await smokeCheck(siteUrl);
  if (problems.length > 0) {
    console.error(`The site at ${siteUrl} is not healthy:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`OK: ${siteUrl} answers with its security headers, and ${SMOKE_FORM_PATH} is live.`);
}

if (require.main === module) void main(process.argv.slice(2));
