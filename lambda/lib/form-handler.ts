// The one handler behind the three forms: parse, validate, check the captcha, store the lead,
// then send the club's e-mail. The answer depends on the store alone: once the lead is written,
// the visitor hears {"sent":true} whatever SES does (a failed e-mail is retried later); if it
// cannot be written, 502, and nothing claims success. Everything it talks to comes in a
// runtime, so the deployed functions, the local server, the tests and the bench bring their own.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FormKind, FormValues } from '../../src/forms/schemas';
import { CaptchaSecretError, type CaptchaVerifier } from './captcha';
import { answers, parseJsonRequest, type Result } from './http';
import { deliver, LEASE_MS, type Courier } from './leads/deliver';
import { buildLead } from './leads/lead';
import { describeError } from './log';
import { createValidator } from './validation';

export type { MailClient } from './leads/deliver';

export interface FormRuntime extends Courier {
  captcha: CaptchaVerifier;
  /** Days a lead is kept before DynamoDB's TTL removes it. */
  retentionDays: number;
}

/** The context is absent when the local server runs the handler. */
export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  const validate = createValidator(kind);
  const { logger } = runtime;

  return async function handler(event, context) {
    if (context) logger.addContext(context);
    const requestId = event.requestContext?.requestId;
    let submissionId: string | undefined;
    try {
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

      let verdict;
      try {
        verdict = await runtime.captcha.verify(values.recaptchaToken, {
          remoteIp: event.requestContext?.http?.sourceIp,
        });
      } catch (error) {
        if (!(error instanceof CaptchaSecretError)) throw error;
        logger.log({
          level: 'error',
          event: 'captcha_secret_unavailable',
          form: kind,
          requestId,
          ...describeError(error),
        });
        return answers.internalError();
      }
      if (!verdict.ok) {
        logger.log({
          level: 'warn',
          event: 'captcha_rejected',
          form: kind,
          requestId,
          reason: verdict.reason,
        });
        return answers.captchaFailed();
      }

      const now = runtime.now?.() ?? new Date();
      const lead = buildLead(
        kind,
        values as FormValues[K] & typeof values,
        now,
        runtime.retentionDays,
      );
      const owner = `request-${requestId ?? lead.id}`;
      let stored: boolean;
      try {
        stored = await runtime.store.putNew(lead, { owner, until: now.getTime() + LEASE_MS });
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
      await deliver(lead, owner, runtime);
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
