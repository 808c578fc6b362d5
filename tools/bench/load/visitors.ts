// The load run's visitors: each sends a valid lead of the next form, waits for the answer (up
// to the form's own time limit), pauses a moment and sends the next, until the run's time or
// its lead count is up. Like the form, a visitor told "not sent" sends the same lead again once
// (same submissionId), and a share of accepted leads is sent a second time (a double click).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { FORM_ENDPOINTS, FORM_KINDS, REQUEST_TIMEOUT_MS } from '../../../contracts/forms/schemas';
import { validBody } from '../bodies';
import type { Submission } from './account';

export interface VisitorSettings {
  /** The site's origin, e.g. http://127.0.0.1:1234. */
  base: string;
  visitors: number;
  /** The run stops sending new leads after this long. */
  durationMs: number;
  /** ...or once this many leads are sent, whichever comes first. */
  maxLeads: number;
  /** Each visitor pauses up to this long (at random) between requests. */
  thinkMs: number;
  /** Share of accepted leads sent a second time, from 0 to 1. */
  repeatShare: number;
  random?: () => number;
}

const saysSent = (text: string) => {
  try {
    return (JSON.parse(text) as { sent?: unknown } | null)?.sent === true;
  } catch {
    return false;
  }
};

/** One POST as the form makes it; never throws: a failure is the submission's refusal. */
async function post(base: string, path: string, body: string): Promise<Omit<Submission, 'id'>> {
  const started = performance.now();
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let refusedFor: string | undefined;
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
      body,
      signal,
    });
    const text = await response.text();
    const sent = response.ok && saysSent(text);
    if (!sent) refusedFor = `HTTP ${response.status} ${text.slice(0, 60)}`;
  } catch (error) {
    refusedFor = signal.aborted
      ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
      : `network: ${(error as Error).cause ?? (error as Error).message}`;
  }
  return { repeat: false, ms: performance.now() - started, refusedFor };
}

/** Runs the visitors to the end; every request made, in the order answered. */
export async function runVisitors(settings: VisitorSettings): Promise<Submission[]> {
  const random = settings.random ?? Math.random;
  const submissions: Submission[] = [];
  const endsAt = performance.now() + settings.durationMs;
  let next = 0;
  const pause = () =>
    new Promise((resolve) => setTimeout(resolve, Math.floor(random() * settings.thinkMs)));

  const visitor = async () => {
    while (performance.now() < endsAt && next < settings.maxLeads) {
      const n = next++;
      const kind = FORM_KINDS[n % FORM_KINDS.length]!;
      const id = randomUUID();
      // A visitor of their own, so each lead can be told apart in the mailbox too.
      const over = { name: `Load Visitor ${n}`, email: `visitor-${n}@example.com` };
      const body = JSON.stringify(validBody(kind, id, over));
      const path = FORM_ENDPOINTS[kind];
      const first = { id, ...(await post(settings.base, path, body)) };
      submissions.push(first);
      if (first.refusedFor !== undefined || random() < settings.repeatShare) {
        submissions.push({ id, ...(await post(settings.base, path, body)), repeat: true });
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: settings.visitors }, visitor));
  return submissions;
}
