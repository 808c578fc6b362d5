// A form posted by the browser itself, without its script: its fields become the values the
// script would have sent, and the JSON answer a 303 to the thank-you page or the refusal page.
import { randomUUID } from 'node:crypto';
import { FIELDS, FORM_FIELD_NAMES } from '../../contracts/forms/fields';
import { fieldRefusalAnchor, type GeneralRefusal } from '../../contracts/forms/refusals';
import { FORM_ANSWER_PATHS } from '../../contracts/paths';
import { asksConsent, type FormKind } from '../../contracts/forms/schemas';
import { answers, readRequest, Stop, type Result } from './http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Why a lead sent without its script went unchecked: there is no captcha token to check. */
export const NO_SCRIPT_REASON = 'sent without a script, so no captcha token';

/** What a ticked checkbox sends: the browser's default, or the value the form gives it. */
const TICKED = new Set(['on', 'true']);

/** The kind's checkboxes: present and ticked is true, absent is false (the schema's default). */
function checkboxes(kind: FormKind): Set<string> {
  const names = FORM_FIELD_NAMES[kind].filter((name) => FIELDS[name].type === 'checkbox');
  return new Set<string>([...names, ...(asksConsent(kind) ? ['consent'] : [])]);
}

/** A urlencoded body as the script would send it, with a new submission id; a name twice: Stop. */
export function parseFormBody(kind: FormKind, text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const flags = checkboxes(kind);
  const body: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(body, name))
      throw new Stop(answers.badRequest({ body: 'sends a field twice' }));
    body[name] = flags.has(name) && TICKED.has(value) ? true : value;
  }
  body.submissionId ??= randomUUID();
  return body;
}

/** Checks method, content type and size, then reads the posted form; else throws Stop. */
export const parseFormRequest = (event: APIGatewayProxyEventV2, kind: FormKind) =>
  parseFormBody(kind, readRequest(event, 'form'));

const seeOther = (location: string): Result => ({
  statusCode: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
});

/** Why the JSON answer refused: the first field's error, else the kind of refusal. */
function refusalAnchor(result: Result): string {
  const status = result.statusCode ?? 500;
  // Every answer of the handler is JSON (./http).
  const { errors = {} } = JSON.parse(String(result.body)) as { errors?: Record<string, string> };
  if (status === 400) {
    const [field, code] = Object.entries(errors)[0] ?? ['body', 'request'];
    return fieldRefusalAnchor(field, code);
  }
  const general: GeneralRefusal =
    status === 403 && errors.origin ? 'origin' : status >= 500 ? 'failed' : 'request';
  return general;
}

/** The browser's answer to a form it posted itself: a page, never JSON. */
export function nativeAnswer(result: Result, kind?: FormKind): Result {
  const status = result.statusCode ?? 500;
  // A tour request's thank-you says when the club will answer it (/sent/#tour).
  if (status >= 200 && status < 300)
    return seeOther(kind === 'tour' ? `${FORM_ANSWER_PATHS.sent}#tour` : FORM_ANSWER_PATHS.sent);
  return seeOther(`${FORM_ANSWER_PATHS.refused}#${refusalAnchor(result)}`);
}
