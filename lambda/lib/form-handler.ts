// The one handler behind the forms: a lead's path in named steps, for JSON and for a form posted
// without its script. A step hands on what it found, or throws Stop with the answer; the answer
// depends on the store alone, and every step has a deadline.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { string, ValidationError } from 'yup';
import { HONEYPOT } from '../../contracts/forms/fields';
import {
  requestSchema,
  type Envelope,
  type FormKind,
  type FormValues,
} from '../../contracts/forms/schemas';
import type { TourWindow } from '../../contracts/forms/tour';
import { CAPTCHA_METRICS, NO_SCRIPT_METRIC } from '../../contracts/metrics';
import type { CaptchaResult, CaptchaVerifier } from './captcha';
import {
  answers,
  parseJsonRequest,
  requestFormat,
  Stop,
  type BodyFormat,
  type FieldErrors,
  type Result,
} from './http';
import { clock, deliver, LEASE_MS, type Courier } from './leads/deliver';
import { buildLead, type BotCheck, type ConsentWording, type Lead } from './leads/lead';
import { describeError } from './log';
import { nativeAnswer, NO_SCRIPT_REASON, parseFormRequest } from './native-post';
import { checkOriginSecret, type OriginSecretResult } from './origin-secret';
import {
  isBrowserFormPost,
  isSameOrigin,
  viewerAddress,
  type OriginPolicy,
} from './request-origin';
import {
  CAPTCHA_BUDGET_MS,
  describeFailure,
  HANDLER_BUDGET_MS,
  STORE_BUDGET_MS,
} from './time-budget';

export type { MailClient } from './leads/deliver';

export interface FormRuntime extends Courier {
  captcha: CaptchaVerifier;
  /** The consent wording the site shows now: the only one proven. Absent: none is. */
  consentShown?: ConsentWording;
  /** Which `Origin` values are the site's own: every other browser request gets 403. */
  originPolicy: OriginPolicy;
  /** CloudFront's X-Origin-Verify secret (./origin-secret). Absent: no check (local servers). */
  originSecret?: () => Promise<string>;
  /** The window a tour request's day and time must fall in, now: required by the tour handler. */
  tourWindow?: () => TourWindow;
}

/** One request on its way; `trace` is what every log line carries, never anything typed. */
interface LeadRequest<K extends FormKind> {
  kind: K;
  event: APIGatewayProxyEventV2;
  format: BodyFormat;
  runtime: FormRuntime;
  trace: { form: FormKind; requestId: string | undefined };
  /** The origin secret and the captcha share one deadline. */
  botDeadline: AbortSignal;
}

type RequestValues<K extends FormKind> = FormValues[K] & Envelope;

/** Guarantees no other site's page sends a lead, and a posted form is a browser's: else 403. */
function checkOrigin({ event, format, runtime, trace }: LeadRequest<FormKind>): void {
  const check = format === 'form' ? isBrowserFormPost : isSameOrigin;
  const origin = check(event, runtime.originPolicy);
  if (origin.ok) return;
  runtime.logger.warn('cross_origin_refused', { ...trace, origin: origin.seen });
  throw new Stop(answers.crossOrigin());
}

type OriginSecretKept = Exclude<OriginSecretResult, { verdict: 'rejected' }>;

/** Guarantees 403 for a request that skipped CloudFront; an unreadable secret goes on to checkBot. */
async function checkCloudFront(request: LeadRequest<FormKind>): Promise<OriginSecretKept> {
  const { event, runtime, trace, botDeadline } = request;
  if (!runtime.originSecret) return { verdict: 'passed' };
  const via = await checkOriginSecret(event, runtime.originSecret, botDeadline);
  if (via.verdict !== 'rejected') return via;
  // Never the header's value: a near miss must not end up in the logs.
  runtime.logger.warn('origin_secret_refused', { ...trace, header: via.header });
  throw new Stop(answers.crossOrigin());
}

/** Guarantees only a body the shared schema accepts goes on; else 405, 415, 413 or 400. */
async function validateLead<K extends FormKind>(
  request: LeadRequest<K>,
): Promise<RequestValues<K>> {
  const { kind, event, format, runtime, trace } = request;
  const body = format === 'form' ? parseFormRequest(event, kind) : parseJsonRequest(event);
  // A tour's window moves with the club's date, so the schema is made per request. A form the
  // browser posts itself has no script to get a captcha token: it never sends one.
  const fields = requestSchema(kind, runtime.tourWindow?.());
  const schema =
    format === 'json'
      ? fields
      : fields.shape({
          recaptchaToken: string().test('absent', 'notAsked', (v) => v === undefined),
        });
  const known = (key: string | undefined) => key !== undefined && Object.hasOwn(schema.fields, key);
  // An unknown field is refused before yup, which throws on `constructor`.
  if (!Object.keys(body).every(known)) {
    throw new Stop(answers.badRequest({ body: 'unknownField' }));
  }
  try {
    return (await schema.validate(body, { abortEarly: false })) as RequestValues<K>;
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      // Anything else yup throws is still caused by the input: a 400, but worth a log line.
      runtime.logger.warn('validation_crashed', { ...trace, ...describeError(error) });
      throw new Stop(answers.badRequest({ body: 'could not be validated' }));
    }
    // The first message of each field; errors about the whole body go under `body`.
    const errors: FieldErrors = {};
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      errors[known(item.path) ? item.path! : 'body'] ??= item.message;
    }
    throw new Stop(answers.badRequest(errors));
  }
}

/**
 * Guarantees 403 only for a token reCAPTCHA rejects; a check that could not run goes on flagged,
 * with the alarm's line. No script, no token: a lead to review. A filled honeypot hears "sent".
 */
async function checkBot(
  { event, format, runtime: { captcha, logger }, trace, botDeadline }: LeadRequest<FormKind>,
  values: Pick<Envelope, 'recaptchaToken' | 'submissionId' | typeof HONEYPOT.name>,
  viaCloudFront: OriginSecretKept,
): Promise<BotCheck> {
  if (values[HONEYPOT.name]) {
    logger.warn('honeypot_filled', { ...trace });
    throw new Stop(answers.sent());
  }
  if (format === 'form') {
    logger.info(NO_SCRIPT_METRIC.event, { ...trace });
    return { status: 'skipped', reason: NO_SCRIPT_REASON };
  }
  // A verifier that throws could not verify either.
  const verdict = await captcha
    .verify(values.recaptchaToken, { remoteIp: viewerAddress(event), signal: botDeadline })
    .catch((error: unknown): CaptchaResult => ({
      verdict: 'unverifiable',
      reason: describeFailure(error),
    }));
  if (verdict.verdict === 'rejected') {
    logger.warn(CAPTCHA_METRICS.rejected.event, { ...trace, reason: verdict.reason });
    throw new Stop(answers.captchaFailed());
  }
  const unverifiable = [viaCloudFront, verdict].flatMap((check) =>
    check.verdict === 'unverifiable' ? [check.reason] : [],
  );
  if (unverifiable.length === 0) return { status: 'passed' };
  const reason = unverifiable.join('; ');
  const { submissionId } = values;
  logger.error(CAPTCHA_METRICS.unverifiable.event, { ...trace, submissionId, reason });
  return { status: 'unverified', reason };
}

/**
 * Guarantees a lead is stored before any mail (else 502), leased to this request's e-mail attempt;
 * undefined for a repeated submissionId, which was stored already.
 */
async function storeLead<K extends FormKind>(
  { kind, format, runtime, trace }: LeadRequest<K>,
  values: RequestValues<K>,
  botCheck: BotCheck,
): Promise<{ lead: Lead; owner: string } | undefined> {
  const { logger, consentShown } = runtime;
  const { submissionId } = values;
  const now = clock(runtime);
  const lead = buildLead(kind, values, {
    receivedAt: now,
    botCheck,
    via: format === 'form' ? 'no-script' : 'script',
    ...(consentShown ? { consentShown } : {}),
  });
  const owner = `request-${trace.requestId ?? lead.id}`;
  const lease = { owner, until: now.getTime() + LEASE_MS };
  const abortSignal = AbortSignal.timeout(STORE_BUDGET_MS);
  const stored = await runtime.store
    .putNew(lead, lease, { abortSignal })
    .catch((error: unknown) => {
      // No personal data here: the visitor still has what they typed and can send it again.
      logger.error('lead_store_failed', { ...trace, submissionId, ...describeError(error) });
      throw new Stop(answers.storeFailed());
    });
  if (stored) return { lead, owner };
  logger.info('duplicate_submission', { ...trace, submissionId });
  return undefined;
}

export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  if (kind === 'tour' && !runtime.tourWindow) {
    throw new Error("The tour handler needs the club's hours (tourWindow)");
  }
  const { logger } = runtime;

  async function answerLead(request: LeadRequest<K>): Promise<Result> {
    let submissionId: string | undefined;
    try {
      const startedAt = clock(runtime).getTime();
      checkOrigin(request);
      const viaCloudFront = await checkCloudFront(request);
      const values = await validateLead(request);
      submissionId = values.submissionId;
      const botCheck = await checkBot(request, values, viaCloudFront);
      const stored = await storeLead(request, values, botCheck);
      // A lead to review is never mailed on its own: the next summary lists it.
      // One attempt by the deadline, which never throws: a failure stays for the retrier.
      if (stored && !stored.lead.review) {
        await deliver(stored.lead, stored.owner, runtime, startedAt + HANDLER_BUDGET_MS);
      }
      return answers.sent();
    } catch (error) {
      if (error instanceof Stop) return error.answer;
      logger.error('unexpected_error', { ...request.trace, submissionId, ...describeError(error) });
      return answers.internalError();
    }
  }

  return async (event, context) => {
    if (context) logger.addContext(context);
    const format = requestFormat(event);
    const trace = { form: kind, requestId: event.requestContext?.requestId };
    const botDeadline = AbortSignal.timeout(CAPTCHA_BUDGET_MS);
    const request = { kind, event, format: format ?? 'json', runtime, trace, botDeadline };
    const result = await answerLead(request);
    return format === 'form' ? nativeAnswer(result, kind) : result;
  };
}
