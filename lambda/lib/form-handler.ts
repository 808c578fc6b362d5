// The one handler behind the forms: a lead's path in named steps, for JSON and for a form posted
// without its script. The answer depends on the store alone; every step has a deadline.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { FormKind } from '../../contracts/forms/schemas';
import { answers, requestFormat, type BodyFormat, type Result } from './http';
import { clock, deliver } from './leads/deliver';
import { describeError } from './log';
import { nativeAnswer } from './native-post';
import { CAPTCHA_BUDGET_MS, HANDLER_BUDGET_MS } from './time-budget';
import { createValidator } from './validation';
import { checkBot, checkCloudFront, checkOrigin, validateLead } from './form-steps/checks';
import { storeLead } from './form-steps/keep';
import type { FormRuntime, Trace } from './form-steps/step';

export type { MailClient } from './leads/deliver';
export type { FormRuntime } from './form-steps/step';

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
      const origin = checkOrigin(event, format, runtime, trace);
      if (!origin.ok) return origin.answer;
      // The origin secret and the captcha share one deadline.
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
      // A lead to review is never mailed on its own: the next summary lists it.
      // One attempt by the deadline, which never throws: a failure stays for the retrier.
      if (stored.value !== 'duplicate' && !stored.value.lead.review) {
        const { lead, owner } = stored.value;
        await deliver(lead, owner, runtime, startedAt + HANDLER_BUDGET_MS);
      }
      return answers.sent();
    } catch (error) {
      logger.error('unexpected_error', { ...trace, submissionId, ...describeError(error) });
      return answers.internalError();
    }
  }
  return answer;
}

function tourWindowOf(kind: FormKind, runtime: FormRuntime) {
  if (kind !== 'tour') return undefined;
  if (!runtime.tourWindow) throw new Error("The tour handler needs the club's hours (tourWindow)");
  return runtime.tourWindow;
}
