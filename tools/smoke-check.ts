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

/** One request of a round: named, never following a redirect, cut off after the round's time. */
type Request = (path: string, init?: RequestInit) => Promise<Response>;

async function checkHomePage(request: Request) {
  const problems: string[] = [];
  const response = await request('/');
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

async function checkFormApi(request: Request, origin: string) {
  const response = await request(SMOKE_FORM_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: '{}',
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
  const request: Request = (path, init = {}) =>
    (options.fetch ?? fetch)(new URL(path, url), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, 'User-Agent': USER_AGENT },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  // A check that throws (no answer, a timeout) is reported under the request it made.
  const attempt = async (what: string, check: () => Promise<string[]>) => {
    try {
      return await check();
    } catch (error) {
      return [`${what} failed: ${describeFailure(error)}`];
    }
  };
  return [
    ...(await attempt('GET /', () => checkHomePage(request))),
    ...(await attempt(`POST ${SMOKE_FORM_PATH}`, () => checkFormApi(request, url.origin))),
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
