// How long each step of a form submission may take: every call to another service has a
// deadline, so a hanging one costs seconds and a log line, never the Lambda's timeout.

/** Every AWS SDK client of the handlers: a silent connection or a hung answer fails quickly. */
export const SDK_CONNECTION_TIMEOUT_MS = 1000;
export const SDK_REQUEST_TIMEOUT_MS = 3000;
/** One retry of a failed call; a deadline (below) ends it sooner. */
export const SDK_MAX_ATTEMPTS = 2;

/** Reading the captcha secret (cold start only) and asking siteverify, together. */
export const CAPTCHA_BUDGET_MS = 3000;
/** The conditional write of a new lead. */
export const STORE_BUDGET_MS = 2500;
/** One e-mail attempt at most, the SDK's retry included; the retrier does the rest. */
export const MAIL_TIMEOUT_MS = 5000;
/** Kept back from the e-mail so the lead can still be marked sent (or failed). */
export const MARK_RESERVE_MS = 500;
/** A form handler answers within this long after it starts. */
export const HANDLER_BUDGET_MS = 7500;

/** A cold start and the trip through CloudFront and API Gateway, beyond the handler's budget. */
export const COLD_START_AND_NETWORK_MS = 2000;

export const WORST_ANSWER_MS = HANDLER_BUDGET_MS + COLD_START_AND_NETWORK_MS;

/** The options every AWS SDK client of the functions (and the local server) is created with. */
export function sdkClientOptions() {
  return {
    requestHandler: {
      connectionTimeout: SDK_CONNECTION_TIMEOUT_MS,
      requestTimeout: SDK_REQUEST_TIMEOUT_MS,
      // Else the SDK only warns and waits on: a call outside our deadlines could hang.
      throwOnRequestTimeout: true,
    },
    maxAttempts: SDK_MAX_ATTEMPTS,
  };
}

/** What `work` gives by the time `signal` aborts (even if it ignores it), or why it did not. */
export function within<T>(work: Promise<T>, signal: AbortSignal) {
  const raced = new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
  return raced.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, failure: describeFailure(error, signal) }),
  );
}

/** Why a call ended early: its deadline, or what it threw. */
export const describeFailure = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted
    ? 'no answer in time'
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);
