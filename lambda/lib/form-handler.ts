// The one handler behind the three forms: parse, validate, check the captcha, send one e-mail.
// Everything it talks to comes in a runtime, so the deployed functions, the local server, the
// tests and the bench each bring their own.
import type { SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FormKind, FormValues } from '../../src/forms/schemas';
import { CaptchaSecretError, type CaptchaVerifier } from './captcha';
import { answers, parseJsonRequest, type Result } from './http';
import { describeError, type Logger } from './log';
import { composeMail, type MailSettings } from './mail';
import { createValidator } from './validation';

/** The part of an SES client the handler uses (an `SESClient` fits). */
export interface MailClient {
  send(command: SendEmailCommand): Promise<SendEmailCommandOutput>;
}

export interface FormRuntime {
  mail: MailSettings;
  ses: MailClient;
  captcha: CaptchaVerifier;
  logger: Logger;
}

/** The context is absent when the local server runs the handler. */
export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  const validate = createValidator(kind);
  const { logger } = runtime;

  return async function handler(event, context) {
    if (context) logger.addContext(context);
    const requestId = event.requestContext?.requestId;
    // Set once the captcha passed: from then on, no failure may lose it without a log line.
    let submission: FormValues[K] | undefined;
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
      const { recaptchaToken, ...values } = checked.values;

      let verdict;
      try {
        verdict = await runtime.captcha.verify(recaptchaToken, {
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

      submission = values as unknown as FormValues[K];
      const message = composeMail(kind, submission, runtime.mail);
      try {
        // The SDK retries throttling and network errors itself (standard mode, 3 attempts).
        await runtime.ses.send(new SendEmailCommand(message));
      } catch (error) {
        logger.log({
          level: 'error',
          event: 'mail_send_failed',
          form: kind,
          requestId,
          ...describeError(error),
          submission,
        });
        return answers.mailFailed();
      }
      return answers.sent();
    } catch (error) {
      logger.log({
        level: 'error',
        event: 'unexpected_error',
        form: kind,
        requestId,
        ...describeError(error),
        ...(submission === undefined ? {} : { submission }),
      });
      return answers.internalError();
    }
  };
}
