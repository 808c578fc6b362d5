// How long each step of a form submission may take, and so how long a visitor can wait at worst.
// Every call to another service has a deadline, so a hanging SSM, reCAPTCHA, DynamoDB or SES
// costs a few seconds and a log line, never the whole Lambda timeout: the visitor gets an
// answer that says what happened to the lead, well before the browser gives up.
//
// The handler answers within HANDLER_BUDGET_MS of starting: the bot check (secret and
// siteverify) gets CAPTCHA_BUDGET_MS, the store write STORE_BUDGET_MS, and the e-mail what is
// left (at most MAIL_TIMEOUT_MS), keeping MARK_RESERVE_MS to record how the e-mail went.

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

/**
 * What a visitor may wait beyond the handler's budget: a cold start (loading the code and its
 * settings) and the trip through CloudFront and API Gateway.
 */
export const COLD_START_AND_NETWORK_MS = 2000;

/** The longest a visitor waits for an answer from a form handler. */
export const WORST_ANSWER_MS = HANDLER_BUDGET_MS + COLD_START_AND_NETWORK_MS;

/** The options every AWS SDK client of the functions (and the local server) is created with. */
export function sdkClientOptions() {
  return {
    requestHandler: {
      connectionTimeout: SDK_CONNECTION_TIMEOUT_MS,
      requestTimeout: SDK_REQUEST_TIMEOUT_MS,
      // Without it the SDK only logs a warning when the timeout passes and goes on waiting, so
      // a call outside every deadline of ours (the retrier's scan and claim) could hang until
      // the Lambda's own timeout.
      throwOnRequestTimeout: true,
    },
    maxAttempts: SDK_MAX_ATTEMPTS,
  };
}
