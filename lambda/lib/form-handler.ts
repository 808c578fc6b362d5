// The one handler behind the three forms. A lead's path, one named step each: check where the
// request comes from (the browser's origin, then CloudFront's secret header), validate, check
// the bot, store, mail, answer. The same path for the script's JSON and for the form the browser
// posts itself without a script (./native-post.ts), which gets its answer as a page. The answer depends on the store alone: once the lead is
// written, the visitor hears {"sent":true} whatever SES does (a failed e-mail is retried later);
// if it cannot be written, 502, and nothing claims success. Every step has a deadline
// (./time-budget), so the answer comes within HANDLER_BUDGET_MS whatever hangs. Everything it
// talks to comes in a runtime, so the deployed functions, the local server, the tests and the
// bench bring their own.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { HONEYPOT } from '../../contracts/forms/fields';
import type { Envelope, FormKind } from '../../contracts/forms/schemas';
import type { CaptchaResult, CaptchaVerifier } from './captcha';
import { CAPTCHA_METRICS } from '../../contracts/metrics';
import { answers, parseJsonRequest, requestFormat, type BodyFormat, type Result } from './http';
import { clock, deliver, LEASE_MS, type Courier, type Delivery } from './leads/deliver';
import { buildLead, type BotCheck, type Lead, type LeadChannel } from './leads/lead';
import { describeError } from './log';
import { nativeAnswer, NO_SCRIPT_REASON, parseFormRequest } from './native-post';
import { checkOriginSecret, type OriginSecretResult } from './origin-secret';
import { isSameOrigin, viewerAddress, type OriginPolicy } from './request-origin';
import { CAPTCHA_BUDGET_MS, HANDLER_BUDGET_MS, STORE_BUDGET_MS } from './time-budget';
import type { TourWindow } from '../../contracts/forms/tour';
import { createValidator, type RequestValues, type Validated } from './validation';

export type { MailClient } from './leads/deliver';

export interface FormRuntime extends Courier {
  captcha: CaptchaVerifier;
  /** Days a lead is kept before DynamoDB's TTL removes it. */
  retentionDays: number;
  /** Which `Origin` values are the site's own: every other browser request gets 403. */
  originPolicy: OriginPolicy;
  /**
   * Gives the secret CloudFront sends in X-Origin-Verify (./origin-secret): a request without it
   * did not come through CloudFront and its web ACL, and gets 403. Absent: no such check (the
   * local servers stand in for CloudFront).
   */
  originSecret?: () => Promise<string>;
  /**
   * Gives the window a tour request's day and time must fall in, as it is now (the club's hours
   * from tomorrow to two weeks ahead): required by the tour handler.
   */
  tourWindow?: () => TourWindow;
}

/** The context is absent when the local server runs the handler. */
export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  const tour = tourWindowOf(kind, runtime);
  const validators = {
    json: createValidator(kind, 'json', tour),
    form: createValidator(kind, 'form', tour),
  };
  const { logger } = runtime;

  const answer: FormHandler = async (event, context) => {
    const format = requestFormat(event);
    const result = await answerLead(event, context, format ?? 'json');
    return format === 'form' ? nativeAnswer(result, kind) : result;
  };

  async function answerLead(
    event: APIGatewayProxyEventV2,
    context: Context | undefined,
    format: BodyFormat,
  ): Promise<Result> {
    if (context) logger.addContext(context);
    const trace: Trace = { form: kind, requestId: event.requestContext?.requestId };
    let submissionId: string | undefined;
    try {
      const startedAt = clock(runtime).getTime();
      const origin = checkOrigin(event, runtime, trace);
      if (!origin.ok) return origin.answer;
      // The origin secret and the captcha share one deadline: the handler's budget is unchanged.
      const botDeadline = AbortSignal.timeout(CAPTCHA_BUDGET_MS);
      const viaCloudFront = await checkCloudFront(event, botDeadline, runtime, trace);
      if (!viaCloudFront.ok) return viaCloudFront.answer;

      const valid = await validateLead(kind, event, format, validators[format], runtime, trace);
      if (!valid.ok) return valid.answer;
      const values = valid.value;
      submissionId = values.submissionId;

      const bot = await checkBot(
        values,
        event,
        format,
        viaCloudFront.value,
        botDeadline,
        runtime,
        trace,
      );
      if (!bot.ok) return bot.answer;
      const via = format === 'form' ? 'no-script' : 'script';
      const stored = await storeLead(kind, values, { botCheck: bot.value, via }, runtime, trace);
      if (!stored.ok) return stored.answer;
      if (stored.value !== 'duplicate') {
        await mailLead(stored.value, runtime, startedAt + HANDLER_BUDGET_MS);
      }
      // Stored now or by an earlier try: the answer depends on the store alone, never on SES.
      return answers.sent();
    } catch (error) {
      logger.log({
        level: 'error',
        event: 'unexpected_error',
        ...trace,
        submissionId,
        ...describeError(error),
      });
      return answers.internalError();
    }
  }
  return answer;
}

/** The tour handler's window; a tour handler without the club's hours cannot start. */
function tourWindowOf(kind: FormKind, runtime: FormRuntime) {
  if (kind !== 'tour') return undefined;
  if (!runtime.tourWindow) throw new Error("The tour handler needs the club's hours (tourWindow)");
  return runtime.tourWindow;
}

/** What every log line of one request carries; never anything the visitor typed. */
interface Trace {
  form: FormKind;
  requestId: string | undefined;
}

/** A step hands the next one what it needs, or ends the request with its answer. */
type Step<T> = { ok: true; value: T } | { ok: false; answer: Result };
const goOn = <T>(value: T): Step<T> => ({ ok: true, value });
const stop = (answer: Result): Step<never> => ({ ok: false, answer });

/** Guarantees no other site's page can send a lead: 403 before anything is read. */
function checkOrigin(
  event: APIGatewayProxyEventV2,
  { originPolicy, logger }: Pick<FormRuntime, 'originPolicy' | 'logger'>,
  trace: Trace,
): Step<void> {
  const origin = isSameOrigin(event, originPolicy);
  if (origin.ok) return goOn(undefined);
  logger.log({ level: 'warn', event: 'cross_origin_refused', ...trace, origin: origin.seen });
  return stop(answers.crossOrigin());
}

type OriginSecretKept = Exclude<OriginSecretResult, { verdict: 'rejected' }>;

/**
 * Guarantees nothing is read from a request that skipped CloudFront: 403 without its secret.
 * A secret that cannot be read by `deadline` is our failure, handed on to checkBot.
 */
async function checkCloudFront(
  event: APIGatewayProxyEventV2,
  deadline: AbortSignal,
  { originSecret, logger }: Pick<FormRuntime, 'originSecret' | 'logger'>,
  trace: Trace,
): Promise<Step<OriginSecretKept>> {
  const viaCloudFront: OriginSecretResult = originSecret
    ? await checkOriginSecret(event, originSecret, deadline)
    : { verdict: 'passed' };
  if (viaCloudFront.verdict !== 'rejected') return goOn(viaCloudFront);
  // Never the header's value: a near miss must not end up in the logs.
  logger.log({
    level: 'warn',
    event: 'origin_secret_refused',
    ...trace,
    header: viaCloudFront.header,
  });
  return stop(answers.crossOrigin());
}

/** Guarantees only a body the shared schema accepts goes on; else 405, 415, 413 or 400. */
async function validateLead<K extends FormKind>(
  kind: K,
  event: APIGatewayProxyEventV2,
  format: BodyFormat,
  validate: (body: Record<string, unknown>) => Promise<Validated<K>>,
  { logger }: Pick<FormRuntime, 'logger'>,
  trace: Trace,
): Promise<Step<RequestValues<K>>> {
  const parsed = format === 'form' ? parseFormRequest(event, kind) : parseJsonRequest(event);
  if (!parsed.ok) return stop(parsed.response);
  const checked = await validate(parsed.body);
  if (checked.ok) return goOn(checked.values);
  if (checked.crashed !== undefined) {
    logger.log({
      level: 'warn',
      event: 'validation_crashed',
      ...trace,
      ...describeError(checked.crashed),
    });
  }
  return stop(answers.badRequest(checked.errors));
}

/**
 * Guarantees 403 only for a token reCAPTCHA rejects. A check that could not run (captcha or
 * origin secret, or no token because no script ran) is ours, not the visitor's: the lead goes on
 * flagged, with the alarm's line (the WAF's rate rule still stands in front). A filled honeypot
 * is a robot: it hears "sent", and nothing is stored or mailed.
 */
async function checkBot(
  values: Pick<Envelope, 'recaptchaToken' | 'submissionId' | typeof HONEYPOT.name>,
  event: APIGatewayProxyEventV2,
  format: BodyFormat,
  viaCloudFront: OriginSecretKept,
  deadline: AbortSignal,
  { captcha, logger }: Pick<FormRuntime, 'captcha' | 'logger'>,
  trace: Trace,
): Promise<Step<BotCheck>> {
  if (values[HONEYPOT.name]) {
    logger.log({ level: 'warn', event: 'honeypot_filled', ...trace });
    return stop(answers.sent());
  }
  const verdict: CaptchaResult =
    format === 'form'
      ? { verdict: 'unverifiable', reason: NO_SCRIPT_REASON }
      : await verifyToken(values.recaptchaToken, event, deadline, captcha);
  if (verdict.verdict === 'rejected') {
    logger.log({
      level: 'warn',
      event: CAPTCHA_METRICS.rejected.event,
      ...trace,
      reason: verdict.reason,
    });
    return stop(answers.captchaFailed());
  }
  const unverifiable = [viaCloudFront, verdict].flatMap((check) =>
    check.verdict === 'unverifiable' ? [check.reason] : [],
  );
  if (unverifiable.length === 0) return goOn({ status: 'passed' });
  const reason = unverifiable.join('; ');
  logger.log({
    level: 'error',
    event: CAPTCHA_METRICS.unverifiable.event,
    ...trace,
    submissionId: values.submissionId,
    reason,
  });
  return goOn({ status: 'unverified', reason });
}

/** A verdict by the deadline; a verifier that throws could not verify either. */
async function verifyToken(
  token: string,
  event: APIGatewayProxyEventV2,
  signal: AbortSignal,
  captcha: CaptchaVerifier,
): Promise<CaptchaResult> {
  try {
    return await captcha.verify(token, { remoteIp: viewerAddress(event), signal });
  } catch (error) {
    const { errorName, errorMessage } = describeError(error);
    return { verdict: 'unverifiable', reason: `${errorName}: ${errorMessage}` };
  }
}

/** A lead just stored, leased to this request's e-mail attempt. */
interface StoredLead {
  lead: Lead;
  owner: string;
}

/**
 * Guarantees a lead is stored before any mail is tried, so a failing SES loses nothing. 502 if
 * it cannot be written; 'duplicate' for a submissionId already held (a retry after a time-out):
 * neither stored nor mailed again.
 */
async function storeLead<K extends FormKind>(
  kind: K,
  values: RequestValues<K>,
  { botCheck, via }: { botCheck: BotCheck; via: LeadChannel },
  runtime: Pick<FormRuntime, 'store' | 'retentionDays' | 'logger' | 'now'>,
  trace: Trace,
): Promise<Step<StoredLead | 'duplicate'>> {
  const { logger } = runtime;
  const { submissionId } = values;
  const now = clock(runtime);
  const lead = buildLead(kind, values, now, runtime.retentionDays, botCheck, via);
  const owner = `request-${trace.requestId ?? lead.id}`;
  let stored: boolean;
  try {
    stored = await runtime.store.putNew(
      lead,
      { owner, until: now.getTime() + LEASE_MS },
      { abortSignal: AbortSignal.timeout(STORE_BUDGET_MS) },
    );
  } catch (error) {
    // No personal data here: the visitor still has what they typed and can send it again.
    logger.log({
      level: 'error',
      event: 'lead_store_failed',
      ...trace,
      submissionId,
      ...describeError(error),
    });
    return stop(answers.storeFailed());
  }
  if (stored) return goOn({ lead, owner });
  logger.log({ level: 'info', event: 'duplicate_submission', ...trace, submissionId });
  return goOn('duplicate');
}

/**
 * Guarantees one e-mail attempt, over by `deadline`, that never throws and never changes the
 * answer: a failure stays on the lead (unsent, with the error) for the retrier.
 */
function mailLead(
  { lead, owner }: StoredLead,
  courier: Courier,
  deadline: number,
): Promise<Delivery> {
  return deliver(lead, owner, courier, deadline);
}
