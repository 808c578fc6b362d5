// SES_FAULTS (and the bench's load run): the SES emulator's own server slows every send and fails
// a share of them (503 or no answer), to try the handlers and the retrier on a failing SES.
// Mailbox reads pass at once.
import type { RequestListener } from 'node:http';

export interface SesFaults {
  delayMs: number;
  /** Shares of sends, from 0 to 1, answered 503 ServiceUnavailable or never answered. */
  errorShare: number;
  timeoutShare: number;
  draw?: () => number;
}

/** The outcome of one send for a draw in [0, 1): errors below errorShare, then time-outs. */
export function chooseFault(draw: number, faults: Omit<SesFaults, 'draw'>) {
  if (draw < faults.errorShare) return 'error';
  if (draw < faults.errorShare + faults.timeoutShare) return 'timeout';
  return 'pass';
}

const KEYS = { delay: 'delayMs', error: 'errorShare', timeout: 'timeoutShare' } as const;
/** A held send is cut off after this long even if its client waits on (none does, deployed). */
export const HOLD_LIMIT_MS = 30_000;

/**
 * `SES_FAULTS`, such as `delay=300,error=0.2,timeout=0.05` (each part optional); unset or empty
 * is no fault mode. Throws with a message naming the variable on anything else.
 */
export function parseSesFaults(value: string | undefined): SesFaults | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const faults: SesFaults = { delayMs: 0, errorShare: 0, timeoutShare: 0 };
  const problem = (why: string) =>
    new Error(
      `SES_FAULTS must be like "delay=300,error=0.2,timeout=0.05" (${why}), got "${value}"`,
    );
  for (const part of text.split(',')) {
    const [name = '', raw = '', ...rest] = part.split('=').map((s) => s.trim());
    const key = KEYS[name as keyof typeof KEYS];
    const number = Number(raw);
    if (!key || rest.length > 0 || raw === '' || !Number.isFinite(number)) {
      throw problem(`"${part.trim()}" is not delay=MS, error=SHARE or timeout=SHARE`);
    }
    if (key === 'delayMs' && (!Number.isInteger(number) || number < 0 || number > HOLD_LIMIT_MS)) {
      throw problem(`delay is whole milliseconds from 0 to ${HOLD_LIMIT_MS}`);
    }
    if (key !== 'delayMs' && (number < 0 || number > 1)) throw problem('a share is from 0 to 1');
    faults[key] = number;
  }
  if (faults.errorShare + faults.timeoutShare > 1) throw problem('the shares add up past 1');
  return faults;
}

/** The console's line, and the bench report's, about the fault mode. */
export function describeFaults({ delayMs, errorShare, timeoutShare }: SesFaults): string {
  const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
  return (
    `SES faults (SES_FAULTS): every send waits ${delayMs} ms; ${percent(errorShare)} answered ` +
    `503, ${percent(timeoutShare)} never answered`
  );
}

/** Whether a request is an SES call to fault: every POST but the emulator's /clear-store. */
export const isSend = (method: string | undefined, path: string) =>
  method === 'POST' && path !== '/clear-store';

/** What SES's query API answers when it cannot take a call; the SDK retries it as transient. */
const UNAVAILABLE =
  '<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Receiver</Type>' +
  '<Code>ServiceUnavailable</Code><Message>Injected by SES_FAULTS</Message></Error>' +
  '<RequestId>local-fault</RequestId></ErrorResponse>';

/** The emulator's request listener `app`, with the faults in front of its sends. */
export function withFaults(app: RequestListener, faults: SesFaults): RequestListener {
  const draw = faults.draw ?? Math.random;
  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    if (!isSend(req.method, path)) return app(req, res);
    const outcome = chooseFault(draw(), faults);
    if (outcome === 'timeout') {
      // No answer: the client gives up on its own; the cap only keeps nothing open for ever.
      const cut = setTimeout(() => req.socket.destroy(), HOLD_LIMIT_MS);
      res.on('close', () => clearTimeout(cut));
      return void req.resume();
    }
    // The body waits, unread, in the request meanwhile.
    setTimeout(() => {
      // A client that gave up meanwhile gets nothing, and its mail is not sent behind it.
      if (res.destroyed || req.socket.destroyed) return;
      if (outcome === 'pass') return app(req, res);
      req.resume();
      res.writeHead(503, { 'Content-Type': 'text/xml' }).end(UNAVAILABLE);
    }, faults.delayMs);
  };
}
