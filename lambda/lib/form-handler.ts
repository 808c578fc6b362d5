// The one handler behind the forms: a lead's path in named steps (./form-steps), for JSON and for
// a form posted without its script. The answer depends on the store alone; every step has a deadline.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FormKind } from '../../contracts/forms/schemas';
import { answers, requestFormat, Stop, type BodyFormat, type Result } from './http';
import { clock, deliver } from './leads/deliver';
import { describeError } from './log';
import { nativeAnswer } from './native-post';
import { CAPTCHA_BUDGET_MS, HANDLER_BUDGET_MS } from './time-budget';
import {
  checkBot,
  checkCloudFront,
  checkOrigin,
  storeLead,
  validateLead,
  type FormRuntime,
  type Trace,
} from './form-steps';

export type { MailClient } from './leads/deliver';
export type { FormRuntime } from './form-steps';

export type FormHandler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<Result>;

export function createFormHandler<K extends FormKind>(kind: K, runtime: FormRuntime): FormHandler {
  if (kind === 'tour' && !runtime.tourWindow) {
    throw new Error("The tour handler needs the club's hours (tourWindow)");
  }
  const { logger } = runtime;

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
      checkOrigin(event, format, runtime, trace);
      // The origin secret and the captcha share one deadline.
      const botDeadline = AbortSignal.timeout(CAPTCHA_BUDGET_MS);
      const viaCloudFront = await checkCloudFront(event, botDeadline, runtime, trace);
      const values = await validateLead(kind, event, format, runtime, trace);
      submissionId = values.submissionId;
      const botCheck = await checkBot(
        values,
        event,
        format,
        viaCloudFront,
        botDeadline,
        runtime,
        trace,
      );
      const via = format === 'form' ? 'no-script' : 'script';
      const stored = await storeLead(kind, values, { botCheck, via }, runtime, trace);
      // A lead to review is never mailed on its own: the next summary lists it.
      // One attempt by the deadline, which never throws: a failure stays for the retrier.
      if (stored && !stored.lead.review) {
        await deliver(stored.lead, stored.owner, runtime, startedAt + HANDLER_BUDGET_MS);
      }
      return answers.sent();
    } catch (error) {
      if (error instanceof Stop) return error.answer;
      logger.error('unexpected_error', { ...trace, submissionId, ...describeError(error) });
      return answers.internalError();
    }
  }

  return async (event, context) => {
    const format = requestFormat(event);
    const result = await answerLead(event, context, format ?? 'json');
    return format === 'form' ? nativeAnswer(result, kind) : result;
  };
}
