// The one handler behind the three forms: check the origin (the browser's, then CloudFront's
// secret header), parse, validate, check the captcha,
// store the lead, then send the club's e-mail. The answer depends on the store alone: once the
// lead is written, the visitor hears {"sent":true} whatever SES does (a failed e-mail is retried
// later); if it cannot be written, 502, and nothing claims success. Every step has a deadline
// (./time-budget), so the answer comes within HANDLER_BUDGET_MS whatever hangs. Everything it
// talks to comes in a runtime, so the deployed functions, the local server, the tests and the
// bench bring their own.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FormKind, FormValues } from '../../contracts/forms/schemas';
import type { CaptchaResult, CaptchaVerifier } from './captcha';
import { CAPTCHA_METRICS } from './captcha-metrics';
import { answers, parseJsonRequest, type Result } from './http';
import { deliver, LEASE_MS, type Courier } from './leads/deliver';
import { buildLead, type BotCheck } from './leads/lead';
import { describeError } from './log';
import { checkOriginSecret, type OriginSecretResult } from './origin-secret';
import { isSameOrigin, viewerAddress, type OriginPolicy } from './request-origin';
import { CAPTCHA_BUDGET_MS, HANDLER_BUDGET_MS, STORE_BUDGET_MS } from './time-budget';
import { createValidator } from './validation';

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
}

/** The context is absent when the local server runs the handler. */
export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  const validate = createValidator(kind);
  const { logger } = runtime;

  /** A verdict by the deadline; a verifier that throws could not verify either. */
  async function checkCaptcha(token: string, event: APIGatewayProxyEventV2, signal: AbortSignal) {
    try {
      return await runtime.captcha.verify(token, { remoteIp: viewerAddress(event), signal });
    } catch (error) {
      const { errorName, errorMessage } = describeError(error);
      return { verdict: 'unverifiable', reason: `${errorName}: ${errorMessage}` } as const;
    }
  }

  return async function handler(event, context) {
    if (context) logger.addContext(context);
    const requestId = event.requestContext?.requestId;
    let submissionId: string | undefined;
    try {
      const startedAt = (runtime.now?.() ?? new Date()).getTime();
      // Before anything is read: another site's page must not be able to send a lead.
      const origin = isSameOrigin(event, runtime.originPolicy);
      if (!origin.ok) {
        logger.log({
          level: 'warn',
          event: 'cross_origin_refused',
          form: kind,
          requestId,
          origin: origin.seen,
        });
        return answers.crossOrigin();
      }
      // The origin secret and the captcha share one deadline: the handler's budget is unchanged.
      const botCheckSignal = AbortSignal.timeout(CAPTCHA_BUDGET_MS);
      const viaCloudFront: OriginSecretResult = runtime.originSecret
        ? await checkOriginSecret(event, runtime.originSecret, botCheckSignal)
        : { verdict: 'passed' };
      if (viaCloudFront.verdict === 'rejected') {
        // Never the header's value: a near miss must not end up in the logs.
        logger.log({
          level: 'warn',
          event: 'origin_secret_refused',
          form: kind,
          requestId,
          header: viaCloudFront.header,
        });
        return answers.crossOrigin();
      }

      const parsed = parseJsonRequest(event);
      if (!parsed.ok) return parsed.response;

      const checked = await validate(parsed.body);
      if (!checked.ok) {
        if (checked.crashed !== undefined) {
          logger.log({
            level: 'warn',
            event: 'validation_crashed',
            form: kind,
            requestId,
            ...describeError(checked.crashed),
          });
        }
        return answers.badRequest(checked.errors);
      }
      const values = checked.values;
      submissionId = values.submissionId;

      const verdict: CaptchaResult = await checkCaptcha(
        values.recaptchaToken,
        event,
        botCheckSignal,
      );
      if (verdict.verdict === 'rejected') {
        logger.log({
          level: 'warn',
          event: CAPTCHA_METRICS.rejected.event,
          form: kind,
          requestId,
          reason: verdict.reason,
        });
        return answers.captchaFailed();
      }
      let botCheck: BotCheck = { status: 'passed' };
      const unverifiable = [viaCloudFront, verdict].flatMap((check) =>
        check.verdict === 'unverifiable' ? [check.reason] : [],
      );
      if (unverifiable.length > 0) {
        // Our failure, not the visitor's: keep the lead, flagged, and raise the alarm (this line).
        const reason = unverifiable.join('; ');
        logger.log({
          level: 'error',
          event: CAPTCHA_METRICS.unverifiable.event,
          form: kind,
          requestId,
          submissionId,
          reason,
        });
        botCheck = { status: 'unverified', reason };
      }

      const now = runtime.now?.() ?? new Date();
      const lead = buildLead(
        kind,
        values as FormValues[K] & typeof values,
        now,
        runtime.retentionDays,
        botCheck,
      );
      const owner = `request-${requestId ?? lead.id}`;
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
          form: kind,
          requestId,
          submissionId,
          ...describeError(error),
        });
        return answers.storeFailed();
      }
      if (!stored) {
        // A retry of a submission we already hold: same answer, no second lead, no second mail.
        logger.log({
          level: 'info',
          event: 'duplicate_submission',
          form: kind,
          requestId,
          submissionId,
        });
        return answers.sent();
      }
      await deliver(lead, owner, runtime, startedAt + HANDLER_BUDGET_MS);
      return answers.sent();
    } catch (error) {
      logger.log({
        level: 'error',
        event: 'unexpected_error',
        form: kind,
        requestId,
        submissionId,
        ...describeError(error),
      });
      return answers.internalError();
    }
  };
}
