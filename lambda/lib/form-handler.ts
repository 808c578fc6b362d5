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
import type { FormKind } from '../../contracts/forms/schemas';
import { answers, requestFormat, type BodyFormat, type Result } from './http';
import { clock } from './leads/deliver';
import { describeError } from './log';
import { nativeAnswer } from './native-post';
import { CAPTCHA_BUDGET_MS, HANDLER_BUDGET_MS } from './time-budget';
import { createValidator } from './validation';
import { checkBot, checkCloudFront, checkOrigin, validateLead } from './form-steps/checks';
import { mailLead, storeLead } from './form-steps/keep';
import type { FormRuntime, Trace } from './form-steps/step';

export type { MailClient } from './leads/deliver';
export type { FormRuntime } from './form-steps/step';

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
      const origin = checkOrigin(event, format, runtime, trace);
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
      // A lead to review is never mailed on its own: the next summary lists it.
      if (stored.value !== 'duplicate' && !stored.value.lead.review) {
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
