// The steps that decide whether a request becomes a lead: where it comes from, what it holds,
// and whether a person sent it. Each ends the request with its answer or hands on what it found.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HONEYPOT } from '../../../contracts/forms/fields';
import type { Envelope, FormKind } from '../../../contracts/forms/schemas';
import type { CaptchaResult, CaptchaVerifier } from '../captcha';
import { CAPTCHA_METRICS, NO_SCRIPT_METRIC } from '../../../contracts/metrics';
import { answers, parseJsonRequest, type BodyFormat } from '../http';
import type { BotCheck } from '../leads/lead';
import { describeError } from '../log';
import { NO_SCRIPT_REASON, parseFormRequest } from '../native-post';
import { checkOriginSecret, type OriginSecretResult } from '../origin-secret';
import { isBrowserFormPost, isSameOrigin, viewerAddress } from '../request-origin';
import type { RequestValues, Validated } from '../validation';
import { goOn, stop, type FormRuntime, type Step, type Trace } from './step';

/** Guarantees no other site's page sends a lead, and a posted form is a browser's: else 403. */
export function checkOrigin(
  event: APIGatewayProxyEventV2,
  format: BodyFormat,
  { originPolicy, logger }: Pick<FormRuntime, 'originPolicy' | 'logger'>,
  trace: Trace,
): Step<void> {
  const check = format === 'form' ? isBrowserFormPost : isSameOrigin;
  const origin = check(event, originPolicy);
  if (origin.ok) return goOn(undefined);
  logger.warn('cross_origin_refused', { ...trace, origin: origin.seen });
  return stop(answers.crossOrigin());
}

export type OriginSecretKept = Exclude<OriginSecretResult, { verdict: 'rejected' }>;

/** Guarantees 403 for a request that skipped CloudFront; an unreadable secret goes on to checkBot. */
export async function checkCloudFront(
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
  logger.warn('origin_secret_refused', { ...trace, header: viaCloudFront.header });
  return stop(answers.crossOrigin());
}

/** Guarantees only a body the shared schema accepts goes on; else 405, 415, 413 or 400. */
export async function validateLead<K extends FormKind>(
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
    logger.warn('validation_crashed', { ...trace, ...describeError(checked.crashed) });
  }
  return stop(answers.badRequest(checked.errors));
}

/**
 * Guarantees 403 only for a token reCAPTCHA rejects; a check that could not run goes on flagged,
 * with the alarm's line. No script, no token: a lead to review. A filled honeypot hears "sent".
 */
export async function checkBot(
  values: Pick<Envelope, 'recaptchaToken' | 'submissionId' | typeof HONEYPOT.name>,
  event: APIGatewayProxyEventV2,
  format: BodyFormat,
  viaCloudFront: OriginSecretKept,
  deadline: AbortSignal,
  { captcha, logger }: Pick<FormRuntime, 'captcha' | 'logger'>,
  trace: Trace,
): Promise<Step<BotCheck>> {
  if (values[HONEYPOT.name]) {
    logger.warn('honeypot_filled', { ...trace });
    return stop(answers.sent());
  }
  if (format === 'form') {
    logger.info(NO_SCRIPT_METRIC.event, { ...trace });
    return goOn({ status: 'skipped', reason: NO_SCRIPT_REASON });
  }
  const verdict = await verifyToken(values.recaptchaToken, event, deadline, captcha);
  if (verdict.verdict === 'rejected') {
    logger.warn(CAPTCHA_METRICS.rejected.event, { ...trace, reason: verdict.reason });
    return stop(answers.captchaFailed());
  }
  const unverifiable = [viaCloudFront, verdict].flatMap((check) =>
    check.verdict === 'unverifiable' ? [check.reason] : [],
  );
  if (unverifiable.length === 0) return goOn({ status: 'passed' });
  const reason = unverifiable.join('; ');
  logger.error(CAPTCHA_METRICS.unverifiable.event, {
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
