// The load run's senders: visitors with a script (JSON, again once when refused as the form does,
// a share twice); and one post at a time, visitors whose browser posts the contact form itself, a
// bot posting as curl does (no Origin) and one forging every header a browser sends.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { FORM_ENDPOINTS, FORM_KINDS, REQUEST_TIMEOUT_MS } from '../../../contracts/forms/schemas';
import { validBody } from '../bodies';
import { SENDERS, type Post, type Sender } from './books';

export interface SenderSettings {
  /** The site's origin, e.g. http://127.0.0.1:1234. */
  base: string;
  /** Visitors with a script, sending at once. */
  visitors: number;
  /** No new lead after this long... */
  durationMs: number;
  /** ...or once the visitors with a script sent this many. */
  maxLeads: number;
  /** Forms each sender without a script posts, one after another. */
  senderPosts: number;
  /** Each visitor pauses up to this long (at random) between leads. */
  thinkMs: number;
  /** Share of thanked leads sent a second time, from 0 to 1. */
  repeatShare: number;
}

const browser = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };
const HEADERS: Record<Sender, Record<string, string>> = {
  'visitor with script': { ...browser, 'Sec-Fetch-Mode': 'cors', Accept: 'application/json' },
  'no-script visitor': browser,
  'curl bot': {},
  'forging bot': { ...browser, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
};

/** The address of a sender's n-th lead, so its leads can be told apart in the store. */
export const senderEmail = (sender: Sender, n: number) =>
  `${sender.replace(/\W/g, '-')}-${n}@example.com`;

/** One POST; never throws: a failure is the post's refusal. */
function post(base: string, sender: Sender, path: string, body: Record<string, unknown>) {
  const json = sender === 'visitor with script';
  const headers = {
    'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...(sender === 'curl bot' ? {} : { Origin: base }),
    ...HEADERS[sender],
  };
  const { recaptchaToken: _t, submissionId: _s, ...fields } = body;
  const text = json
    ? JSON.stringify(body)
    : new URLSearchParams(fields as Record<string, string>).toString();
  const started = performance.now();
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const late = `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  // node:http, not fetch: fetch sets Sec-Fetch-Mode: cors whatever the caller asks.
  return new Promise<Post>((resolve) => {
    const done = (refusedFor?: string) =>
      resolve({ sender, email: String(body.email), ms: performance.now() - started, refusedFor });
    const request = http.request(`${base}${path}`, { method: 'POST', headers, signal }, (res) => {
      let answer = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => {
        const thanked = json
          ? res.statusCode === 200 && answer.includes('"sent":true')
          : (res.headers.location?.startsWith('/sent/') ?? false);
        const detail = res.headers.location ?? answer.slice(0, 60);
        done(thanked ? undefined : `HTTP ${res.statusCode} ${detail}`);
      });
      res.on('error', () => done(late));
    });
    request.on('error', (error) => done(signal.aborted ? late : `network: ${error.message}`));
    request.end(text);
  });
}

/** Runs every sender to the end; every request made, in the order answered. */
export async function runSenders(settings: SenderSettings): Promise<Post[]> {
  const posts: Post[] = [];
  const endsAt = performance.now() + settings.durationMs;
  const next: Record<Sender, number> = Object.fromEntries(SENDERS.map((s) => [s, 0])) as never;
  const sender = async (who: Sender, count: number) => {
    while (performance.now() < endsAt && next[who] < count) {
      const n = next[who]++;
      const kind = who === 'visitor with script' ? FORM_KINDS[n % FORM_KINDS.length]! : 'contact';
      const body = validBody(kind, randomUUID(), {
        name: `${who} ${n}`,
        email: senderEmail(who, n),
      });
      const first = await post(settings.base, who, FORM_ENDPOINTS[kind], body);
      posts.push(first);
      const again = first.refusedFor !== undefined || Math.random() < settings.repeatShare;
      if (who === 'visitor with script' && again) {
        posts.push(await post(settings.base, who, FORM_ENDPOINTS[kind], body));
      }
      const thinkMs = who === 'visitor with script' ? settings.thinkMs : 0;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * thinkMs)));
    }
  };
  await Promise.all([
    ...Array.from({ length: settings.visitors }, () =>
      sender('visitor with script', settings.maxLeads),
    ),
    ...SENDERS.slice(1).map((who) => sender(who, settings.senderPosts)),
  ]);
  return posts;
}
